#!/usr/bin/env node
/**
 * Load benchmark of the local server (scripts/serve.mjs) with wrk on loopback: a guide page, its
 * page data and the search index, each without compression, with `Accept-Encoding: gzip` and with
 * what a browser sends (`gzip, deflate, br`). Prints requests per second, latency (mean, p50, p99)
 * and errors (timeouts, socket errors, statuses other than 200) for each.
 *
 * Needs a built site in public/ (or SITE_DIR) and wrk (`apt-get install wrk`). Environment:
 *   BENCH_SECONDS      duration of each run (default 10)
 *   BENCH_CONNECTIONS  open connections, comma-separated for several rounds (default 100)
 *   BENCH_THREADS      wrk threads (default 2)
 *   BENCH_SERVER       server script to measure (default scripts/serve.mjs), e.g. an older copy
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { freePort } from "../e2e/harness.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = String(process.env.BENCH_CONNECTIONS ?? "100").split(",").map(Number);
const THREADS = Number(process.env.BENCH_THREADS ?? 2);
const SERVER = process.env.BENCH_SERVER ?? "scripts/serve.mjs";
const SITE_DIR = process.env.SITE_DIR ?? "public";

/** What is measured: a guide page, its page data, and the search index (src/lib/search/types.ts). */
const TARGETS = [
  { label: "guide page", path: "/docs/platform/getting-started", file: "docs/platform/getting-started/index.html" },
  { label: "page data", path: "/page-data/docs/platform/getting-started/page-data.json", file: "page-data/docs/platform/getting-started/page-data.json" },
  { label: "search index", path: "/search/local-index.json", file: "search/local-index.json" },
];
const ENCODINGS = [
  { label: "none", header: null },
  { label: "gzip", header: "gzip" },
  { label: "browser", header: "gzip, deflate, br" },
];

if (spawnSync("wrk", ["--version"]).error) {
  console.error("bench/serve: wrk is not installed. On Debian: apt-get install wrk");
  process.exit(1);
}
for (const target of TARGETS) {
  if (!fs.existsSync(path.join(SITE_DIR, target.file))) {
    console.error(`bench/serve: ${path.join(SITE_DIR, target.file)} is missing. Run \`npm run build\` first.`);
    process.exit(1);
  }
}

/** Starts the server on a free loopback port; resolves with its origin once it prints its URL. */
async function startServer() {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", SITE_DIR },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`${SERVER} exited with ${code}`)));
    child.stdout.on("data", (chunk) => {
      if (String(chunk).includes("http://")) resolve(undefined);
    });
  });
  return { origin: `http://127.0.0.1:${port}`, child };
}

/** Milliseconds from a wrk duration such as 812.00us, 3.25ms or 1.02s. */
function milliseconds(text) {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!match) return NaN;
  const value = Number(match[1]);
  return { us: value / 1000, ms: value, s: value * 1000, m: value * 60_000 }[match[2]];
}

/** One wrk run; the figures parsed from its report. */
function runWrk(url, header, connections) {
  const args = ["-t", String(THREADS), "-c", String(connections), "-d", `${SECONDS}s`, "--latency", "--timeout", "5s"];
  if (header) args.push("-H", `Accept-Encoding: ${header}`);
  const result = spawnSync("wrk", [...args, url], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`wrk failed: ${result.stderr || result.stdout}`);
  const out = result.stdout;
  const latency = /Latency\s+(\S+)/.exec(out)?.[1] ?? "";
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN),
    mean: milliseconds(latency),
    p50: milliseconds(/\s50%\s+(\S+)/.exec(out)?.[1] ?? ""),
    p99: milliseconds(/\s99%\s+(\S+)/.exec(out)?.[1] ?? ""),
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
    timeouts: socketErrors ? Number(socketErrors[4]) : 0,
    socketErrors: socketErrors ? Number(socketErrors[1]) + Number(socketErrors[2]) + Number(socketErrors[3]) : 0,
  };
}

/** The encoding and size the server answers with for one request, checked before the run (on a fresh connection). */
function probe(url, header) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers: { "Accept-Encoding": header ?? "identity" } }, (response) => {
      response.resume();
      response.once("end", () => {
        if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
        else resolve({ encoding: response.headers["content-encoding"] ?? "identity", length: Number(response.headers["content-length"] ?? NaN) });
      });
    });
    request.once("error", reject);
  });
}

const format = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : "-");

const { origin, child } = await startServer();
try {
  console.log(`${SERVER} at ${origin}, wrk -t${THREADS} ${SECONDS}s per run, ${fs.readFileSync("/proc/cpuinfo", "utf8").match(/^processor/gm)?.length ?? "?"} CPUs`);
  for (const connections of CONNECTIONS) {
    console.log(`\n${connections} connections`);
    console.log(["target".padEnd(14), "accept".padEnd(8), "sent".padEnd(9), "bytes".padStart(8), "req/s".padStart(10), "mean ms".padStart(9), "p50 ms".padStart(8), "p99 ms".padStart(8), "errors".padStart(7)].join(" "));
    for (const target of TARGETS) {
      for (const encoding of ENCODINGS) {
        const url = origin + target.path;
        const sent = await probe(url, encoding.header);
        const figures = runWrk(url, encoding.header, connections);
        const errors = figures.non2xx + figures.timeouts + figures.socketErrors;
        console.log(
          [
            target.label.padEnd(14),
            encoding.label.padEnd(8),
            sent.encoding.padEnd(9),
            String(sent.length).padStart(8),
            format(figures.rps, 0).padStart(10),
            format(figures.mean, 2).padStart(9),
            format(figures.p50, 2).padStart(8),
            format(figures.p99, 2).padStart(8),
            String(errors).padStart(7),
          ].join(" ") + (figures.timeouts ? ` (${figures.timeouts} timeouts)` : ""),
        );
      }
    }
  }
} finally {
  child.kill();
}
