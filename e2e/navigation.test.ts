import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { ViewportSize } from "playwright-core";
import type { GatsbyWindow } from "../src/browser/navigation.ts";
import { SITE_SERVER, useSite, waitForHeading, waitForHydration } from "./harness.ts";

/** The page's window: Gatsby's navigate, and a marker that survives client-side navigation only. */
declare const window: Window &
  typeof globalThis &
  Required<Pick<GatsbyWindow, "___navigate">> & { __sameDocument?: boolean };

const site = useSite({ before, after });

/**
 * What the page's own code does with the HTML it was sent is the same whichever server sent it
 * (server-parity.test.ts holds the servers' answers alike). On nginx only the tests that fetch
 * more from the server run: client-side navigation, which loads page data and the app's files.
 */
const pageTest = SITE_SERVER === "nginx" ? test.skip : test;

async function openPage(path: string, viewport: ViewportSize = { width: 1280, height: 800 }) {
  const page = await site.browser.newPage({ viewport });
  await page.goto(site.origin + path);
  await waitForHydration(page);
  return page;
}

describe("client-side navigation", () => {
  test("links navigate without reloading and never produce trailing slashes", async () => {
    const page = await openPage("/docs/payments/free");
    await page.evaluate(() => {
      window.__sameDocument = true;
    });
    await page
      .locator("header")
      .getByRole("link", { name: /Tickwire/ })
      .click();
    await page.waitForURL((url) => url.pathname === "/docs");
    await waitForHeading(page, "Introduction");
    await page.locator('nav[aria-label="Documentation sidebar"]').getByRole("link", { name: "Products" }).click();
    await page.waitForURL((url) => url.pathname === "/docs/products");
    await waitForHeading(page, "Products");
    assert.equal(await page.evaluate(() => window.__sameDocument), true, "navigation reloaded the page");
    await page.close();
  });

  pageTest("the sidebar marks the current page, and only it, with aria-current", async () => {
    const page = await openPage("/docs/payments/trial");
    const sidebar = page.locator('nav[aria-label="Documentation sidebar"]').first();
    const current = sidebar.locator('[aria-current="page"]');
    assert.equal(await current.count(), 1);
    assert.equal(await current.textContent(), "Trial billing");
    assert.equal(await current.getAttribute("href"), "/docs/payments/trial");
    await page.close();
  });

  pageTest("categories are expanded and collapse on demand", async () => {
    const page = await openPage("/docs/platform/overview");
    const sidebar = page.locator('nav[aria-label="Documentation sidebar"]').first();
    const toggle = sidebar.getByRole("button", { name: "Account" });
    assert.equal(await toggle.getAttribute("aria-expanded"), "true");
    assert.ok(await sidebar.getByRole("link", { name: "Registration" }).isVisible());
    await toggle.click();
    assert.equal(await toggle.getAttribute("aria-expanded"), "false");
    assert.equal(await sidebar.getByRole("link", { name: "Registration" }).isVisible(), false);
    await page.close();
  });

  pageTest("the navbar marks the section of the current page", async () => {
    const page = await openPage("/docs/api/limits");
    const active = page.locator('header nav[aria-label="Main"] [data-active="true"]');
    assert.equal(await active.count(), 1);
    assert.match((await active.textContent()) ?? "", /^HTTP API/);
    await page.close();
  });

  pageTest("breadcrumbs and previous/next links follow the sidebar", async () => {
    const page = await openPage("/docs/account/activation");
    const crumbs = await page.locator('nav[aria-label="Breadcrumbs"] li').allTextContents();
    assert.deepEqual(crumbs, ["Documentation", "Account", "Verify and activate your account"]);
    const pager = page.locator('nav[aria-label="Docs pages"]');
    assert.equal(
      await pager.getByRole("link", { name: /Previous/ }).getAttribute("href"),
      "/docs/account/registration",
    );
    assert.equal(await pager.getByRole("link", { name: /Next/ }).getAttribute("href"), "/docs/account/trial");
    await page.close();
  });

  pageTest("category pages show their items as cards with descriptions", async () => {
    const page = await openPage("/docs/support");
    const cards = page.locator(".doc-cards a");
    assert.deepEqual(await cards.evaluateAll((links) => links.map((link) => link.getAttribute("href"))), [
      "/docs/support/channels",
      "/docs/support/levels",
    ]);
    assert.ok(((await cards.first().locator("span").textContent()) ?? "").length > 20, "card has a description");
    await page.close();
  });
});

describe("scrolling", () => {
  pageTest("a first load with a hash shows the target heading below the navbar", async () => {
    const page = await openPage("/docs/platform/getting-started#step-3-handle-errors");
    const top = await page.locator("#step-3-handle-errors").evaluate((heading) => heading.getBoundingClientRect().top);
    assert.ok(top >= 60 && top < 200, `heading top at ${top}px`);
    await page.close();
  });

  test("navigating to a link with a hash scrolls to it; without one, to the top", async () => {
    const page = await openPage("/docs/payments/free");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.evaluate(() => window.___navigate("/docs/account/activation#troubleshooting"));
    await page.waitForURL((url) => url.pathname === "/docs/account/activation");
    await page.waitForFunction(() => {
      const top = document.getElementById("troubleshooting")?.getBoundingClientRect().top;
      return top !== undefined && top >= 0 && top < 200;
    });
    await page.locator('nav[aria-label="Docs pages"]').getByRole("link", { name: /Next/ }).click();
    await page.waitForURL((url) => url.pathname === "/docs/account/trial");
    await page.waitForFunction(() => window.scrollY === 0);
    await page.close();
  });
});

describe("table of contents", () => {
  pageTest("lists only h2 and h3 targets that exist on the page", async () => {
    const page = await openPage("/docs/platform/status");
    const toc = page.getByRole("navigation", { name: "On this page" }).first();
    const targets = await toc.locator("a").evaluateAll((links) =>
      links.map((link) => {
        const id = decodeURIComponent((link.getAttribute("href") ?? "").slice(1));
        return document.getElementById(id)?.tagName ?? "missing";
      }),
    );
    assert.ok(targets.length >= 4);
    assert.deepEqual([...new Set(targets)].sort(), ["H2", "H3"]);
    await page.close();
  });

  pageTest("highlights the section in view", async () => {
    const page = await openPage("/docs/platform/status");
    const toc = page.getByRole("navigation", { name: "On this page" }).first();
    await page.locator("#what-to-do-during-an-incident").evaluate((heading) => heading.scrollIntoView());
    await page.waitForFunction(
      () =>
        document.querySelector('nav[aria-label="On this page"] a[data-active="true"]')?.getAttribute("href") ===
        "#what-to-do-during-an-incident",
    );
    assert.equal(await toc.locator('a[data-active="true"]').count(), 1);
    await page.close();
  });
});

describe("mobile drawer", () => {
  pageTest("opens at 800px, traps focus, closes on Escape and returns focus", async () => {
    const page = await openPage("/docs/platform/overview", { width: 800, height: 900 });
    const hamburger = page.getByRole("button", { name: "Open navigation" });
    assert.ok(await hamburger.isVisible());
    await hamburger.click();
    const dialog = page.getByRole("dialog", { name: "Navigation" });
    await dialog.waitFor();
    assert.ok(await dialog.getByRole("link", { name: "HTTP API" }).isVisible());
    assert.ok(await dialog.locator('[aria-current="page"]').first().isVisible());
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press("Tab");
      assert.ok(
        await dialog.evaluate((element) => element.contains(document.activeElement)),
        `focus left at step ${step}`,
      );
    }
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    assert.ok(await hamburger.evaluate((button) => button === document.activeElement));
    await page.close();
  });

  test("closes on navigation and on a click outside", async () => {
    const page = await openPage("/docs/platform/overview", { width: 800, height: 900 });
    await page.getByRole("button", { name: "Open navigation" }).click();
    const dialog = page.getByRole("dialog", { name: "Navigation" });
    await dialog.getByRole("link", { name: "Infrastructure" }).click();
    await page.waitForURL((url) => url.pathname === "/docs/platform/infrastructure");
    await dialog.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Open navigation" }).click();
    await dialog.waitFor();
    await page.mouse.click(780, 450);
    await dialog.waitFor({ state: "detached" });
    await page.close();
  });

  pageTest("closes when the window grows to 1200px", async () => {
    const page = await openPage("/docs/platform/overview", { width: 800, height: 900 });
    await page.getByRole("button", { name: "Open navigation" }).click();
    const dialog = page.getByRole("dialog", { name: "Navigation" });
    await dialog.waitFor();
    await page.setViewportSize({ width: 1200, height: 900 });
    await dialog.waitFor({ state: "detached" });
    assert.equal(await page.getByRole("button", { name: "Open navigation" }).isVisible(), false);
    assert.equal(
      await page.evaluate(() => document.activeElement?.id),
      "content",
      "focus should move to the main content",
    );
    await page.close();
  });
});
