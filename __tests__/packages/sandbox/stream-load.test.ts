/** @jest-environment node */
import { ASSETS } from "../../../packages/sandbox/market/instruments.ts";
import type { StreamSandbox } from "../../../packages/sandbox/stream/server.ts";
import { TestClient } from "./fixtures/client";
import { MARKET, SESSION_INSTANT, startTestStream } from "./fixtures/sandbox";

jest.setTimeout(60_000);

const CLIENTS = 200;
let stream: StreamSandbox;
let clients: TestClient[] = [];

beforeAll(async () => {
  stream = await startTestStream({ quoteIntervalMs: 50 });
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await stream.close();
});

test(`${CLIENTS} concurrent clients are all served, with no lost subscription`, async () => {
  // Two connections per key: every account of the trial plan is used to its limit.
  const plan = Array.from({ length: CLIENTS }, (_, i) => {
    const asset = ASSETS[i % ASSETS.length];
    // Symbols whose market is in session, so that each one ticks.
    const pool = MARKET.instruments.list(asset).filter((instrument) => MARKET.inSession(instrument, SESSION_INSTANT));
    const symbols = [0, 1, 2].map((k) => pool[(i * 7 + k * 3) % pool.length].streamSymbol);
    return { asset, key: `tw_test_trial_load${String(Math.floor(i / 2)).padStart(6, "0")}`, symbols };
  });

  clients = await Promise.all(plan.map(({ asset, key }) => TestClient.authenticated(`${stream.url}/${asset}`, key)));
  clients.forEach((client, i) => client.send({ action: "subscribe", symbols: plan[i].symbols }));
  const confirmations = await Promise.all(clients.map((client) => client.next("subscribed", () => true, 15_000)));
  confirmations.forEach((message, i) => expect(message.symbols).toEqual([...new Set(plan[i].symbols)]));
  expect(stream.stats()).toMatchObject({ connections: CLIENTS, authenticated: CLIENTS });

  // Every client receives a quote for every one of its symbols.
  await Promise.all(
    clients.flatMap((client, i) =>
      [...new Set(plan[i].symbols)].map((symbol) => client.next("quote", (m) => m.symbol === symbol, 15_000)),
    ),
  );

  expect(clients.flatMap((c) => c.messages.filter((m) => m.event === "error"))).toEqual([]);
  expect(clients.flatMap((c) => c.errors)).toEqual([]);
  expect(stream.stats().connections).toBe(CLIENTS);
  expect(stream.stats().subscriptions).toBe(plan.reduce((n, p) => n + new Set(p.symbols).size, 0));
});
