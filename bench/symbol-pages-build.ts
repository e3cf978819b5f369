#!/usr/bin/env node
/**
 * Build time added by the symbol reference: cold builds of two copies of the site, one as it is
 * and one whose symbol source creates no nodes (so no symbol pages and an empty symbols sidebar),
 * in alternation so both meet the same machine load. Prints each round, the medians, the
 * difference and the pages it buys. Usage:
 *   node --import ./scripts/resolve-ts.ts bench/symbol-pages-build.ts             3 rounds
 *   ROUNDS=5 node --import ./scripts/resolve-ts.ts bench/symbol-pages-build.ts
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { copySite } from "../e2e/site-copy.ts";
import { median } from "./stats.ts";

const ROUNDS = Math.max(1, Number(process.env.ROUNDS ?? 3));
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1" };

/** A copy of the site whose symbol plugin keeps its schema (the templates query it) but sources nothing. */
function copyWithoutSymbols(): string {
  const dir = copySite();
  const hooks = path.join(dir, "plugins/gatsby-source-symbols/gatsby-node.ts");
  const kept = fs
    .readFileSync(hooks, "utf8")
    .split("\n")
    .filter((line) => !line.includes("sourceNodes"));
  fs.writeFileSync(hooks, kept.join("\n"));
  return dir;
}

/** A cold build's wall-clock seconds and the number of pages it wrote. */
interface ColdBuild {
  seconds: number;
  pages: number;
}

/** Wall-clock seconds of a cold build in `dir`, and the number of pages it wrote. */
function coldBuild(dir: string): ColdBuild {
  const gatsby = path.join(dir, "node_modules/.bin/gatsby");
  spawnSync(gatsby, ["clean"], { cwd: dir, env, stdio: "ignore" });
  const started = process.hrtime.bigint();
  const result = spawnSync(gatsby, ["build"], { cwd: dir, env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) {
    console.error(result.stdout.slice(-3000), result.stderr.slice(-3000));
    throw new Error(`gatsby build failed in ${dir}`);
  }
  const pages = fs
    .readdirSync(path.join(dir, "public"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith("index.html")).length;
  return { seconds, pages };
}

const sites: { label: string; dir: string; runs: ColdBuild[] }[] = [
  { label: "with symbols", dir: copySite(), runs: [] },
  { label: "without symbols", dir: copyWithoutSymbols(), runs: [] },
];
try {
  for (let round = 1; round <= ROUNDS; round++) {
    const order = round % 2 ? sites : [...sites].reverse();
    for (const site of order) site.runs.push(coldBuild(site.dir));
    console.log(
      `round ${round}: ${sites.map((site) => `${site.label} ${site.runs[site.runs.length - 1].seconds.toFixed(1)} s`).join(", ")}`,
    );
  }
  const [withSymbols, without] = sites.map((site) => ({
    seconds: median(site.runs.map((run) => run.seconds)),
    pages: site.runs[0].pages,
  }));
  console.log(
    `median cold build: with symbols ${withSymbols.seconds.toFixed(1)} s (${withSymbols.pages} pages), without ${without.seconds.toFixed(1)} s (${without.pages} pages)`,
  );
  console.log(
    `symbol reference adds ${(withSymbols.seconds - without.seconds).toFixed(1)} s for ${withSymbols.pages - without.pages} pages`,
  );
} finally {
  for (const site of sites) fs.rmSync(site.dir, { recursive: true, force: true });
}
