#!/usr/bin/env node
/**
 * "Try it" figures against npm start's servers (run after a build; ports 4010 and 4030 free):
 * the code and data the panel loads when opened (gzip), and the time from pressing Send to the
 * rendered response and verdict, median and p95 over SENDS sends to the sandbox through the proxy.
 *
 *   SENDS=20 node --import ./scripts/resolve-ts.ts bench/try-it.ts [route]    default: /docs/api/stocks/get-quote
 */
import zlib from "node:zlib";
import { launchBrowser, waitForHydration } from "../e2e/harness.ts";
import { startServers } from "../e2e/try-it-servers.ts";
import { median, percentile } from "./stats.ts";

const ROUTE = process.argv[2] ?? "/docs/api/stocks/get-quote";
const SENDS = Number(process.env.SENDS ?? 20);

const servers = await startServers();
const browser = await launchBrowser("measure");
try {
  const page = await browser.newPage();
  await page.goto(`${servers.origin}${ROUTE}`);
  await waitForHydration(page);
  const opened: { path: string; type: string; gzip: number }[] = [];
  page.on("response", async (response) => {
    const type = response.request().resourceType();
    if (type !== "script" && type !== "fetch") return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    opened.push({ path: new URL(response.url()).pathname, type, gzip: zlib.gzipSync(body, { level: 9 }).length });
  });
  await page.getByRole("button", { name: "Send API request" }).click();
  const panel = page.getByRole("region", { name: "Try it" });
  await panel.getByLabel("Server").waitFor();
  await page.waitForLoadState("networkidle");
  const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
  for (const entry of opened) console.log(`${kb(entry.gzip).padStart(7)} KB  ${entry.type.padEnd(6)} ${entry.path}`);
  const scripts = opened.filter((entry) => entry.type === "script").reduce((sum, entry) => sum + entry.gzip, 0);
  const data = opened.filter((entry) => entry.type === "fetch").reduce((sum, entry) => sum + entry.gzip, 0);
  console.log(`panel on open (gzip): ${kb(scripts)} KB of JavaScript, ${kb(data)} KB of data`);

  await panel.getByLabel(/^API key/).fill("tw_bench_key");
  const times: number[] = [];
  for (let index = 0; index < SENDS; index += 1) {
    const started = await page.evaluate(() => performance.now());
    await panel.getByRole("button", { name: "Send", exact: true }).click();
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="try-it-verdict"]') &&
        !document.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled,
    );
    times.push((await page.evaluate(() => performance.now())) - started);
  }
  console.log(
    `Send to rendered response and verdict, ${SENDS} sends: median ${median(times).toFixed(0)} ms, p95 ${percentile(times, 0.95).toFixed(0)} ms`,
  );
} finally {
  await browser.close();
  await servers.stop();
}
