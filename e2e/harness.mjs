/**
 * Shared setup for the browser tests: the local server on a free port and headless Chromium.
 */
import { spawn } from "node:child_process";
import net from "node:net";
import { chromium } from "playwright-core";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts scripts/serve.mjs (serving `siteDir`, public/ by default) and resolves once it prints its URL. */
export async function startServer({ siteDir } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: { ...process.env, PORT: String(port), ...(siteDir ? { SITE_DIR: siteDir } : {}) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
    child.stdout.on("data", (chunk) => {
      if (String(chunk).includes("http://")) resolve();
    });
  });
  return { origin: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

/** Launches headless Chromium the way CI can run it (as root, no sandbox, no network chatter). */
export function launchBrowser() {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/** Waits until React has hydrated the page, so client-side behaviour can be exercised. */
export async function waitForHydration(page) {
  await page.waitForSelector('html[data-hydrated="true"]', { state: "attached" });
}

/**
 * Registers before/after hooks that start the server and the browser for a test file, and
 * returns a handle whose fields are filled once they run. `prepare` may return the folder to
 * serve (a built copy of the site) instead of public/.
 */
export function useSite(hooks, prepare = async () => undefined) {
  const site = { origin: "", browser: null };
  let server;
  hooks.before(async () => {
    server = await startServer({ siteDir: await prepare() });
    site.origin = server.origin;
    site.browser = await launchBrowser();
  });
  hooks.after(async () => {
    await site.browser?.close();
    server?.stop();
  });
  return site;
}

/** Waits until the page's h1 reads `text`; client-side navigation renders after the URL changes. */
export async function waitForHeading(page, text) {
  await page.waitForFunction((expected) => document.querySelector("h1")?.textContent.trim() === expected, text);
}
