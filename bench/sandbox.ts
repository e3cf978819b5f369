#!/usr/bin/env node
/**
 * Figures of the sandbox (packages/sandbox), each on a sandbox process of its own on free
 * loopback ports, with its market at a moment when the US and European markets trade:
 *
 * - start time: from spawning `cli.ts` (and the packed `dist/cli.js`, when `npm pack` has built
 *   it) to the line saying where it listens, BENCH_STARTS runs each (default 5);
 * - latency: BENCH_LATENCY_REQUESTS requests (default 2000) one at a time over one keep-alive
 *   connection, cycling through a mix of operations (quotes, a batch, a symbol page, insights with
 *   daily bars, a conversion, trading hours, usage, an unknown symbol, a missing parameter): p50
 *   and p95 of each and of all;
 * - throughput: BENCH_CONNECTIONS connections (default 50) sending the same mix, until
 *   BENCH_REQUESTS answers (default 30000) or BENCH_SECONDS (default 20): requests per second,
 *   p50 and p95 under that load;
 * - memory: the sandbox's resident set size (RSS) while STREAM_SYMBOLS symbols (default 100) are
 *   streamed to clients for STREAM_MINUTES minutes (default 1; 10 for the full figure), sampled
 *   every 10 seconds, with the messages delivered.
 *
 * Requests use Enterprise test keys, a new one every 1000 requests, so that no answer is a 429
 * unless the sandbox limits wrongly; any answer other than the one expected counts as an error,
 * and errors make the exit code 1.
 *
 *   STREAM_MINUTES=10 node --import ./scripts/resolve-ts.ts bench/sandbox.ts
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import WebSocket from "ws";
import { runLoad, type Answer, type LoadRequest } from "./http-load.ts";
import { median, percentile } from "./stats.ts";

const STARTS = Number(process.env.BENCH_STARTS ?? 5);
const LATENCY_REQUESTS = Number(process.env.BENCH_LATENCY_REQUESTS ?? 2000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 30_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const STREAM_MINUTES = Number(process.env.STREAM_MINUTES ?? 1);
const STREAM_SYMBOLS = Number(process.env.STREAM_SYMBOLS ?? 100);
const SAMPLE_MS = 10_000;

const RESOLVE_TS = new URL("../scripts/resolve-ts.ts", import.meta.url).href;
const CLI = fileURLToPath(new URL("../packages/sandbox/cli.ts", import.meta.url));
const PACKED_CLI = fileURLToPath(new URL("../packages/sandbox/dist/cli.js", import.meta.url));
/** A Tuesday at 15:00 UTC: the US and European stock markets, FX, crypto and metals all trade. */
const START = "2026-03-03T15:00:00Z";
const READY = /Tickwire sandbox: (http:\/\/\S+) and (ws:\/\/\S+)\/<asset class>/;
const ASSETS = ["stocks", "crypto", "currencies", "indices", "commodities"] as const;

const errors: string[] = [];

const watchdog = setTimeout(
  () => {
    console.error("bench/sandbox: did not finish in time");
    process.exit(1);
  },
  (STARTS * 2 * 30 + SECONDS + LATENCY_REQUESTS / 20 + STREAM_MINUTES * 60 + 180) * 1000,
);
watchdog.unref();

interface Sandbox {
  child: ChildProcess;
  http: string;
  ws: string;
  /** Milliseconds from spawn to the line saying where it listens. */
  startMs: number;
}

/** Starts a sandbox process (its own, so that it doesn't share an event loop with the clients). */
function startSandbox(script: string, args: string[] = []): Promise<Sandbox> {
  const started = performance.now();
  const nodeArgs = script.endsWith(".ts") ? ["--import", RESOLVE_TS, script] : [script];
  const child = spawn(process.execPath, [...nodeArgs, "--port", "0", "--stream-port", "0", ...args], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stderr!.on("data", (chunk: Buffer) => errors.push(`sandbox: ${chunk.toString().trim()}`));
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = READY.exec(output);
      if (match) resolve({ child, http: match[1], ws: match[2], startMs: performance.now() - started });
    });
    child.once("exit", (code) => reject(new Error(`the sandbox exited with ${code}: ${output}`)));
  });
}

async function stop(sandbox: Sandbox): Promise<void> {
  if (sandbox.child.exitCode !== null) return;
  const exited = new Promise((resolve) => sandbox.child.once("exit", resolve));
  sandbox.child.kill("SIGTERM");
  await exited;
}

/** The resident set size of a process, in MiB: from Linux's /proc, else from ps. */
function rssMiB(pid: number): number {
  const status = `/proc/${pid}/status`;
  const kb = fs.existsSync(status)
    ? /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(status, "utf8"))?.[1]
    : spawnSync("ps", ["-o", "rss=", "-p", String(pid)], { encoding: "utf8" }).stdout.trim();
  return Number(kb) / 1024;
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

// --- The mix of operations ------------------------------------------------------------------

/** An operation of the mix, with the status its answer must have. */
interface Operation {
  name: string;
  path: string;
  status: number;
}

const US_STOCKS = ["AAPL", "MSFT", "NVDA", "AMZN", "GOOGL", "META", "TSLA", "JPM", "V", "KO"];
const MIX: Operation[] = [
  ...US_STOCKS.slice(0, 4).map((symbol) => ({
    name: "stock quote",
    path: `/stocks/quote?symbol=${symbol}&country=us`,
    status: 200,
  })),
  { name: "crypto quote", path: "/crypto/quote?symbol=BTCUSD", status: 200 },
  { name: "crypto quote", path: "/crypto/quote?symbol=ETHUSD", status: 200 },
  { name: "batch of 10 quotes", path: `/stocks/quotes?symbols=${US_STOCKS.join(",")}&country=us`, status: 200 },
  { name: "symbol page", path: "/stocks/symbols?country=us&page=1&page_size=100", status: 200 },
  {
    name: "insights, 40 daily bars",
    path: "/crypto/insights?symbol=ETHUSD&from=2026-01-05&to=2026-02-13&series=daily",
    status: 200,
  },
  { name: "conversion", path: "/currencies/convert?from=EUR&to=USD&amount=250", status: 200 },
  { name: "trading hours", path: "/markets/hours?asset_class=stocks", status: 200 },
  { name: "account usage", path: "/account/usage", status: 200 },
  { name: "unknown symbol (404)", path: "/crypto/quote?symbol=ZZZUSD", status: 404 },
  { name: "missing parameter (400)", path: "/stocks/quote?symbol=AAPL", status: 400 },
];
const expected = new Map(MIX.map((operation) => [operation.path, operation.status]));

/** The nth request of a phase: the mix in turn, with an Enterprise key that changes every 1000 requests. */
const mixRequest =
  (phase: string) =>
  (n: number): LoadRequest => {
    const operation = MIX[n % MIX.length];
    return {
      name: operation.name,
      path: `/v1${operation.path}`,
      headers: { "X-API-Key": `tw_test_enterprise_${phase}${Math.floor(n / 1000)}` },
    };
  };

/** Answers whose status isn't the one their operation must have, by operation and status. */
function unexpected(answers: Answer[]): string[] {
  const wrong = new Map<string, number>();
  for (const answer of answers) {
    if (answer.status === expected.get(answer.path.replace(/^\/v1/, ""))) continue;
    const key = `${answer.name}: ${answer.status}`;
    wrong.set(key, (wrong.get(key) ?? 0) + 1);
  }
  return [...wrong].map(([key, count]) => `${count} × ${key}`);
}

function latencyTable(answers: Answer[]): string[] {
  const names = [...new Set(MIX.map((operation) => operation.name))];
  const rows = names.map((name) => {
    const times = answers.filter((answer) => answer.name === name).map((answer) => answer.ms);
    return `  ${name.padEnd(26)} p50 ${ms(percentile(times, 0.5)).padStart(9)}  p95 ${ms(percentile(times, 0.95)).padStart(9)}  (${times.length})`;
  });
  const all = answers.map((answer) => answer.ms);
  rows.push(
    `  ${"all".padEnd(26)} p50 ${ms(percentile(all, 0.5)).padStart(9)}  p95 ${ms(percentile(all, 0.95)).padStart(9)}  (${all.length})`,
  );
  return rows;
}

// --- Phases -----------------------------------------------------------------------------------

async function startTimes(): Promise<void> {
  const scripts: [string, string][] = [["cli.ts (TypeScript, Node's type stripping)", CLI]];
  if (fs.existsSync(PACKED_CLI)) scripts.push(["dist/cli.js (packed JavaScript)", PACKED_CLI]);
  console.log(`start time, spawn to listening (median of ${STARTS}, min to max):`);
  for (const [label, script] of scripts) {
    const times: number[] = [];
    for (let run = 0; run < STARTS; run++) {
      const sandbox = await startSandbox(script, ["--start", START]);
      times.push(sandbox.startMs);
      await stop(sandbox);
    }
    console.log(
      `  ${label}: ${Math.round(median(times))} ms (${Math.round(Math.min(...times))} to ${Math.round(Math.max(...times))} ms)`,
    );
  }
}

async function httpFigures(): Promise<void> {
  const sandbox = await startSandbox(CLI, ["--start", START]);
  const origin = new URL(sandbox.http).origin;
  try {
    await runLoad({ origin, request: mixRequest("warm"), connections: 1, maxRequests: 200, maxSeconds: 60 });

    const latency = await runLoad({
      origin,
      request: mixRequest("lat"),
      connections: 1,
      maxRequests: LATENCY_REQUESTS,
      maxSeconds: 120,
    });
    console.log(`\nlatency, one request at a time over one keep-alive connection on loopback:`);
    for (const row of latencyTable(latency.answers)) console.log(row);
    errors.push(...latency.failures, ...unexpected(latency.answers));

    const load = await runLoad({
      origin,
      request: mixRequest("load"),
      connections: CONNECTIONS,
      maxRequests: REQUESTS,
      maxSeconds: SECONDS,
    });
    const times = load.answers.map((answer) => answer.ms);
    console.log(
      `\nthroughput, ${CONNECTIONS} keep-alive connections, the same mix: ${Math.round(load.answers.length / load.seconds).toLocaleString("en-US")} requests/s ` +
        `(${load.answers.length.toLocaleString("en-US")} in ${load.seconds.toFixed(1)} s), ` +
        `p50 ${ms(percentile(times, 0.5))}, p95 ${ms(percentile(times, 0.95))}`,
    );
    errors.push(...load.failures.slice(0, 20), ...unexpected(load.answers));
  } finally {
    await stop(sandbox);
  }
}

/** `count` symbols spread over the five streams, in turn, from the sandbox's own lists. */
async function streamSymbols(http: string, count: number): Promise<Record<string, string[]>> {
  const lists: Record<string, string[]> = {};
  for (const asset of ASSETS) {
    const query = asset === "stocks" ? "?country=us&page_size=500" : "?page_size=500";
    const response = await fetch(`${http}/${asset}/symbols${query}`, {
      headers: { "X-API-Key": "tw_test_enterprise_benchlists" },
    });
    const { data } = (await response.json()) as { data: { symbol: string }[] };
    lists[asset] = data.map((item) => item.symbol);
  }
  const chosen: Record<string, string[]> = Object.fromEntries(ASSETS.map((asset) => [asset, []]));
  for (let index = 0, total = 0; total < count; index++) {
    const before = total;
    for (const asset of ASSETS) {
      if (total < count && index < lists[asset].length) {
        chosen[asset].push(lists[asset][index]);
        total++;
      }
    }
    if (total === before) throw new Error(`the sandbox lists only ${total} symbols`);
  }
  return chosen;
}

/** One client per stream, subscribed to its symbols; counts the quotes it receives. */
function subscribe(ws: string, asset: string, symbols: string[], key: string) {
  const client = { socket: new WebSocket(`${ws}/${asset}`), quotes: 0, closedByUs: false };
  const subscribed = new Promise<void>((resolve, reject) => {
    client.socket.on("open", () => client.socket.send(JSON.stringify({ action: "auth", key })));
    client.socket.on("message", (raw: Buffer) => {
      const text = raw.toString();
      if (text.startsWith('{"event":"quote"')) {
        client.quotes++;
        return;
      }
      const message = JSON.parse(text) as { event: string };
      if (message.event === "authenticated") client.socket.send(JSON.stringify({ action: "subscribe", symbols }));
      else if (message.event === "subscribed") resolve();
      else if (message.event === "error") reject(new Error(`${asset}: ${text}`));
    });
    client.socket.on("error", reject);
  });
  client.socket.on("close", (code) => {
    if (!client.closedByUs) errors.push(`${asset} stream closed by the sandbox with ${code}`);
  });
  return { client, subscribed };
}

async function streamMemory(): Promise<void> {
  const sandbox = await startSandbox(CLI, ["--start", START]);
  const pid = sandbox.child.pid!;
  try {
    const atStart = rssMiB(pid);
    const chosen = await streamSymbols(sandbox.http, STREAM_SYMBOLS);
    const started = ASSETS.map((asset) => subscribe(sandbox.ws, asset, chosen[asset], `tw_test_enterprise_stream`));
    await Promise.all(started.map((s) => s.subscribed));
    const clients = started.map((s) => s.client);
    const afterSubscribing = rssMiB(pid);
    const samples: number[] = [afterSubscribing];
    const t0 = performance.now();
    const end = t0 + STREAM_MINUTES * 60_000;
    while (performance.now() < end) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(SAMPLE_MS, end - performance.now()))));
      samples.push(rssMiB(pid));
    }
    const seconds = (performance.now() - t0) / 1000;
    const quotes = clients.reduce((sum, client) => sum + client.quotes, 0);
    for (const client of clients) {
      client.closedByUs = true;
      client.socket.close(1000);
    }
    const spread = ASSETS.map((asset) => `${chosen[asset].length} ${asset}`).join(", ");
    console.log(`\nmemory, a ${STREAM_SYMBOLS}-symbol stream (${spread}) for ${STREAM_MINUTES} min:`);
    console.log(`  RSS at start ${atStart.toFixed(1)} MiB, once subscribed ${afterSubscribing.toFixed(1)} MiB`);
    console.log(
      `  RSS after ${STREAM_MINUTES} min ${samples[samples.length - 1].toFixed(1)} MiB (peak ${Math.max(...samples).toFixed(1)} MiB; ` +
        `every ${SAMPLE_MS / 1000} s: ${samples.map((sample) => sample.toFixed(0)).join(", ")})`,
    );
    console.log(
      `  quotes delivered: ${quotes.toLocaleString("en-US")} (${Math.round(quotes / seconds)}/s; symbols whose market is closed don't tick)`,
    );
  } finally {
    await stop(sandbox);
  }
}

await startTimes();
await httpFigures();
await streamMemory();
console.log(`\nerrors: ${errors.length}`);
for (const line of errors.slice(0, 20)) console.log(`  ${line}`);
process.exit(errors.length === 0 ? 0 : 1);
