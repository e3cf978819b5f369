/**
 * The Algolia path in the browser, on loopback: the fixture site (e2e/fixture-site.ts) is built
 * with Algolia's search credentials and GATSBY_ALGOLIA_HOSTS pointing at two ports where stand-ins
 * for Algolia's API (e2e/algolia-stand-in.ts) answer with the local engine over the copy's own
 * records. The same build has the write key and ALGOLIA_HOSTS, so the real build's push reached
 * the stand-in on the first port, which recorded it. Checks the multi-index request SPEC describes, the results, the error screen and
 * the two-minute back-off of a failed host (with Playwright's clock).
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { pathToFileURL } from "node:url";
import type { Browser } from "playwright-core";
import type { LocalIndexFile } from "../src/lib/search/types.ts";
import { startAlgoliaStandIn, type AlgoliaStandIn, type QueriesBody, type QueryRequest } from "./algolia-stand-in.ts";
import { ALGOLIA_INDEX as INDEX, fixtureSite, type FixtureBuild } from "./fixture-site.ts";
import { launchBrowser, startServer, waitForHydration, type RunningServer } from "./harness.ts";

import "../scripts/resolve-ts.ts";
// Imported once the resolve hook is registered: the site's modules import each other without extensions.
const root = pathToFileURL(process.cwd() + "/");
const { buildLocalIndex, searchLocalIndex } = (await import(
  new URL("src/lib/search/engine.ts", root).href
)) as typeof import("../src/lib/search/engine.ts");
const { ALGOLIA_SYNONYMS } = (await import(
  new URL("src/lib/search/algolia-config.ts", root).href
)) as typeof import("../src/lib/search/algolia-config.ts");

let index = buildLocalIndex([]);
// The stand-in answers as Algolia would: with the records pushed, ranked by the shared config.
const answer = (requests: QueryRequest[]) =>
  requests.map((request) =>
    searchLocalIndex(
      index,
      typeof request.params === "string" || request.params ? request.params : request,
      request.indexName,
    ),
  );

let first: AlgoliaStandIn;
let second: AlgoliaStandIn;
let server: RunningServer;
let browser: Browser;
let build: FixtureBuild;

before(async () => {
  const fixture = await fixtureSite();
  build = fixture.build;
  assert.equal(build.code, 0, build.output);
  // The build was pointed at these ports: the stand-ins take them over for the browser.
  first = await startAlgoliaStandIn({ answer, port: fixture.ports[0] });
  second = await startAlgoliaStandIn({ answer, port: fixture.ports[1] });
  index = buildLocalIndex(
    (JSON.parse(fs.readFileSync(path.join(fixture.publicDir, "search/local-index.json"), "utf8")) as LocalIndexFile)
      .records,
  );
  server = await startServer({ siteDir: fixture.publicDir });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  server?.stop();
  await first?.close();
  await second?.close();
});

const queries = (standIn: AlgoliaStandIn) =>
  standIn.requests.filter((request) => request.method === "POST" && request.path === "/1/indexes/*/queries");
const typed = (standIn: AlgoliaStandIn, query: string) =>
  queries(standIn).filter((request) =>
    (request.body as QueriesBody).requests.some(
      (one) =>
        ((typeof one.params === "string" ? undefined : one.params?.query) ?? one.query) === query ||
        String(one.params ?? "").includes(`query=${encodeURIComponent(query)}`),
    ),
  );

async function openDialog({ clock = false } = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (clock) await page.clock.install();
  await page.goto(server.origin + "/docs");
  await waitForHydration(page);
  await page.keyboard.press("Control+k");
  const dialog = page.getByRole("dialog", { name: "Search the documentation" });
  const box = dialog.getByRole("combobox", { name: "Search the documentation" });
  await box.waitFor();
  return { context, page, dialog, box };
}

describe("search with Algolia", () => {
  test("the build pushed its records, settings and synonyms to the write host", () => {
    const { pushed } = build;
    assert.equal(pushed?.objects, index.documents.length);
    const settings = pushed?.settings as { searchableAttributes: string[] } | null | undefined;
    assert.ok(settings?.searchableAttributes.includes("hierarchy.lvl1,trail"));
    assert.deepEqual(pushed?.synonyms, JSON.parse(JSON.stringify(ALGOLIA_SYNONYMS)));
  });

  test("a query is one multi-index POST with SPEC's parameters, and its hits are shown", async () => {
    const { context, dialog, box } = await openDialog();
    await box.fill("stock quote");
    await dialog.getByRole("option").first().waitFor();
    assert.equal(await dialog.getByRole("option").first().getAttribute("href"), "/docs/api/stocks/get-quote");
    const [request] = [...typed(first, "stock quote"), ...typed(second, "stock quote")];
    assert.ok(request, "the stand-ins received the query");
    const credentials = (name: string) => request.headers[name] ?? request.search.get(name);
    assert.equal(credentials("x-algolia-application-id"), "TESTAPP");
    assert.equal(credentials("x-algolia-api-key"), "search-key");
    const [one] = (request.body as QueriesBody).requests;
    const params: Record<string, unknown> =
      typeof one.params === "string"
        ? Object.fromEntries(new URLSearchParams(one.params))
        : { ...one, ...(one.params ?? {}) };
    const json = (value: unknown) => (typeof value === "string" ? JSON.parse(value) : value);
    assert.equal(one.indexName, INDEX);
    assert.equal(params.query, "stock quote");
    assert.equal(Number(params.hitsPerPage), 20);
    assert.deepEqual(json(params.facetFilters), ["language:en", "version:current"]);
    assert.deepEqual(json(params.attributesToSnippet), ["content:24"]);
    assert.equal(params.snippetEllipsisText, "…");
    assert.ok(params.highlightPreTag && params.highlightPostTag, "highlight tags are sent");
    await context.close();
  });

  test("when no host answers, the dialog says it cannot fetch results", async () => {
    first.state.fail = "error";
    second.state.fail = "error";
    try {
      const { context, dialog, box } = await openDialog();
      await box.fill("quote");
      await dialog.locator("p", { hasText: "Unable to fetch results" }).waitFor();
      await dialog.getByText("You might want to check your network connection.").waitFor();
      await context.close();
    } finally {
      first.state.fail = null;
      second.state.fail = null;
    }
  });

  test("a host that failed is skipped for two minutes, then tried first again", async () => {
    first.state.fail = "drop";
    try {
      const { context, page, dialog, box } = await openDialog({ clock: true });
      const hitFor = async (query: string) => {
        await box.fill(query);
        await dialog
          .getByRole("status")
          .filter({ hasText: new RegExp(`results for ${query}$`) })
          .waitFor({ state: "attached" });
      };
      await hitFor("websocket");
      assert.equal(typed(first, "websocket").length, 1, "the first host was tried first");
      assert.equal(typed(second, "websocket").length, 1, "then the second answered");

      await hitFor("authentication");
      assert.equal(typed(first, "authentication").length, 0, "the failed host is skipped");
      assert.equal(typed(second, "authentication").length, 1);

      await page.clock.fastForward("02:01");
      first.state.fail = null;
      await hitFor("limits");
      assert.equal(typed(first, "limits").length, 1, "two minutes on, the first host is tried again");
      assert.equal(typed(second, "limits").length, 0);
      await context.close();
    } finally {
      first.state.fail = null;
    }
  });
});
