#!/usr/bin/env node
/** Runs the end-to-end tests: the browser tests against the built site in public/, and build-failure tests. */
import { spawnSync } from "node:child_process";
import fs from "node:fs";

if (!fs.existsSync("public/docs/index.html")) {
  console.error("public/ has no built site. Run `npm run build` first.");
  process.exit(1);
}
const files = fs
  .readdirSync("e2e")
  .filter((name) => name.endsWith(".test.mjs"))
  .map((name) => `e2e/${name}`);
const result = spawnSync(process.execPath, ["--test", "--test-concurrency=1", ...files], { stdio: "inherit" });
process.exit(result.status ?? 1);
