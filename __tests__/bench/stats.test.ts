/** @jest-environment node */
import { median, percentile, spread } from "../../bench/stats.ts";

describe("median", () => {
  test("is the middle value, the lower middle of an even count, and leaves the values as they were", () => {
    const values = [5, 1, 3];
    expect(median(values)).toBe(3);
    expect(values).toEqual([5, 1, 3]);
    expect(median([4, 1, 3, 2])).toBe(2);
  });
});

describe("percentile", () => {
  test("is the nearest rank", () => {
    const values = Array.from({ length: 20 }, (_, index) => 20 - index);
    expect(percentile(values, 0.95)).toBe(19);
    expect(percentile(values, 0.5)).toBe(10);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile(values, 1)).toBe(20);
  });
});

describe("spread", () => {
  test("is the median, the lowest and the highest, leaving the values as they were", () => {
    const values = [222, 414, 198];
    expect(spread(values)).toEqual({ median: 222, min: 198, max: 414 });
    expect(values).toEqual([222, 414, 198]);
    expect(spread([7])).toEqual({ median: 7, min: 7, max: 7 });
  });
});
