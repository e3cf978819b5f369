/** @jest-environment node */
import { addMatch, fieldOf, inexactOf, matchKey, noMatches, typosOf } from "../../../src/lib/search/record-matches";

describe("matches of a term by record", () => {
  it("packs typos, field and inexact words into a key that compares as they do, in that order", () => {
    const key = matchKey(2, 5, 3);
    expect([typosOf(key), fieldOf(key), inexactOf(key)]).toEqual([2, 5, 3]);
    expect(matchKey(0, 0, 0)).toBeGreaterThan(0);
    const ordered = [
      [0, 0, 0],
      [0, 0, 1],
      [0, 1, 0],
      [0, 7, 255],
      [1, 0, 0],
      [2, 0, 0],
    ].map(([typos, field, inexact]) => matchKey(typos, field, inexact));
    expect([...ordered].sort((a, b) => a - b)).toEqual(ordered);
    expect(() => matchKey(0, 256, 0)).toThrow(RangeError);
  });

  it("keeps the better match of a record and, apart from it, the closer exactness", () => {
    const matches = noMatches(4);
    addMatch(matches, 2, matchKey(1, 0, 0), 0);
    addMatch(matches, 2, matchKey(0, 3, 1), 2);
    addMatch(matches, 0, matchKey(0, 1, 0), 1);
    addMatch(matches, 2, matchKey(0, 4, 0), 1);
    expect(matches.ids).toEqual([2, 0]);
    expect(matches.key[2]).toBe(matchKey(0, 3, 1));
    expect(matches.exactness[2]).toBe(0);
    expect(matches.key[1]).toBe(0);
    expect(matches.key[0]).toBe(matchKey(0, 1, 0));
  });
});
