/** @jest-environment node */
import { sampleRequestProblems, sampleRequests } from "../../../src/lib/consistency/sample-requests";

const BASE = "https://api.example.com/v1";
const SPEC = {
  paths: {
    "/quote": {
      get: {
        parameters: [{ name: "symbol", in: "query", required: true, schema: { type: "string", pattern: "^[A-Z]+$" } }],
      },
    },
    "/upload": { post: { parameters: [{ $ref: "#/components/parameters/Key" }] } },
  },
  components: {
    parameters: {
      Key: {
        name: "Idempotency-Key",
        in: "header",
        required: false,
        "x-send-with-every-request": true,
        schema: { type: "string" },
      },
    },
  },
};
const PATHS = ["/quote", "/upload"];
const pattern = (value: unknown, schema: unknown) =>
  typeof value === "string" && new RegExp((schema as { pattern: string }).pattern).test(value) ? null : "doesn't match";

test("reads requests from URLs, curl commands and helpers that take a path", () => {
  expect(sampleRequests(`curl "${BASE}/quote?symbol=AAPL"`, BASE, PATHS)).toEqual([
    { method: "get", path: "/quote", query: { symbol: "AAPL" } },
  ]);
  expect(sampleRequests(`requests.get("${BASE}/quote", params=params)`, BASE, PATHS)).toEqual([
    { method: "get", path: "/quote", query: null },
  ]);
  expect(sampleRequests(`fetch_all("/quote", {"symbol": "AAPL"})`, BASE, PATHS)).toEqual([
    { method: "get", path: "/quote", query: null },
  ]);
  expect(sampleRequests(`requests.post(f"{BASE}/upload")`, BASE, PATHS)).toEqual([
    { method: "post", path: "/upload", query: null },
  ]);
});

test("parameters must be declared, valid and complete", () => {
  expect(sampleRequestProblems(`curl "${BASE}/quote?symbol=aapl&limit=5"`, BASE, SPEC, pattern)).toEqual([
    "GET /quote: `symbol=aapl` doesn't match",
    "GET /quote has no query parameter `limit`",
  ]);
  expect(sampleRequestProblems(`curl "${BASE}/quote"`, BASE, SPEC, pattern)).toEqual([
    "GET /quote needs the query parameter `symbol`",
  ]);
});

test("a header every sample must send is sent, with a key that a retry repeats", () => {
  expect(sampleRequestProblems(`curl -X POST "${BASE}/upload" -F file=@a.py`, BASE, SPEC, pattern)).toEqual([
    "POST /upload doesn't send the `Idempotency-Key` header every sample must send",
  ]);
  expect(
    sampleRequestProblems(`curl -X POST "${BASE}/upload" -H "Idempotency-Key: $(uuidgen)"`, BASE, SPEC, pattern),
  ).toEqual([
    "POST /upload mints a new `Idempotency-Key` on every run, so a retry can't send the same one: derive it from what the request sends",
  ]);
  expect(
    sampleRequestProblems(
      `KEY=$(sha256sum a.py | cut -c1-64)\ncurl -X POST "${BASE}/upload" -H "Idempotency-Key: $KEY"`,
      BASE,
      SPEC,
      pattern,
    ),
  ).toEqual([]);
});
