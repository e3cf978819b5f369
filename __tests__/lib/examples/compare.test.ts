/** @jest-environment node */
import { marketValues, subjectOf, valueAtPath } from "../../../src/lib/examples/compare";

test("numbers, dates and timestamps the answer has too are the market's values", () => {
  const example = {
    data: {
      symbol: "AAPL",
      country: "us",
      name: "Apple",
      price: 228.52,
      delayed: false,
      timestamp: "2024-11-20T20:59:58Z",
      extra: 1,
    },
  };
  const answer = {
    data: {
      symbol: "AAPL",
      country: "us",
      name: "Apple Inc.",
      price: 242.01,
      delayed: true,
      timestamp: "2024-11-20T15:30:12Z",
    },
  };
  expect(marketValues(example, answer)).toEqual([
    { path: ["data", "price"], actual: 228.52, expected: 242.01, subject: "AAPL:us" },
    {
      path: ["data", "timestamp"],
      actual: "2024-11-20T20:59:58Z",
      expected: "2024-11-20T15:30:12Z",
      subject: "AAPL:us",
    },
  ]);
});

test("arrays are compared item by item, and each value says what it is about", () => {
  const values = marketValues(
    {
      data: [
        { symbol: "BTCUSD", price: 1 },
        { symbol: "ETHUSD", price: 2 },
      ],
    },
    { data: [{ price: 3 }, { price: 4 }] },
  );
  expect(values.map((value) => [value.path.join("/"), value.subject, value.expected])).toEqual([
    ["data/0/price", "BTCUSD", 3],
    ["data/1/price", "ETHUSD", 4],
  ]);
  expect(subjectOf({ from: "EUR", to: "JPY", rate: 1 })).toBe("EUR to JPY");
  expect(subjectOf({ symbol: "SAP:de", country: "de" })).toBe("SAP:de");
  expect(valueAtPath({ a: [{ b: 1 }] }, ["a", 0, "b"])).toBe(1);
});
