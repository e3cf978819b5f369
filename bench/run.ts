#!/usr/bin/env node
/**
 * Runs every benchmark in turn: build timings, cold builds against the Docusaurus peer, the symbol
 * reference's share of the build, first-load weight of a doc page, Lighthouse scores, the local
 * server and nginx under load, the MCP server's start and tool latency, the sandbox's start,
 * latency, throughput and memory, the site built at a real provider's size beside the site as it
 * is (`scale`), and the figures of the last end-to-end test run. Stops at the first that fails.
 *
 *   npm run bench
 */
import { spawnSync } from "node:child_process";

const SCRIPTS = [
  "bench/build.ts",
  "bench/build-compare.ts",
  "bench/symbol-pages-build.ts",
  "bench/first-load.ts",
  "bench/lighthouse.ts",
  "bench/serve.ts",
  "bench/nginx.ts",
  "bench/mcp.ts",
  "bench/sandbox.ts",
  "bench/scale.ts",
  "bench/test-suite.ts",
];

for (const script of SCRIPTS) {
  console.log(`\n# ${script}`);
  const result = spawnSync(process.execPath, ["--import", "./scripts/resolve-ts.ts", script], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
