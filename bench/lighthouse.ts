#!/usr/bin/env node
/**
 * Lighthouse mobile scores of built pages, served by the local server, in Debian's Chromium.
 * Each page is audited LIGHTHOUSE_RUNS times (default 3), since lab scores vary from run to
 * run; it prints the run with the median performance score, and every run's score. Usage:
 *   node --import ./scripts/resolve-ts.ts bench/lighthouse.ts [route …]
 * LIGHTHOUSE_DETAIL=1 adds the long tasks and the main-thread breakdown of the median run.
 *
 * COMPARE_SITE=<dir> compares the build in public/ with another build (a public/ folder built
 * from another commit) instead: audits alternate between the two, so both meet the same machine
 * load, and it prints each round's Total Blocking Time and the medians. This machine's speed
 * drifts by half within minutes, so single series taken at different times do not compare.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { CHROMIUM_ARGS, startServer, type RunningServer } from "../e2e/harness.ts";
import { median } from "./stats.ts";

const routes = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ["/docs", "/docs/platform/getting-started", "/docs/products"];
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

const COMPARE_SITE = process.env.COMPARE_SITE;

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});

/** One audit in the comparison: its Total Blocking Time and the machine's benchmark index. */
interface ComparedRun {
  tbt: number;
  index: number;
}

/** An item of the long-tasks audit's details. */
interface LongTask {
  duration: number;
  startTime: number;
  url: string;
}

/** An item of the main-thread breakdown's details. */
interface MainThreadGroup {
  groupLabel: string;
  duration: number;
}

/** The items of an audit's details table, as the caller knows them to be. */
const detailItems = <T>(item: Result["audits"][string] | undefined): T[] =>
  ((item?.details as { items?: T[] } | undefined)?.items ?? []) as T[];

/** Lighthouse's report of one audit of `url`. */
async function audit(
  url: string,
  onlyCategories = ["performance", "accessibility", "best-practices", "seo"],
): Promise<Result> {
  const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories });
  if (!result) throw new Error(`Lighthouse returned no report for ${url}`);
  return result.lhr;
}

/** Alternating audits of the same route on this build and on COMPARE_SITE's. */
async function compare(other: RunningServer, otherName: string): Promise<void> {
  const sites: { name: string; origin: string; runs: ComparedRun[] }[] = [
    { name: "public/", origin: server.origin, runs: [] },
    { name: otherName, origin: other.origin, runs: [] },
  ];
  const last = (runs: ComparedRun[]) => runs[runs.length - 1];
  for (const route of routes) {
    console.log(`route: ${route} (mobile, simulated throttling; ${RUNS} alternating rounds)`);
    for (const site of sites) site.runs = [];
    for (let round = 0; round < RUNS; round += 1) {
      for (const site of sites) {
        const { audits, environment } = await audit(site.origin + route, ["performance"]);
        site.runs.push({
          tbt: audits["total-blocking-time"].numericValue ?? NaN,
          index: environment?.benchmarkIndex ?? 0,
        });
      }
      console.log(
        `  round ${round + 1}: ${sites.map((site) => `${site.name} TBT ${Math.round(last(site.runs).tbt)} ms (index ${Math.round(last(site.runs).index)})`).join(", ")}`,
      );
    }
    for (const site of sites) {
      console.log(
        `  ${site.name}: median TBT ${Math.round(median(site.runs.map((run) => run.tbt)))} ms, median machine index ${Math.round(median(site.runs.map((run) => run.index)))}`,
      );
    }
  }
}

try {
  if (COMPARE_SITE) {
    const other = await startServer({ siteDir: COMPARE_SITE });
    try {
      await compare(other, COMPARE_SITE);
    } finally {
      await other.stop();
    }
  } else {
    await report();
  }
} finally {
  chrome.kill();
  await server.stop();
}

/** Each route's median run of RUNS audits on this build: scores, metrics and what falls short. */
async function report(): Promise<void> {
  const performanceScore = (result: Result) => result.categories.performance.score ?? 0;
  for (const route of routes) {
    const reports: Result[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      reports.push(await audit(server.origin + route));
    }
    reports.sort((a, b) => performanceScore(a) - performanceScore(b));
    const { categories, audits, environment } = reports[Math.floor((reports.length - 1) / 2)];
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => audits[id]?.displayValue ?? "n/a";
    const performanceRuns = reports.map((result) => Math.round(performanceScore(result) * 100)).join(", ");
    console.log(
      `route: ${route} (mobile, simulated throttling; median of ${RUNS} runs, performance per run: ${performanceRuns})`,
    );
    // Simulated throttling slows this machine's CPU 4×, whatever its speed: the index tells runs on different machines apart.
    console.log(`  machine benchmark index ${Math.round(environment?.benchmarkIndex ?? 0)}`);
    console.log(
      `  performance ${score("performance")}  accessibility ${score("accessibility")}  best practices ${score("best-practices")}  SEO ${score("seo")}`,
    );
    console.log(
      `  FCP ${metric("first-contentful-paint")}  LCP ${metric("largest-contentful-paint")}  TBT ${metric("total-blocking-time")}  CLS ${metric("cumulative-layout-shift")}  SI ${metric("speed-index")}`,
    );
    const failing = Object.values(audits).filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 0.9 &&
        audit.scoreDisplayMode !== "informative" &&
        audit.scoreDisplayMode !== "manual",
    );
    for (const audit of failing)
      console.log(`  below 90: ${audit.id} (${audit.displayValue ?? Math.round((audit.score ?? 0) * 100)})`);
    if (process.env.LIGHTHOUSE_DETAIL === "1") {
      for (const task of detailItems<LongTask>(audits["long-tasks"]))
        console.log(`  long task: ${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms, ${task.url}`);
      for (const group of detailItems<MainThreadGroup>(audits["mainthread-work-breakdown"]))
        console.log(`  main thread: ${group.groupLabel} ${Math.round(group.duration)} ms`);
    }
  }
}
