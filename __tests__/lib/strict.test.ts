import { isStrict, strictFailure } from "../../src/lib/strict";

describe("strict builds", () => {
  it("are asked for with DOCS_STRICT=1 (or true), and are off otherwise", () => {
    expect(isStrict({ DOCS_STRICT: "1" })).toBe(true);
    expect(isStrict({ DOCS_STRICT: "true" })).toBe(true);
    expect(isStrict({ DOCS_STRICT: "0" })).toBe(false);
    expect(isStrict({ DOCS_STRICT: "" })).toBe(false);
    expect(isStrict({})).toBe(false);
  });

  it("fail with every warning listed, and not without warnings", () => {
    expect(strictFailure([])).toBeNull();
    const message = strictFailure([
      'Broken link in content/docs/a.mdx:3 (/docs/a): "/docs/b" — no page at /docs/b.',
      "Duplicate route /docs/c",
    ]);
    expect(message).toMatch(/^2 link or route problem\(s\), which fail the build because DOCS_STRICT=1:/);
    expect(message).toContain("  - Broken link in content/docs/a.mdx:3");
    expect(message).toContain("  - Duplicate route /docs/c");
  });
});
