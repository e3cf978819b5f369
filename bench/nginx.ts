#!/usr/bin/env node
/**
 * Load benchmark of the production config: Debian's nginx with the config
 * packages/site-server/nginx-config.ts generates (packages/site-server/lib/nginx-server.ts starts it
 * on loopback), beside the local server (packages/site-server/serve.ts), with wrk: a guide page, an
 * operation page and a page-data file, each with what a browser sends (`Accept-Encoding: gzip,
 * deflate, br`). Prints requests per second, latency and errors (timeouts, socket errors, statuses
 * other than 2xx/3xx; the target is 0).
 *
 * Needs a built site in public/ (`npm run build`), nginx and wrk (`apt-get install nginx wrk`).
 *
 *   node --import ./scripts/resolve-ts.ts bench/nginx.ts
 *
 * Environment:
 *   BENCH_SECONDS        duration of each run (default 30)
 *   BENCH_CONNECTIONS    open connections (default 100)
 *   BENCH_THREADS        wrk threads (default 2)
 *   BENCH_NGINX_WORKERS  nginx worker processes (default 1, like the one Node.js process)
 */
import fs from "node:fs";
import path from "node:path";
import { startServer } from "../e2e/harness.ts";
import { nginxMissing } from "../packages/site-server/lib/nginx-binary.ts";
import { startNginx } from "../packages/site-server/lib/nginx-server.ts";
import { runWrk, wrkMissing } from "./wrk.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const THREADS = Number(process.env.BENCH_THREADS ?? 2);
const WORKERS = Number(process.env.BENCH_NGINX_WORKERS ?? 1);
const HEADERS = { "Accept-Encoding": "gzip, deflate, br" };

const TARGETS = [
  { label: "guide page", path: "/docs/platform/getting-started", file: "docs/platform/getting-started/index.html" },
  { label: "operation page", path: "/docs/api/stocks/get-quote", file: "docs/api/stocks/get-quote/index.html" },
  {
    label: "page data",
    path: "/page-data/docs/api/stocks/get-quote/page-data.json",
    file: "page-data/docs/api/stocks/get-quote/page-data.json",
  },
];

for (const reason of [wrkMissing(), nginxMissing()]) {
  if (reason) {
    console.error(`bench/nginx: ${reason}`);
    process.exit(1);
  }
}
for (const target of TARGETS) {
  if (!fs.existsSync(path.join("public", target.file))) {
    console.error(`bench/nginx: public/${target.file} is missing. Run \`npm run build\` first.`);
    process.exit(1);
  }
}

const format = (value: number, digits = 1): string => (Number.isFinite(value) ? value.toFixed(digits) : "-");

const servers: { label: string; origin: string; stop: () => Promise<void> }[] = [];
let failed = false;
try {
  const nginx = await startNginx({ workers: WORKERS });
  servers.push({ label: "nginx", ...nginx });
  servers.push({ label: "serve.ts", ...(await startServer()) });
  console.log(
    `wrk -t${THREADS} -c${CONNECTIONS} ${SECONDS}s per run, Accept-Encoding: ${HEADERS["Accept-Encoding"]}; nginx ${WORKERS} worker(s) (brotli ${nginx.brotli ? "on" : "off"}); ` +
      `${fs.readFileSync("/proc/cpuinfo", "utf8").match(/^processor/gm)?.length ?? "?"} CPUs`,
  );
  console.log(
    [
      "target".padEnd(15),
      "server".padEnd(10),
      "req/s".padStart(9),
      "mean ms".padStart(8),
      "p50 ms".padStart(7),
      "p99 ms".padStart(7),
      "errors".padStart(7),
    ].join(" "),
  );
  for (const target of TARGETS) {
    for (const server of servers) {
      const figures = runWrk(server.origin + target.path, {
        threads: THREADS,
        connections: CONNECTIONS,
        seconds: SECONDS,
        headers: HEADERS,
      });
      const errors = figures.non2xx + figures.timeouts + figures.socketErrors;
      if (errors) failed = true;
      console.log(
        [
          target.label.padEnd(15),
          server.label.padEnd(10),
          format(figures.rps, 0).padStart(9),
          format(figures.mean, 2).padStart(8),
          format(figures.p50, 2).padStart(7),
          format(figures.p99, 2).padStart(7),
          String(errors).padStart(7),
        ].join(" "),
      );
    }
  }
} finally {
  for (const server of servers) await server.stop();
}
if (failed) {
  console.error("bench/nginx: some requests failed (target: 0 errors)");
  process.exit(1);
}
