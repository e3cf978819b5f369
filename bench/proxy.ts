#!/usr/bin/env node
/**
 * Latency the Try-it proxy adds: starts packages/proxy/cli.ts as its own process on a free
 * loopback port, allowed to reach a small upstream on another free port, then sends
 * BENCH_REQUESTS (default 200) GET requests directly to the upstream and as many through the
 * proxy, alternating, one at a time, after a warm-up. Prints the median and p95 of both, the
 * difference, and the median of the proxy's own share as it reports it in Server-Timing.
 * BENCH_BODY_BYTES (default 2048) sets the size of the upstream's JSON answer.
 *
 *   BENCH_REQUESTS=50 node --import ./scripts/resolve-ts.ts bench/proxy.ts
 */
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { median, percentile } from "./stats.ts";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARM_UP = 20;
const BODY_BYTES = Number(process.env.BENCH_BODY_BYTES ?? 2048);
const SCRIPT = fileURLToPath(new URL("../packages/proxy/cli.ts", import.meta.url));
const RESOLVE_TS = new URL("../scripts/resolve-ts.ts", import.meta.url).href;

const watchdog = setTimeout(() => {
  console.error("bench/proxy: did not finish within 120 s");
  process.exit(1);
}, 120_000);
watchdog.unref();

// The upstream: a quote-sized JSON answer with the headers the API sends.
const payload = JSON.stringify({ data: { symbol: "AAPL", padding: "x".repeat(Math.max(0, BODY_BYTES - 40)) } });
const upstream = http.createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    res.writeHead(200, {
      "Content-Type": "application/json",
      "X-RateLimit-Limit": "60",
      "X-RateLimit-Remaining": "59",
      "X-Request-Id": "req_bench",
    });
    res.end(payload);
  });
});
await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", () => resolve()));
const upstreamPort = (upstream.address() as AddressInfo).port;
const base = `http://127.0.0.1:${upstreamPort}/v1`;

/** Start the proxy as its own process, so that it and the client don't share an event loop. */
function startProxy(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ["--import", RESOLVE_TS, SCRIPT], {
    env: { ...process.env, TRYIT_PROXY_PORT: "0", TRYIT_PROXY_ALLOW: base },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+\/api\/proxy)/.exec(output);
      if (match) resolve({ child, url: match[1] });
    });
    child.once("exit", (code) => reject(new Error(`the proxy exited with ${code}: ${output}`)));
  });
}

const { child, url: proxyUrl } = await startProxy();
// The proxy logs one line per exchange on stderr: read and dropped, to keep the output readable.
child.stderr?.resume();

// Keep-alive on the client side for both paths, as a browser would.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One GET; resolves with the time to the last byte and the proxy's reported share, if any. */
function get(url: string): Promise<{ ms: number; proxyMs: number | null }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers: { Accept: "application/json", "X-API-Key": "tw_bench_key" } }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`${url}: status ${res.statusCode}`));
        res.resume();
        res.on("end", () => {
          const timing = /proxy;dur=([\d.]+)/.exec(String(res.headers["server-timing"] ?? ""));
          resolve({ ms: performance.now() - started, proxyMs: timing ? Number(timing[1]) : null });
        });
      })
      .on("error", reject);
  });
}

const target = `${base}/stocks/quote?symbol=AAPL`;
const proxied = `${proxyUrl}?url=${encodeURIComponent(target)}`;

const direct: number[] = [];
const through: number[] = [];
const ownShare: number[] = [];
for (let i = 0; i < WARM_UP + REQUESTS; i += 1) {
  const a = await get(target);
  const b = await get(proxied);
  if (i < WARM_UP) continue;
  direct.push(a.ms);
  through.push(b.ms);
  if (b.proxyMs !== null) ownShare.push(b.proxyMs);
}

agent.destroy();
child.kill("SIGTERM");
upstream.close();

const f = (ms: number): string => `${ms.toFixed(2)} ms`;
console.log(
  `Try-it proxy, ${REQUESTS} GET requests each way after ${WARM_UP} warm-up, ${payload.length}-byte JSON answer, loopback`,
);
console.log(`  direct to the upstream   median ${f(median(direct))}   p95 ${f(percentile(direct, 0.95))}`);
console.log(`  through the proxy        median ${f(median(through))}   p95 ${f(percentile(through, 0.95))}`);
console.log(
  `  added by the proxy       median ${f(median(through) - median(direct))}   p95 ${f(percentile(through, 0.95) - percentile(direct, 0.95))}`,
);
console.log(`  proxy;dur (own work before sending, from Server-Timing)   median ${f(median(ownShare))}`);
clearTimeout(watchdog);
