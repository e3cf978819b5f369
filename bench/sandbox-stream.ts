#!/usr/bin/env node
/**
 * Load benchmark of the sandbox's stream: starts packages/sandbox/cli.ts on free loopback ports
 * with the market at a moment when the US and European markets trade, connects BENCH_CLIENTS
 * clients (default 200) that each subscribe to BENCH_SYMBOLS symbols (default 3) spread over the
 * five streams, among those in session, and counts what they receive for BENCH_SECONDS (default
 * 10). Prints the sustained messages per second delivered, the rate the quote interval promises,
 * and every error. BENCH_INTERVAL_MS sets the quote interval (default 250). Exits non-zero on any
 * error, or when the run can't finish within its time bound.
 *
 *   BENCH_CLIENTS=20 BENCH_SECONDS=3 node --import ./scripts/resolve-ts.ts bench/sandbox-stream.ts
 */
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import WebSocket from "ws";

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const SYMBOLS = Number(process.env.BENCH_SYMBOLS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const INTERVAL_MS = Number(process.env.BENCH_INTERVAL_MS ?? 250);
const SCRIPT = fileURLToPath(new URL("../packages/sandbox/cli.ts", import.meta.url));
/** A Tuesday at 15:00 UTC: the US and European stock markets, FX, crypto and metals all trade. */
const START = "2026-03-03T15:00:00Z";
const ASSETS = ["commodities", "crypto", "currencies", "indices", "stocks"];
/** An Enterprise test key: the lists and quotes below stay far from its limits. */
const LIST_KEY = "tw_test_enterprise_bench";

const errors: string[] = [];

// A hard bound on the whole run, whatever happens.
const watchdog = setTimeout(
  () => {
    console.error(`bench/sandbox-stream: did not finish within ${SECONDS + 60} s`);
    process.exit(1);
  },
  (SECONDS + 60) * 1000,
);
watchdog.unref();

/** Start the sandbox as its own process, so that server and clients don't share an event loop. */
function startSandbox(): Promise<{ child: ChildProcess; http: string; url: string }> {
  const child = spawn(
    process.execPath,
    [SCRIPT, "--port", "0", "--stream-port", "0", "--start", START, "--interval", String(INTERVAL_MS)],
    {
      env: process.env,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child.stderr.on("data", (chunk: Buffer) => errors.push(`sandbox: ${chunk.toString().trim()}`));
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Tickwire sandbox: (http:\/\/\S+) and (ws:\/\/127\.0\.0\.1:\d+\/v1)/.exec(output);
      if (match) resolve({ child, http: match[1], url: match[2] });
    });
    child.once("exit", (code) => reject(new Error(`the sandbox exited with ${code}: ${output}`)));
  });
}

/** The fields of the sandbox's symbol and quote rows that the bench reads. */
interface Row {
  symbol: string;
  timestamp: string;
}

/**
 * The symbols of each stream whose market is in session at the start, as the sandbox's HTTP API
 * lists and quotes them: a quote timestamped at the current second is one that trades now.
 */
async function sessionPools(http: string): Promise<Record<string, string[]>> {
  const get = async (path: string): Promise<Row[]> => {
    const response = await fetch(`${http}${path}`, { headers: { "X-API-Key": LIST_KEY } });
    return ((await response.json()) as { data: Row[] }).data;
  };
  const pools: Record<string, string[]> = {};
  for (const asset of ASSETS) {
    const query = asset === "stocks" ? "?country=us&page_size=500" : "?page_size=500";
    const symbols = (await get(`/${asset}/symbols${query}`)).map((row) => row.symbol);
    const country = asset === "stocks" ? "&country=us" : "";
    const trading: string[] = [];
    for (let i = 0; i < symbols.length; i += 50) {
      const quotes = await get(`/${asset}/quotes?symbols=${symbols.slice(i, i + 50).join(",")}${country}`);
      const now = Math.max(...quotes.map((quote) => Date.parse(quote.timestamp)));
      trading.push(...quotes.filter((quote) => Date.parse(quote.timestamp) >= now - 1000).map((quote) => quote.symbol));
    }
    pools[asset] = trading;
  }
  return pools;
}

let pools: Record<string, string[]> = {};

/** A client of the run: its socket, its symbols, what it received while counting, and its ticks. */
interface StreamClient {
  ws: WebSocket;
  symbols: string[];
  received: number;
  counting: boolean;
  closedByUs: boolean;
  ticks: Set<string | undefined>;
}

/** One client: connect, authenticate, subscribe, then count messages. */
function startClient(url: string, index: number): { client: StreamClient; subscribed: Promise<void> } {
  const asset = ASSETS[index % ASSETS.length];
  const pool = pools[asset];
  const symbols = [...new Set(Array.from({ length: SYMBOLS }, (_, k) => pool[(index * 7 + k * 3) % pool.length]))];
  // Two clients per key: the trial plan's connection limit, used to the full.
  const key = `tw_test_trial_bench${String(Math.floor(index / 2)).padStart(6, "0")}`;
  const client: StreamClient = {
    ws: new WebSocket(`${url}/${asset}`),
    symbols,
    received: 0,
    counting: false,
    closedByUs: false,
    ticks: new Set(),
  };
  const subscribed = new Promise<void>((resolve) => {
    client.ws.on("open", () => client.ws.send(JSON.stringify({ action: "auth", key })));
    client.ws.on("message", (raw) => {
      // The default binaryType hands over a Buffer.
      const data = raw as Buffer;
      if (client.counting) {
        client.received += 1;
        // Quotes of one tick share a timestamp: client 0 counts the ticks the sandbox managed.
        if (index === 0) client.ticks.add(/"timestamp":"([^"]+)"/.exec(data.toString())?.[1]);
        // Parsing every message is part of what a client pays; only errors need the content.
        if (data.length < 400 && data.includes('"event":"error"')) errors.push(`client ${index}: ${data}`);
        return;
      }
      const message = JSON.parse(data.toString()) as { event?: string };
      if (message.event === "authenticated") client.ws.send(JSON.stringify({ action: "subscribe", symbols }));
      else if (message.event === "subscribed") resolve();
      else if (message.event === "error") errors.push(`client ${index}: ${data}`);
    });
  });
  client.ws.on("error", (err) => errors.push(`client ${index}: ${err.message}`));
  client.ws.on("close", (code) => {
    if (!client.closedByUs) errors.push(`client ${index}: closed by the server with ${code}`);
  });
  return { client, subscribed };
}

const { child, http, url } = await startSandbox();
pools = await sessionPools(http);
const started = Array.from({ length: CLIENTS }, (_, i) => startClient(url, i));
const setupStart = Date.now();
await Promise.all(started.map((s) => s.subscribed));
const setupMs = Date.now() - setupStart;

const clients = started.map((s) => s.client);
for (const c of clients) c.counting = true;
const t0 = process.hrtime.bigint();
await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
for (const c of clients) c.counting = false;
const elapsed = Number(process.hrtime.bigint() - t0) / 1e9;

const total = clients.reduce((n, c) => n + c.received, 0);
const subscriptions = clients.reduce((n, c) => n + c.symbols.length, 0);
const promised = (subscriptions * 1000) / INTERVAL_MS;
const perClient = clients.map((c) => c.received / elapsed).sort((a, b) => a - b);

for (const c of clients) {
  c.closedByUs = true;
  c.ws.close(1000);
}
const exited = new Promise((resolve) => child.once("exit", resolve));
child.kill("SIGTERM");
await exited;

console.log(
  `sandbox stream: ${CLIENTS} clients, ${subscriptions} subscriptions, one quote per symbol every ${INTERVAL_MS} ms`,
);
console.log(`connect + auth + subscribe of all clients: ${setupMs} ms`);
console.log(
  `delivered: ${Math.round(total / elapsed).toLocaleString("en-US")} messages/s sustained over ${elapsed.toFixed(1)} s (${total.toLocaleString("en-US")} messages)`,
);
console.log(
  `promised by the interval: ${Math.round(promised).toLocaleString("en-US")} quotes/s (${((100 * total) / elapsed / promised).toFixed(1)}% delivered)`,
);
const ticks = clients[0].ticks.size / elapsed;
console.log(
  `quote ticks: ${ticks.toFixed(2)}/s of ${(1000 / INTERVAL_MS).toFixed(2)}/s (ticks are skipped, never queued, when the sandbox falls behind: a busy CPU shows here)`,
);
console.log(
  `per client: min ${perClient[0].toFixed(1)}, median ${perClient[Math.floor(perClient.length / 2)].toFixed(1)}, max ${perClient[perClient.length - 1].toFixed(1)} messages/s`,
);
console.log(`errors: ${errors.length}`);
for (const line of errors.slice(0, 20)) console.log(`  ${line}`);
process.exit(errors.length === 0 ? 0 : 1);
