import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Page } from "playwright-core";
import { DIALOG_BUDGET_KB, measureDialogBytes } from "../bench/search-dialog-bytes.ts";
import { useSite, waitForHeading, waitForHydration } from "./harness.ts";

const site = useSite({ before, after });

/** The index's head: the first part of the index a query loads. */
const INDEX_PATH = "/search/head.json";
/** The whole index, published for the MCP server: never what the browser loads. */
const WHOLE_INDEX_PATH = "/search/local-index.json";

async function openPage(path: string, { width = 1280, height = 800 } = {}) {
  const context = await site.browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const requests: string[] = [];
  page.on("request", (request) => requests.push(new URL(request.url()).pathname));
  await page.goto(site.origin + path);
  await waitForHydration(page);
  return { context, page, requests };
}

const dialog = (page: Page) => page.getByRole("dialog", { name: "Search the documentation" });
const searchBox = (page: Page) => dialog(page).getByRole("combobox", { name: "Search the documentation" });

describe("search", () => {
  test("the dialog's code and the index load only when the reader reaches for search", async () => {
    const { context, page, requests } = await openPage("/docs/platform/getting-started");
    await page.waitForLoadState("networkidle");
    const scriptsBefore = requests.filter((path) => path.endsWith(".js")).length;
    assert.ok(!requests.includes(INDEX_PATH));
    const dialogCode = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith(".js"));
    await page.getByRole("button", { name: "Search" }).hover();
    await dialogCode;
    assert.ok(
      requests.filter((path) => path.endsWith(".js")).length > scriptsBefore,
      "pointing at the button fetched the dialog's code",
    );
    assert.ok(!requests.includes(INDEX_PATH), "the index waits for the first query");
    await context.close();
  });

  test(`opening the dialog to its first results transfers at most ${DIALOG_BUDGET_KB} KB`, async () => {
    const { total, entries, firstHit } = await measureDialogBytes(site.browser, site.origin, "AAPL");
    assert.equal(firstHit, "/docs/symbols/stocks/us?q=AAPL");
    assert.ok(
      entries.some((entry) => entry.path === INDEX_PATH),
      "the index was counted",
    );
    assert.ok(
      entries.some((entry) => /^\/search\/terms-/.test(entry.path)) &&
        entries.some((entry) => /^\/search\/records-/.test(entry.path)),
      "the term and record files of the query were counted",
    );
    assert.ok(!entries.some((entry) => entry.path === WHOLE_INDEX_PATH), "the whole index is not loaded");
    assert.ok(
      total <= DIALOG_BUDGET_KB * 1024,
      `${(total / 1024).toFixed(1)} KB: ${entries.map((entry) => `${entry.path} ${(entry.bytes / 1024).toFixed(1)} KB`).join(", ")}`,
    );
  });

  test("a symbol's hit is followed by the endpoint that quotes it", async () => {
    const { context, page } = await openPage("/docs");
    await page.keyboard.press("Control+k");
    await searchBox(page).fill("AAPL");
    const options = dialog(page).getByRole("option");
    await options.first().waitFor();
    assert.deepEqual(
      [await options.nth(0).getAttribute("href"), await options.nth(1).getAttribute("href")],
      ["/docs/symbols/stocks/us?q=AAPL", "/docs/api/stocks/get-quote"],
    );
    await context.close();
  });

  test("Ctrl+K opens the dialog; typing lists hits by area; the arrow keys and Enter open one", async () => {
    const { context, page } = await openPage("/docs");
    await page.keyboard.press("Control+k");
    await assert.doesNotReject(searchBox(page).waitFor());
    await page.waitForFunction(() => document.activeElement?.getAttribute("role") === "combobox");
    await page.keyboard.type("crypto quote");
    const listbox = dialog(page).getByRole("listbox", { name: "Search results" });
    await listbox.getByRole("option").first().waitFor();
    const groups = await listbox.locator('[role="group"] > div:first-child').allTextContents();
    assert.ok(groups.includes("HTTP API"), `areas: ${groups.join(", ")}`);
    const options = listbox.getByRole("option");
    assert.equal(await options.first().getAttribute("aria-selected"), "true");
    await page.keyboard.press("ArrowDown");
    const second = options.nth(1);
    assert.equal(await second.getAttribute("aria-selected"), "true");
    assert.equal(await searchBox(page).getAttribute("aria-activedescendant"), await second.getAttribute("id"));
    const target = await second.getAttribute("href");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname + url.hash === target);
    await dialog(page).waitFor({ state: "detached" });
    await context.close();
  });

  test("a page opened from search is offered again, and can be kept as a favourite", async () => {
    const { context, page } = await openPage("/docs");
    await page.getByRole("button", { name: "Search" }).click();
    await searchBox(page).fill("rate limits");
    const first = dialog(page).getByRole("option").first();
    await first.waitFor();
    const title = (await first.locator("span").first().textContent())?.trim();
    assert.ok(title !== undefined, "the hit has a title");
    const href = await first.getAttribute("href");
    await first.click();
    await dialog(page).waitFor({ state: "detached" });
    await page.waitForURL((url) => url.pathname + url.hash === href);
    await waitForHeading(page, "Rate limits");
    await page.keyboard.press("/");
    await searchBox(page).waitFor();
    await searchBox(page).fill("");
    const recent = dialog(page).getByRole("region", { name: "Recent" });
    await recent.getByRole("link", { name: new RegExp(title) }).waitFor();
    await recent
      .getByRole("button", { name: /as a favourite/ })
      .first()
      .click();
    await dialog(page)
      .getByRole("region", { name: "Favourites" })
      .getByRole("link", { name: new RegExp(title) })
      .waitFor();
    await context.close();
  });

  test("Escape closes the dialog and focus returns to the search button", async () => {
    const { context, page } = await openPage("/docs/api");
    const button = page.getByRole("button", { name: "Search" });
    await button.focus();
    await page.keyboard.press("Enter");
    await searchBox(page).waitFor();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Shift+Tab");
    assert.equal(
      await page.evaluate(() => document.querySelector('[role="dialog"]')?.contains(document.activeElement)),
      true,
      "focus stays in the dialog",
    );
    await page.keyboard.press("Escape");
    await dialog(page).waitFor({ state: "detached" });
    assert.equal(await button.evaluate((element) => element === document.activeElement), true);
    await context.close();
  });

  test("a query that finds nothing says so and offers queries that do", async () => {
    const { context, page } = await openPage("/docs");
    await page.keyboard.press("Control+k");
    await searchBox(page).fill("qqqzzzxx");
    await dialog(page).locator("p", { hasText: "No results for “qqqzzzxx”" }).waitFor();
    await dialog(page).getByText("Try searching for", { exact: true }).waitFor();
    await dialog(page).getByText("Believe this query should return results?").waitFor();
    assert.equal(
      await dialog(page).getByRole("link", { name: "Let us know." }).getAttribute("href"),
      "/docs/support/channels",
    );
    await dialog(page).getByRole("button", { name: "authentication" }).click();
    assert.equal(await searchBox(page).inputValue(), "authentication");
    await dialog(page).getByRole("option").first().waitFor();
    await context.close();
  });

  test("Tab stays in the dialog when every hit fits and there is no 'See all' link", async () => {
    const { context, page } = await openPage("/docs");
    await page.keyboard.press("Control+k");
    // Two pages speak of allowlisting: both fit in the dialog.
    await searchBox(page).fill("allowlist");
    await dialog(page).getByRole("option").first().waitFor();
    assert.equal(
      await dialog(page)
        .getByRole("link", { name: /See all/ })
        .count(),
      0,
      "the query's hits all fit",
    );
    await dialog(page).getByRole("button", { name: "Cancel" }).focus();
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Tab");
      assert.equal(
        await page.evaluate(() => document.querySelector('[role="dialog"]')?.contains(document.activeElement)),
        true,
        `Tab ${i + 1} stays in the dialog`,
      );
    }
    await context.close();
  });

  test("the search page shows its loading state, not 'No results', until the index answers", async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${INDEX_PATH}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(site.origin + "/docs/search?q=quote");
    await waitForHydration(page);
    const results = page.getByRole("region", { name: "Search results" });
    await results.getByRole("status").filter({ hasText: "Searching…" }).waitFor();
    assert.equal(await page.getByText("Try searching for").count(), 0);
    assert.equal(await page.getByRole("link", { name: "Let us know." }).count(), 0);
    release();
    await results
      .getByRole("status")
      .filter({ hasText: /results for “quote”/ })
      .waitFor();
    await context.close();
  });

  test("the search box takes at most 64 characters", async () => {
    const { context, page } = await openPage("/docs");
    await page.keyboard.press("Control+k");
    await searchBox(page).waitFor();
    await page.keyboard.type("x".repeat(70));
    assert.equal((await searchBox(page).inputValue()).length, 64);
    await context.close();
  });

  test("when the index cannot be fetched, the dialog says to check the connection", async () => {
    const { context, page } = await openPage("/docs");
    await page.route(`**${INDEX_PATH}`, (route) => route.abort("internetdisconnected"));
    await page.keyboard.press("Control+k");
    await searchBox(page).fill("quote");
    await dialog(page).locator("p", { hasText: "Unable to fetch results" }).waitFor();
    await dialog(page).getByText("You might want to check your network connection.").waitFor();
    await page.unroute(`**${INDEX_PATH}`);
    await searchBox(page).fill("quotes");
    await dialog(page).getByRole("option").first().waitFor();
    await context.close();
  });

  test("the search page shows every result twenty to a page, and its address keeps the query and page", async () => {
    const { context, page } = await openPage("/docs/search?q=quote");
    await waitForHeading(page, "Search the documentation");
    const results = page.getByRole("region", { name: "Search results" });
    await results
      .getByRole("status")
      .filter({ hasText: /results for “quote”/ })
      .waitFor();
    assert.equal(await results.locator("ol > li").count(), 20);
    const pages = page.getByRole("navigation", { name: "Search results pages" });
    await pages.getByRole("link", { name: "Page 2" }).click();
    await page.waitForURL((url) => url.searchParams.get("page") === "2" && url.searchParams.get("q") === "quote");
    await results
      .getByRole("status")
      .filter({ hasText: /page 2 of/ })
      .waitFor();
    await page.reload();
    await waitForHydration(page);
    await results
      .getByRole("status")
      .filter({ hasText: /page 2 of/ })
      .waitFor();
    const first = results.locator("ol > li").first().getByRole("link");
    const href = await first.getAttribute("href");
    await first.click();
    await page.waitForURL((url) => url.pathname + url.hash === href);
    await context.close();
  });

  test("the dialog's 'See all results' opens the search page for the query", async () => {
    const { context, page } = await openPage("/docs");
    await page.keyboard.press("Control+k");
    await searchBox(page).fill("quote");
    await dialog(page)
      .getByRole("link", { name: /See all \d+ results/ })
      .click();
    await waitForHeading(page, "Search the documentation");
    assert.equal(new URL(page.url()).searchParams.get("q"), "quote");
    await page.getByRole("region", { name: "Search results" }).locator("ol > li").first().waitFor();
    await context.close();
  });

  test("at phone width the button is an icon that opens a full-screen dialog", async () => {
    const { context, page } = await openPage("/docs", { width: 390, height: 800 });
    await page.getByRole("button", { name: "Search" }).click();
    await searchBox(page).waitFor();
    const box = await dialog(page).boundingBox();
    assert.ok(box, "the dialog is shown");
    assert.deepEqual([box.x, box.y, box.width], [0, 0, 390]);
    await context.close();
  });
});
