/**
 * The production nginx config (packages/site-server/nginx-config.ts), generated from public/ and run on
 * Debian's nginx on loopback, against the local server (packages/site-server/serve.ts), which is the
 * reference: routes, canonical redirects and the not-found page; the cache class of every file of
 * public/; the gzip and brotli copies; the security headers; Markdown negotiation; and in
 * Chromium, one page of every kind, search and the Try-it panel with no CSP violation.
 *
 * Skipped, with the reason, when nginx is not installed (.ci/run installs it).
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import zlib from "node:zlib";
import type { Browser } from "playwright-core";
import { cacheClass, NO_STORE } from "../packages/site-server/lib/cache-policy.ts";
import { readRedirectList } from "../packages/site-server/lib/redirects.ts";
import { SITE_CONFIG_FILE } from "../packages/site-server/lib/nginx-config.ts";
import { isPage, routeOf, siteFiles } from "../packages/site-server/lib/site-files.ts";
import { alternateLink, prefersMarkdown } from "../packages/site-server/lib/markdown-negotiation.ts";
import { MISSING_PATH, builtPages, pagePerKind } from "./a11y.ts";
import { launchBrowser, startServer, waitForHydration, type RunningServer } from "./harness.ts";
import { nginxMissing } from "../packages/site-server/lib/nginx-binary.ts";
import { startNginx, type RunningNginx } from "../packages/site-server/lib/nginx-server.ts";

const PUBLIC = path.resolve("public");
const SECURITY = [
  "content-security-policy",
  "x-content-type-options",
  "referrer-policy",
  "x-frame-options",
  "permissions-policy",
];
const missing = nginxMissing();
if (missing) console.log(`# e2e/nginx.test.ts skipped: ${missing}`);

let nginx: RunningNginx;
let local: RunningServer;

/** The page's window, with the CSP violations its init script records. */
declare const window: Window & typeof globalThis & { __cspViolations: string[] };

/** An answer as received: status, headers (`get` as fetch has it) and the raw body. */
interface Answer {
  status: number | undefined;
  headers: { get: (name: string) => string | null };
  body: Buffer;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

/**
 * One request as sent (no redirects followed, no decompression, no Accept-Encoding unless given);
 * the raw body for GET.
 */
function request(
  origin: string,
  target: string,
  { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(`${origin}${target}`, { method, headers, agent, timeout: 10_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.once("end", () => {
        const raw = response.headers;
        resolve({
          status: response.statusCode,
          headers: {
            get: (name: string) =>
              raw[name.toLowerCase()] === undefined ? null : [raw[name.toLowerCase()]].flat().join(", "),
          },
          body: Buffer.concat(chunks),
        });
      });
      response.once("error", reject);
    });
    outgoing.once("timeout", () => outgoing.destroy(new Error(`${method} ${target}: no answer in 10 s`)));
    outgoing.once("error", reject);
    outgoing.end();
  });
}

/** Runs `task` over `items`, `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await task(items[next++]);
    }),
  );
}

/** The URL path of a file of public/, percent-encoded per segment. */
const urlOf = (file: string) =>
  file
    .split("/")
    .map((segment: string) => encodeURIComponent(segment).replace(/%7E/g, "~"))
    .join("/");

const NOT_FOUND_BODY = () => fs.readFileSync(path.join(PUBLIC, "404.html"));

describe("nginx with the generated config", { skip: missing ?? false }, () => {
  before(async () => {
    [nginx, local] = await Promise.all([startNginx(), startServer()]);
  });
  after(async () => {
    agent.destroy();
    local?.stop();
    await nginx?.stop();
  });

  test("every route of routes.txt and every page of the build answers 200 with its HTML", async () => {
    const listed = fs
      .readFileSync("e2e/fixtures/routes.txt", "utf8")
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line.startsWith("/"));
    const routes = [...new Set([...listed, ...siteFiles(PUBLIC).filter(isPage).map(routeOf)])];
    assert.ok(routes.length > 200, `${routes.length} routes`);
    const failures: string[] = [];
    await eachLimited(routes, 8, async (route) => {
      const { status, headers, body } = await request(nginx.origin, route);
      const expected = fs.readFileSync(path.join(PUBLIC, route, "index.html"));
      if (status !== 200 || !headers.get("content-type")?.startsWith("text/html") || !body.equals(expected))
        failures.push(`${route}: ${status}`);
    });
    assert.deepEqual(failures, []);
  });

  test("trailing slashes, .html and index.html answer 301 to the route, as the local server does", async () => {
    const targets = [
      "/",
      "/index.html?x=1",
      "/docs/",
      "/docs//",
      "/docs.html",
      "/docs/index.html",
      "/docs/api/",
      "/docs/api.html",
      "/docs/api/index.html",
      "/docs/api/index.htm",
      "/docs/api/index.html/",
      "/docs/api/stocks/get-quote/?symbol=AAPL&x=%20y",
      "/docs/api/stocks/get-quote.html#frag",
      "/docs/no-such-page/",
      "/docs/caf%C3%A9/",
      "/docs/a%20b.html",
    ];
    for (const target of targets) {
      const [ours, reference] = await Promise.all([
        request(nginx.origin, target.replace(/#.*/, "")),
        request(local.origin, target.replace(/#.*/, "")),
      ]);
      assert.equal(ours.status, 301, target);
      assert.equal(ours.headers.get("location"), reference.headers.get("location"), target);
      assert.equal(ours.headers.get("cache-control"), NO_STORE, target);
    }
  });

  test("every ticker redirect of the build answers 301 to its page, as the local server does, and the config holds it", async () => {
    const redirects = readRedirectList(PUBLIC);
    assert.ok(
      redirects.some(({ from, to }) => from === "/docs/symbols/crypto/btc" && to === "/docs/symbols/crypto/bitcoin"),
      "public/redirects.json has no /docs/symbols/crypto/btc",
    );
    const config = fs.readFileSync(path.join(nginx.prefix, SITE_CONFIG_FILE), "utf8");
    assert.match(config, /^ {4}"\/docs\/symbols\/crypto\/btc" "\/docs\/symbols\/crypto\/bitcoin";$/m);
    const failures: string[] = [];
    await eachLimited(redirects, 8, async ({ from, to }) => {
      // The table's paths are in lower case; readers type tickers in capitals too.
      for (const target of [from, from.toUpperCase().replace(/^\/DOCS\//, "/docs/")]) {
        const [ours, reference] = await Promise.all([request(nginx.origin, target), request(local.origin, target)]);
        const expected = target === to ? 200 : 301;
        if (ours.status !== expected || (expected === 301 && ours.headers.get("location") !== to))
          failures.push(`${target}: nginx ${ours.status} ${ours.headers.get("location")}`);
        if (reference.status !== ours.status || reference.headers.get("location") !== ours.headers.get("location"))
          failures.push(`${target}: local ${reference.status} ${reference.headers.get("location")}`);
      }
    });
    assert.deepEqual(failures, []);
  });

  test("unknown paths, the not-found page's own paths and HTML outside /docs get the not-found page with 404", async () => {
    const notFound = NOT_FOUND_BODY();
    for (const target of [
      MISSING_PATH,
      "/nope",
      "/docs/api/stocks/get-quote/extra",
      "/404.html",
      "/404",
      "/404/",
      "/_gatsby/slices/_gatsby-scripts-1.html",
      "/search/",
      "/docsx",
      "/docs/api/stocks/get-quote.json",
    ]) {
      const [ours, reference] = await Promise.all([request(nginx.origin, target), request(local.origin, target)]);
      assert.equal(reference.status, 404, `local server: ${target}`);
      assert.equal(ours.status, 404, target);
      assert.ok(ours.body.equals(notFound), `${target}: the not-found page`);
      assert.equal(ours.headers.get("cache-control"), NO_STORE, target);
    }
    const post = await request(nginx.origin, "/docs", { method: "POST" });
    assert.equal(post.status, 405);
    assert.equal(post.headers.get("allow"), "GET, HEAD");
  });

  test("every file of public/ gets its cache class, from nginx and from the local server", async () => {
    const files = siteFiles(PUBLIC);
    const failures: string[] = [];
    let checked = 0;
    await eachLimited(files, 8, async (file) => {
      // Pages are served at their route; other HTML files (the not-found page, slices) are not served as they are.
      if (file.endsWith(".html") && !isPage(file)) return;
      const target = isPage(file) ? routeOf(file) : urlOf(file);
      const expected = cacheClass(file).cacheControl;
      for (const [name, origin] of [
        ["nginx", nginx.origin],
        ["local", local.origin],
      ]) {
        const { status, headers } = await request(origin, target, { method: "HEAD" });
        if (status !== 200 || headers.get("cache-control") !== expected) {
          failures.push(
            `${name} ${target}: ${status} ${headers.get("cache-control")}, expected ${expected} (${cacheClass(file).name})`,
          );
        }
      }
      checked += 1;
    });
    assert.deepEqual(failures.slice(0, 20), []);
    assert.ok(checked > 800, `${checked} files checked`);
  });

  test("the gzip (and brotli) copies are served when accepted, the files as they are otherwise", async () => {
    const files = siteFiles(PUBLIC).filter(
      (file) => fs.existsSync(path.join(PUBLIC, `${file}.gz`)) && !(file.endsWith(".html") && !isPage(file)),
    );
    assert.ok(files.length > 800, `${files.length} files have a .gz copy (npm run build writes them)`);
    const failures: string[] = [];
    await eachLimited(files, 8, async (file) => {
      const target = isPage(file) ? routeOf(file) : urlOf(file);
      const size = fs.statSync(path.join(PUBLIC, file)).size;
      const gz = await request(nginx.origin, target, { method: "HEAD", headers: { "Accept-Encoding": "gzip" } });
      if (
        gz.headers.get("content-encoding") !== "gzip" ||
        Number(gz.headers.get("content-length")) !== fs.statSync(path.join(PUBLIC, `${file}.gz`)).size
      ) {
        failures.push(`${target} gzip: ${gz.headers.get("content-encoding")} ${gz.headers.get("content-length")}`);
      }
      if (!/Accept-Encoding/.test(gz.headers.get("vary") ?? "")) failures.push(`${target}: no Vary: Accept-Encoding`);
      const plain = await request(nginx.origin, target, { method: "HEAD" });
      if (plain.headers.get("content-encoding") || Number(plain.headers.get("content-length")) !== size)
        failures.push(`${target} identity: ${plain.headers.get("content-encoding")}`);
      if (nginx.brotli && fs.existsSync(path.join(PUBLIC, `${file}.br`))) {
        const br = await request(nginx.origin, target, {
          method: "HEAD",
          headers: { "Accept-Encoding": "gzip, deflate, br" },
        });
        if (br.headers.get("content-encoding") !== "br")
          failures.push(`${target} br: ${br.headers.get("content-encoding")}`);
      }
    });
    assert.deepEqual(failures.slice(0, 20), []);
    // The bytes decode to the file.
    for (const [target, file] of [
      ["/docs/api/stocks/get-quote", "docs/api/stocks/get-quote/index.html"],
      ["/search/head.json", "search/head.json"],
    ]) {
      const { headers, body } = await request(nginx.origin, target, { headers: { "Accept-Encoding": "gzip" } });
      assert.equal(headers.get("content-encoding"), "gzip");
      assert.ok(zlib.gunzipSync(body).equals(fs.readFileSync(path.join(PUBLIC, file))), target);
      if (nginx.brotli) {
        const br = await request(nginx.origin, target, { headers: { "Accept-Encoding": "br" } });
        assert.ok(zlib.brotliDecompressSync(br.body).equals(fs.readFileSync(path.join(PUBLIC, file))), `${target} br`);
      }
    }
  });

  test("the security headers equal the local server's on every page and on every other kind of answer", async () => {
    const pages = siteFiles(PUBLIC).filter(isPage).map(routeOf);
    const others = [
      MISSING_PATH,
      "/docs/api/",
      "/",
      "/search/local-index.json",
      "/docs/api/stocks/get-quote.md",
      "/llms.txt",
      "/page-data/app-data.json",
      "/favicon.svg",
      `/${fs.readdirSync(PUBLIC).find((name) => /^app-[0-9a-f]+\.js$/.test(name))}`,
    ];
    const failures: string[] = [];
    await eachLimited([...pages, ...others], 8, async (target) => {
      for (const accept of [undefined, "text/markdown"]) {
        const headers: Record<string, string> = accept ? { Accept: accept } : {};
        const [ours, reference] = await Promise.all([
          request(nginx.origin, target, { method: "HEAD", headers }),
          request(local.origin, target, { method: "HEAD", headers }),
        ]);
        if (ours.status !== reference.status)
          failures.push(`${target}: status ${ours.status}, local ${reference.status}`);
        for (const name of SECURITY) {
          if (ours.headers.get(name) !== reference.headers.get(name))
            failures.push(
              `${target} ${accept ?? ""} ${name}:\n  nginx ${ours.headers.get(name)}\n  local ${reference.headers.get(name)}`,
            );
        }
      }
    });
    assert.deepEqual(failures.slice(0, 10), []);
    const page = await request(nginx.origin, "/docs/api/stocks/get-quote", { method: "HEAD" });
    assert.match(
      page.headers.get("content-security-policy") ?? "",
      /script-src 'self' 'sha256-.*frame-ancestors 'none'/,
    );
    assert.equal(page.headers.get("strict-transport-security"), null, "no HSTS on plain http");
  });

  test("a page's route answers its Markdown to a request that prefers it, and its HTML names the Markdown", async () => {
    const route = "/docs/api/stocks/get-quote";
    const markdown = fs.readFileSync(path.join(PUBLIC, `${route}.md`));
    const accepts = [
      undefined,
      "",
      "text/markdown",
      "TEXT/MARKDOWN",
      "text/markdown, text/html;q=0.9",
      "text/html, text/markdown",
      "text/html, text/markdown;q=0.9",
      "text/html;q=0.5, text/markdown;q=0.55",
      "text/html;q=0.55, text/markdown;q=0.5",
      "text/markdown;q=0.9, */*;q=0.8",
      "text/markdown;q=0.8, */*;q=0.9",
      "text/markdown, */*",
      "text/markdown, text/*",
      "text/markdown, text/*;q=0.5",
      "text/markdown;charset=utf-8;q=0.7, text/html;q=0.6",
      "text/markdown;q=0",
      "text/plain, text/markdown;q=0.001",
      "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8",
      "text/markdown;q=1.0, text/html;q=0.999",
      "application/json",
    ];
    for (const accept of accepts) {
      const headers: Record<string, string> = accept === undefined ? {} : { Accept: accept };
      const [ours, reference] = await Promise.all([
        request(nginx.origin, route, { headers }),
        request(local.origin, route, { headers }),
      ]);
      const wantsMarkdown = prefersMarkdown(accept);
      assert.equal(ours.status, 200, String(accept));
      assert.equal(ours.headers.get("content-type"), reference.headers.get("content-type"), `Accept: ${accept}`);
      assert.equal(ours.headers.get("content-type")?.startsWith("text/markdown"), wantsMarkdown, `Accept: ${accept}`);
      if (wantsMarkdown) {
        assert.ok(ours.body.equals(markdown), `Accept: ${accept}: the page's Markdown`);
        assert.equal(ours.headers.get("link"), null);
      } else {
        assert.equal(ours.headers.get("link"), alternateLink(route), `Accept: ${accept}`);
      }
      assert.match(ours.headers.get("vary") ?? "", /\bAccept\b/);
    }
    // The Markdown at its own URL, and a Markdown request for a path that is not a page.
    assert.equal(
      (await request(nginx.origin, `${route}.md`)).headers.get("content-type"),
      "text/markdown; charset=utf-8",
    );
    assert.equal((await request(nginx.origin, MISSING_PATH, { headers: { Accept: "text/markdown" } })).status, 404);
  });

  describe("in Chromium", () => {
    let browser: Browser;
    before(async () => {
      browser = await launchBrowser();
    });
    after(async () => {
      await browser?.close();
    });

    /** A page that records CSP violations and console errors. */
    async function watchedPage() {
      const context = await browser.newContext();
      const page = await context.newPage();
      const problems: string[] = [];
      await page.addInitScript(() => {
        window.__cspViolations = [];
        document.addEventListener("securitypolicyviolation", (event) => {
          window.__cspViolations.push(
            `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
          );
        });
      });
      page.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) problems.push(`console: ${message.text()}`);
      });
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
      const seen = async () => [...problems, ...(await page.evaluate(() => window.__cspViolations))];
      return { context, page, seen };
    }

    test("one page of every kind loads and hydrates with no CSP violation", async () => {
      const pages = pagePerKind(builtPages());
      assert.ok(pages.length >= 6, pages.map((page) => page.kind).join(", "));
      const failures: string[] = [];
      for (const { url, kind, status } of pages) {
        const { context, page, seen } = await watchedPage();
        const response = await page.goto(nginx.origin + url, { waitUntil: "load" });
        assert.equal(response?.status(), status, url);
        await waitForHydration(page);
        const problems = await seen();
        if (problems.length) failures.push(`${kind} ${url}:\n  ${problems.join("\n  ")}`);
        await context.close();
      }
      assert.deepEqual(failures, []);
    });

    test("the search dialog opens and returns results", async () => {
      const { context, page, seen } = await watchedPage();
      await page.goto(`${nginx.origin}/docs`);
      await waitForHydration(page);
      await page.keyboard.press("Control+k");
      const dialog = page.getByRole("dialog", { name: "Search the documentation" });
      await dialog.getByRole("combobox", { name: "Search the documentation" }).waitFor();
      await page.waitForFunction(() => document.activeElement?.getAttribute("role") === "combobox");
      await page.keyboard.type("crypto quote");
      await dialog.getByRole("listbox", { name: "Search results" }).getByRole("option").first().waitFor();
      assert.deepEqual(await seen(), []);
      await context.close();
    });

    test("the Try-it panel opens and shows the answer to its request", async () => {
      const { context, page, seen } = await watchedPage();
      const proxied = [];
      // The Try-it proxy, stubbed: the request must leave the page (CSP connect-src) and its answer be shown.
      await context.route("http://127.0.0.1:4030/api/proxy**", (route) => {
        proxied.push(route.request().url());
        return route.fulfill({
          status: 200,
          contentType: "application/json",
          headers: { "Access-Control-Allow-Origin": "*" },
          body: JSON.stringify({ symbol: "AAPL" }),
        });
      });
      await page.goto(`${nginx.origin}/docs/api/stocks/get-quote`);
      await waitForHydration(page);
      await page.getByRole("button", { name: "Send API request" }).click();
      const panel = page.getByRole("region", { name: "Try it" });
      await panel.getByLabel("Server").waitFor();
      await panel.getByLabel(/^API key/).fill("tw_test_key_1234");
      await panel.getByRole("button", { name: "Send", exact: true }).click();
      await panel.getByTestId("try-it-status").waitFor();
      assert.match((await panel.getByTestId("try-it-status").textContent()) ?? "", /^200/);
      assert.equal(proxied.length, 1);
      assert.deepEqual(await seen(), []);
      await context.close();
    });
  });

  test("nginx logged no errors", () => {
    assert.doesNotMatch(nginx.errorLog(), /\[(?:emerg|alert|crit|error)\]/);
  });
});
