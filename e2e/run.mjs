#!/usr/bin/env node
/** Runs the end-to-end tests: the browser tests against the built site in public/, and build-failure tests. */
import { spawnSync } from "node:child_process";
import fs from "node:fs";

if (!fs.existsSync("public/docs/index.html")) {
  console.error("public/ has no built site. Run `npm run build` first.");
  process.exit(1);
}
const files = fs.readdirSync("e2e").filter((name) => name.endsWith(".test.mjs")).map((name) => `e2e/${name}`);
// Two files at a time: the build tests (a copy of the site built with one file broken) keep about
// one core busy, the browser tests the other, and the whole run takes about a third less time.
// E2E_CONCURRENCY=1 runs one file at a time, for timing a single suite.
const concurrency = Number(process.env.E2E_CONCURRENCY ?? 2);
const result = spawnSync(process.execPath, ["--test", `--test-concurrency=${concurrency}`, ...files], { stdio: "inherit" });
process.exit(result.status ?? 1);
