#!/usr/bin/env node
/**
 * Load benchmark of the local server (packages/site-server/serve.ts) with wrk on loopback: a guide page, its
 * page data and the search index, each without compression, with `Accept-Encoding: gzip` and with
 * what a browser sends (`gzip, deflate, br`). Prints requests per second, latency (mean, p50, p99)
 * and errors (timeouts, socket errors, statuses other than 200) for each.
 *
 * Needs a built site in public/ (or SITE_DIR) and wrk (`apt-get install wrk`).
 *
 *   node --import ./scripts/resolve-ts.ts bench/serve.ts
 *
 * Environment:
 *   BENCH_SECONDS      duration of each run (default 10)
 *   BENCH_CONNECTIONS  open connections, comma-separated for several rounds (default 100)
 *   BENCH_THREADS      wrk threads (default 2)
 *   BENCH_SERVER       server script to measure (default packages/site-server/serve.ts), e.g. an older copy
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { freePort } from "../e2e/harness.ts";
import { runWrk as wrk, wrkMissing, type WrkFigures } from "./wrk.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = String(process.env.BENCH_CONNECTIONS ?? "100")
  .split(",")
  .map(Number);
const THREADS = Number(process.env.BENCH_THREADS ?? 2);
const SERVER = process.env.BENCH_SERVER ?? "packages/site-server/serve.ts";
const SITE_DIR = process.env.SITE_DIR ?? "public";

/** What is measured: a guide page, its page data, and the search index (src/lib/search/types.ts). */
const TARGETS = [
  { label: "guide page", path: "/docs/platform/getting-started", file: "docs/platform/getting-started/index.html" },
  {
    label: "page data",
    path: "/page-data/docs/platform/getting-started/page-data.json",
    file: "page-data/docs/platform/getting-started/page-data.json",
  },
  { label: "search index", path: "/search/local-index.json", file: "search/local-index.json" },
];
const ENCODINGS: { label: string; header: string | null }[] = [
  { label: "none", header: null },
  { label: "gzip", header: "gzip" },
  { label: "browser", header: "gzip, deflate, br" },
];

const missing = wrkMissing();
if (missing) {
  console.error(`bench/serve: ${missing}`);
  process.exit(1);
}
for (const target of TARGETS) {
  if (!fs.existsSync(path.join(SITE_DIR, target.file))) {
    console.error(`bench/serve: ${path.join(SITE_DIR, target.file)} is missing. Run \`npm run build\` first.`);
    process.exit(1);
  }
}

/** Starts the server on a free loopback port; resolves with its origin once it prints its URL. */
async function startServer(): Promise<{ origin: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "./scripts/resolve-ts.ts", SERVER], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", SITE_DIR },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`${SERVER} exited with ${code}`)));
    child.stdout.on("data", (chunk: Buffer) => {
      if (String(chunk).includes("http://")) resolve();
    });
  });
  return { origin: `http://127.0.0.1:${port}`, child };
}

/** One wrk run with this script's settings. */
function runWrk(url: string, header: string | null, connections: number): WrkFigures {
  return wrk(url, {
    threads: THREADS,
    connections,
    seconds: SECONDS,
    headers: header ? { "Accept-Encoding": header } : {},
  });
}

/** The encoding and size the server answers with for one request, checked before the run (on a fresh connection). */
function probe(url: string, header: string | null): Promise<{ encoding: string; length: number }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { agent: false, headers: { "Accept-Encoding": header ?? "identity" } },
      (response) => {
        response.resume();
        response.once("end", () => {
          if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
          else
            resolve({
              encoding: response.headers["content-encoding"] ?? "identity",
              length: Number(response.headers["content-length"] ?? NaN),
            });
        });
      },
    );
    request.once("error", reject);
  });
}

const format = (value: number, digits = 1): string => (Number.isFinite(value) ? value.toFixed(digits) : "-");

const { origin, child } = await startServer();
try {
  console.log(
    `${SERVER} at ${origin}, wrk -t${THREADS} ${SECONDS}s per run, ${fs.readFileSync("/proc/cpuinfo", "utf8").match(/^processor/gm)?.length ?? "?"} CPUs`,
  );
  for (const connections of CONNECTIONS) {
    console.log(`\n${connections} connections`);
    console.log(
      [
        "target".padEnd(14),
        "accept".padEnd(8),
        "sent".padEnd(9),
        "bytes".padStart(8),
        "req/s".padStart(10),
        "mean ms".padStart(9),
        "p50 ms".padStart(8),
        "p99 ms".padStart(8),
        "errors".padStart(7),
      ].join(" "),
    );
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
