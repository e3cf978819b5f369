#!/usr/bin/env node
/** Runs every benchmark in turn: build timings, cold builds against the Docusaurus peer, the symbol reference's share of the build, first-load weight of a doc page, Lighthouse scores, the local server and nginx under load, the MCP server's start and tool latency. */
import { spawnSync } from "node:child_process";

for (const script of [
  "bench/build.mjs",
  "bench/build-compare.mjs",
  "bench/symbol-pages-build.mjs",
  "bench/first-load.mjs",
  "bench/lighthouse.mjs",
  "bench/serve.mjs",
  "bench/nginx.mjs",
  "bench/mcp.mjs",
]) {
  console.log(`\n# ${script}`);
  const result = spawnSync(process.execPath, [script], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
