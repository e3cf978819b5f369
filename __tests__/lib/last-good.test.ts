import { LastGood } from "../../src/lib/last-good";

describe("LastGood", () => {
  test("gives back a good value and remembers it", () => {
    const store = new LastGood<string>();
    expect(store.settle("main.yaml", "v1")).toBe("v1");
    expect(store.settle("main.yaml", undefined)).toBe("v1");
  });

  test("a failed step gets the last good value of its own file only, and a later good one replaces it", () => {
    const store = new LastGood<string>();
    store.settle("main.yaml", "main v1");
    store.settle("api.yaml", "api v1");
    expect(store.settle("main.yaml", "main v2")).toBe("main v2");
    expect(store.settle("main.yaml", undefined)).toBe("main v2");
    expect(store.settle("api.yaml", undefined)).toBe("api v1");
  });

  test("has nothing for a file without a good save", () => {
    expect(new LastGood<string>().settle("main.yaml", undefined)).toBeUndefined();
  });
});
