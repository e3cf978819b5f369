import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { builtPagesOfTemplates } from "./a11y.ts";
import { useSite, waitForHydration } from "./harness.ts";

/** The API reference pages the build created, from its page data: route, template and h1 (the page's chrome). */
const builtApiPages = () => builtPagesOfTemplates(["api-operation", "api-tag"], "docs");

const site = useSite({ before, after });
const QUOTE = "/docs/api/crypto/get-quote";

describe("HTTP API reference", () => {
  // The accessibility suite opens every built page in the browser and checks its status and that
  // its h1 is this heading (its chrome's title).
  test("the spec gives 37 operation pages and 6 tag pages, a tag's headed by its API", () => {
    const pages = builtApiPages();
    assert.equal(pages.filter((page) => page.kind === "api-operation").length, 37);
    assert.deepEqual(
      pages.filter((page) => page.kind === "api-tag").map((page) => page.route),
      [
        "/docs/api/algo",
        "/docs/api/commodities",
        "/docs/api/crypto",
        "/docs/api/currencies",
        "/docs/api/indices",
        "/docs/api/stocks",
      ],
    );
    // A tag's overview is headed by its API: "Crypto API".
    assert.deepEqual(
      pages.filter((page) => page.kind === "api-tag" && !/^\S.* API$/.test(page.heading)),
      [],
    );
  });

  test("an operation page shows its endpoint, parameters, responses and samples", async () => {
    const page = await site.browser.newPage();
    await page.goto(site.origin + QUOTE);
    assert.match(
      (await page.locator(".endpoint-bar").textContent()) ?? "",
      /GET\s*https:\/\/api\.tickwire\.io\/v1\/crypto\/quote/,
    );
    assert.ok(await page.locator("#query-parameters").isVisible());
    assert.ok(await page.getByText("symbol", { exact: true }).first().isVisible());
    const statusTabs = page.locator("#responses ~ .tabs").first().getByRole("tab");
    assert.deepEqual(await statusTabs.allTextContents(), [
      "200 OK",
      "400 Bad Request",
      "401 Unauthorized",
      "403 Forbidden",
      "404 Not Found",
      "429 Too Many Requests",
      "500 Internal Server Error",
    ]);
    const samples = page.getByRole("complementary", { name: "Request and response samples" });
    assert.deepEqual(await samples.getByRole("tablist").first().getByRole("tab").allTextContents(), [
      "curl",
      "Python",
      "Go",
      "Node.js",
      "Ruby",
      "C#",
      "PHP",
      "Java",
      "PowerShell",
    ]);
    assert.match(
      (await samples.getByRole("tabpanel").first().textContent()) ?? "",
      /curl --request GET[\s\S]*YOUR_API_KEY/,
    );
    assert.equal(
      await page.getByRole("button", { name: "Send API request" }).count(),
      1,
      "one send button, which opens Try it",
    );
    await page.close();
  });

  test("status tabs switch with the mouse and with the keyboard alone", async () => {
    const page = await site.browser.newPage();
    await page.goto(site.origin + QUOTE);
    await waitForHydration(page);
    const tabs = page.locator("#responses ~ .tabs").first();
    await tabs.getByRole("tab", { name: "404 Not Found" }).click();
    await tabs.getByRole("tabpanel").filter({ hasText: "X-RateLimit-Limit" }).waitFor();
    assert.match((await tabs.getByRole("tabpanel").filter({ visible: true }).textContent()) ?? "", /Body[\s\S]*error/);
    await tabs.getByRole("tab", { name: "404 Not Found" }).focus();
    await page.keyboard.press("ArrowRight");
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), "429 Too Many Requests");
    assert.equal(await tabs.getByRole("tab", { name: "429 Too Many Requests" }).getAttribute("aria-selected"), "true");
    await page.keyboard.press("Home");
    assert.equal(await tabs.getByRole("tab", { name: "200 OK" }).getAttribute("aria-selected"), "true");
    await page.keyboard.press("Tab");
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute("role")),
      "tabpanel",
      "Tab moves into the selected panel",
    );
    await page.close();
  });

  test("responses after the first load once, when the reader opens one, in both panels", async () => {
    const page = await site.browser.newPage();
    const requested: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes(".responses.json")) requested.push(new URL(request.url()).pathname);
    });
    await page.goto(site.origin + QUOTE);
    await waitForHydration(page);
    const html = await (await fetch(site.origin + QUOTE)).text();
    assert.match(html, /200 OK/, "the first response is in the page as served");
    assert.deepEqual(requested, [], "nothing loads before a status is opened");
    await page.locator("#responses ~ .tabs").first().getByRole("tab", { name: "429 Too Many Requests" }).click();
    await page.locator("#responses ~ .tabs").first().getByRole("tabpanel").filter({ hasText: "Retry-After" }).waitFor();
    const examples = page
      .getByRole("complementary", { name: "Request and response samples" })
      .locator("#response-sample ~ .tabs");
    await examples.getByRole("tab", { name: "429" }).click();
    await examples.getByRole("tabpanel").filter({ hasText: "rate_limited" }).waitFor();
    assert.deepEqual(requested, ["/samples/http-api/crypto-get-quote.responses.json"]);
    await page.close();
  });

  test("the language choice persists across operation pages, guides and a reload", async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await page.goto(site.origin + QUOTE);
    await waitForHydration(page);
    const samples = () =>
      page.getByRole("complementary", { name: "Request and response samples" }).getByRole("tablist").first();
    await samples().getByRole("tab", { name: "Python" }).click();
    await page
      .getByRole("navigation", { name: "HTTP API sidebar" })
      .getByRole("link", { name: /Convert/ })
      .first()
      .click();
    // Read in the same frame the new heading first shows: the remembered language must already
    // be selected then, with no frame that paints the default tab first.
    const selectedWhenShown = await page.waitForFunction(
      () => {
        if (document.querySelector("h1")?.textContent.trim() !== "Convert") return undefined;
        const samplesPanel = document.querySelector('[aria-label="Request and response samples"]');
        return samplesPanel?.querySelector('[role="tab"][aria-selected="true"]')?.textContent.trim() ?? "none";
      },
      undefined,
      { polling: "raf" },
    );
    assert.equal(await selectedWhenShown.jsonValue(), "Python");
    await page.reload();
    await waitForHydration(page);
    assert.equal(await samples().getByRole("tab", { name: "Python" }).getAttribute("aria-selected"), "true");
    await page.goto(`${site.origin}/docs/api`);
    await waitForHydration(page);
    assert.equal(await page.getByRole("tab", { name: "Python" }).first().getAttribute("aria-selected"), "true");
    await context.close();
  });

  test("the sidebar marks the operation current and shows method badges", async () => {
    const page = await site.browser.newPage();
    await page.goto(site.origin + QUOTE);
    const sidebar = page.getByRole("navigation", { name: "HTTP API sidebar" });
    const current = sidebar.locator('a[aria-current="page"]');
    assert.equal(await current.count(), 1);
    assert.equal(await current.getAttribute("href"), QUOTE);
    assert.equal((await current.locator(".method-badge").textContent())?.trim(), "GET");
    const badges = await sidebar.locator(".method-badge").allTextContents();
    assert.equal(badges.length, 37);
    assert.ok(badges.includes("POST"), "the uploads are POST");
    await page.close();
  });

  test("the category page lists the endpoint groups as cards, and tag pages their endpoints", async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.origin}/docs/category/available-endpoints`);
    const cards = await page
      .locator(".doc-cards a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    assert.ok(cards.includes("/docs/api/stocks") && cards.includes("/docs/api/account/get-usage"), cards.join(", "));
    await page.goto(`${site.origin}/docs/api/crypto`);
    assert.equal(await page.locator(".doc-cards .method-badge").count(), 6);
    await page.close();
  });

  test("the spec downloads as YAML and JSON", async () => {
    const yaml = await fetch(`${site.origin}/specs/tickwire-http-api.yaml`);
    assert.equal(yaml.status, 200);
    assert.match(await yaml.text(), /^openapi: 3\.1\.0/m);
    const json = await fetch(`${site.origin}/specs/tickwire-http-api.json`);
    assert.equal((await json.json()).openapi, "3.1.0");
  });
});
