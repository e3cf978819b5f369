import assert from "node:assert/strict";
import fs from "node:fs";
import { after, before, describe, test } from "node:test";
import type { BrowserContextOptions, Page } from "playwright-core";
import { builtPages } from "./a11y.ts";
import { useSite, waitForHeading, waitForHydration } from "./harness.ts";

const site = useSite({ before, after });

/** The attributes of <html> and the background the first animation frame saw. */
interface FirstPaint {
  theme: string | null;
  dismissed: boolean;
  background: string;
}

/** What the first-paint probe records: the first frame, and the attributes changed after it. */
interface FirstPaintProbe {
  first: FirstPaint | null;
  laterChanges: (string | null)[];
}

/** A Network Information API reading, as the prefetch tests emulate it. */
interface ConnectionInfo {
  effectiveType: string;
  saveData: boolean;
}

/** Gatsby's loader as far as its links' prefetching uses it. */
interface PrefetchLoader {
  enqueue(path: string): Promise<boolean>;
}

/** The page's window: what this suite's init scripts and probes keep on it, and the Google tag's function. */
declare const window: Window &
  typeof globalThis & {
    __firstPaint?: FirstPaintProbe;
    __progressBar: { shown: boolean; at: number }[];
    __navigationStart: number;
    __prefetchDecisions: { path: string; queued: boolean }[];
    __serverSheetRemoved: boolean;
    __reactDomEvaluated: { package: string; script: string | null }[];
    __REACT_DEVTOOLS_GLOBAL_HOOK__: object;
    gtag?: unknown;
  };
/** The page's navigator, with the Network Information API that Chromium has and TypeScript's DOM lacks. */
declare const navigator: Navigator & { connection: ConnectionInfo };

const LIGHT_BG = "#ffffff";
const DARK_BG = "#15181d";

/**
 * Init script: records the colour mode, the announcement attribute and the background at the
 * first animation frame (which runs just before the first paint), and every later change of
 * those attributes. Any change after the first frame would be a visible flash or shift.
 */
function firstPaintProbe() {
  const attributes = ["data-theme", "data-announcement-dismissed"];
  const probe: FirstPaintProbe = { first: null, laterChanges: [] };
  window.__firstPaint = probe;
  new MutationObserver((records) => {
    if (!probe.first) return;
    for (const record of records) probe.laterChanges.push(record.attributeName);
  }).observe(document, { attributes: true, subtree: true, attributeFilter: attributes });
  requestAnimationFrame(() => {
    const root = document.documentElement;
    probe.first = {
      theme: root.getAttribute("data-theme"),
      dismissed: root.hasAttribute("data-announcement-dismissed"),
      background: getComputedStyle(root).getPropertyValue("--bg").trim(),
    };
  });
}

async function openPage(
  path: string,
  contextOptions: BrowserContextOptions = {},
  { probe = false }: { probe?: boolean } = {},
) {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 }, ...contextOptions });
  if (probe) await context.addInitScript(firstPaintProbe);
  const page = await context.newPage();
  await page.goto(site.origin + path);
  await waitForHydration(page);
  return { context, page };
}

const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--bg").trim());
const firstPaint = (page: Page) =>
  page
    .waitForFunction(() => window.__firstPaint?.first && window.__firstPaint)
    // waitForFunction resolves with the first truthy value, which is the probe.
    .then(async (handle) => (await handle.jsonValue()) as FirstPaintProbe);
const sidebar = (page: Page) => page.locator('nav[aria-label="Documentation sidebar"]').first();

describe("colour mode", () => {
  test("the first visit follows the OS, and the page follows OS changes until the reader chooses", async () => {
    const { context, page } = await openPage("/docs/platform/overview", { colorScheme: "dark" });
    assert.equal(await background(page), DARK_BG);
    assert.equal(await page.evaluate(() => document.documentElement.hasAttribute("data-theme")), false);
    assert.equal(await page.getByRole("button", { name: "Switch to light mode" }).count(), 1);
    await page.emulateMedia({ colorScheme: "light" });
    assert.equal(await background(page), LIGHT_BG);
    await page.getByRole("button", { name: "Switch to dark mode" }).click();
    assert.equal(await background(page), DARK_BG);
    assert.equal(await page.evaluate(() => localStorage.getItem("theme")), "dark");
    await page.emulateMedia({ colorScheme: "light" });
    assert.equal(await background(page), DARK_BG, "a chosen mode ignores the OS");
    await context.close();
  });

  test("the choice persists across reloads and is already applied at first paint", async () => {
    const { context, page } = await openPage("/docs/platform/overview", { colorScheme: "light" }, { probe: true });
    assert.deepEqual((await firstPaint(page)).first, { theme: null, dismissed: false, background: LIGHT_BG });
    await page.getByRole("button", { name: "Switch to dark mode" }).click();
    for (const load of [() => page.reload(), () => page.goto(`${site.origin}/docs/api`)]) {
      await load();
      await waitForHydration(page);
      const probe = await firstPaint(page);
      assert.deepEqual(probe.first, { theme: "dark", dismissed: false, background: DARK_BG });
      assert.deepEqual(probe.laterChanges, [], "the mode changed after the first paint");
      assert.equal(await page.getByRole("button", { name: "Switch to light mode" }).count(), 1);
    }
    await context.close();
  });
});

describe("printing", () => {
  test("prints in light mode whatever the mode on screen, without the navbar or the announcement", async () => {
    const { context, page } = await openPage("/docs/platform/overview", { colorScheme: "dark" });
    await page.getByRole("button", { name: "Switch to light mode" }).click();
    await page.getByRole("button", { name: "Switch to dark mode" }).click();
    await page.emulateMedia({ media: "print" });
    assert.equal(await background(page), LIGHT_BG);
    assert.equal(await page.getByRole("banner").isVisible(), false);
    assert.equal(await page.getByRole("region", { name: "Announcement" }).isVisible(), false);
    assert.ok(await page.locator("h1").first().isVisible());
    await context.close();
  });
});

describe("announcement bar", () => {
  const bar = (page: Page) => page.getByRole("region", { name: "Announcement" });
  const navbarTop = (page: Page) => page.getByRole("banner").evaluate((header) => header.getBoundingClientRect().top);

  test("dismissal is remembered across reloads, with no bar and no shift at first paint", async () => {
    const { context, page } = await openPage("/docs/platform/overview", {}, { probe: true });
    assert.ok(await bar(page).isVisible());
    assert.ok((await navbarTop(page)) > 0, "the bar sits above the navbar");
    await bar(page).getByRole("button", { name: "Dismiss announcement" }).click();
    assert.equal(await bar(page).isVisible(), false);
    assert.equal(await navbarTop(page), 0);
    await page.reload();
    await waitForHydration(page);
    const probe = await firstPaint(page);
    assert.equal(probe.first?.dismissed, true);
    assert.deepEqual(probe.laterChanges, []);
    assert.equal(await bar(page).isVisible(), false);
    assert.equal(await navbarTop(page), 0);
    await context.close();
  });

  test("comes back when the announcement id changes", async () => {
    const { context, page } = await openPage("/docs/platform/overview");
    // A dismissal of an earlier announcement, as a returning reader would have stored.
    await page.evaluate(() => localStorage.setItem("announcement-dismissed", "an-earlier-announcement"));
    await page.reload();
    await waitForHydration(page);
    assert.ok(await bar(page).isVisible());
    await context.close();
  });
});

describe("page loading", () => {
  /** Holds requests for `glob` for `ms` before letting them through. */
  const delay = (page: Page, glob: string, ms: number) =>
    page.route(glob, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue().catch(() => undefined);
    });

  /** Records when #nprogress is added to the page, relative to window.__navigationStart. */
  const watchProgressBar = (page: Page) =>
    page.evaluate(() => {
      window.__progressBar = [];
      new MutationObserver(() => {
        const shown = Boolean(document.getElementById("nprogress"));
        const last = window.__progressBar.at(-1);
        if (shown !== (last?.shown ?? false))
          window.__progressBar.push({ shown, at: performance.now() - window.__navigationStart });
      }).observe(document.body, { childList: true });
    });

  const clickSidebarLink = (page: Page, name: string) =>
    page
      .evaluate(() => {
        window.__navigationStart = performance.now();
      })
      .then(() => sidebar(page).getByRole("link", { name, exact: true }).click());

  test("a navigation slower than 200 ms shows the progress bar in the accent colour, without a spinner", async () => {
    const { context, page } = await openPage("/docs/platform/overview");
    await watchProgressBar(page);
    await delay(page, "**/page-data/docs/account/trial/page-data.json", 1200);
    await clickSidebarLink(page, "Trial");
    await page.waitForSelector("#nprogress .bar", { state: "attached" });
    assert.equal(await page.locator("#nprogress .spinner, #nprogress [role]").count(), 0);
    const barColour = await page.locator("#nprogress .bar").evaluate((bar) => getComputedStyle(bar).backgroundColor);
    assert.equal(barColour, "rgb(10, 97, 184)", "the bar is in the light accent, #0a61b8");
    await waitForHeading(page, "Start a free trial");
    await page.waitForSelector("#nprogress", { state: "detached" });
    const shown = await page.evaluate(() => window.__progressBar.find((entry) => entry.shown));
    assert.ok(shown, "the bar was shown");
    assert.ok(shown.at >= 195, `the bar appeared after ${shown.at} ms`);
    await context.close();
  });

  test("a navigation to a page already loaded shows no progress bar", async () => {
    const { context, page } = await openPage("/docs/platform/overview");
    await clickSidebarLink(page, "Infrastructure");
    await waitForHeading(page, "Infrastructure");
    await watchProgressBar(page);
    await clickSidebarLink(page, "Overview");
    await page.waitForURL((url) => url.pathname === "/docs/platform/overview");
    await waitForHeading(page, "Platform overview");
    // The bar would show 200 ms into a navigation still loading; this one has rendered, so it never may.
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
    assert.deepEqual(await page.evaluate(() => window.__progressBar), []);
    await context.close();
  });

  test("slow page resources show a spinner over the content after a delay", async () => {
    const { context, page } = await openPage("/docs/platform/overview");
    await delay(page, "**/page-data/docs/account/registration/page-data.json", 2500);
    await clickSidebarLink(page, "Registration");
    const spinner = page.getByRole("status").filter({ hasText: "Loading /docs/account/registration…" });
    await spinner.waitFor({ timeout: 2000 });
    const at = await page.evaluate(() => performance.now() - window.__navigationStart);
    assert.ok(at >= 1000, `the spinner appeared after ${at} ms`);
    await waitForHeading(page, "Create a Tickwire account");
    assert.equal(await spinner.count(), 0);
    await context.close();
  });

  test("offline: the error text and Retry, which loads the page once back online", async () => {
    const { context, page } = await openPage("/docs/platform/overview");
    await context.setOffline(true);
    await clickSidebarLink(page, "Free plan");
    const alert = page.getByRole("alert");
    await alert.getByRole("heading", { name: "This page could not be loaded." }).waitFor();
    assert.match((await alert.textContent()) ?? "", /You are offline, so \/docs\/payments\/free could not be loaded\./);
    assert.equal(new URL(page.url()).pathname, "/docs/platform/overview", "the current page stays");
    assert.ok(await page.getByRole("banner").isVisible());
    await context.setOffline(false);
    await alert.getByRole("button", { name: "Retry" }).click();
    await waitForHeading(page, "Free plan");
    assert.equal(new URL(page.url()).pathname, "/docs/payments/free");
    assert.equal(await page.getByRole("alert").filter({ hasText: "could not be loaded" }).count(), 0);
    await context.close();
  });

  test("a 404 on page data, then a chunk that fails: each shows its error, and Retry recovers", async () => {
    // From a page of another template, so that the guides' one template is not loaded yet.
    const { context, page } = await openPage("/docs/category/available-endpoints");
    const alert = page.getByRole("alert").filter({ hasText: "This page could not be loaded." });
    const pageData = "**/page-data/docs/api/authentication/page-data.json";
    await page.route(pageData, (route) => route.fulfill({ status: 404, body: "Not found" }));
    await page
      .locator('nav[aria-label="HTTP API sidebar"]')
      .getByRole("link", { name: "Authentication", exact: true })
      .click();
    await alert.waitFor();
    assert.match(
      (await alert.textContent()) ?? "",
      /\/docs\/api\/authentication could not be loaded: the server did not return its page data\./,
    );
    await page.unroute(pageData);
    const chunk = "**/component---src-templates-doc-tsx-*.js";
    await page.route(chunk, (route) => route.abort());
    await alert.getByRole("button", { name: "Retry" }).click();
    await page.waitForFunction(() => /Loading chunk/.test(document.querySelector('[role="alert"]')?.textContent ?? ""));
    await page.unroute(chunk);
    await alert.getByRole("button", { name: "Retry" }).click();
    await waitForHeading(page, "Authentication");
    await context.close();
  });

  test("'Stay on this page' closes the error and keeps the current page", async () => {
    const { context, page } = await openPage("/docs/platform/overview");
    await context.setOffline(true);
    await clickSidebarLink(page, "Free plan");
    await page.getByRole("button", { name: "Stay on this page" }).click();
    await context.setOffline(false);
    assert.equal(await page.getByRole("alert").filter({ hasText: "could not be loaded" }).count(), 0);
    assert.equal((await page.locator("h1").first().textContent())?.trim(), "Platform overview");
    await context.close();
  });
});

describe("route asset prefetching", () => {
  /** Init script: a Network Information API reporting `connection`, set before Gatsby loads. */
  function emulateConnection(connection: ConnectionInfo) {
    Object.defineProperty(Navigator.prototype, "connection", {
      configurable: true,
      get: () => ({ ...connection, addEventListener() {}, removeEventListener() {} }),
    });
  }

  /**
   * Init script: records every in-view prefetch Gatsby's links ask its loader for (`enqueue`), with
   * the loader's answer once it has one: false at once when it declines, true once fetched.
   */
  function recordPrefetchDecisions() {
    window.__prefetchDecisions = [];
    let loader: PrefetchLoader | undefined;
    Object.defineProperty(window, "___loader", {
      configurable: true,
      get: () => loader,
      set(value: PrefetchLoader) {
        const enqueue = value.enqueue;
        loader = {
          ...value,
          enqueue(path: string) {
            const answer = enqueue(path);
            answer.then((queued) => window.__prefetchDecisions.push({ path, queued }));
            return answer;
          },
        };
      },
    });
  }

  const REGISTRATION = "/page-data/docs/account/registration/page-data.json";

  /**
   * Page-data requests for pages other than the current one, once the links in view have been
   * decided on and the Registration link hovered: with `expectPrefetch`, until the hovered page and
   * others in view have loaded; without, until Gatsby has declined the in-view link and the network
   * is quiet after the hover.
   */
  async function prefetchedPageData(connection: ConnectionInfo | null, expectPrefetch: boolean) {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
    if (connection) await context.addInitScript(emulateConnection, connection);
    await context.addInitScript(recordPrefetchDecisions);
    const page = await context.newPage();
    const requested: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith("/page-data/docs/") && pathname !== "/page-data/docs/platform/overview/page-data.json")
        requested.push(pathname);
    });
    await page.goto(`${site.origin}/docs/platform/overview`);
    await waitForHydration(page);
    if (connection)
      assert.deepEqual(
        await page.evaluate(() => ({
          effectiveType: navigator.connection.effectiveType,
          saveData: navigator.connection.saveData,
        })),
        connection,
      );
    await sidebar(page).getByRole("link", { name: "Registration", exact: true }).hover();
    if (expectPrefetch) {
      // Gatsby fetches links in view in a batch 3 s after the first one; bounded by the test's own timeout.
      await page.waitForFunction(() => window.__prefetchDecisions.some((decision) => decision.queued));
      await page.waitForLoadState("networkidle");
    } else {
      await page.waitForFunction(() =>
        window.__prefetchDecisions.some(
          (decision) => decision.path === "/docs/account/registration" && decision.queued === false,
        ),
      );
      await page.waitForLoadState("networkidle");
    }
    await context.close();
    return requested;
  }

  test("linked pages are prefetched on a normal connection (the control)", async () => {
    const requested = await prefetchedPageData(null, true);
    assert.ok(requested.includes(REGISTRATION), "the hovered link loads");
    assert.ok(requested.length > 2, `only ${requested.length} page-data requests`);
  });

  test("nothing is prefetched on a 2g connection, in view or hovered", async () => {
    assert.deepEqual(await prefetchedPageData({ effectiveType: "2g", saveData: false }, false), []);
  });

  test("nothing is prefetched with data-saver on", async () => {
    assert.deepEqual(await prefetchedPageData({ effectiveType: "4g", saveData: true }, false), []);
  });
});

describe("unconfigured extras", () => {
  test("no analytics: no request leaves the site and no tag is loaded", async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const foreign: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(site.origin)) foreign.push(request.url());
    });
    await page.goto(`${site.origin}/docs/platform/overview`);
    await waitForHydration(page);
    await sidebar(page).getByRole("link", { name: "Status", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/docs/platform/status");
    // Where a tag would load: the page is interactive, the network quiet and the browser idle.
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
    assert.deepEqual(foreign, []);
    assert.equal(await page.evaluate(() => typeof window.gtag), "undefined");
    await context.close();
  });

  test("no version dropdown with the single current version", async () => {
    const { context, page } = await openPage("/docs/api");
    assert.equal(await page.getByRole("combobox", { name: "Docs version" }).count(), 0);
    await context.close();
  });

  test("the test-only pages are not in the production build", () => {
    assert.equal(fs.existsSync("public/docs/test/crash/index.html"), false);
    assert.equal(fs.existsSync("public/page-data/docs/test/crash/page-data.json"), false);
  });
});

describe("start-up", () => {
  test("no page carries a style tag in its body: slices' styles included, each would make the browser restyle the page", () => {
    const pages = builtPages().filter((page) => page.html);
    assert.ok(pages.length > 200, `${pages.length} pages`);
    const styled = pages.flatMap((page) => {
      const html = fs.readFileSync(page.html as string, "utf8");
      const body = html.slice(html.indexOf("<body"));
      const count = body.match(/<style[\s>]/g)?.length ?? 0;
      return count ? [`${page.path}: ${count}`] : [];
    });
    assert.deepEqual(styled, []);
  });

  test("hydration leaves the server's stylesheet in place and inserts none of its rules again", async () => {
    const page = await site.browser.newPage();
    await page.addInitScript(() => {
      window.__serverSheetRemoved = false;
      new MutationObserver((records) => {
        for (const record of records) {
          if (
            [...record.removedNodes].some(
              (node) => node.nodeName === "STYLE" && node instanceof Element && node.hasAttribute("data-emotion-ids"),
            )
          )
            window.__serverSheetRemoved = true;
        }
      }).observe(document, { childList: true, subtree: true });
    });
    // Guides and reference pages take their styles from the global stylesheet; the symbol list
    // still renders emotion styles on the server.
    for (const [route, styledByEmotion] of [
      ["/docs/platform/overview", false],
      ["/docs/api/crypto/get-quote", false],
      ["/docs/symbols/stocks/us", true],
    ]) {
      await page.goto(site.origin + route);
      await waitForHydration(page);
      const { removed, ids, reinserted, served } = await page.evaluate(() => {
        const server = document.querySelector<HTMLStyleElement>("style[data-emotion-ids]");
        const ids = new Set((server?.getAttribute("data-emotion-ids") ?? "").split(" ").filter(Boolean));
        const clientRules = [...document.styleSheets]
          .filter((sheet) => sheet.ownerNode !== server)
          .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
        const reinserted = clientRules.filter((rule) =>
          [...rule.matchAll(/\.css-([a-z0-9]+)/g)].some(([, id]) => ids.has(id)),
        );
        return {
          removed: window.__serverSheetRemoved,
          ids: ids.size,
          reinserted,
          served: server?.sheet?.cssRules.length ?? 0,
        };
      });
      assert.equal(removed, false, `${route}: the server's stylesheet was moved`);
      if (styledByEmotion)
        assert.ok(
          ids > 3 && served > 20,
          `${route}: the server's stylesheet lists ${ids} ids and holds ${served} rules`,
        );
      assert.deepEqual(reinserted, [], `${route}: rules inserted again`);
    }
    await page.close();
  });
  test("React DOM is evaluated in a task of its own, not inside the app script's evaluation", async () => {
    const page = await site.browser.newPage();
    // React DOM announces itself to a devtools hook when its module is evaluated; the script being
    // evaluated at that moment, if any, is document.currentScript.
    await page.addInitScript(() => {
      window.__reactDomEvaluated = [];
      window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        isDisabled: false,
        renderers: new Map(),
        inject(internals: { rendererPackageName: string }) {
          window.__reactDomEvaluated.push({
            package: internals.rendererPackageName,
            script: document.currentScript instanceof HTMLScriptElement ? document.currentScript.src : null,
          });
          return 1;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        onScheduleFiberRoot() {},
        checkDCE() {},
      };
    });
    await page.goto(`${site.origin}/docs/platform/overview`);
    await waitForHydration(page);
    assert.deepEqual(await page.evaluate(() => window.__reactDomEvaluated), [{ package: "react-dom", script: null }]);
    await page.close();
  });
});
