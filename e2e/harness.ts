/**
 * Shared setup for the browser tests: a server on a free port and headless Chromium. The server is
 * the local one (packages/site-server/serve.ts), or with `E2E_SERVER=nginx` Debian's nginx with the production
 * config generated from the build (packages/site-server/lib/nginx-server.ts); e2e/run.ts runs the suites of routing,
 * chrome and search against both.
 */
import { spawn } from "node:child_process";
import type { after, before } from "node:test";
import { chromium, type Browser, type ConsoleMessage, type LaunchOptions, type Page } from "playwright-core";
import { freePort } from "../packages/site-server/lib/free-port.ts";
import {
  BROWSER_WINDOW_FEATURES,
  FRAME_PER_DOCUMENT_FEATURES,
  disableFeatures,
  playwrightDisabledFeatures,
} from "./chromium-features.ts";

/** A free TCP port on the loopback interface. */
export { freePort };

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The servers a suite can run against. */
export const SERVERS = ["local", "nginx"] as const;
export type SiteServer = (typeof SERVERS)[number];

const isSiteServer = (name: string): name is SiteServer => (SERVERS as readonly string[]).includes(name);

const requestedServer = process.env.E2E_SERVER || "local";
if (!isSiteServer(requestedServer))
  throw new Error(`E2E_SERVER=${requestedServer}: expected one of ${SERVERS.join(", ")}`);
/** The server the browser suites run against: `E2E_SERVER`, "local" by default. */
export const SITE_SERVER: SiteServer = requestedServer;

/** A server started for a test: where it answers, and how to stop it. */
export interface RunningServer {
  origin: string;
  stop: () => Promise<void>;
}

/**
 * Starts a server for `siteDir` (public/ by default) and resolves once it answers: packages/site-server/serve.ts,
 * or with `server: "nginx"` Debian's nginx with the config generated from that build. `stop`
 * returns a promise.
 */
export async function startServer({
  siteDir,
  server = "local",
}: { siteDir?: string; server?: SiteServer } = {}): Promise<RunningServer> {
  if (server === "nginx") {
    // Loaded on demand: suites on the local server need no nginx.
    const { nginxMissing } = await import("../packages/site-server/lib/nginx-binary.ts");
    const { startNginx } = await import("../packages/site-server/lib/nginx-server.ts");
    const missing = nginxMissing();
    if (missing) throw new Error(`E2E_SERVER=nginx: ${missing}`);
    const nginx = await startNginx({ root: siteDir ?? "public" });
    return { origin: nginx.origin, stop: nginx.stop };
  }
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "./scripts/resolve-ts.ts", "packages/site-server/serve.ts"], {
    env: { ...process.env, PORT: String(port), ...(siteDir ? { SITE_DIR: siteDir } : {}) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
    child.stdout.on("data", (chunk: Buffer) => {
      if (String(chunk).includes("http://")) resolve();
    });
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill();
      await exited;
    }
  };
  return { origin: `http://127.0.0.1:${port}`, stop };
}

/** Chromium's flags for CI: as root, no sandbox, no network chatter. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * V8 in the tests' pages stops at its baseline compiler, Sparkplug, and never optimises (Maglev,
 * TurboFan). The tests load hundreds of pages, each for a few seconds: V8 optimises the site's
 * code and axe's again in every page on background threads, and the page is gone before most of
 * that pays back. With the cap, 24 pages loaded, hydrated and audited took 25.7–27.8 CPU-s
 * against 34.1–59.3 (three alternating rounds), and axe itself ran faster. What the code does is
 * the same in every tier; only a measurement of how fast pages run needs the full pipeline.
 */
export const BASELINE_JIT_ONLY = "--js-flags=--max-opt=1";

/**
 * What a browser is for: "test" pages, or "measure" how fast they run (benches that time work in
 * the page), which keeps V8's optimising tiers.
 */
export type BrowserUse = "test" | "measure";

/** How headless Chromium is launched the way CI can run it. */
export function browserLaunchOptions(use: BrowserUse = "test"): LaunchOptions {
  return {
    executablePath: CHROMIUM,
    args: [
      ...CHROMIUM_ARGS,
      ...(use === "test" ? [BASELINE_JIT_ONLY] : []),
      disableFeatures([...playwrightDisabledFeatures(), ...BROWSER_WINDOW_FEATURES, ...FRAME_PER_DOCUMENT_FEATURES]),
    ],
  };
}

/**
 * Where the browser that e2e/run.ts starts for all its suites listens. Each suite connects to it
 * rather than starting a browser of its own: starting one costs more CPU time than most suites'
 * pages. Each suite still works in contexts of its own, which share nothing with another's.
 */
export const SHARED_BROWSER_ENV = "E2E_BROWSER_WS";

/**
 * The browser of the tests and the benches that drive pages: for tests, the run's shared browser
 * when there is one (closing it then only disconnects), else headless Chromium launched for the
 * caller.
 */
export function launchBrowser(use: BrowserUse = "test"): Promise<Browser> {
  const shared = use === "test" ? process.env[SHARED_BROWSER_ENV] : undefined;
  return shared ? chromium.connect(shared) : chromium.launch(browserLaunchOptions(use));
}

/** Waits until React has hydrated the page, so client-side behaviour can be exercised. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated="true"]', { state: "attached" });
}

/** The site a suite tests: the server's origin and the browser, both set once its before hook ran. */
export interface Site {
  readonly origin: string;
  readonly browser: Browser;
}

/**
 * Registers before/after hooks that start the server (SITE_SERVER) and the browser for a test
 * file, and returns a handle whose fields are filled once they run. `prepare` may return the
 * folder to serve (a built copy of the site) instead of public/.
 */
export function useSite(
  hooks: { before: typeof before; after: typeof after },
  prepare: () => Promise<string | undefined> = async () => undefined,
): Site {
  let origin = "";
  let browser: Browser | undefined;
  let server: RunningServer | undefined;
  hooks.before(async () => {
    server = await startServer({ siteDir: await prepare(), server: SITE_SERVER });
    origin = server.origin;
    browser = await launchBrowser();
  });
  hooks.after(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get origin() {
      return origin;
    },
    get browser() {
      if (!browser) throw new Error("the browser starts in the suite's before hook");
      return browser;
    },
  };
}

/** Waits until the page's h1 reads `text`; client-side navigation renders after the URL changes. */
export async function waitForHeading(page: Page, text: string): Promise<void> {
  await page.waitForFunction((expected) => document.querySelector("h1")?.textContent?.trim() === expected, text);
}

/** What a page reported that a reader's console would show as an error. */
export interface PageProblems {
  /** One line per uncaught exception or console error, with where it came from; a suite may add its own. */
  readonly problems: string[];
  /** Stops listening (a pooled tab goes on to other pages). */
  stop(): void;
}

/**
 * Starts recording a page's uncaught exceptions (`pageerror`: React's hydration errors among them)
 * and console messages of type error, for a suite to fail on. With `notFound`, the path of a
 * page that does not exist, Chromium's "Failed to load resource" for that path and its page data
 * are expected (the document's 404, and Gatsby's look-up before it shows the not-found page).
 */
export function watchPageProblems(page: Page, { notFound }: { notFound?: string } = {}): PageProblems {
  const problems: string[] = [];
  const expectedMissing = notFound ? [notFound, `/page-data${notFound}/page-data.json`] : [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== "error") return;
    const where = message.location().url;
    const pathname = where ? new URL(where).pathname : "";
    if (/^Failed to load resource: .* 404 /.test(message.text()) && expectedMissing.includes(pathname)) return;
    problems.push(`console error: ${message.text()}${where ? ` (${where})` : ""}`);
  };
  const onPageError = (error: Error) => problems.push(`page error: ${error.message}`);
  page.on("console", onConsole);
  page.on("pageerror", onPageError);
  return {
    problems,
    stop() {
      page.off("console", onConsole);
      page.off("pageerror", onPageError);
    },
  };
}
