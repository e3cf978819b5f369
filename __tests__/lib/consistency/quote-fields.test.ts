/** @jest-environment node */
import { observe } from "../../../src/lib/consistency/market-examples";
import {
  httpQuoteSchemaProblems,
  precisionProblems,
  quoteExampleDelayedProblems,
  streamQuoteMessageProblems,
} from "../../../src/lib/consistency/quote-fields";
import { priceDecimals } from "../../../src/lib/facts/precision";

const RULE = {
  stockDecimals: 2,
  stockDecimalsBelowOne: 4,
  indexDecimals: 2,
  significantDigits: { currencies: 6, crypto: 7, commodities: 6 },
  minDecimals: 2,
  maxDecimals: 8,
};

test("the precision rule: cents for stocks, significant digits elsewhere, within bounds", () => {
  expect(priceDecimals(RULE, "stocks", 242)).toBe(2);
  expect(priceDecimals(RULE, "stocks", 0.5)).toBe(4);
  expect(priceDecimals(RULE, "indices", 7022)).toBe(2);
  expect(priceDecimals(RULE, "currencies", 1.07)).toBe(5);
  expect(priceDecimals(RULE, "currencies", 151)).toBe(3);
  expect(priceDecimals(RULE, "crypto", 107819)).toBe(2);
  expect(priceDecimals(RULE, "crypto", 0.00002)).toBe(8);
  expect(priceDecimals(RULE, "commodities", 71.95)).toBe(4);
});

test("a quote schema through allOf, and a quote message, must require `delayed`", () => {
  const http = {
    components: {
      schemas: {
        Quote: { type: "object", required: ["symbol", "timestamp"] },
        StockQuote: { allOf: [{ $ref: "#/components/schemas/Quote" }, { required: ["price"] }] },
        IndexQuote: { allOf: [{ $ref: "#/components/schemas/Quote" }, { required: ["level", "delayed"] }] },
      },
    },
  };
  expect(httpQuoteSchemaProblems(http)).toEqual([
    "#/components/schemas/StockQuote: `delayed` is not in `required`, though every quote carries it",
  ]);
  const ws = {
    components: {
      messages: {
        cryptoQuote: { payload: { required: ["event"], properties: { event: { const: "quote" } } } },
        heartbeat: { payload: { required: ["event"], properties: { event: { const: "heartbeat" } } } },
      },
    },
  };
  expect(streamQuoteMessageProblems(ws)).toHaveLength(2);
});

test("quote examples without a boolean `delayed`, and prices with too many places, are named", () => {
  const found = observe([
    {
      where: "a",
      asset: "stocks",
      value: { symbol: "AAPL", country: "us", price: 242.015, delayed: false, timestamp: "t" },
    },
    { where: "b", asset: "currencies", value: { symbol: "EURUSD", price: 1.07659, timestamp: "t" } },
    {
      where: "c",
      asset: "stocks",
      value: {
        symbol: "AAPL",
        country: "us",
        series: [{ date: "2024-11-19", open: 1.5, high: 2, low: 1, close: 238.441 }],
      },
    },
  ]);
  expect(quoteExampleDelayedProblems(found)).toEqual([
    "b: the quote of EURUSD has no boolean `delayed`; every quote carries it",
  ]);
  expect(precisionProblems(found, RULE)).toEqual([
    "a: AAPL:us `price` 242.015 has 3 decimal places; stocks at that price have at most 2",
    "c/series/0: AAPL:us bar of 2024-11-19 `close` 238.441 has 3 decimal places; stocks at that price have at most 2",
  ]);
});
