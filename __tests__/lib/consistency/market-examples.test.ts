/** @jest-environment node */
import { csvRows, marketProblems, observe, roundsTo, tradingDate } from "../../../src/lib/consistency/market-examples";

const FX = { timeZone: "America/New_York", dayEndLocal: "17:00" };
const quote = (fields: Record<string, unknown>) => ({
  symbol: "AAPL",
  country: "us",
  timestamp: "2024-11-20T20:59:58Z",
  price: 228.52,
  open: 226.98,
  high: 229.11,
  low: 226.4,
  previous_close: 228.28,
  change: 0.24,
  change_percent: 0.11,
  ...fields,
});
const series = {
  symbol: "AAPL",
  country: "us",
  as_of: "2024-11-20T20:59:58Z",
  series: [{ date: "2024-11-19", open: 226.98, high: 230.16, low: 226.66, close: 228.28 }],
};
const problems = (...values: unknown[]) =>
  marketProblems(observe(values.map((value, index) => ({ where: `#${index}`, value }))), FX);

test("consistent examples have no problems", () => {
  expect(problems({ data: quote({}) }, { data: series })).toEqual([]);
});

test("one price per symbol and instant, and one previous close per day", () => {
  expect(
    problems(quote({}), { symbol: "AAPL", country: "us", timestamp: "2024-11-20T20:59:58Z", price: 228.5 }),
  ).toEqual(["AAPL:us at 2024-11-20T20:59:58Z: price is 228.52 and 228.5 (#0, #1)"]);
  expect(
    problems(
      quote({}),
      quote({
        timestamp: "2024-11-20T19:42:05Z",
        price: 227.48,
        previous_close: 225.56,
        change: 1.92,
        change_percent: 0.85,
      }),
    ),
  ).toContain("AAPL:us on 2024-11-20: previous_close is 228.28 and 225.56 (#0, #1)");
});

test("the previous close is the previous daily bar's close, and changes follow from it", () => {
  expect(problems(quote({ previous_close: 226.69, change: 1.83, change_percent: 0.81 }), { data: series })).toEqual([
    "AAPL:us at 2024-11-20T20:59:58Z (#0): previous_close 226.69 isn't the close 228.28 of the previous daily bar, 2024-11-19 (#1/data/series/0)",
  ]);
  expect(problems(quote({ change: 1.83 }))).toEqual([
    "AAPL:us at 2024-11-20T20:59:58Z (#0): change 1.83 isn't price 228.52 minus previous_close 228.28",
  ]);
});

test("a conversion is the amount at the quoted rate", () => {
  const rate = { symbol: "EURJPY", timestamp: "2024-11-20T16:42:07Z", price: 163.482 };
  expect(
    problems(rate, {
      from: "EUR",
      to: "JPY",
      amount: 250,
      rate: 163.482,
      result: 40870.5,
      timestamp: "2024-11-20T16:42:07Z",
    }),
  ).toEqual([]);
  expect(
    problems(rate, {
      from: "EUR",
      to: "JPY",
      amount: 250,
      rate: 163.5,
      result: 40875,
      timestamp: "2024-11-20T16:42:07Z",
    }),
  ).toEqual(["EUR to JPY at 2024-11-20T16:42:07Z (#1): rate 163.5 isn't the quoted price 163.482 (#0)"]);
});

test("FX quotes belong to the FX day, which ends at 17:00 New York time", () => {
  expect(tradingDate("2024-11-20T21:59:00Z", "currencies", FX)).toBe("2024-11-20");
  expect(tradingDate("2024-11-20T22:01:00Z", "currencies", FX)).toBe("2024-11-21");
  expect(tradingDate("2024-07-10T21:01:00Z", "currencies", FX)).toBe("2024-07-11");
  expect(tradingDate("2024-11-20T22:01:00Z", "crypto", FX)).toBe("2024-11-20");
});

test("reads bulk-file samples and rounds as written", () => {
  expect(csvRows("date,symbol,close\n2024-11-20,AAPL,228.52")).toEqual([
    { date: "2024-11-20", symbol: "AAPL", close: 228.52 },
  ]);
  expect(roundsTo(0.11, 0.10513)).toBe(true);
  expect(roundsTo(0.81, 0.10513)).toBe(false);
});
