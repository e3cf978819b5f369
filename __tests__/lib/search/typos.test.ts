import { allowedTypos, typoDistance } from "../../../src/lib/search/typos";
import { SEARCH_CONFIG } from "../../../src/lib/search/search-config";

describe("typoDistance", () => {
  it("counts insertions, deletions, substitutions and swaps, up to the bound", () => {
    expect(typoDistance("limits", "limits", 2)).toBe(0);
    expect(typoDistance("limtis", "limits", 2)).toBe(1);
    expect(typoDistance("authentification", "authentication", 2)).toBe(2);
    expect(typoDistance("aapl", "aal", 1)).toBe(1);
    expect(typoDistance("quote", "candles", 2)).toBe(3);
  });

  it("measures against the closest prefix when asked", () => {
    expect(typoDistance("websokc", "websocket", 1, true)).toBe(1);
    expect(typoDistance("websokc", "websocket", 1)).toBe(2);
  });
});

describe("allowedTypos", () => {
  it("allows none below 4 letters, one from 4 and two from 8, none in numbers", () => {
    expect(["key", "keys", "keyboard", "4010"].map((word) => allowedTypos(word, SEARCH_CONFIG))).toEqual([0, 1, 2, 0]);
  });
});
