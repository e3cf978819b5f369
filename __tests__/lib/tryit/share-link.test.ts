/** @jest-environment node */
import { readShareFragment, shareFragment } from "../../../src/lib/tryit/share-link";

describe("share links", () => {
  const shared = {
    server: "http://127.0.0.1:4010/v1",
    values: { "query:symbol": "Nestlé €", "query:apikey": "secret", "header:X-API-Key": "secret" },
    body: "",
    form: {},
    choice: { code: "429", example: "daily" },
  };

  test("round-trips the request, never the key", () => {
    const fragment = shareFragment(shared, ["X-API-Key", "apikey"]);
    expect(fragment.startsWith("#try-it=")).toBe(true);
    expect(fragment).not.toMatch(/secret/);
    const read = readShareFragment(fragment);
    expect(read?.values).toEqual({ "query:symbol": "Nestlé €" });
    expect(read?.choice).toEqual({ code: "429", example: "daily" });
    expect(atob(fragment.slice(8).replace(/-/g, "+").replace(/_/g, "/"))).not.toContain("secret");
  });

  test.each(["", "#other", "#try-it=", "#try-it=!!!", `#try-it=${btoa('{"server":1}')}`])("rejects %s", (hash) => {
    expect(readShareFragment(hash)).toBeNull();
  });
});
