/** @jest-environment node */
/**
 * Time zone offsets read from tables of their changes: the tables' search on a zone made up for
 * the test (changes anywhere, two in one week), and the offsets of every market's zone against
 * Intl's own, at drawn instants and to the millisecond around daylight saving changes.
 */
import { seededRandom } from "../../../bench/seeded-random";
import { BLOCK, blockTable, intlZoneOffset, zoneOffset } from "../../../packages/sandbox/market/zone-offsets.ts";
import { MARKET } from "./fixtures/sandbox";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A made-up zone: `offsets[i]` from `changes[i - 1]` on (the first before every change). */
const madeUp = (changes: number[], offsets: number[]) => (t: number) => {
  let i = 0;
  while (i < changes.length && Math.floor(t / 1000) * 1000 >= changes[i]) i += 1;
  return offsets[i];
};

describe("a block's table", () => {
  test("holds each change to the second, in the middle of a week or on its last second", () => {
    const changes = [10 * DAY + 3_723_000, 70 * DAY - 1000, 200 * DAY];
    const offsets = [3600_000, 7200_000, 3600_000, 19_800_000];
    expect(blockTable(madeUp(changes, offsets), 0)).toEqual({ starts: [0, ...changes], offsets });
  });

  test("holds two changes within one week", () => {
    const changes = [22 * DAY + 5000, 24 * DAY + 3600_000];
    const offsets = [0, 1_800_000, 3_600_000];
    expect(blockTable(madeUp(changes, offsets), 0)).toEqual({ starts: [0, ...changes], offsets });
  });

  test("leaves a change at the next block's start to that block", () => {
    const read = madeUp([BLOCK], [0, 3600_000]);
    expect(blockTable(read, 0)).toEqual({ starts: [0], offsets: [0] });
    expect(blockTable(read, BLOCK)).toEqual({ starts: [BLOCK], offsets: [3600_000] });
  });
});

const ZONES = [...new Set(MARKET.calendar.markets.map((market) => market.timeZone))];

test.each(ZONES)("%s: offsets are Intl's, at instants drawn over a century", (zone) => {
  const random = seededRandom(ZONES.indexOf(zone) + 1);
  const from = Date.parse("1960-01-01T00:00:00Z");
  const to = Date.parse("2060-01-01T00:00:00Z");
  const differences: string[] = [];
  for (let i = 0; i < 1500; i += 1) {
    const t = Math.floor(from + random() * (to - from));
    if (zoneOffset(zone, t) !== intlZoneOffset(zone, t)) differences.push(new Date(t).toISOString());
  }
  expect(differences).toEqual([]);
});

test.each([
  ["America/New_York", "2024-03-10T07:00:00Z", -5, -4],
  ["America/New_York", "2025-11-02T06:00:00Z", -4, -5],
  ["Europe/London", "2024-10-27T01:00:00Z", 1, 0],
  ["Pacific/Auckland", "2025-04-05T14:00:00Z", 13, 12],
  ["Australia/Sydney", "2025-10-04T16:00:00Z", 10, 11],
])("%s changes at %s, from %d to %d hours", (zone, at, before, after) => {
  const t = Date.parse(at);
  expect([zoneOffset(zone, t - 1), zoneOffset(zone, t)]).toEqual([before * HOUR, after * HOUR]);
});
