#!/usr/bin/env node
// @ts-check
/**
 * Load benchmark of the mock stream: starts scripts/mock-stream.mjs on a free loopback port,
 * connects BENCH_CLIENTS clients (default 200) that each subscribe to BENCH_SYMBOLS symbols
 * (default 3) spread over the five streams, and counts what they receive for BENCH_SECONDS
 * (default 10). Prints the sustained messages per second delivered, the rate the quote interval
 * promises, and every error. MOCK_STREAM_INTERVAL_MS sets the quote interval (default 250).
 * Exits non-zero on any error, or when the run can't finish within its time bound.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import WebSocket from "ws";
import { ASSETS, buildCatalogue } from "../scripts/mock-stream/catalogue.mjs";
import { loadSymbolLists } from "../scripts/mock-stream/symbol-lists.mjs";

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const SYMBOLS = Number(process.env.BENCH_SYMBOLS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const INTERVAL_MS = Number(process.env.MOCK_STREAM_INTERVAL_MS ?? 250);
const SCRIPT = fileURLToPath(new URL("../scripts/mock-stream.mjs", import.meta.url));
const catalogue = buildCatalogue(loadSymbolLists(fileURLToPath(new URL("../content/symbols", import.meta.url))));

/** @type {string[]} */
const errors = [];

// A hard bound on the whole run, whatever happens.
const watchdog = setTimeout(
  () => {
    console.error(`bench/mock-stream: did not finish within ${SECONDS + 60} s`);
    process.exit(1);
  },
  (SECONDS + 60) * 1000,
);
watchdog.unref();

/** Start the mock as its own process, so that server and clients don't share an event loop. */
function startMock() {
  const child = spawn(process.execPath, [SCRIPT], {
    env: {
      ...process.env,
      MOCK_STREAM_PORT: "0",
      MOCK_STREAM_INTERVAL_MS: String(INTERVAL_MS),
      MOCK_STREAM_PLAN: "trial",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stderr.on("data", (chunk) => errors.push(`mock: ${chunk.toString().trim()}`));
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk.toString();
      const match = /listening on (ws:\/\/127\.0\.0\.1:\d+\/v1)/.exec(output);
      if (match) resolve({ child, url: match[1] });
    });
    child.once("exit", (code) => reject(new Error(`the mock exited with ${code}: ${output}`)));
  });
}

/**
 * One client: connect, authenticate, subscribe, then count messages.
 * @param {string} url
 * @param {number} index
 */
function startClient(url, index) {
  const asset = ASSETS[index % ASSETS.length];
  const pool = catalogue.list(asset);
  const symbols = [
    ...new Set(Array.from({ length: SYMBOLS }, (_, k) => pool[(index * 7 + k * 3) % pool.length].symbol)),
  ];
  // Two clients per key: the trial plan's connection limit, used to the full.
  const key = `tw_bench_${String(Math.floor(index / 2)).padStart(6, "0")}`;
  const client = {
    ws: new WebSocket(`${url}/${asset}`),
    symbols,
    received: 0,
    counting: false,
    closedByUs: false,
    ticks: new Set(),
  };
  /** @type {Promise<void>} */
  const subscribed = new Promise((resolve) => {
    client.ws.on("open", () => client.ws.send(JSON.stringify({ action: "auth", key })));
    client.ws.on("message", (raw) => {
      // The default binaryType hands over a Buffer.
      const data = /** @type {Buffer} */ (raw);
      if (client.counting) {
        client.received += 1;
        // Quotes of one tick share a timestamp: client 0 counts the ticks the mock managed.
        if (index === 0) client.ticks.add(/"timestamp":"([^"]+)"/.exec(data.toString())?.[1]);
        // Parsing every message is part of what a client pays; only errors need the content.
        if (data.length < 400 && data.includes('"event":"error"')) errors.push(`client ${index}: ${data}`);
        return;
      }
      const message = JSON.parse(data.toString());
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

const { child, url } = await startMock();
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
  `mock stream: ${CLIENTS} clients, ${subscriptions} subscriptions, one quote per symbol every ${INTERVAL_MS} ms`,
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
  `quote ticks: ${ticks.toFixed(2)}/s of ${(1000 / INTERVAL_MS).toFixed(2)}/s (ticks are skipped, never queued, when the mock falls behind: a busy CPU shows here)`,
);
console.log(
  `per client: min ${perClient[0].toFixed(1)}, median ${perClient[Math.floor(perClient.length / 2)].toFixed(1)}, max ${perClient[perClient.length - 1].toFixed(1)} messages/s`,
);
console.log(`errors: ${errors.length}`);
for (const line of errors.slice(0, 20)) console.log(`  ${line}`);
process.exit(errors.length === 0 ? 0 : 1);
