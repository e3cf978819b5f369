#!/usr/bin/env node
/**
 * First-load weight of doc pages in Chromium: every script and JSON data file the browser
 * fetches until the network is idle, gzipped, plus the gzipped HTML. Prints figures in KB.
 *
 *   node bench/first-load.mjs                      one page, /docs/platform/getting-started
 *   node bench/first-load.mjs /docs/api /docs      the given pages
 *   node bench/first-load.mjs --guides             every guide (MDX) page, and the heaviest
 *   node bench/first-load.mjs --all                every built page, and the heaviest of each page kind
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { launchBrowser, startServer, waitForHydration } from "../e2e/harness.ts";

/** Budget for first-load JS plus page data, per page. */
const BUDGET_KB = 100;

/** Template of a page-data file: MDX pages carry their content file after the template name. */
const pageKind = (componentChunkName) =>
  componentChunkName.replace(/-content-file-path-.*$/, "").replace(/^component---src-templates-/, "");

/** Every built page as `{ route, kind }`, read from public/page-data, sorted by route. */
function builtPages(dir = "public/page-data") {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .flatMap((entry) => {
      if (entry.name !== "page-data.json") return [];
      const data = JSON.parse(fs.readFileSync(path.join(entry.parentPath ?? entry.path, entry.name), "utf8"));
      if (!data.path.startsWith("/docs")) return [];
      return [{ route: data.path, kind: pageKind(data.componentChunkName) }];
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** Loads `route` in a fresh context and returns the gzipped sizes of what it fetched. */
async function measure(browser, origin, route) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const loaded = [];
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
  const sum = (entries) => entries.reduce((total, entry) => total + entry.gzip, 0);
  const scripts = loaded.filter((entry) => entry.type === "script");
  const data = loaded.filter((entry) => entry.type === "fetch" || entry.type === "xhr");
  const html = loaded.find((entry) => entry.type === "document");
  return { route, scripts, data, js: sum(scripts), pageData: sum(data), html: html?.gzip ?? 0 };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const args = process.argv.slice(2);
const pages = builtPages();
const kindOf = new Map(pages.map((page) => [page.route, page.kind]));
const routes = args.includes("--all")
  ? pages.map((page) => page.route)
  : args.includes("--guides")
    ? pages.filter((page) => page.kind === "doc-tsx").map((page) => page.route)
    : args.length
      ? args
      : ["/docs/platform/getting-started"];
const server = await startServer();
const browser = await launchBrowser();
try {
  const results = [];
  for (const route of routes) results.push(await measure(browser, server.origin, route));
  if (results.length === 1) {
    const [result] = results;
    for (const entry of [...result.scripts, ...result.data])
      console.log(`  ${kb(entry.gzip).padStart(6)} KB  ${entry.path}`);
    console.log(`route: ${result.route}`);
    console.log(`first-load JS (gzip): ${kb(result.js)} KB in ${result.scripts.length} files`);
    console.log(`page data (gzip): ${kb(result.pageData)} KB in ${result.data.length} files`);
    console.log(`first-load JS + page data (gzip): ${kb(result.js + result.pageData)} KB (budget ${BUDGET_KB} KB)`);
    console.log(`HTML (gzip): ${kb(result.html)} KB`);
  } else {
    for (const result of results) {
      console.log(
        `  ${kb(result.js + result.pageData).padStart(6)} KB  (JS ${kb(result.js)}, data ${kb(result.pageData)})  ${result.route}`,
      );
    }
    const heaviestByKind = new Map();
    for (const result of results) {
      const kind = kindOf.get(result.route) ?? "other";
      const best = heaviestByKind.get(kind);
      if (!best || result.js + result.pageData > best.js + best.pageData) heaviestByKind.set(kind, result);
    }
    console.log("heaviest page of each kind:");
    for (const [kind, result] of [...heaviestByKind].sort()) {
      console.log(
        `  ${kb(result.js + result.pageData).padStart(6)} KB  (JS ${kb(result.js)}, data ${kb(result.pageData)}, HTML ${kb(result.html)})  ${kind}  ${result.route}`,
      );
    }
    const heaviest = results.reduce((max, result) =>
      result.js + result.pageData > max.js + max.pageData ? result : max,
    );
    const over = results.filter((result) => (result.js + result.pageData) / 1024 > BUDGET_KB);
    console.log(`pages: ${results.length}`);
    console.log(
      `heaviest first-load JS + page data (gzip): ${kb(heaviest.js + heaviest.pageData)} KB at ${heaviest.route} (budget ${BUDGET_KB} KB)`,
    );
    console.log(`over budget: ${over.length ? over.map((result) => result.route).join(", ") : "none"}`);
  }
} finally {
  await browser.close();
  server.stop();
}
