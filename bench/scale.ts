#!/usr/bin/env node
/**
 * The site at a real market-data provider's size, beside the site as it is, in the same run. Two
 * throw-away copies are built (e2e/site-copy.ts): one as it is, and one where every stock list of
 * content/symbols/stocks is filled with synthetic stocks to the count content/facts.yaml gives its
 * country (about 14,800 stocks) and a category of generated guides of about 900 words each is
 * added to the main sidebar (bench/scale-content.ts). For each copy it prints:
 *
 *   - the cold `npm run build` (the copy has no cache) and its peak memory: the largest sum of the
 *     resident sets of the build's whole process tree, sampled from /proc every 250 ms;
 *   - warm `npm run build`s, each after another edit of one guide (content/docs/platform/status.mdx):
 *     their median and range, since one warm build on a shared machine varies by seconds, and the
 *     median of each of their steps that takes 0.3 s or more (build-steps.ts);
 *   - the page count;
 *   - the heaviest first load (JavaScript plus page data, gzipped, in Chromium: bench/first-load.ts)
 *     of each page kind, among the pages of the kind with the largest HTML (PER_KIND of them);
 *   - the largest symbol list page's HTML, raw and gzipped;
 *   - search: the local index's size (raw and gzipped) and records, the bytes from opening the
 *     dialog to the first hit (bench/search-dialog-bytes.ts), and the judged queries' p95 time and
 *     success@1 (bench/search-judged-run.ts);
 *   - unless told not to, the Docusaurus peer's cold build of the same content (bench/docusaurus-peer).
 *
 * Each build's whole output is kept in bench/results/scale/<site>-cold.log and <site>-warm-<n>.log, so that the
 * steps that took the time can be read. It builds each site cold once and warm WARM_RUNS times, and the peer once each: several minutes. Run it when no other build
 * runs on the machine. The figures are written to bench/results/scale.json.
 *
 *   node --import ./scripts/resolve-ts.ts bench/scale.ts [--guides 350] [--no-peer] [--keep] [--per-kind 3] [--warm-runs 3]
 *
 * Options (or the environment variable beside each):
 *   --guides N      generated guides (SCALE_GUIDES; default 350)
 *   --no-peer       without the Docusaurus peer's builds (SCALE_PEER=0)
 *   --keep          keep the two copies and print where they are (SCALE_KEEP=1)
 *   --warm-runs N   warm rebuilds of each site (SCALE_WARM_RUNS; default 3)
 *   --per-kind N    pages of each kind measured in Chromium, the largest HTML first (SCALE_PER_KIND;
 *                   default 3); 0 measures every page
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import zlib from "node:zlib";
import type { Browser } from "playwright-core";
import { builtPages, type BuiltPage } from "../e2e/a11y.ts";
import { launchBrowser, startServer } from "../e2e/harness.ts";
import { copySite } from "../e2e/site-copy.ts";
import { parseFacts } from "../src/lib/facts/load.ts";
import { STOCK_COUNTRY_CODES } from "../src/lib/symbols/reference.ts";
import { installPeer, PEER_PACKAGES } from "./docusaurus-peer/install.ts";
import { removePeerSite, writePeerSite } from "./docusaurus-peer/site.ts";
import { heaviestByKind, measure, weight, type FirstLoad } from "./first-load.ts";
import { samplePeak } from "./process-tree.ts";
import { DEFAULT_GUIDES, GUIDE_DIR, fillStockList, syntheticGuides, withGuideCategory } from "./scale-content.ts";
import { buildSteps, medianSteps, type BuildStep } from "./build-steps.ts";
import { measureDialogBytes } from "./search-dialog-bytes.ts";
import { runJudgedSet } from "./search-judged-run.ts";
import { spread } from "./stats.ts";

const { values: flags } = parseArgs({
  options: {
    guides: { type: "string" },
    "no-peer": { type: "boolean" },
    keep: { type: "boolean" },
    "per-kind": { type: "string" },
    "warm-runs": { type: "string" },
  },
});
const GUIDES = Number(flags.guides ?? process.env.SCALE_GUIDES ?? DEFAULT_GUIDES);
const PEER = !flags["no-peer"] && process.env.SCALE_PEER !== "0";
const KEEP = Boolean(flags.keep) || process.env.SCALE_KEEP === "1";
const PER_KIND = Number(flags["per-kind"] ?? process.env.SCALE_PER_KIND ?? 3);
const WARM_RUNS = Math.max(1, Number(flags["warm-runs"] ?? process.env.SCALE_WARM_RUNS ?? 3));
/** The guide edited for the warm rebuild, as bench/build.ts edits it. */
const EDITED_GUIDE = "content/docs/platform/status.mdx";
/** What is typed in the search dialog: a word of the prose, and a ticker. */
const DIALOG_QUERIES = ["quote", "AAPL"];
const RESULTS = "bench/results/scale.json";

const env = {
  ...process.env,
  GATSBY_TELEMETRY_DISABLED: "1",
  DOCUSAURUS_TELEMETRY_DISABLED: "1",
  CI: "1",
  NO_COLOR: "1",
};
const KIB = 1024;
const MIB = 1024 * 1024;
const round = (value: number, places = 1): number => Number(value.toFixed(places));

/** A command's wall-clock seconds and the peak memory of its process tree. */
interface Run {
  seconds: number;
  peakMiB: number;
}

/** Where each build's whole output is kept, for reading which of its steps took the time. */
const LOGS = "bench/results/scale";

/** The file `run` writes a command's whole output to. */
const logFile = (log: string): string => path.join(LOGS, `${log}.log`);

/**
 * Runs `command` in `dir`, sampling its process tree, with its output written to `LOGS/<log>.log`;
 * throws with the end of its output if it fails.
 */
function run(dir: string, command: string, args: string[], log: string): Promise<Run> {
  fs.mkdirSync(LOGS, { recursive: true });
  const logStream = fs.createWriteStream(logFile(log));
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(command, args, { cwd: dir, env, stdio: ["ignore", "pipe", "pipe"] });
    const sampler = samplePeak(child.pid ?? process.pid);
    let output = "";
    const keep = (chunk: Buffer) => {
      logStream.write(chunk);
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.once("error", reject);
    child.once("exit", (code) => {
      const peak = sampler.stop();
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      // Settled once the log is on disk, so that its steps can be read from it.
      logStream.end(() => {
        if (code !== 0)
          reject(new Error(`${command} ${args.join(" ")} failed in ${dir} (${code}):\n${output.slice(-4000)}`));
        else resolve({ seconds: round(seconds), peakMiB: round(peak / MIB, 0) });
      });
    });
  });
}

/**
 * A copy of the site that `npm run build` runs in: the copy of e2e/site-copy.ts, with links to the
 * checkout's scripts and packages, which the build's compression and nginx steps run from.
 */
function buildableCopy(): string {
  const dir = copySite();
  for (const entry of ["scripts", "packages"]) fs.symlinkSync(path.resolve(entry), path.join(dir, entry), "dir");
  return dir;
}

/** Fills the copy's stock lists to the facts' counts and adds `guides` generated guides to its main sidebar. */
function scaleCopy(dir: string, guides: number): { stocks: number } {
  const facts = parseFacts(fs.readFileSync(path.join(dir, "content/facts.yaml"), "utf8"));
  let stocks = 0;
  for (const country of STOCK_COUNTRY_CODES) {
    const file = path.join(dir, "content/symbols/stocks", `${country}.yaml`);
    if (!fs.existsSync(file)) continue;
    const count = facts.symbols.stocks[country];
    fs.writeFileSync(file, fillStockList(fs.readFileSync(file, "utf8"), country, count));
    stocks += count;
  }
  const generated = syntheticGuides(guides);
  fs.mkdirSync(path.join(dir, "content/docs", GUIDE_DIR), { recursive: true });
  for (const guide of generated) fs.writeFileSync(path.join(dir, "content/docs", `${guide.id}.mdx`), guide.text);
  const sidebar = path.join(dir, "content/sidebars/main.yaml");
  fs.writeFileSync(sidebar, withGuideCategory(fs.readFileSync(sidebar, "utf8"), generated));
  return { stocks };
}

/** The heaviest first load of a page kind. */
interface KindWeight {
  route: string;
  /** JavaScript plus page data, gzipped, KiB. */
  kib: number;
  jsKiB: number;
  dataKiB: number;
  measured: number;
}

/** Everything measured of one site. */
interface SiteFigures {
  label: string;
  cold: Run;
  /**
   * The warm rebuilds' times, in seconds, the largest peak among them, and each step's median
   * over them (build-steps.ts).
   */
  warm: { seconds: number[]; peakMiB: number; steps: BuildStep[] };
  pages: number;
  firstLoad: Record<string, KindWeight>;
  biggestSymbolList: { route: string; htmlKiB: number; htmlGzipKiB: number } | null;
  search: {
    records: number;
    indexKiB: number;
    indexGzipKiB: number;
    dialogKiB: Record<string, number>;
    p95Ms: number;
    p95WallMs: number;
    successAt1: number;
  };
  peer: { cold: Run; guides: number; apiPages: number } | null;
}

const kindName = (page: BuiltPage): string => page.kind.replace(/^src-templates-/, "").replace(/-tsx$/, "");
const htmlBytes = (page: BuiltPage): number => (page.html ? fs.statSync(page.html).size : 0);
const gzipBytes = (file: string): number => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** The pages to load in Chromium: of each kind, the `perKind` with the largest HTML (all with 0). */
function candidates(pages: readonly BuiltPage[], perKind: number): BuiltPage[] {
  const byKind = new Map<string, BuiltPage[]>();
  for (const page of pages) byKind.set(kindName(page), [...(byKind.get(kindName(page)) ?? []), page]);
  return [...byKind.values()].flatMap((group) =>
    perKind > 0 ? [...group].sort((a, b) => htmlBytes(b) - htmlBytes(a)).slice(0, perKind) : group,
  );
}

/** Builds the copy in `dir` cold and warm, and measures its pages and search in `browser`. */
async function measureSite(label: string, dir: string, browser: Browser): Promise<SiteFigures> {
  console.log(`\n${label}: building cold in ${dir}`);
  const logName = label === "today" ? "today" : "at-scale";
  const cold = await run(dir, "npm", ["run", "build"], `${logName}-cold`);
  console.log(`  cold npm run build ${cold.seconds} s, peak ${cold.peakMiB} MiB`);
  const guide = path.join(dir, EDITED_GUIDE);
  const original = fs.readFileSync(guide, "utf8");
  const warmRuns: Run[] = [];
  try {
    for (let index = 1; index <= WARM_RUNS; index += 1) {
      fs.writeFileSync(guide, `${original}\nStatus updates are also posted on the dashboard home page (${index}).\n`);
      warmRuns.push(await run(dir, "npm", ["run", "build"], `${logName}-warm-${index}`));
    }
  } finally {
    fs.writeFileSync(guide, original);
  }
  const warm = {
    seconds: warmRuns.map((warmRun) => warmRun.seconds),
    peakMiB: Math.max(...warmRuns.map((warmRun) => warmRun.peakMiB)),
    steps: medianSteps(
      warmRuns.map((_, index) => buildSteps(fs.readFileSync(logFile(`${logName}-warm-${index + 1}`), "utf8"))),
    ),
  };
  const warmSpread = spread(warm.seconds);
  console.log(
    `  warm npm run build after editing ${EDITED_GUIDE}, ${WARM_RUNS}×: median ${warmSpread.median} s ` +
      `(${warm.seconds.join(", ")} s), peak ${warm.peakMiB} MiB`,
  );

  const publicDir = path.join(dir, "public");
  const pages = builtPages(publicDir).filter((page) => page.status === 200 && page.path.startsWith("/docs"));
  const lists = pages.filter((page) => kindName(page) === "symbol-list" && page.html);
  const biggest = lists.reduce<BuiltPage | null>(
    (max, page) => (!max || htmlBytes(page) > htmlBytes(max) ? page : max),
    null,
  );

  const server = await startServer({ siteDir: publicDir });
  const results: FirstLoad[] = [];
  const dialogKiB: Record<string, number> = {};
  try {
    const measured = candidates(pages, PER_KIND);
    console.log(`  first loads of ${measured.length} pages in Chromium…`);
    for (const page of measured) results.push(await measure(browser, server.origin, page.path));
    for (const query of DIALOG_QUERIES) {
      dialogKiB[query] = round((await measureDialogBytes(browser, server.origin, query)).total / KIB);
    }
  } finally {
    await server.stop();
  }
  const kindOf = new Map(pages.map((page) => [page.path, kindName(page)]));
  const measuredPerKind = new Map<string, number>();
  for (const result of results) {
    const kind = kindOf.get(result.route) ?? "other";
    measuredPerKind.set(kind, (measuredPerKind.get(kind) ?? 0) + 1);
  }
  const firstLoad = Object.fromEntries(
    [...heaviestByKind(results, (route) => kindOf.get(route) ?? "other")]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([kind, result]) => [
        kind,
        {
          route: result.route,
          kib: round(weight(result) / KIB),
          jsKiB: round(result.js / KIB),
          dataKiB: round(result.pageData / KIB),
          measured: measuredPerKind.get(kind) ?? 0,
        },
      ]),
  );

  const indexFile = path.join(publicDir, "search/local-index.json");
  const judged = await runJudgedSet(indexFile);
  const figures: SiteFigures = {
    label,
    cold,
    warm,
    pages: pages.length,
    firstLoad,
    biggestSymbolList: biggest?.html
      ? {
          route: biggest.path,
          htmlKiB: round(htmlBytes(biggest) / KIB),
          htmlGzipKiB: round(gzipBytes(biggest.html) / KIB),
        }
      : null,
    search: {
      records: judged.records,
      indexKiB: round(fs.statSync(indexFile).size / KIB),
      indexGzipKiB: round(gzipBytes(indexFile) / KIB),
      dialogKiB,
      p95Ms: round(judged.p95, 2),
      p95WallMs: round(judged.p95Wall, 2),
      successAt1: round(judged.report.successAt1, 3),
    },
    peer: null,
  };
  // Each site's figures as soon as they are known, so that a run stopped later still tells them.
  printTable([figures]);
  return figures;
}

/** The Docusaurus peer of the copy in `dir`, built cold (`docusaurus clear`, then `build`). */
async function peerBuild(dir: string, peerDir: string): Promise<NonNullable<SiteFigures["peer"]>> {
  const peer = writePeerSite(dir, peerDir);
  const bin = path.join(peerDir, "node_modules/.bin/docusaurus");
  await run(peerDir, bin, ["clear"], `peer-${path.basename(dir)}-clear`);
  const cold = await run(peerDir, bin, ["build"], `peer-${path.basename(dir)}-cold`);
  return { cold, guides: peer.guides, apiPages: peer.apiPages };
}

/** Steps shorter than this in every site's warm rebuild are left out of the table. */
const SHOWN_STEP_SECONDS = 0.3;

/** A row per step of the warm rebuilds that took SHOWN_STEP_SECONDS or more in some site: its medians. */
function warmSteps(sites: readonly SiteFigures[]): Array<[string, ...string[]]> {
  const names = [...new Set(sites.flatMap((site) => site.warm.steps.map((step) => step.name)))];
  const secondsOf = (site: SiteFigures, name: string) => site.warm.steps.find((step) => step.name === name)?.seconds;
  return names
    .filter((name) => sites.some((site) => (secondsOf(site, name) ?? 0) >= SHOWN_STEP_SECONDS))
    .map((name) => [
      `  warm step: ${name}`,
      ...sites.map((site) => {
        const seconds = secondsOf(site, name);
        return seconds === undefined ? "-" : `${round(seconds, 2)} s`;
      }),
    ]);
}

/** The figures of both sites, one line each, side by side. */
function printTable(sites: readonly SiteFigures[]): void {
  const rows: Array<[string, ...string[]]> = [
    ["", ...sites.map((site) => site.label)],
    ["cold npm run build", ...sites.map((site) => `${site.cold.seconds} s`)],
    ["peak memory of the cold build", ...sites.map((site) => `${site.cold.peakMiB} MiB`)],
    [
      "warm rebuild, one guide edited",
      ...sites.map((site) => {
        const { median: middle, min, max } = spread(site.warm.seconds);
        return site.warm.seconds.length > 1 ? `${middle} s (${min}–${max} s)` : `${middle} s`;
      }),
    ],
    ...warmSteps(sites),
    ["pages", ...sites.map((site) => String(site.pages))],
  ];
  const kinds = [...new Set(sites.flatMap((site) => Object.keys(site.firstLoad)))].sort();
  for (const kind of kinds) {
    rows.push([
      `heaviest first load, ${kind}`,
      ...sites.map((site) => {
        const entry = site.firstLoad[kind];
        return entry ? `${entry.kib} KiB (${entry.route})` : "-";
      }),
    ]);
  }
  rows.push(
    [
      "largest symbol list HTML, gzip",
      ...sites.map((site) =>
        site.biggestSymbolList
          ? `${site.biggestSymbolList.htmlGzipKiB} KiB (raw ${site.biggestSymbolList.htmlKiB} KiB, ${site.biggestSymbolList.route})`
          : "-",
      ),
    ],
    [
      "search index",
      ...sites.map(
        (site) => `${site.search.records} records, ${site.search.indexKiB} KiB, gzip ${site.search.indexGzipKiB} KiB`,
      ),
    ],
    ...DIALOG_QUERIES.map((query): [string, ...string[]] => [
      `search dialog to first hit, "${query}"`,
      ...sites.map((site) => `${site.search.dialogKiB[query]} KiB`),
    ]),
    ["judged queries p95 (CPU; wall)", ...sites.map((site) => `${site.search.p95Ms} ms; ${site.search.p95WallMs} ms`)],
    ["judged queries success@1", ...sites.map((site) => String(site.search.successAt1))],
  );
  if (sites.some((site) => site.peer)) {
    rows.push(
      ["Docusaurus peer cold build", ...sites.map((site) => (site.peer ? `${site.peer.cold.seconds} s` : "-"))],
      ["Docusaurus peer peak memory", ...sites.map((site) => (site.peer ? `${site.peer.cold.peakMiB} MiB` : "-"))],
    );
  }
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  console.log("");
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join("  "));
}

const today = buildableCopy();
const scaled = buildableCopy();
const { stocks } = scaleCopy(scaled, GUIDES);
const scaledLabel = `at scale (${stocks.toLocaleString("en-US")} stocks, +${GUIDES} guides)`;
const browser = await launchBrowser();
const peerDir = PEER ? installPeer(PEER_PACKAGES) : null;
try {
  const sites = [await measureSite("today", today, browser), await measureSite(scaledLabel, scaled, browser)];
  if (peerDir) {
    for (const [site, dir] of [
      [sites[0], today],
      [sites[1], scaled],
    ] as const) {
      console.log(`\nDocusaurus peer of ${site.label}: building cold`);
      site.peer = await peerBuild(dir, peerDir);
      console.log(`  ${site.peer.cold.seconds} s, peak ${site.peer.cold.peakMiB} MiB`);
    }
  }
  printTable(sites);
  fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
  const machine = { cpus: os.cpus().length, loadAverage: os.loadavg().map((load) => round(load, 2)) };
  const options = { guides: GUIDES, peer: PEER, perKind: PER_KIND, editedGuide: EDITED_GUIDE };
  fs.writeFileSync(
    RESULTS,
    `${JSON.stringify({ date: new Date().toISOString(), machine, options, sites }, null, 2)}\n`,
  );
  console.log(`\nwritten to ${RESULTS}`);
} finally {
  await browser.close();
  if (peerDir) removePeerSite(peerDir);
  if (KEEP) console.log(`copies kept: ${today} (today), ${scaled} (at scale)`);
  else for (const dir of [today, scaled]) fs.rmSync(dir, { recursive: true, force: true });
}
