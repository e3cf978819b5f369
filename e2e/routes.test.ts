import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { useSite, waitForHydration, watchPageProblems } from "./harness.ts";

/** The routes the guide content provides, with the h1 each must show. */
const ROUTES = {
  "/docs": "Introduction",
  "/docs/account/activation": "Verify and activate your account",
  "/docs/account/registration": "Create a Tickwire account",
  "/docs/account/trial": "Start a free trial",
  "/docs/payments/enterprise": "Enterprise plan",
  "/docs/payments/free": "Free plan",
  "/docs/payments/trial": "Trial billing",
  "/docs/platform/overview": "Platform overview",
  "/docs/platform/getting-started": "Getting started",
  "/docs/platform/api-types": "Choosing an API type",
  "/docs/platform/infrastructure": "Infrastructure",
  "/docs/platform/status": "Platform status",
  "/docs/products": "Products",
  "/docs/products/allinonepackage": "All-in-one package",
  "/docs/products/commodities": "Commodities",
  "/docs/products/crypto": "Crypto",
  "/docs/products/currencies": "Currencies",
  "/docs/products/indices": "Indices",
  "/docs/products/stocks": "Stocks",
  "/docs/support": "Support",
  "/docs/support/channels": "Support channels",
  "/docs/support/levels": "Support levels",
  "/docs/cos/cloud-object-storage": "Cloud Object Storage delivery",
  "/docs/cos/create-a-bucket": "Create a bucket for deliveries",
  "/docs/cos/generating-an-iam-token": "Generate an IAM token",
  "/docs/cos/list-buckets": "List buckets",
  "/docs/cos/retrieve-a-buckets-headers": "Retrieve a bucket's headers",
  "/docs/customization/languagetabs": "Language tabs",
  "/docs/customization/styling": "Styling and reading preferences",
};

const site = useSite({ before, after });

/** Each path answers 301 with its canonical address in Location. */
async function assertRedirects(cases: Record<string, string>) {
  for (const [from, to] of Object.entries(cases)) {
    const response = await fetch(site.origin + from, { redirect: "manual" });
    assert.equal(response.status, 301, from);
    assert.equal(response.headers.get("location"), to, from);
  }
}

describe("routes", () => {
  test("every guide route loads with status 200, its h1 and a branded title, scripts off", async () => {
    // The server's HTML carries all three: the reader without scripts gets them, and the
    // accessibility suite opens every page with scripts, failing on any error as it hydrates.
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [route, heading] of Object.entries(ROUTES)) {
      const response = await page.goto(site.origin + route);
      assert.equal(response?.status(), 200, route);
      assert.equal(new URL(page.url()).pathname, route, `${route} was redirected`);
      assert.equal((await page.locator("h1").first().textContent())?.trim(), heading, route);
      assert.equal(await page.title(), `${heading} | Tickwire Docs`, route);
    }
    await context.close();
  });

  test("the head carries language, canonical URL and Open Graph tags", async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.origin}/docs/payments/free`);
    assert.equal(await page.getAttribute("html", "lang"), "en");
    assert.equal(await page.getAttribute("html", "dir"), "ltr");
    assert.equal(await page.getAttribute('link[rel="canonical"]', "href"), "https://tickwire.io/docs/payments/free");
    assert.equal(await page.getAttribute('meta[property="og:title"]', "content"), "Free plan | Tickwire Docs");
    assert.ok(((await page.getAttribute('meta[name="description"]', "content")) ?? "").length > 20);
    await page.close();
  });

  test("pages load without console errors or failed requests, favicon included", async () => {
    for (const path of ["/docs", "/docs/platform/getting-started", "/docs/products"]) {
      const page = await site.browser.newPage();
      const { problems } = watchPageProblems(page);
      page.on("response", (response) => {
        if (response?.status() >= 400) problems.push(`HTTP ${response?.status()} ${response.url()}`);
      });
      await page.goto(site.origin + path, { waitUntil: "networkidle" });
      await waitForHydration(page);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState("networkidle");
      assert.deepEqual(problems, [], path);
      assert.equal(await page.getAttribute('link[rel="icon"]', "href"), "/favicon.svg");
      await page.close();
    }
  });

  test("the search page opened with a query hydrates the server's HTML and shows its results, without errors", async () => {
    // Opened directly, not through client-side navigation: React hydrates the server's HTML, which
    // has no query; a first render that differs throws React's errors 418 and 423.
    const page = await site.browser.newPage();
    const watched = watchPageProblems(page);
    await page.goto(`${site.origin}/docs/search?q=quote`);
    await waitForHydration(page);
    const results = page.getByRole("region", { name: "Search results" });
    await results
      .getByRole("status")
      .filter({ hasText: /results for “quote”/ })
      .waitFor();
    assert.equal(await page.getByRole("searchbox").inputValue(), "quote");
    assert.deepEqual(watched.problems, []);
    await page.close();
  });

  test("an unknown path answers 404 with the not-found page and links to the sections", async () => {
    const page = await site.browser.newPage();
    for (const path of ["/docs/no-such-page", "/docs/account/nope", "/elsewhere"]) {
      const response = await page.goto(site.origin + path);
      assert.equal(response?.status(), 404, path);
      assert.equal((await page.locator("h1").textContent())?.trim(), "Page not found");
    }
    const links = await page.locator("main a").evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
    assert.deepEqual(links.slice(0, 3), ["/docs", "/docs/platform/getting-started", "/docs/api"]);
    await page.close();
  });

  test("a ticker typed into the address, in either case, lands on the symbol's page", async () => {
    const cases = {
      "/docs/symbols/crypto/btc": "/docs/symbols/crypto/bitcoin",
      "/docs/symbols/crypto/BTC": "/docs/symbols/crypto/bitcoin",
      "/docs/symbols/crypto/btcusd": "/docs/symbols/crypto/bitcoin",
      "/docs/symbols/indices/spx": "/docs/symbols/indices/sp-500",
      "/docs/symbols/currencies/USD": "/docs/symbols/currencies/usd",
    };
    await assertRedirects(cases);
    const page = await site.browser.newPage();
    const response = await page.goto(`${site.origin}/docs/symbols/crypto/btc`);
    assert.equal(response?.status(), 200);
    assert.equal(new URL(page.url()).pathname, "/docs/symbols/crypto/bitcoin");
    assert.equal((await page.locator("h1").first().textContent())?.trim(), "Bitcoin (BTC)");
    await page.close();
  });

  test("trailing slashes and .html endings redirect to the canonical URL", async () => {
    const cases = {
      "/docs/": "/docs",
      "/docs/account/trial/": "/docs/account/trial",
      "/docs/account/trial.html": "/docs/account/trial",
      "/docs/account/trial/index.html": "/docs/account/trial",
      "/docs/index.html": "/docs",
      "/docs/products/?tab=1": "/docs/products?tab=1",
    };
    await assertRedirects(cases);
    const page = await site.browser.newPage();
    await page.goto(`${site.origin}/docs/support/`);
    assert.equal(new URL(page.url()).pathname, "/docs/support");
    assert.equal((await page.locator("h1").textContent())?.trim(), "Support");
    await page.close();
  });
});
