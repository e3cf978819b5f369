#!/usr/bin/env node
/**
 * Lighthouse mobile scores of built pages, served by the local server, in Debian's Chromium.
 * Each page is audited LIGHTHOUSE_RUNS times (default 3), since lab scores vary from run to
 * run; it prints the run with the median performance score, and every run's score. Usage:
 *   node --import ./scripts/resolve-ts.ts bench/lighthouse.ts [route …]
 * SITE_DIR is the build measured (default public). LIGHTHOUSE_DETAIL=1 adds the long tasks, the
 * main-thread breakdown and the scripts' main-thread time of the median run.
 * LIGHTHOUSE_SAVE=<dir> writes every run's report and trace there, for DevTools' Performance panel.
 * On a busy machine, run it at a raised priority (`nice -n -10 node …` as root; Chromium and the
 * servers inherit it): simulated throttling multiplies the task durations it observes, so the
 * time the browser waits for a CPU other jobs hold would count as the page's own work.
 *
 * COMPARE_SITE=<dir> compares the build in SITE_DIR with another build (a public/ folder built
 * from another commit) instead: audits alternate between the two, so both meet the same machine
 * load, and it prints each round's performance score and Total Blocking Time, then their medians
 * and ranges, with the same rule applied to the tasks' CPU time rather than their wall time
 * ("thread-time TBT", bench/thread-time-tbt.ts), which the machine's other work does not inflate. This machine's speed drifts by half within minutes, so single series taken at
 * different times do not compare. Both builds are served the same way, by this checkout's server
 * (bench/compare-site.ts), so any earlier build compares, one made before builds recorded their
 * security settings included.
 */
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result, type RunnerResult } from "lighthouse";
import { BROWSER_WINDOW_FEATURES, disableFeatures, featuresDisabledBy } from "../e2e/chromium-features.ts";
import { CHROMIUM_ARGS } from "../e2e/harness.ts";
import { serveBuild, type ServedBuild } from "./compare-site.ts";
import { median, spread } from "./stats.ts";
import { threadTimeBlocking, type ThreadTimeFigures, type TraceEvent } from "./thread-time-tbt.ts";

const routes = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ["/docs", "/docs/platform/getting-started", "/docs/products"];
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const SITE_DIR = process.env.SITE_DIR ?? "public";
const COMPARE_SITE = process.env.COMPARE_SITE;
const DETAIL = process.env.LIGHTHOUSE_DETAIL === "1";
const SAVE = process.env.LIGHTHOUSE_SAVE;

/** The features the launcher turns off by default; a --disable-features of ours would replace its list. */
const launcherDisabledFeatures = featuresDisabledBy(chromeLauncher.Launcher.defaultFlags());

const server = await serveBuild(SITE_DIR, SITE_DIR);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: [
    "--headless=new",
    ...CHROMIUM_ARGS,
    disableFeatures([...launcherDisabledFeatures, ...BROWSER_WINDOW_FEATURES]),
  ],
});

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

/** An item of the JavaScript execution time audit's details. */
interface ScriptTime {
  url: string;
  total: number;
  scripting: number;
  scriptParseCompile: number;
}

/** The items of an audit's details table, as the caller knows them to be. */
const detailItems = <T>(item: Result["audits"][string] | undefined): T[] =>
  ((item?.details as { items?: T[] } | undefined)?.items ?? []) as T[];

const performanceScore = (result: Result): number => Math.round((result.categories.performance?.score ?? 0) * 100);
const totalBlockingTime = (result: Result): number => result.audits["total-blocking-time"]?.numericValue ?? NaN;

let saved = 0;

/** One audit: Lighthouse's report, and the blocking time of its trace's CPU time. */
interface Audit {
  lhr: Result;
  threadTime: ThreadTimeFigures;
}

/** One audit of `url`; with LIGHTHOUSE_SAVE, its report and trace are written there. */
async function audit(
  url: string,
  onlyCategories = ["performance", "accessibility", "best-practices", "seo"],
  label = "",
): Promise<Audit> {
  const result: RunnerResult | undefined = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories,
  });
  if (!result) throw new Error(`Lighthouse returned no report for ${url}`);
  if (SAVE) {
    fs.mkdirSync(SAVE, { recursive: true });
    saved += 1;
    const stem = path.join(
      SAVE,
      `${String(saved).padStart(3, "0")}-${label}${new URL(url).pathname.replaceAll("/", "_")}`,
    );
    fs.writeFileSync(`${stem}.report.json`, JSON.stringify(result.lhr));
    fs.writeFileSync(`${stem}.trace.json`, JSON.stringify(result.artifacts.Trace));
  }
  return {
    lhr: result.lhr,
    threadTime: threadTimeBlocking(result.artifacts.Trace.traceEvents as unknown as TraceEvent[]),
  };
}

/** The long tasks, the main-thread breakdown and the heaviest scripts of one report. */
function printDetail({ audits }: Result, indent = "  "): void {
  for (const task of detailItems<LongTask>(audits["long-tasks"]))
    console.log(`${indent}long task: ${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms, ${task.url}`);
  for (const group of detailItems<MainThreadGroup>(audits["mainthread-work-breakdown"]))
    console.log(`${indent}main thread: ${group.groupLabel} ${Math.round(group.duration)} ms`);
  for (const script of detailItems<ScriptTime>(audits["bootup-time"]).slice(0, 6))
    console.log(
      `${indent}script: ${script.url} ${Math.round(script.total)} ms (evaluation ${Math.round(script.scripting)} ms, parse ${Math.round(script.scriptParseCompile)} ms)`,
    );
}

/** "median (lowest–highest)" of a series, rounded. */
const describe = (values: readonly number[], unit = ""): string => {
  const { median: middle, min, max } = spread(values);
  return `${Math.round(middle)}${unit} (${Math.round(min)}–${Math.round(max)})`;
};

/** Alternating audits of each route on the two builds. */
async function compare(sites: ServedBuild[]): Promise<void> {
  for (const route of routes) {
    console.log(`route: ${route} (mobile, simulated throttling; ${RUNS} alternating rounds)`);
    const audits = sites.map((): Audit[] => []);
    for (let round = 0; round < RUNS; round += 1) {
      // Each round starts with the other build, so neither is always the one audited first.
      const order =
        round % 2 === 0 ? sites.map((_, index) => index) : sites.map((_, index) => sites.length - 1 - index);
      for (const index of order)
        audits[index].push(await audit(sites[index].origin + route, ["performance"], `${index}`));
      console.log(
        `  round ${round + 1}: ${sites
          .map((site, index) => {
            const { lhr, threadTime } = audits[index][round];
            return `${site.name} perf ${performanceScore(lhr)} TBT ${Math.round(totalBlockingTime(lhr))} ms, thread-time TBT ${Math.round(threadTime.blocking)} ms (index ${Math.round(lhr.environment?.benchmarkIndex ?? 0)})`;
          })
          .join(", ")}`,
      );
    }
    sites.forEach((site, index) => {
      const runs = audits[index];
      const reports = runs.map((run) => run.lhr);
      console.log(
        `  ${site.name}: performance ${describe(reports.map(performanceScore))}, TBT ${describe(reports.map(totalBlockingTime), " ms")}, thread-time TBT ${describe(
          runs.map((run) => run.threadTime.blocking),
          " ms",
        )}, CPU after first paint ${describe(
          runs.map((run) => run.threadTime.cpuAfterPaint),
          " ms",
        )}, machine index ${Math.round(median(reports.map((run) => run.environment?.benchmarkIndex ?? 0)))}`,
      );
      if (DETAIL) {
        const byTbt = [...reports].sort((a, b) => totalBlockingTime(a) - totalBlockingTime(b));
        printDetail(byTbt[Math.floor((byTbt.length - 1) / 2)], "    ");
      }
    });
  }
}

/** Each route's median run of RUNS audits on this build: scores, metrics and what falls short. */
async function report(): Promise<void> {
  for (const route of routes) {
    const reports: Result[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      reports.push((await audit(server.origin + route)).lhr);
    }
    reports.sort((a, b) => performanceScore(a) - performanceScore(b));
    const median = reports[Math.floor((reports.length - 1) / 2)];
    const { categories, audits, environment } = median;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => audits[id]?.displayValue ?? "n/a";
    const performanceRuns = reports.map(performanceScore).join(", ");
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
    if (DETAIL) printDetail(median);
  }
}

try {
  if (COMPARE_SITE) {
    const other = await serveBuild(COMPARE_SITE, SITE_DIR);
    try {
      await compare([server, other]);
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
