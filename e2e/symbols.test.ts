import assert from "node:assert/strict";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import type { Page } from "playwright-core";
import { listDataPath, rowsOfListData } from "../src/lib/symbols/list-data.ts";
import { pageRoute, SYMBOL_PAGE_SIZE } from "../src/lib/symbols/paging.ts";
import { builtPagesOfTemplates } from "./a11y.ts";
import { useSite, waitForHeading, waitForHydration } from "./harness.ts";

/** The symbol pages the build created, from its page data: route, kind and h1 (the page's chrome). */
const builtSymbolPages = () => builtPagesOfTemplates(["symbol-list", "symbol-entry"], path.join("docs", "symbols"));

/** A pattern matching `text` as React writes it into HTML (its escapes of & < > " and '). */
const escapeHtmlPattern = (text: string): string =>
  text
    .replace(
      /[&<>"']/g,
      (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[char] ?? char,
    )
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The symbol reference's routes in the site's route list. */
const LISTED = [
  "/docs/symbols/algo",
  "/docs/symbols/commodities/agricultural",
  "/docs/symbols/commodities/energy",
  "/docs/symbols/commodities/metal",
  "/docs/symbols/crypto",
  "/docs/symbols/currencies",
  "/docs/symbols/indices",
  ...["be", "ch", "cn", "de", "es", "fr", "it", "nl", "nz", "uk", "us"].map(
    (country) => `/docs/symbols/stocks/${country}`,
  ),
];

const CRYPTO = "/docs/symbols/crypto";
const US = "/docs/symbols/stocks/us";

/** Tickers of the whole US list, in list order, from the file its filter fetches. */
const usTickers = (): string[] => {
  const data: unknown = JSON.parse(fs.readFileSync(path.join("public", listDataPath("stocks-us")), "utf8"));
  return rowsOfListData(data, 5).map((row) => String(row.cells[0]));
};

/** The page's window, with a marker that survives client-side navigation only. */
declare const window: Window & typeof globalThis & { stayedOnPage?: boolean };

const site = useSite({ before, after });

/** The first cell of each body row of the page's symbol table. */
const tickers = (page: Page) => page.locator(".symbol-table tbody tr td:first-child").allTextContents();

/**
 * Serves the built site through a local server that sends `route`'s HTML in two parts: up to `cut`
 * at once, the rest when `release` is called. Every other request is passed to the site's server.
 */
async function splitDelivery(route: string, cut: (html: string) => number) {
  const html = fs.readFileSync(path.join("public", route, "index.html"), "utf8");
  const at = cut(html);
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = http.createServer(async (request, response) => {
    if (request.url === route) {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.write(html.slice(0, at));
      await released;
      response.end(html.slice(at));
      return;
    }
    const upstream = await fetch(site.origin + request.url);
    response.writeHead(upstream.status, {
      "content-type": upstream.headers.get("content-type") ?? "application/octet-stream",
    });
    response.end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    release,
    close: () => server.close(),
  };
}

/** Whether the page paints a frame within `ms`: false while its rendering is held. */
const paintsWithin = (page: Page, ms: number) =>
  page.evaluate(
    (wait) =>
      new Promise<boolean>((resolve) => {
        requestAnimationFrame(() => resolve(true));
        setTimeout(() => resolve(false), wait);
      }),
    ms,
  );

describe("symbol reference", () => {
  // Each of these pages loads in the browser with its h1 in e2e/accessibility.test.ts, as every built page does.
  test("every list has its page, and every coin, currency and index a page with its name as heading", () => {
    const pages = builtSymbolPages();
    const lists = pages.filter((page) => page.kind === "symbol-list").map((page) => page.route);
    assert.deepEqual(
      lists.filter((route) => LISTED.includes(route)).sort(),
      [...LISTED].sort(),
      "a listed route has no list page",
    );
    const entries = pages.filter((page) => page.kind === "symbol-entry");
    assert.equal(entries.length, 154);
    for (const { route, heading } of entries) {
      const html = fs.readFileSync(path.join("public", route, "index.html"), "utf8");
      assert.match(html, new RegExp(`<h1[^>]*>${escapeHtmlPattern(heading)}</h1>`), route);
    }
  });

  test("the overview lists every list with its count", async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.origin}/docs/symbols`);
    const cards = page.locator(".doc-cards a");
    assert.equal(await cards.count(), 18);
    assert.match((await cards.filter({ hasText: "US stocks" }).textContent()) ?? "", /159 of the [\d,]+ US stocks/);
    assert.match((await cards.filter({ hasText: "Crypto symbols" }).textContent()) ?? "", /87 coins/);
    await page.close();
  });

  test("the crypto list filters by text and exchange, sorts by name, keeps the view in the URL, and links to coin pages", async () => {
    const page = await site.browser.newPage();
    await page.goto(site.origin + CRYPTO);
    await waitForHydration(page);
    // The table's count: the page has other live regions (copy buttons, page actions).
    const status = page.locator(".symbol-table > [role=status]");
    assert.equal((await status.textContent())?.trim(), "87 coins");
    assert.equal(await status.getAttribute("aria-live"), "polite");

    await page.getByRole("searchbox", { name: "Filter" }).fill("bit");
    await page.waitForFunction(() =>
      document.querySelector(".symbol-table [role=status]")?.textContent.includes(" of 87"),
    );
    const bit = await tickers(page);
    assert.ok(bit.includes("BTC") && bit.length < 87, `"bit" shows ${bit.join(", ")}`);
    for (const row of await page.locator(".symbol-table tbody tr").all()) {
      const [ticker, name, pairs] = await row.locator("td").allTextContents();
      assert.match(
        `${ticker} ${name} ${pairs}`,
        /bit/i,
        "the text filter matches tickers, names and pairs, not exchanges such as Bitstamp",
      );
    }

    await page.getByRole("combobox", { name: "Exchange" }).selectOption("Gemini");
    await page.waitForFunction(
      (count) => document.querySelectorAll(".symbol-table tbody tr").length < count,
      bit.length,
    );
    const onGemini = await tickers(page);
    assert.ok(onGemini.includes("BTC") && onGemini.length < bit.length, `on Gemini: ${onGemini.join(", ")}`);

    const nameHeader = page.getByRole("columnheader", { name: "Name" });
    await nameHeader.getByRole("button").click();
    assert.equal(await nameHeader.getAttribute("aria-sort"), "ascending");
    await nameHeader.getByRole("button").click();
    assert.equal(await nameHeader.getAttribute("aria-sort"), "descending");
    await page.waitForFunction(() => {
      const names = [...document.querySelectorAll(".symbol-table tbody tr td:nth-child(2)")].map(
        (cell) => cell.textContent,
      );
      return names.length > 1 && names.every((name, index) => index === 0 || names[index - 1].localeCompare(name) >= 0);
    });
    const sorted = await tickers(page);
    const url = new URL(page.url());
    assert.equal(url.search, "?q=bit&exchange=Gemini&sort=-name");

    await page.reload();
    await waitForHydration(page);
    await page.waitForFunction(
      (count) => document.querySelectorAll(".symbol-table tbody tr").length === count,
      sorted.length,
    );
    assert.deepEqual(await tickers(page), sorted, "the reloaded page shows the same rows in the same order");
    assert.equal(await page.getByRole("searchbox", { name: "Filter" }).inputValue(), "bit");
    assert.equal(await page.getByRole("combobox", { name: "Exchange" }).inputValue(), "Gemini");
    assert.equal(await page.getByRole("columnheader", { name: "Name" }).getAttribute("aria-sort"), "descending");

    // The rows are plain markup: a marker on the window survives only a client-side navigation.
    await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
    await page.locator(".symbol-table tbody").getByRole("link", { name: "BTC", exact: true }).click();
    await waitForHeading(page, "Bitcoin (BTC)");
    assert.equal(new URL(page.url()).pathname, "/docs/symbols/crypto/bitcoin");
    assert.equal(await page.evaluate(() => window.stayedOnPage), true, "the coin link navigated client-side");
    await page.close();
  });

  test("a list reached client-side, without server-rendered rows, shows every row and filters", async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.origin}/docs/symbols`);
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
    await page.locator(".doc-cards a").filter({ hasText: "Crypto symbols" }).click();
    await waitForHeading(page, "Crypto symbols");
    assert.equal(await page.evaluate(() => window.stayedOnPage), true);
    assert.equal((await tickers(page)).length, 87);
    await page.getByRole("searchbox", { name: "Filter" }).fill("ethereum");
    await page.waitForFunction(() => document.querySelectorAll(".symbol-table tbody tr").length < 87);
    assert.ok((await tickers(page)).includes("ETH"));
    await page.goBack();
    await page
      .getByRole("link", { name: /US stocks/ })
      .first()
      .click();
    await waitForHeading(page, "US stocks");
    assert.equal(
      (await tickers(page)).length,
      SYMBOL_PAGE_SIZE,
      "another list's first page replaces the previous list's rows",
    );
    await page.close();
  });

  test("a coin page shows its facts, links into both API references, and a quote request in the language tabs", async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.origin}/docs/symbols/crypto/bitcoin`);
    assert.match((await page.locator("dl").textContent()) ?? "", /PairsBTCUSD, BTCEUR/);
    const hrefs = await page
      .locator("#http-endpoints + ul a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    assert.deepEqual(hrefs, [
      "/docs/api/crypto/get-quote",
      "/docs/api/crypto/get-quotes",
      "/docs/api/crypto/get-insights",
      "/docs/api/crypto/convert",
    ]);
    assert.equal(await page.locator('a[href="/docs/websocket/crypto/quotes"]').count(), 1);
    const tabs = await page.getByRole("tablist").first().getByRole("tab").allTextContents();
    assert.deepEqual(tabs, ["curl", "Python", "Go", "Node.js", "Ruby", "C#", "PHP", "Java", "PowerShell"]);
    assert.match(
      (await page.getByRole("tabpanel").first().textContent()) ?? "",
      /crypto\/quote\?symbol=BTCUSD[\s\S]*X-API-Key: YOUR_API_KEY/,
    );
    const crumbs = await page.getByRole("navigation", { name: "Breadcrumbs" }).textContent();
    assert.match(crumbs ?? "", /Symbols.*Crypto symbols.*Bitcoin \(BTC\)/);
    await page.close();
  });

  test("from 1200px every list fits its column, so the header can stick below the navbar", async () => {
    const page = await site.browser.newPage({ viewport: { width: 1200, height: 900 } });
    for (const route of LISTED) {
      await page.goto(site.origin + route);
      const overflow = await page.evaluate(() => {
        const table = document.querySelector(".symbol-table table");
        if (!table?.parentElement) throw new Error("the page has no symbol table");
        return {
          page: document.documentElement.scrollWidth - window.innerWidth,
          table: table.scrollWidth - table.parentElement.clientWidth,
        };
      });
      assert.deepEqual(overflow, { page: 0, table: 0 }, `${route} overflows sideways`);
    }
    await page.evaluate(() => window.scrollTo(0, 1500));
    const header = await page.locator(".symbol-table thead th").first().boundingBox();
    assert.ok(header, "the header row is shown");
    assert.equal(Math.round(header.y), 60, "the header row sticks below the 60px navbar");
    await page.close();
  });

  test("a list page is first painted with its whole table, not once per slice of rows received", async () => {
    const route = "/docs/symbols/stocks/us";
    const delivery = await splitDelivery(route, (html) => html.indexOf("<tr>", html.indexOf("<tbody")) + 2000);
    const page = await site.browser.newPage();
    try {
      await page.goto(delivery.origin + route, { waitUntil: "commit" });
      await page.waitForFunction(() => document.querySelectorAll(".symbol-table tbody tr").length > 0, null, {
        polling: 50,
      });
      assert.equal(await paintsWithin(page, 750), false, "part of the table was rendered before the rest arrived");
      delivery.release();
      assert.equal(await paintsWithin(page, 10_000), true);
      assert.equal(await page.locator(".symbol-table tbody tr").count(), SYMBOL_PAGE_SIZE);
    } finally {
      delivery.release();
      await page.close();
      delivery.close();
    }
  });

  test("a list page reached by a link renders at once: its head link holds only a page being parsed", async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.origin}/docs/symbols`);
    await waitForHydration(page);
    await page
      .getByRole("link", { name: /US stocks/ })
      .first()
      .click();
    await waitForHeading(page, "US stocks");
    // Gatsby applies a page's Head after rendering it: wait until the link is in place.
    await page.locator('head link[rel="expect"][blocking="render"]').waitFor({ state: "attached" });
    assert.equal(await paintsWithin(page, 5_000), true);
    await page.close();
  });

  test("without JavaScript the US stocks are paged with plain links, and every stock is on one of the pages", async () => {
    const all = usTickers();
    assert.ok(all.length > SYMBOL_PAGE_SIZE, "the US list is longer than a page");
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.origin}${US}?q=apple`);
    const pager = page.getByRole("navigation", { name: "Pages of US stocks" });
    assert.equal(await pager.locator('[aria-current="page"]').textContent(), "1");
    assert.equal(
      (await page.locator(".symbol-table > [role=status]").textContent())?.trim(),
      `Stocks 1 to ${SYMBOL_PAGE_SIZE} of ${all.length.toLocaleString("en-US")}`,
      "the filter in the address does nothing without JavaScript: the page shows its own rows",
    );
    const seen: string[] = [];
    for (let number = 1; ; number++) {
      assert.equal(new URL(page.url()).pathname, pageRoute(US, number));
      const rows = await tickers(page);
      assert.ok(rows.length <= SYMBOL_PAGE_SIZE, `page ${number} holds ${rows.length} rows`);
      seen.push(...rows);
      const next = page.getByRole("navigation", { name: "Pages of US stocks" }).getByRole("link", { name: "Next »" });
      if (!(await next.count())) break;
      await next.click();
    }
    assert.deepEqual(seen, all, "every stock of the list is on exactly one page, in list order");

    // The last page links back by number and by "Previous"; its head names its neighbours and itself.
    assert.equal(await page.title(), `US stocks — page ${Math.ceil(all.length / SYMBOL_PAGE_SIZE)} | Tickwire Docs`);
    assert.equal(
      await page.locator("h1").textContent(),
      `US stocks — page ${Math.ceil(all.length / SYMBOL_PAGE_SIZE)}`,
    );
    const canonical = await page.locator('head link[rel="canonical"]').getAttribute("href");
    assert.equal(new URL(canonical ?? "").pathname, new URL(page.url()).pathname);
    assert.equal(await page.locator('head link[rel="next"]').count(), 0);
    const previous = await page.locator('head link[rel="prev"]').getAttribute("href");
    assert.equal(new URL(previous ?? "").pathname, pageRoute(US, Math.ceil(all.length / SYMBOL_PAGE_SIZE) - 1));
    const crumbs = await page.getByRole("navigation", { name: "Breadcrumbs" }).textContent();
    assert.match(crumbs ?? "", /US stocks.*US stocks — page/);
    await page.getByRole("navigation", { name: "Pages of US stocks" }).getByRole("link", { name: "Page 1" }).click();
    assert.equal(new URL(page.url()).pathname, US);
    await context.close();
  });

  test("the filter finds a stock of a later page: the whole list is fetched for ?q=, not on a plain visit", async () => {
    const all = usTickers();
    const later = all[all.length - 1];
    const page = await site.browser.newPage();
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === listDataPath("stocks-us")) fetched.push(request.url());
    });
    await page.goto(site.origin + US);
    await waitForHydration(page);
    assert.ok(!(await tickers(page)).includes(later), `${later} is not on the first page`);
    assert.equal(fetched.length, 0, "a page that is only read does not download the whole list");

    await page.goto(`${site.origin}${US}?q=${encodeURIComponent(later)}`);
    await waitForHydration(page);
    await page.waitForFunction(
      (ticker) =>
        [...document.querySelectorAll(".symbol-table tbody tr td:first-child")].some(
          (cell) => cell.textContent === ticker,
        ),
      later,
    );
    assert.equal(fetched.length, 1);
    assert.equal(await page.getByRole("searchbox", { name: "Filter" }).inputValue(), later);

    // Typing on a later page searches the whole list too, and keeps the filter in the address.
    await page.goto(site.origin + pageRoute(US, 2));
    await waitForHydration(page);
    await page.getByRole("searchbox", { name: "Filter" }).fill(all[0]);
    await page.waitForFunction(
      (ticker) => document.querySelector(".symbol-table tbody tr td:first-child")?.textContent === ticker,
      all[0],
    );
    assert.equal(new URL(page.url()).search, `?q=${encodeURIComponent(all[0])}`);
    await page.close();
  });
});
