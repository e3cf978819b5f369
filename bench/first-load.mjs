#!/usr/bin/env node
/**
 * First-load weight of a doc page in Chromium: every script and JSON data file the browser
 * fetches until the network is idle, gzipped, plus the gzipped HTML. Prints figures in KB.
 */
import zlib from "node:zlib";
import { launchBrowser, startServer, waitForHydration } from "../e2e/harness.mjs";

const route = process.argv[2] ?? "/docs/platform/getting-started";
const server = await startServer();
const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  const loaded = [];
  page.on("response", async (response) => {
    const url = new URL(response.url());
    const type = response.request().resourceType();
    if (type !== "script" && type !== "fetch" && type !== "xhr" && type !== "document") return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    loaded.push({ path: url.pathname, type, gzip: zlib.gzipSync(body, { level: 9 }).length });
  });
  await page.goto(server.origin + route, { waitUntil: "networkidle" });
  await waitForHydration(page);
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  const scripts = loaded.filter((entry) => entry.type === "script");
  const data = loaded.filter((entry) => entry.type === "fetch" || entry.type === "xhr");
  const html = loaded.find((entry) => entry.type === "document");
  for (const entry of [...scripts, ...data]) console.log(`  ${kb(entry.gzip).padStart(6)} KB  ${entry.path}`);
  const sum = (entries) => entries.reduce((total, entry) => total + entry.gzip, 0);
  console.log(`route: ${route}`);
  console.log(`first-load JS (gzip): ${kb(sum(scripts))} KB in ${scripts.length} files`);
  console.log(`page data (gzip): ${kb(sum(data))} KB in ${data.length} files`);
  console.log(`first-load JS + page data (gzip): ${kb(sum(scripts) + sum(data))} KB (target 80 KB)`);
  console.log(`HTML (gzip): ${kb(html?.gzip ?? 0)} KB`);
} finally {
  await browser.close();
  server.stop();
}
