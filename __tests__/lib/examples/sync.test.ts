/** @jest-environment node */
import type { MarketRequest } from "../../../src/lib/examples/requests";
import type { MarketReader } from "../../../src/lib/examples/site-values";
import { differing, readExamples, rewrite } from "../../../src/lib/examples/sync";
import { FACTS } from "../../fixtures/facts";

const T = Date.parse("2024-11-20T15:30:12Z");

const HTTP = `openapi: 3.1.0
info: { title: Test, version: "1" }
paths:
  /stocks/quote:
    get:
      responses:
        "200":
          description: A quote.
          content:
            application/json:
              schema:
                type: object
                properties:
                  data: { $ref: "#/components/schemas/StockQuote" }
              example:
                # The latest Apple quote.
                data:
                  symbol: AAPL
                  country: us
                  price: 228.52 # last trade
                  volume: 35182410
                  delayed: false
                  timestamp: "2024-11-20T20:59:58Z"
components:
  schemas:
    StockQuote:
      type: object
      maxItems: {{facts.quota.maxSymbolsPerBatch}}
      properties:
        symbol: { type: string, examples: [AAPL] }
        price: { type: number, examples: [228.52] }
`;

const WS = `asyncapi: 3.0.0
components:
  messages:
    stockQuote:
      examples:
        - payload: { event: quote, symbol: AAPL, price: 227.48, delayed: true, timestamp: "2026-03-02T14:30:05.123Z" }
`;

const GUIDE = [
  '```json title="GET /v1/stocks/quote?symbol=AAPL&country=us"',
  '{ "data": { "symbol": "AAPL", "country": "us", "price": 228.52 } }',
  "```",
  "",
].join("\n");

const asked: MarketRequest[] = [];
const reader: MarketReader = {
  async get(request) {
    asked.push(request);
    return {
      status: 200,
      body: {
        data: {
          symbol: "AAPL",
          country: "us",
          price: 242.01,
          volume: 13639494,
          delayed: false,
          timestamp: "2024-11-20T15:30:12Z",
        },
      },
      headers: {},
    };
  },
  streamQuote: (symbol, at, delayed) => ({
    event: "quote",
    symbol,
    price: 241.99,
    delayed,
    timestamp: new Date(at).toISOString(),
  }),
};

const sources = {
  facts: FACTS,
  httpSpec: { file: "http.yaml", text: HTTP },
  websocketSpec: { file: "ws.yaml", text: WS },
  guides: [{ file: "guide.mdx", text: GUIDE }],
};

test("the examples take the market's values, and nothing else in the files changes", async () => {
  const report = await readExamples(sources, reader, T);
  expect(report.problems).toEqual([]);
  expect(asked.map((request) => request.query)).toEqual([
    { symbol: "AAPL", country: "us" },
    { symbol: "AAPL", country: "us" },
  ]);
  const changed = differing(report);
  expect(changed.map((value) => `${value.file}:${value.line} ${value.where} ${value.subject} ${value.text}`)).toEqual([
    "http.yaml:20 #/paths/~1stocks~1quote/get/responses/200/content/application~1json/example/data/price AAPL:us 242.01",
    "http.yaml:21 #/paths/~1stocks~1quote/get/responses/200/content/application~1json/example/data/volume AAPL:us 13639494",
    'http.yaml:23 #/paths/~1stocks~1quote/get/responses/200/content/application~1json/example/data/timestamp AAPL:us "2024-11-20T15:30:12Z"',
    "http.yaml:31 #/components/schemas/StockQuote/properties/price/examples/0 AAPL:us 242.01",
    "ws.yaml:6 #/components/messages/stockQuote/examples/0/payload/price AAPL 241.99",
    'ws.yaml:6 #/components/messages/stockQuote/examples/0/payload/timestamp AAPL "2024-11-20T15:15:12.000Z"',
    "guide.mdx:2 data/price AAPL:us 242.01",
  ]);
  const files = rewrite([sources.httpSpec, sources.websocketSpec, ...sources.guides], changed);
  expect(files.get("http.yaml")).toBe(
    HTTP.replace("price: 228.52 # last", "price: 242.01 # last")
      .replace("volume: 35182410", "volume: 13639494")
      .replace('"2024-11-20T20:59:58Z"', '"2024-11-20T15:30:12Z"')
      .replace("examples: [228.52]", "examples: [242.01]"),
  );
  expect(files.get("ws.yaml")).toContain('price: 241.99, delayed: true, timestamp: "2024-11-20T15:15:12.000Z" }');
  expect(files.get("guide.mdx")).toBe(GUIDE.replace("228.52", "242.01"));
});

test("an answer the sandbox refuses is a problem naming the example and the request", async () => {
  const refusing: MarketReader = {
    get: async () => ({ status: 404, body: { error: { code: "unknown_symbol", message: "No AAPL." } }, headers: {} }),
    streamQuote: () => undefined,
  };
  const report = await readExamples(sources, refusing, T);
  expect(report.problems).toEqual([
    "#/paths/~1stocks~1quote/get/responses/200/content/application~1json/example: the sandbox answers GET /stocks/quote?symbol=AAPL&country=us (enterprise plan) with 404 unknown_symbol: No AAPL.",
    "#/components/messages/stockQuote/examples/0/payload: the sandbox streams no symbol AAPL",
    "guide.mdx:1: the sandbox answers GET /stocks/quote?symbol=AAPL&country=us (enterprise plan) with 404 unknown_symbol: No AAPL.",
  ]);
});
