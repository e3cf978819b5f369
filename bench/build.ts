#!/usr/bin/env node
/**
 * Build timings: a cold build (cache and output cleared) and a warm rebuild after editing one
 * MDX file. The edit is reverted afterwards. Prints wall-clock seconds.
 *
 *   node --import ./scripts/resolve-ts.ts bench/build.ts [guide]    default: content/docs/platform/status.mdx
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };
const gatsby = "node_modules/.bin/gatsby";

function timed(label: string, args: string[]): number {
  const started = process.hrtime.bigint();
  const result = spawnSync(gatsby, args, { env, stdio: ["ignore", "ignore", "inherit"] });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) throw new Error(`${label} failed`);
  console.log(`${label}: ${seconds.toFixed(1)} s`);
  return seconds;
}

spawnSync(gatsby, ["clean"], { env, stdio: "ignore" });
timed("cold build", ["build"]);

const file = process.argv[2] ?? "content/docs/platform/status.mdx";
const original = fs.readFileSync(file, "utf8");
try {
  fs.writeFileSync(file, `${original}\nStatus updates are also posted on the dashboard home page.\n`);
  timed(`warm rebuild after editing ${file}`, ["build"]);
} finally {
  fs.writeFileSync(file, original);
}
