/** @jest-environment node */
/** The two servers read one market: at the same instant, the stream's quote and the HTTP quote agree. */
import type { HttpSandbox } from "../../../packages/sandbox/http/server.ts";
import type { StreamSandbox } from "../../../packages/sandbox/stream/server.ts";
import { TestClient } from "./fixtures/client";
import { SESSION_INSTANT, newKey, startTestSandbox, startTestStream } from "./fixtures/sandbox";

let http: HttpSandbox;
let stream: StreamSandbox;
const clock = () => SESSION_INSTANT;

beforeAll(async () => {
  [http, stream] = await Promise.all([startTestSandbox({ clock }), startTestStream({ clock, quoteIntervalMs: 20 })]);
});
afterAll(async () => {
  await Promise.all([http?.close(), stream?.close()]);
});

test.each([
  ["stocks", "AAPL", "/stocks/quote?symbol=AAPL&country=us", ["price", "volume"]],
  ["crypto", "BTCUSD", "/crypto/quote?symbol=BTCUSD", ["price", "bid", "ask"]],
  ["currencies", "EURUSD", "/currencies/quote?symbol=EURUSD", ["price", "bid", "ask"]],
  ["indices", "SPX", "/indices/quote?symbol=SPX", ["level"]],
  ["commodities", "XAUUSD", "/commodities/quote?symbol=XAUUSD", ["price"]],
] as const)("%s %s: the stream and the HTTP quote agree", async (asset, symbol, target, fields) => {
  const key = newKey();
  const client = await TestClient.authenticated(`${stream.url}/${asset}`, key);
  client.send({ action: "subscribe", symbols: [symbol] });
  const streamed = await client.next("quote");
  await client.close();
  const { data } = await (await fetch(`${http.url}${target}`, { headers: { "X-API-Key": key } })).json();
  expect(Date.parse(streamed.timestamp as string)).toBe(Date.parse(data.timestamp));
  for (const field of fields) expect({ field, value: streamed[field] }).toEqual({ field, value: data[field] });
});
