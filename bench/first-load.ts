#!/usr/bin/env node
/**
 * First-load weight of doc pages in Chromium: every script and JSON data file the browser
 * fetches until the network is idle, gzipped, plus the gzipped HTML. Prints figures in KB.
 *
 *   node --import ./scripts/resolve-ts.ts bench/first-load.ts                  one page, /docs/platform/getting-started
 *   node --import ./scripts/resolve-ts.ts bench/first-load.ts /docs/api /docs  the given pages
 *   node --import ./scripts/resolve-ts.ts bench/first-load.ts --guides         every guide (MDX) page, and the heaviest
 *   node --import ./scripts/resolve-ts.ts bench/first-load.ts --all            every built page, and the heaviest of each page kind
 */
import zlib from "node:zlib";
import type { Browser } from "playwright-core";
import { builtPages } from "../e2e/a11y.ts";
import { launchBrowser, startServer, waitForHydration } from "../e2e/harness.ts";

/** Budget for first-load JS plus page data, per page. */
export const BUDGET_KB = 100;

/** The kind of a guide page (its template), as e2e/a11y.ts names page kinds. */
export const GUIDE_KIND = "src-templates-doc-tsx";

/** One response of a first load: its path, what fetched it, and its gzipped size. */
export interface Loaded {
  path: string;
  type: string;
  gzip: number;
}

/** What the first load of a route fetched, and its gzipped totals in bytes. */
export interface FirstLoad {
  route: string;
  scripts: Loaded[];
  data: Loaded[];
  js: number;
  pageData: number;
  html: number;
}

/** Loads `route` in a fresh context and returns the gzipped sizes of what it fetched. */
export async function measure(browser: Browser, origin: string, route: string): Promise<FirstLoad> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const loaded: Loaded[] = [];
  page.on("response", async (response) => {
    const url = new URL(response.url());
    const type = response.request().resourceType();
    if (type !== "script" && type !== "fetch" && type !== "xhr" && type !== "document") return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    loaded.push({ path: url.pathname, type, gzip: zlib.gzipSync(body, { level: 9 }).length });
  });
  await page.goto(origin + route, { waitUntil: "networkidle" });
  await waitForHydration(page);
  await context.close();
  const sum = (entries: Loaded[]) => entries.reduce((total, entry) => total + entry.gzip, 0);
  const scripts = loaded.filter((entry) => entry.type === "script");
  const data = loaded.filter((entry) => entry.type === "fetch" || entry.type === "xhr");
  const html = loaded.find((entry) => entry.type === "document");
  return { route, scripts, data, js: sum(scripts), pageData: sum(data), html: html?.gzip ?? 0 };
}

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
/** What the budget counts: first-load JavaScript plus page data, gzipped. */
export const weight = (result: FirstLoad): number => result.js + result.pageData;

/** The heaviest result of each page kind (`kindOf` maps a route to its kind). */
export function heaviestByKind(
  results: readonly FirstLoad[],
  kindOf: (route: string) => string,
): Map<string, FirstLoad> {
  const heaviest = new Map<string, FirstLoad>();
  for (const result of results) {
    const kind = kindOf(result.route);
    const best = heaviest.get(kind);
    if (!best || weight(result) > weight(best)) heaviest.set(kind, result);
  }
  return heaviest;
}

/** The command: the pages named by its arguments, measured and printed. */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const pages = builtPages().filter((page) => page.status === 200 && page.path.startsWith("/docs"));
  const kindOf = new Map(pages.map((page) => [page.path, page.kind.replace(/^src-templates-/, "")]));
  const routes = args.includes("--all")
    ? pages.map((page) => page.path)
    : args.includes("--guides")
      ? pages.filter((page) => page.kind === GUIDE_KIND).map((page) => page.path)
      : args.length
        ? args
        : ["/docs/platform/getting-started"];
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const results: FirstLoad[] = [];
    for (const route of routes) results.push(await measure(browser, server.origin, route));
    if (results.length === 1) {
      const [result] = results;
      for (const entry of [...result.scripts, ...result.data])
        console.log(`  ${kb(entry.gzip).padStart(6)} KB  ${entry.path}`);
      console.log(`route: ${result.route}`);
      console.log(`first-load JS (gzip): ${kb(result.js)} KB in ${result.scripts.length} files`);
      console.log(`page data (gzip): ${kb(result.pageData)} KB in ${result.data.length} files`);
      console.log(`first-load JS + page data (gzip): ${kb(weight(result))} KB (budget ${BUDGET_KB} KB)`);
      console.log(`HTML (gzip): ${kb(result.html)} KB`);
    } else {
      for (const result of results) {
        console.log(
          `  ${kb(weight(result)).padStart(6)} KB  (JS ${kb(result.js)}, data ${kb(result.pageData)})  ${result.route}`,
        );
      }
      console.log("heaviest page of each kind:");
      for (const [kind, result] of [...heaviestByKind(results, (route) => kindOf.get(route) ?? "other")].sort(
        ([a], [b]) => a.localeCompare(b),
      )) {
        console.log(
          `  ${kb(weight(result)).padStart(6)} KB  (JS ${kb(result.js)}, data ${kb(result.pageData)}, HTML ${kb(result.html)})  ${kind}  ${result.route}`,
        );
      }
      const heaviest = results.reduce((max, result) => (weight(result) > weight(max) ? result : max));
      const over = results.filter((result) => weight(result) / 1024 > BUDGET_KB);
      console.log(`pages: ${results.length}`);
      console.log(
        `heaviest first-load JS + page data (gzip): ${kb(weight(heaviest))} KB at ${heaviest.route} (budget ${BUDGET_KB} KB)`,
      );
      console.log(`over budget: ${over.length ? over.map((result) => result.route).join(", ") : "none"}`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
