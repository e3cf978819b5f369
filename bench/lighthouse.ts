#!/usr/bin/env node
/**
 * Lighthouse mobile scores of built pages, served by the local server, in Debian's Chromium.
 * Each page is audited LIGHTHOUSE_RUNS times (default 3), since lab scores vary from run to
 * run; it prints the run with the median performance score, and every run's score. Usage:
 *   node bench/lighthouse.mjs [route …]
 * LIGHTHOUSE_DETAIL=1 adds the long tasks and the main-thread breakdown of the median run.
 *
 * COMPARE_SITE=<dir> compares the build in public/ with another build (a public/ folder built
 * from another commit) instead: audits alternate between the two, so both meet the same machine
 * load, and it prints each round's Total Blocking Time and the medians. This machine's speed
 * drifts by half within minutes, so single series taken at different times do not compare.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, startServer } from "../e2e/harness.ts";
import { median } from "./stats.mjs";

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

/** Lighthouse's report of one audit of `url`. */
async function audit(url, onlyCategories = ["performance", "accessibility", "best-practices", "seo"]) {
  const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories });
  return result.lhr;
}

/** Alternating audits of the same route on this build and on COMPARE_SITE's. */
async function compare(other) {
  const sites = [
    { name: "public/", origin: server.origin, runs: [] },
    { name: COMPARE_SITE, origin: other.origin, runs: [] },
  ];
  for (const route of routes) {
    console.log(`route: ${route} (mobile, simulated throttling; ${RUNS} alternating rounds)`);
    for (const site of sites) site.runs = [];
    for (let round = 0; round < RUNS; round += 1) {
      for (const site of sites) {
        const { audits, environment } = await audit(site.origin + route, ["performance"]);
        site.runs.push({ tbt: audits["total-blocking-time"].numericValue, index: environment?.benchmarkIndex ?? 0 });
      }
      console.log(
        `  round ${round + 1}: ${sites.map((site) => `${site.name} TBT ${Math.round(site.runs.at(-1).tbt)} ms (index ${Math.round(site.runs.at(-1).index)})`).join(", ")}`,
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
      await compare(other);
    } finally {
      other.stop();
    }
  } else {
    await report();
  }
} finally {
  await chrome.kill();
  server.stop();
}

/** Each route's median run of RUNS audits on this build: scores, metrics and what falls short. */
async function report() {
  for (const route of routes) {
    const reports = [];
    for (let run = 0; run < RUNS; run += 1) {
      reports.push(await audit(server.origin + route));
    }
    reports.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const { categories, audits, environment } = reports[Math.floor((reports.length - 1) / 2)];
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    const metric = (id) => audits[id]?.displayValue ?? "n/a";
    const performanceRuns = reports.map((report) => Math.round(report.categories.performance.score * 100)).join(", ");
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
      console.log(`  below 90: ${audit.id} (${audit.displayValue ?? Math.round(audit.score * 100)})`);
    if (process.env.LIGHTHOUSE_DETAIL === "1") {
      for (const task of audits["long-tasks"]?.details?.items ?? [])
        console.log(`  long task: ${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms, ${task.url}`);
      for (const group of audits["mainthread-work-breakdown"]?.details?.items ?? [])
        console.log(`  main thread: ${group.groupLabel} ${Math.round(group.duration)} ms`);
    }
  }
}
