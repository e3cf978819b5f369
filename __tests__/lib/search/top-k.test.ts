/** @jest-environment node */
import { seededRandom } from "../../../bench/seeded-random";
import { firstK } from "../../../src/lib/search/top-k";

describe("the first k of a list by a comparison", () => {
  const next = seededRandom(7);
  // Few distinct values, so that many items compare equal.
  const items = Array.from({ length: 500 }, (_, id) => ({ id, score: Math.floor(next() * 20) }));
  const byScore = (a: { score: number }, b: { score: number }) => a.score - b.score;
  const sorted = [...items].sort(byScore);

  it.each([1, 2, 20, 40, 137, 499])("gives the first %i in the order a full (stable) sort gives them", (k) => {
    expect(firstK(items, k, byScore)).toEqual(sorted.slice(0, k));
  });

  it("gives every item, sorted, when k is the length or more, and none for k of 0", () => {
    expect(firstK(items, items.length, byScore)).toEqual(sorted);
    expect(firstK(items, Infinity, byScore)).toEqual(sorted);
    expect(firstK(items, 0, byScore)).toEqual([]);
    expect(firstK([], 5, byScore)).toEqual([]);
  });

  it("agrees with a sort on many random lists and sizes", () => {
    for (let round = 0; round < 50; round++) {
      const list = Array.from({ length: 1 + Math.floor(next() * 200) }, () => Math.floor(next() * 50));
      const k = Math.floor(next() * (list.length + 2));
      const numbers = (a: number, b: number) => a - b;
      expect(firstK(list, k, numbers)).toEqual([...list].sort(numbers).slice(0, k));
    }
  });
});
