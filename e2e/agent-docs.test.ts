/**
 * Docs that agents can read: every page as Markdown at <route>.md, llms.txt and llms-full.txt,
 * the sitemap and robots.txt, `Accept: text/markdown` on a page's route, and the "Copy page" and
 * "View as Markdown" controls.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import { after, before, describe, test } from "node:test";
import { useSite, waitForHydration } from "./harness.ts";

const SITE_URL = "https://tickwire.io";
const site = useSite({ before, after });

/** A URL of the published site, on the server under test. */
const local = (url: string) => site.origin + url.slice(SITE_URL.length);

/** Markdown links `[label](url)` of a text. */
const links = (text: string) => [...text.matchAll(/\]\((https?:\/\/[^)\s]+|\/[^)\s]*)\)/g)].map((match) => match[1]);

describe("pages as Markdown", () => {
  test("a page of each kind has its Markdown at <route>.md", async () => {
    const expected = {
      "/docs.md": "# Introduction",
      "/docs/products.md": "# Products",
      "/docs/category/available-endpoints.md": "# Available endpoints",
      "/docs/api/crypto.md": "# Crypto API",
      "/docs/api/stocks/get-quote.md": "# Get quote",
      "/docs/websocket/crypto.md": "# Crypto stream",
      "/docs/websocket/crypto/quotes.md": "# Crypto quotes",
      "/docs/symbols/crypto.md": "# Crypto symbols",
      "/docs/symbols/crypto/bitcoin.md": "# Bitcoin (BTC)",
    };
    for (const [path, heading] of Object.entries(expected)) {
      const response = await fetch(site.origin + path);
      assert.equal(response.status, 200, path);
      assert.match(response.headers.get("content-type") ?? "", /^text\/markdown/, path);
      const text = await response.text();
      assert.ok(text.startsWith(`${heading}\n`), `${path} starts with ${JSON.stringify(text.slice(0, 60))}`);
      assert.doesNotMatch(text, /\{\{facts\.|<Fact |<Admonition|<TabItem/, path);
    }
    const operation = await (await fetch(`${site.origin}/docs/api/stocks/get-quote.md`)).text();
    for (const part of [
      "GET https://api.tickwire.io/v1/stocks/quote",
      "## Parameters",
      "| `symbol` | query |",
      "### 200",
      "```json",
      "## Example request",
      "curl ",
    ]) {
      assert.ok(operation.includes(part), `the operation's Markdown has ${part}`);
    }
  });

  test("every route names its Markdown in its head and in a Link header, and the Markdown is there", async () => {
    const routes = fs
      .readFileSync("e2e/fixtures/routes.txt", "utf8")
      .split("\n")
      .filter((line) => line.startsWith("/docs"));
    for (const route of [...routes, "/docs/symbols/crypto/bitcoin"]) {
      const page = await fetch(site.origin + route);
      assert.equal(page.status, 200, route);
      assert.match(
        page.headers.get("link") ?? "",
        new RegExp(`^<${route}\\.md>; rel="alternate"; type="text/markdown"$`),
        route,
      );
      assert.match(
        await page.text(),
        new RegExp(`<link[^>]+rel="alternate"[^>]+type="text/markdown"[^>]+href="${SITE_URL}${route}\\.md"`),
        route,
      );
      const markdown = await fetch(`${site.origin}${route}.md`);
      assert.equal(markdown.status, 200, `${route}.md`);
      assert.match(await markdown.text(), /^# \S/, `${route}.md opens with its title`);
    }
  });

  test("the search page's Markdown says how to search and where every page is", async () => {
    const text = await (await fetch(`${site.origin}/docs/search.md`)).text();
    assert.ok(text.startsWith("# Search the documentation\n"), text.slice(0, 60));
    for (const part of ["`/docs/search?q=<words>`", "[AAPL](/docs/search?q=AAPL)", "[llms.txt](/llms.txt)"])
      assert.ok(text.includes(part), `it has ${part}`);
  });
});

describe("llms.txt, llms-full.txt, sitemap.xml and robots.txt", () => {
  test("llms.txt follows llmstxt.org, and every link in it resolves", async () => {
    const response = await fetch(`${site.origin}/llms.txt`);
    assert.equal(response.status, 200);
    const text = await response.text();
    assert.match(text, /^# Tickwire Docs\n\n> .+\n/);
    for (const section of [
      "## Documentation",
      "## HTTP API",
      "## WebSocket API",
      "## Symbols",
      "## API specifications",
      "## Optional",
    ]) {
      assert.ok(text.includes(`\n${section}\n`), `llms.txt has ${section}`);
    }
    assert.ok(text.indexOf("## Optional") > text.indexOf("## API specifications"), "Optional comes last");
    const urls = links(text);
    assert.ok(urls.length > 250, `llms.txt lists ${urls.length} links`);
    const failures: string[] = [];
    for (const url of urls) {
      assert.ok(url.startsWith(SITE_URL), `${url} is on the site`);
      const status = (await fetch(local(url), { method: "HEAD" })).status;
      if (status !== 200) failures.push(`${url}: ${status}`);
    }
    assert.deepEqual(failures, []);
  });

  test("llms-full.txt holds the guides and both references", async () => {
    const response = await fetch(`${site.origin}/llms-full.txt`);
    assert.equal(response.status, 200);
    const text = await response.text();
    for (const heading of ["# Introduction", "# Get quote", "# Crypto quotes", "# Language tabs"])
      assert.ok(text.includes(`\n${heading}\n`), `llms-full.txt has ${heading}`);
  });

  test("the sitemap lists every page as an absolute URL, and robots.txt names it", async () => {
    const xml = await (await fetch(`${site.origin}/sitemap.xml`)).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    assert.ok(locs.includes(`${SITE_URL}/docs`) && locs.includes(`${SITE_URL}/docs/api/stocks/get-quote`));
    assert.ok(locs.every((loc) => loc.startsWith(`${SITE_URL}/docs`)));
    for (const loc of locs.filter((_loc, index) => index % 25 === 0))
      assert.equal((await fetch(local(loc), { method: "HEAD" })).status, 200, loc);
    assert.match(
      await (await fetch(`${site.origin}/robots.txt`)).text(),
      /^Sitemap: https:\/\/tickwire\.io\/sitemap\.xml$/m,
    );
  });
});

describe("content negotiation", () => {
  test("Accept: text/markdown on a page's route answers its Markdown; HTML names it in a Link header", async () => {
    const markdown = await fetch(`${site.origin}/docs/api/stocks/get-quote`, { headers: { Accept: "text/markdown" } });
    assert.equal(markdown.status, 200);
    assert.match(markdown.headers.get("content-type") ?? "", /^text\/markdown/);
    assert.match(markdown.headers.get("vary") ?? "", /Accept/);
    assert.ok((await markdown.text()).startsWith("# Get quote\n"));

    const html = await fetch(`${site.origin}/docs/api/stocks/get-quote`, { headers: { Accept: "text/html" } });
    assert.match(html.headers.get("content-type") ?? "", /^text\/html/);
    assert.equal(html.headers.get("link"), '</docs/api/stocks/get-quote.md>; rel="alternate"; type="text/markdown"');

    const introduction = await fetch(`${site.origin}/docs`, { headers: { Accept: "text/markdown, text/html;q=0.5" } });
    assert.ok((await introduction.text()).startsWith("# Introduction\n"));
    const browser = await fetch(`${site.origin}/docs`, {
      headers: { Accept: "text/html,application/xhtml+xml,*/*;q=0.8" },
    });
    assert.match(browser.headers.get("content-type") ?? "", /^text\/html/);
  });
});

describe("Copy page and View as Markdown", () => {
  test("Copy page puts the page's Markdown on the clipboard and says so", async () => {
    const context = await site.browser.newContext();
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.origin });
    const page = await context.newPage();
    await page.goto(`${site.origin}/docs/payments/free`);
    await waitForHydration(page);
    const view = page.getByRole("link", { name: "View as Markdown" });
    assert.equal(await view.evaluate((link: HTMLAnchorElement) => link.href), `${site.origin}/docs/payments/free.md`);
    const button = page.getByRole("button", { name: "Copy page" });
    await button.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("status").filter({ hasText: "Copied the page as Markdown." }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(copied, await (await fetch(`${site.origin}/docs/payments/free.md`)).text());
    await context.close();
  });
});
