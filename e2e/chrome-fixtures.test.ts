/**
 * Chrome behaviours that need a differently built site (e2e/fixture-site.ts): the test-only pages
 * (TICKWIRE_TEST_PAGES=1: content and layout that crash on demand), the navbar's hide-on-scroll
 * turned on in site.config.ts, and analytics configured with a measurement id.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Page, ViewportSize } from "playwright-core";
import { fixtureSite, MEASUREMENT_ID } from "./fixture-site.ts";
import { useSite, waitForHeading, waitForHydration } from "./harness.ts";

const GOOGLE_TAG = "https://www.googletagmanager.com/**";

/** The page's window: the Google tag's calls (each the `arguments` of one), and the stub tag's mark. */
declare const window: Window & typeof globalThis & { dataLayer?: ArrayLike<unknown>[]; __googleTagLoaded?: boolean };

const site = useSite({ before, after }, async () => {
  const fixture = await fixtureSite();
  if (fixture.build.code !== 0) throw new Error(`the fixture site did not build:\n${fixture.build.output}`);
  return fixture.publicDir;
});

/** A page in a fresh context where the Google tag is a stub that records its loading. */
async function openPage(
  pathname: string,
  {
    viewport = { width: 1280, height: 800 },
    doNotTrack = false,
  }: { viewport?: ViewportSize; doNotTrack?: boolean } = {},
) {
  const context = await site.browser.newContext({ viewport });
  const tagRequests: { url: string; hydrated: boolean }[] = [];
  await context.route(GOOGLE_TAG, async (route) => {
    tagRequests.push({
      url: route.request().url(),
      hydrated: await page.evaluate(() => document.documentElement.dataset.hydrated === "true").catch(() => false),
    });
    await route.fulfill({ contentType: "text/javascript", body: "window.__googleTagLoaded = true;" });
  });
  if (doNotTrack)
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "doNotTrack", { configurable: true, get: () => "1" }),
    );
  const page = await context.newPage();
  await page.goto(site.origin + pathname);
  await waitForHydration(page);
  return { context, page, tagRequests };
}

const sidebar = (page: Page) => page.locator('nav[aria-label="Documentation sidebar"]').first();

describe("crash fallback", () => {
  test("content that crashes shows the title, the message and Try again; navbar and sidebar keep working", async () => {
    const { context, page } = await openPage("/docs/test/crash");
    await page.getByRole("button", { name: "Crash the content" }).click();
    const main = page.getByRole("main");
    await main.getByRole("heading", { name: "This page crashed." }).waitFor();
    assert.ok(await main.getByText("The quote table failed to render.").isVisible());
    assert.ok(await page.getByRole("banner").isVisible(), "the navbar stays");
    await main.getByRole("button", { name: "Try again" }).click();
    await main.getByRole("button", { name: "Crash the content" }).waitFor();
    await page.getByRole("button", { name: "Crash the content" }).click();
    await sidebar(page).getByRole("link", { name: "Free plan", exact: true }).click();
    await waitForHeading(page, "Free plan");
    await page
      .getByRole("banner")
      .getByRole("link", { name: /^HTTP API/ })
      .click();
    await page.waitForURL((url) => url.pathname === "/docs/api");
    await context.close();
  });

  test("a layout that crashes is caught at the root, with Try again and a way home", async () => {
    const { context, page } = await openPage("/docs/test/layout-crash");
    await page.getByRole("button", { name: "Crash the layout" }).click();
    await page.getByRole("heading", { name: "This page crashed." }).waitFor();
    assert.ok(await page.getByText("The layout failed to render.").isVisible());
    assert.equal(await page.getByRole("banner").count(), 0, "the layout is gone");
    assert.equal(await page.getByRole("link", { name: "Go to the Tickwire docs home" }).getAttribute("href"), "/docs");
    await page.getByRole("button", { name: "Try again" }).click();
    await page.getByRole("button", { name: "Crash the layout" }).waitFor();
    assert.ok(await page.getByRole("banner").isVisible());
    await context.close();
  });
});

describe("navbar hide on scroll (enabled in this build)", () => {
  const hidden = (page: Page) =>
    page.getByRole("banner").evaluate((header) => header.getBoundingClientRect().bottom <= 0);
  /** Waits (bounded) until the navbar's transition has ended in the expected state. */
  const settle = (page: Page, expectHidden: boolean) =>
    page
      .waitForFunction(
        (expected) => {
          const header = document.querySelector("header");
          return (
            header !== null &&
            header.getAnimations().length === 0 &&
            header.getBoundingClientRect().bottom <= 0 === expected
          );
        },
        expectHidden,
        { timeout: 5_000 },
      )
      .catch(() => undefined);

  test("hides on scroll down, shows on scroll up and at the top", async () => {
    const { context, page } = await openPage("/docs/platform/getting-started");
    await page.mouse.move(640, 500);
    await page.mouse.wheel(0, 1200);
    await settle(page, true);
    assert.equal(await hidden(page), true, "hidden after scrolling down");
    await page.mouse.wheel(0, -300);
    await settle(page, false);
    assert.equal(await hidden(page), false, "shown after scrolling up");
    await page.mouse.wheel(0, 800);
    await settle(page, true);
    assert.equal(await hidden(page), true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await settle(page, false);
    assert.equal(await hidden(page), false, "shown at the top");
    await context.close();
  });

  test("never hides while focus is inside it", async () => {
    const { context, page } = await openPage("/docs/platform/getting-started");
    await page.mouse.move(640, 500);
    await page.mouse.wheel(0, 1200);
    await settle(page, true);
    assert.equal(await hidden(page), true);
    await page
      .getByRole("banner")
      .getByRole("link", { name: /^Symbols/ })
      .focus();
    await settle(page, false);
    assert.equal(await hidden(page), false, "focus brings it back");
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 1200);
    // The scroll has happened and the navbar had its chance to move.
    await page.waitForFunction((y) => window.scrollY > y, scrolled, { timeout: 5_000 });
    await settle(page, false);
    assert.equal(await hidden(page), false, "it stays while focused");
    await context.close();
  });
});

describe("analytics (configured in this build)", () => {
  const pageViews = (page: Page) =>
    page.evaluate(() =>
      (window.dataLayer ?? [])
        .map((args) => Array.from(args))
        .filter(([kind, name]) => kind === "event" && name === "page_view")
        .map(([, , params]) => (params as { page_path?: string }).page_path),
    );

  test("the Google tag loads after the page is interactive; client-side navigations count as page views", async () => {
    const { context, page, tagRequests } = await openPage("/docs/platform/overview");
    await page.waitForFunction(() => window.__googleTagLoaded === true);
    assert.deepEqual(tagRequests, [
      { url: `https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`, hydrated: true },
    ]);
    await page.waitForFunction(() => window.dataLayer?.some((args) => args[1] === "page_view"));
    await sidebar(page).getByRole("link", { name: "Status", exact: true }).click();
    await waitForHeading(page, "Platform status");
    await page.waitForFunction(() => window.dataLayer?.filter((args) => args[1] === "page_view").length === 2);
    assert.deepEqual(await pageViews(page), ["/docs/platform/overview", "/docs/platform/status"]);
    const config = await page.evaluate(() => Array.from(window.dataLayer?.find((args) => args[0] === "config") ?? []));
    assert.deepEqual(config, ["config", MEASUREMENT_ID, { send_page_view: false }]);
    await context.close();
  });

  test("Do Not Track: nothing is loaded and nothing is sent", async () => {
    const { context, page, tagRequests } = await openPage("/docs/platform/overview", { doNotTrack: true });
    await sidebar(page).getByRole("link", { name: "Status", exact: true }).click();
    await waitForHeading(page, "Platform status");
    // Where the tag would load: the page is interactive, the network quiet and the browser idle.
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
    assert.deepEqual(tagRequests, []);
    assert.equal(await page.evaluate(() => window.dataLayer), undefined);
    await context.close();
  });
});
