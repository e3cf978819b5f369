import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { builtPages } from "./a11y.ts";
import { useSite, waitForHydration } from "./harness.ts";

/** Every WebSocket route with the h1 it must show. */
const ROUTES = {
  "/docs/websocket": "WebSocket API: getting started",
  "/docs/websocket/authentication": null,
  "/docs/websocket/limits": null,
  "/docs/websocket/commodities": "Commodities stream",
  "/docs/websocket/commodities/quotes": "Commodity quotes",
  "/docs/websocket/crypto": "Crypto stream",
  "/docs/websocket/crypto/quotes": "Crypto quotes",
  "/docs/websocket/currencies": "Currencies stream",
  "/docs/websocket/currencies/currency-quotes": "Currency quotes",
  "/docs/websocket/indices": "Indices stream",
  "/docs/websocket/indices/quotes": "Index quotes",
  "/docs/websocket/stocks": "Stocks stream",
  "/docs/websocket/stocks/quotes": "Stock quotes",
  "/docs/category/available-channels": "Available channels",
};

const site = useSite({ before, after });

describe("WebSocket reference", () => {
  // The accessibility suite opens every built page in the browser and checks its status and that
  // its h1 is the heading its page data gives (its chrome's title).
  test("every /docs/websocket route is built with its heading", () => {
    const built = new Map(builtPages().map((page) => [page.url, page]));
    for (const [route, heading] of Object.entries(ROUTES)) {
      const page = built.get(route);
      assert.equal(page?.status, 200, `${route} was not built`);
      if (heading) assert.equal(page.heading, heading, route);
      else assert.ok((page.heading ?? "").length > 3, route);
    }
  });

  test("a channel page shows both directions, full details of the messages its quotes page does not cover, a diagram in the colour mode, and no send button", async () => {
    const page = await site.browser.newPage({ colorScheme: "dark" });
    await page.goto(`${site.origin}/docs/websocket/crypto`);
    assert.match((await page.locator("main").textContent()) ?? "", /wss:\/\/stream\.tickwire\.io\/v1\/crypto/);
    const client = await page.locator("#client-messages ~ .ws-message h3").allTextContents();
    assert.ok(
      client.some((text) => text.startsWith("Subscribe")),
      client.join(", "),
    );
    assert.ok(await page.locator("#send-subscribe").isVisible());
    assert.ok(await page.locator("#receive-quote").isVisible());
    // Authentication and heartbeats are documented here in full; quote traffic on the quotes page.
    for (const anchor of ["send-auth", "receive-authenticated", "receive-heartbeat"]) {
      const message = page.locator(`.ws-message:has(#${anchor})`);
      assert.equal(await message.locator(".schema-view").count(), 1, `${anchor} has its payload schema`);
      assert.equal(await message.locator('[data-language="json"]').count(), 1, `${anchor} has an example`);
    }
    const quoteLink = page.locator('.ws-message:has(#receive-quote) a[href$="/quotes#receive-quote"]');
    assert.equal(await quoteLink.getAttribute("href"), "/docs/websocket/crypto/quotes#receive-quote");
    await quoteLink.click();
    await page.waitForURL("**/docs/websocket/crypto/quotes#receive-quote");
    // The URL changes before React commits the new page, so wait for the quotes page's schema.
    await page.locator(".ws-message:has(#receive-quote) .schema-view").waitFor({ timeout: 10_000 });
    assert.equal(await page.locator(".ws-message:has(#receive-quote) .schema-view").count(), 1);
    await page.goBack();
    const diagram = page.locator("figure img").filter({ visible: true });
    await diagram.scrollIntoViewIfNeeded();
    assert.equal(await diagram.count(), 1, "one diagram shows, the one of the colour mode");
    assert.match((await diagram.getAttribute("src")) ?? "", /-session-dark\.svg$/);
    assert.match(
      (await diagram.getAttribute("alt")) ?? "",
      /^Sequence diagram of a streaming session\. Your client connects, sends auth within 10 seconds .* subscribes to BTCUSD/,
    );
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>("figure img")].some(
        (img) => img.complete && img.naturalWidth === 640,
      ),
    );
    assert.equal(await page.getByRole("button", { name: /send|try it|connect/i }).count(), 0);
    await page.close();
  });

  test("samples come in six languages and share the remembered language", async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.origin}/docs/websocket/stocks`);
    await waitForHydration(page);
    const tabs = page.locator("#connect-and-subscribe ~ .tabs").first().getByRole("tab");
    assert.deepEqual(await tabs.allTextContents(), [
      "Node.js relay for browsers",
      "Node.js",
      "Python",
      "Go",
      "Java",
      "C#",
    ]);
    await page.locator("#connect-and-subscribe ~ .tabs").first().getByRole("tab", { name: "Python" }).click();
    await page.goto(`${site.origin}/docs/api/stocks/get-quote`);
    await waitForHydration(page);
    const selected = page
      .getByRole("complementary", { name: "Request and response samples" })
      .getByRole("tab", { name: "Python" });
    assert.equal(await selected.getAttribute("aria-selected"), "true");
    await context.close();
  });

  test("the category page lists the channels, and the sidebar shows each with its quotes page", async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.origin}/docs/category/available-channels`);
    const cards = await page
      .locator(".doc-cards a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    assert.deepEqual(cards, [
      "/docs/websocket/commodities",
      "/docs/websocket/crypto",
      "/docs/websocket/currencies",
      "/docs/websocket/indices",
      "/docs/websocket/stocks",
    ]);
    await page.goto(`${site.origin}/docs/websocket/currencies/currency-quotes`);
    const current = page.getByRole("navigation", { name: "WebSocket API sidebar" }).locator('a[aria-current="page"]');
    assert.equal(await current.textContent(), "Currency quotes");
    await page.close();
  });

  test("the spec downloads as YAML and JSON, linked from the getting-started page", async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.origin}/docs/websocket`);
    const href = await page.getByRole("link", { name: "tickwire-websocket.yaml" }).getAttribute("href");
    const yaml = await fetch(site.origin + href);
    assert.match(await yaml.text(), /^asyncapi: 3\.0\.0/m);
    const json = await fetch(`${site.origin}/specs/tickwire-websocket.json`);
    assert.equal((await json.json()).asyncapi, "3.0.0");
    await page.close();
  });
});
