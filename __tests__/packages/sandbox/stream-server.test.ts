/** @jest-environment node */
import WebSocket from "ws";
import type { StreamSandbox } from "../../../packages/sandbox/stream/server.ts";
import { parseSpec, serverEventChecker, type ServerEventChecker } from "./fixtures/asyncapi";
import { TestClient } from "./fixtures/client";
import {
  CONFIG,
  MARKET,
  SESSION_INSTANT,
  WEEKEND_INSTANT,
  newKey,
  runningClock,
  startTestStream,
} from "./fixtures/sandbox";

jest.setTimeout(20_000);

let checker: ServerEventChecker;
let stream: StreamSandbox;
let clients: { asset: string; client: TestClient }[] = [];

/** Connect to a stream and remember the client, so its messages are checked against the spec. */
async function connect(asset: string): Promise<TestClient> {
  const client = await TestClient.connect(`${stream.url}/${asset}`);
  clients.push({ asset, client });
  return client;
}

async function authenticated(asset: string, key = newKey()): Promise<TestClient> {
  const client = await connect(asset);
  client.send({ action: "auth", key });
  await client.next("authenticated");
  return client;
}

beforeAll(async () => {
  const { document } = await parseSpec();
  checker = serverEventChecker(document!);
});

beforeEach(async () => {
  stream = await startTestStream({ quoteIntervalMs: 20 });
});

afterEach(async () => {
  // Every message the sandbox sent during the test must match the spec exactly.
  const problems = clients.flatMap(({ asset, client }) =>
    client.messages.flatMap((m) => checker.problems(asset, m).map((p) => `${asset}: ${p}`)),
  );
  await Promise.all(clients.map(({ client }) => client.close()));
  clients = [];
  await stream.close();
  expect(problems).toEqual([]);
});

describe("connecting and authenticating", () => {
  test("each asset class has a stream under /v1; other paths are refused", async () => {
    for (const asset of ["commodities", "crypto", "currencies", "indices", "stocks"])
      await (await connect(asset)).close();
    await expect(TestClient.connect(`${stream.url}/bonds`)).rejects.toThrow(/404/);
    await expect(TestClient.connect(stream.url.replace("/v1", "/v2/stocks"))).rejects.toThrow(/404/);
  });

  test("subscribing before auth is answered with not_authenticated and the subscription is discarded", async () => {
    const client = await connect("stocks");
    client.send({ action: "subscribe", symbols: ["AAPL"] });
    expect(await client.next("error")).toMatchObject({ code: "not_authenticated" });
    client.send({ action: "auth", key: newKey() });
    expect(await client.next("authenticated")).toEqual({
      event: "authenticated",
      plan: "trial",
      max_symbols: 50,
      connections_in_use: 1,
      max_connections: 2,
    });
    client.send({ action: "heartbeat" });
    await client.next("heartbeat");
    expect(stream.stats().subscriptions).toBe(0);
  });

  test.each([
    ["the rejected key", { key: "invalid" }, "invalid_api_key"],
    ["an empty key", { key: "" }, "missing_api_key"],
    ["no key", {}, "missing_api_key"],
  ])("%s gets %s and close code 4003", async (_label, fields, code) => {
    const client = await connect("crypto");
    client.send({ action: "auth", ...fields });
    expect(await client.next("error")).toMatchObject({ code });
    expect((await client.closed).code).toBe(4003);
  });

  test("no auth message within the deadline closes with 4001 and no error event", async () => {
    await stream.close();
    stream = await startTestStream({ authTimeoutMs: 150 });
    const client = await connect("stocks");
    expect(await client.closed).toEqual({ code: 4001, reason: "Authentication timeout" });
    expect(client.messages).toEqual([]);
  });

  test("an authenticated connection receives heartbeats", async () => {
    await stream.close();
    stream = await startTestStream({ heartbeatIntervalMs: 100 });
    const client = await authenticated("currencies");
    await client.next("heartbeat");
    await client.next("heartbeat");
  });
});

describe("subscriptions and quotes", () => {
  test("subscribe confirms and streams quotes only for the subscribed symbols", async () => {
    const client = await authenticated("stocks");
    client.send({ action: "subscribe", symbols: ["AAPL", "sap:de"] });
    expect(await client.next("subscribed")).toEqual({ event: "subscribed", symbols: ["AAPL", "SAP:de"], total: 2 });
    const aapl = await client.next("quote", (m) => m.symbol === "AAPL");
    const sap = await client.next("quote", (m) => m.symbol === "SAP:de");
    expect(aapl).toMatchObject({ country: "us" });
    expect(sap).toMatchObject({ country: "de" });
    expect(aapl.delayed).toBe(false);
    expect(new Set(client.messages.filter((m) => m.event === "quote").map((m) => m.symbol))).toEqual(
      new Set(["AAPL", "SAP:de"]),
    );
  });

  test("after unsubscribed, no more quotes arrive for the dropped symbol", async () => {
    const client = await authenticated("crypto");
    client.send({ action: "subscribe", symbols: ["BTCUSD", "ETHEUR"] });
    await client.next("quote", (m) => m.symbol === "ETHEUR");
    client.send({ action: "unsubscribe", symbols: ["ETHEUR"] });
    expect(await client.next("unsubscribed")).toEqual({ event: "unsubscribed", symbols: ["ETHEUR"], total: 1 });
    const cut = client.messages.length;
    for (let i = 0; i < 5; i += 1) await client.next("quote", (m) => m.symbol === "BTCUSD");
    expect(client.messages.slice(cut).filter((m) => m.symbol === "ETHEUR")).toEqual([]);
  });

  test("unknown symbols get unknown_symbol while the valid ones are subscribed", async () => {
    const client = await authenticated("stocks");
    client.send({ action: "subscribe", symbols: ["APPL", "MSFT"] });
    expect(await client.next("subscribed")).toMatchObject({ symbols: ["MSFT"], total: 1 });
    expect(await client.next("error")).toEqual({
      event: "error",
      code: "unknown_symbol",
      message: "Unknown symbol 'APPL' on the stocks stream.",
      symbols: ["APPL"],
    });
  });

  test("two clients on the same symbol both receive its quotes, with identical prices", async () => {
    const [a, b] = await Promise.all([authenticated("commodities"), authenticated("commodities")]);
    a.send({ action: "subscribe", symbols: ["XAUUSD"] });
    await a.next("subscribed");
    b.send({ action: "subscribe", symbols: ["XAUUSD"] });
    await b.next("subscribed");
    const fromB = await b.next("quote");
    const fromA = await a.next("quote", (m) => m.timestamp === fromB.timestamp);
    expect(fromA).toEqual(fromB);
    expect(fromA).toMatchObject({ currency: "USD", unit: "troy ounce" });
  });

  test("on the Free plan, stock and index quotes are delayed and crypto quotes are not", async () => {
    await stream.close();
    const clock = runningClock(SESSION_INSTANT);
    stream = await startTestStream({ clock, quoteIntervalMs: 20 });
    const key = newKey("free");
    const indices = await authenticated("indices", key);
    indices.send({ action: "subscribe", symbols: ["SPX"] });
    const spx = await indices.next("quote");
    expect(spx.delayed).toBe(true);
    expect(clock() - Date.parse(spx.timestamp as string)).toBeGreaterThanOrEqual(CONFIG.limits.delayMs);
    // The Free plan has one connection: close this one before opening the next.
    await indices.close();
    const crypto = await authenticated("crypto", key);
    expect(crypto.messages[0]).toMatchObject({ plan: "free", max_symbols: 5, max_connections: 1 });
    crypto.send({ action: "subscribe", symbols: ["BTCUSD"] });
    expect((await crypto.next("quote")).delayed).toBe(false);
  });
});

describe("the market behind the stream", () => {
  test("a symbol ticks only while its market is in session: crypto on a Saturday, a stock not", async () => {
    await stream.close();
    stream = await startTestStream({ clock: runningClock(WEEKEND_INSTANT), quoteIntervalMs: 20 });
    const stocks = await authenticated("stocks");
    const crypto = await authenticated("crypto");
    stocks.send({ action: "subscribe", symbols: ["AAPL"] });
    crypto.send({ action: "subscribe", symbols: ["BTCUSD"] });
    await stocks.next("subscribed");
    for (let i = 0; i < 5; i += 1) await crypto.next("quote");
    expect(stocks.messages.filter((m) => m.event === "quote")).toEqual([]);
  });

  test("each quote is the market's at its timestamp, as the HTTP quote at that instant", async () => {
    const client = await authenticated("currencies");
    client.send({ action: "subscribe", symbols: ["EURUSD"] });
    const quote = await client.next("quote");
    const expected = MARKET.quote(
      MARKET.instruments.find("currencies", "EURUSD")!,
      Date.parse(quote.timestamp as string),
    );
    expect(quote).toMatchObject({ price: expected.price, bid: expected.bid, ask: expected.ask });
  });

  test("a stock's volume grows by each event's size", async () => {
    const client = await authenticated("stocks");
    client.send({ action: "subscribe", symbols: ["MSFT"] });
    const first = await client.next("quote");
    const second = await client.next("quote");
    expect(second.volume).toBe((first.volume as number) + (second.size as number));
  });
});

describe("limits", () => {
  test("a third connection with the same key is refused with 4029; closing one frees its slot", async () => {
    const key = newKey();
    const first = await authenticated("stocks", key);
    const second = await authenticated("crypto", key);
    expect(second.messages[0]).toMatchObject({ connections_in_use: 2, max_connections: 2 });
    const third = await connect("currencies");
    third.send({ action: "auth", key });
    expect(await third.next("error")).toMatchObject({ code: "too_many_connections" });
    expect((await third.closed).code).toBe(4029);
    await first.close();
    const fourth = await authenticated("indices", key);
    expect(fourth.messages[0]).toMatchObject({ connections_in_use: 2 });
  });

  test("going past 50 symbols on one connection closes it with 4008 and subscribes nothing more", async () => {
    const client = await authenticated("currencies");
    const pairs = MARKET.instruments.list("currencies").map((i) => i.streamSymbol);
    client.send({ action: "subscribe", symbols: pairs.slice(0, 50) });
    expect(await client.next("subscribed")).toMatchObject({ total: 50 });
    client.send({ action: "subscribe", symbols: pairs.slice(50, 51) });
    expect(await client.next("error")).toMatchObject({ code: "too_many_symbols", symbols: [pairs[50]] });
    expect((await client.closed).code).toBe(4008);
    expect(client.messages.filter((m) => m.event === "quote" && m.symbol === pairs[50])).toEqual([]);
  });

  test("more than 10 messages in a second are discarded with rate_limited", async () => {
    const client = await authenticated("indices");
    for (let i = 0; i < 15; i += 1) client.send({ action: "heartbeat" });
    const answers = (await client.received(1 + 15)).slice(1);
    const heartbeats = answers.filter((m) => m.event === "heartbeat").length;
    // Nine or ten, depending on whether the auth message still counts in the one-second window.
    expect(heartbeats).toBeGreaterThanOrEqual(9);
    expect(heartbeats).toBeLessThanOrEqual(10);
    expect(answers.filter((m) => m.event === "error").map((m) => m.code)).toEqual(
      Array(15 - heartbeats).fill("rate_limited"),
    );
  });

  // Filling the backlog takes about a second alone and far longer beside the build and the
  // browsers: the bounds are for a hang.
  test("a client that stops reading is closed with 4009 once 1,000 messages are queued", async () => {
    await stream.close();
    stream = await startTestStream({ quoteIntervalMs: 1 });
    const key = newKey("enterprise");
    const slow = await authenticated("stocks", key);
    const healthy = await authenticated("stocks", key);
    slow.send({ action: "subscribe", symbols: MARKET.instruments.list("stocks").map((i) => i.streamSymbol) });
    await slow.next("subscribed");
    healthy.send({ action: "subscribe", symbols: ["AAPL"] });
    await healthy.next("subscribed");
    slow.ws.pause();
    // The close frame queues behind the backlog, so resume reading once the server has given up.
    const deadline = Date.now() + 45_000;
    while (stream.stats().connections > 1 && Date.now() < deadline) await healthy.next("quote");
    slow.ws.resume();
    expect((await slow.closed).code).toBe(4009);
    await healthy.next("quote");
    expect(healthy.ws.readyState).toBe(WebSocket.OPEN);
  }, 60_000);
});

describe("bad input never affects the connection or other clients", () => {
  test("malformed JSON, unknown actions and wrong fields get errors and the connection keeps working", async () => {
    const client = await authenticated("crypto");
    const bystander = await authenticated("crypto");
    bystander.send({ action: "subscribe", symbols: ["BTCUSD"] });
    await bystander.next("subscribed");
    const bad: [string | object, string][] = [
      ["{not json", "invalid_json"],
      ["", "invalid_json"],
      ["[]", "invalid_parameter"],
      [{ action: "subscribe_all" }, "unknown_action"],
      [{ action: "subscribe", symbols: "BTCUSD" }, "invalid_parameter"],
      [{ action: "auth", key: newKey() }, "already_authenticated"],
    ];
    for (const [message, code] of bad) {
      client.send(message);
      expect(await client.next("error")).toMatchObject({ code });
    }
    client.send(Buffer.from([1, 2, 3]));
    expect(await client.next("error")).toMatchObject({ code: "invalid_json" });
    client.send({ action: "heartbeat" });
    await client.next("heartbeat");
    await bystander.next("quote");
    expect(client.ws.readyState).toBe(WebSocket.OPEN);
  });

  test("a message over 64 KiB gets message_too_large and the connection stays open", async () => {
    const client = await authenticated("stocks");
    client.send({ action: "subscribe", symbols: Array.from({ length: 10_000 }, (_, i) => `S${i}`) });
    expect(await client.next("error")).toMatchObject({ code: "message_too_large" });
    client.send({ action: "subscribe", symbols: ["AAPL"] });
    expect(await client.next("subscribed")).toMatchObject({ symbols: ["AAPL"] });
  });

  test("a frame over the hard 1 MiB cap closes only that client", async () => {
    const bystander = await authenticated("stocks");
    const client = await authenticated("stocks");
    client.send("x".repeat(1024 * 1024 + 1));
    expect((await client.closed).code).toBe(1009);
    bystander.send({ action: "heartbeat" });
    await bystander.next("heartbeat");
  });
});

test("closing the server closes every client with 1000", async () => {
  const client = await authenticated("stocks");
  const closing = stream.close();
  expect(await client.closed).toEqual({ code: 1000, reason: "Server shutting down" });
  await closing;
});
