/**
 * `gatsby develop` picks up saves of the spec, the symbol lists, the facts and the sidebars without
 * a restart: the File nodes of gatsby-source-filesystem drive the source plugins, and the guides'
 * compiled MDX depends on content/facts.yaml. A broken save is reported with the file and line in
 * the terminal and the browser overlay, develop keeps serving the last good version, and the next
 * good save recovers. Drafts render in develop. This is the test suite's one develop server.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { addDraft, DRAFT_ID } from "./fixture-site.ts";
import { freePort, launchBrowser } from "./harness.ts";
import { copySite, startDevelop, waitFor, type RunningDevelop } from "./site-copy.ts";

const SPEC = "specs/http-api.openapi.yaml";
const OPERATION_PAGE = "/page-data/docs/api/crypto/get-quote/page-data.json";
const CRYPTO = "content/symbols/crypto.yaml";
const COIN_PAGE = "/page-data/docs/symbols/crypto/cardano/page-data.json";
const FACTS = "content/facts.yaml";
const GUIDE = "content/docs/platform/infrastructure.mdx";
const GUIDE_PAGE = "/page-data/docs/platform/infrastructure/page-data.json";
const MAIN_SIDEBAR = "content/sidebars/main.yaml";
/**
 * What develop prints once it has made the pages again after a save (createPages, then the
 * queries' modules). It writes page data only when some changed, and a broken save that keeps
 * the last good sidebar may change none: "Writing page-data.json" is not printed every time.
 */
const PAGES_REBUILT = "write out requires";
/** A guide that shows maintenance.noticeHours (72 in content/facts.yaml), in the main sidebar. */
const STATUS_GUIDE = "/docs/platform/status";
const STATUS_GUIDE_PAGE = "/page-data/docs/platform/status/page-data.json";
/** How the status guide's page data carries maintenance.noticeHours. */
const noticeHoursFact = (hours: number) => `"path":"maintenance.noticeHours","value":"${hours}"`;

/** GraphQL's answer to a query whose data has the shape `Data`. */
interface GraphqlAnswer<Data> {
  data: Data;
  errors?: unknown;
}

let site: string;
let develop: RunningDevelop;
let browser: Browser;
/**
 * A page of the develop server. It compiles a page's code when first asked for it, which on a
 * busy two-core machine can take longer than Playwright's 30 s default: the cap is raised, and
 * every wait still ends as soon as its condition holds.
 */
async function developPage() {
  const page = await browser.newPage();
  page.setDefaultTimeout(120_000);
  return page;
}
before(async () => {
  site = copySite();
  addDraft(site);
  develop = await startDevelop(site, await freePort());
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  develop?.stop();
  fs.rmSync(site, { recursive: true, force: true });
});

describe("drafts", () => {
  test("render in gatsby develop and are listed in DocsVersion.draftIds", async () => {
    const response = await fetch(`${develop.origin}/___graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query: `{ docsVersion { draftIds docs { id } } sitePage(path: { eq: "/docs/${DRAFT_ID}" }) { path } }`,
      }),
    });
    const { data, errors } = (await response.json()) as GraphqlAnswer<{
      docsVersion: { draftIds: string[]; docs: { id: string }[] };
      sitePage: { path: string } | null;
    }>;
    assert.equal(errors, undefined);
    assert.deepEqual(data.docsVersion.draftIds, [DRAFT_ID]);
    assert.ok(data.docsVersion.docs.some((doc) => doc.id === DRAFT_ID));
    assert.equal(data.sitePage?.path, `/docs/${DRAFT_ID}`);
  });
});

/** Rewrites a file of the copy. */
function edit(file: string, change: (text: string) => string): void {
  const target = path.join(site, file);
  fs.writeFileSync(target, change(fs.readFileSync(target, "utf8")));
}

/** Runs `work` with `file` as it is now, and puts the file back afterwards, whatever happened. */
async function restoring(file: string, work: () => Promise<void>): Promise<void> {
  const target = path.join(site, file);
  const original = fs.readFileSync(target, "utf8");
  try {
    await work();
  } finally {
    fs.writeFileSync(target, original);
  }
}

/** 1-based line of the first line of `file` that contains `text`. */
function lineOf(file: string, text: string): number {
  const index = fs
    .readFileSync(path.join(site, file), "utf8")
    .split("\n")
    .findIndex((candidate) => candidate.includes(text));
  assert.ok(index >= 0, `${file} has no line with ${text}`);
  return index + 1;
}

/** Develop's terminal output since `from`, from the first `after` on ("" until it shows). */
function outputSince(from: number, after = ""): string {
  const output = develop.output().slice(from);
  const start = output.indexOf(after);
  return start < 0 ? "" : output.slice(start);
}

/**
 * Waits until develop's terminal output since `from` contains `text`, after `after` when given;
 * the output is in the failure.
 */
const waitForOutput = (from: number, text: string, after = "") =>
  waitFor(
    () => outputSince(from, after).includes(text),
    `"${text}" in develop's output${after ? ` after "${after}"` : ""}`,
  ).catch((error: Error) => {
    throw new Error(`${error.message}\n--- develop output ---\n${develop.output().slice(from).slice(-3000)}`);
  });

/** What `page` shows and develop's output since `from`, for a failure's message. */
async function pageReport(page: Page, from: number): Promise<string> {
  const shown = await page
    .locator("body")
    .innerText({ timeout: 5_000 })
    .catch((reason: Error) => `(unreadable: ${reason.message})`);
  return `--- the page at ${page.url()} ---\n${shown.slice(0, 2000)}\n--- develop output ---\n${develop
    .output()
    .slice(from)
    .slice(-3000)}`;
}

/** Waits until `check` holds for `page`; the failure carries what the page showed and develop's output meanwhile. */
async function waitForPage(page: Page, check: () => Promise<boolean>, what: string): Promise<void> {
  const from = develop.output().length;
  try {
    await waitFor(check, what);
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${await pageReport(page, from)}`);
  }
}

/** Waits until `page` shows `text` (see waitForPage). */
const waitForText = (page: Page, text: string) =>
  waitForPage(page, () => page.getByText(text).first().isVisible(), `"${text}" on the page`);

/** Waits until the main sidebar of `page` contains `text` (see waitForPage). */
const waitForSidebar = (page: Page, text: string, what: string) =>
  waitForPage(page, async () => (await sidebarText(page)).includes(text), what);

/** Text of develop's error overlay (Gatsby renders it in a shadow root, which locators enter); "" without one. */
const overlayText = async (page: Page) => {
  const overlay = page.locator('[data-gatsby-overlay="root"]');
  return (await overlay.count()) ? (await overlay.allTextContents()).join("\n") : "";
};

/** Text of the main sidebar on `page`; "" while it is missing. */
const sidebarText = async (page: Page) => {
  const nav = page.locator('aside nav[aria-label="Documentation sidebar"]');
  return (await nav.count()) ? nav.innerText() : "";
};

/** The page data of a page, as text; null while develop answers with an error. */
async function pageData(route: string): Promise<string | null> {
  const response = await fetch(`${develop.origin}${route}`);
  return response.ok ? response.text() : null;
}

/** Waits until a page's data contains `text`; develop's output since the call is in the failure. */
const waitForPageData = (route: string, text: string) => {
  const from = develop.output().length;
  return waitFor(async () => (await pageData(route))?.includes(text), `"${text}" in ${route}`).catch((error: Error) => {
    throw new Error(`${error.message}\n--- develop output ---\n${develop.output().slice(from).slice(-3000)}`);
  });
};

/** One field of GraphQL, as GraphiQL would answer it. */
async function graphql<Data>(query: string): Promise<Data> {
  const response = await fetch(`${develop.origin}/___graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query }),
  });
  const { data, errors } = (await response.json()) as GraphqlAnswer<Data>;
  assert.equal(errors, undefined);
  return data;
}

describe("gatsby develop reloads the sources", () => {
  test("an operation's summary edited in the spec reaches its page and GraphQL", async () => {
    // Develop runs a page's query on its first request.
    await waitForPageData(OPERATION_PAGE, '"summary":"Get quote"');
    edit(SPEC, (text) =>
      text.replace(
        "operationId: crypto-get-quote\n      tags: [crypto]\n      summary: Get quote\n",
        "operationId: crypto-get-quote\n      tags: [crypto]\n      summary: Get a live crypto quote\n",
      ),
    );
    await waitForPageData(OPERATION_PAGE, '"summary":"Get a live crypto quote"');
    const data = await graphql<{ apiOperation: { summary: string } }>(
      '{ apiOperation(operationId: { eq: "crypto-get-quote" }) { summary } }',
    );
    assert.equal(data.apiOperation.summary, "Get a live crypto quote");
  });

  test("a broken save is reported with the file and line, and the next good save recovers", async () => {
    const line =
      fs
        .readFileSync(path.join(site, SPEC), "utf8")
        .split("\n")
        .findIndex((text) => text.includes("summary: Get a live crypto quote")) + 1;
    const before = develop.output().length;
    // A key written twice: the error is at the second one.
    edit(SPEC, (text) =>
      text.replace("summary: Get a live crypto quote\n", "summary: Get a live crypto quote\n      summary: Again\n"),
    );
    const reported = `${SPEC}:${line + 1}:`;
    await waitFor(() => develop.output().slice(before).includes(reported), `an error naming ${reported}`).catch(
      (error: Error) => {
        throw new Error(`${error.message}\n--- develop output ---\n${develop.output().slice(before).slice(-3000)}`);
      },
    );
    assert.match(
      develop.output().slice(before),
      new RegExp(`Invalid YAML in ${SPEC.replace(/\./g, "\\.")}:${line + 1}:\\d+: `),
    );
    // Develop still serves the last good version.
    assert.ok((await pageData(OPERATION_PAGE))?.includes('"summary":"Get a live crypto quote"'));
    edit(SPEC, (text) =>
      text.replace("summary: Get a live crypto quote\n      summary: Again\n", "summary: Get one crypto quote\n"),
    );
    await waitForPageData(OPERATION_PAGE, '"summary":"Get one crypto quote"');
  });

  test("a coin renamed in its symbol list reaches its page", async () => {
    await waitForPageData(COIN_PAGE, "Cardano (ADA)");
    edit(CRYPTO, (text) =>
      text.replace("  - symbol: ADA\n    name: Cardano\n", "  - symbol: ADA\n    name: Cardano Network\n"),
    );
    await waitForPageData(COIN_PAGE, "Cardano Network (ADA)");
  });
});

describe("gatsby develop reloads a guide's frontmatter", () => {
  test("a title edited in a guide reaches its page's head and the pages that link to it", async () => {
    await waitForPageData(GUIDE_PAGE, '"title":"Infrastructure | Tickwire Docs"');
    await restoring(GUIDE, async () => {
      edit(GUIDE, (text) => text.replace("\ntitle: Infrastructure\n", "\ntitle: Infrastructure and regions\n"));
      // The page's context is made by createPages from the guide's Doc node, after its hooks.
      await waitForPageData(GUIDE_PAGE, '"title":"Infrastructure and regions | Tickwire Docs"');
      // The next guide's "Previous" link names it too.
      await waitForPageData(
        "/page-data/docs/platform/status/page-data.json",
        '"previous":{"label":"Infrastructure and regions"',
      );
    });
  });
});

describe("gatsby develop reloads the guides' facts and keeps the last good sidebar", () => {
  test("a fact edited in content/facts.yaml reaches a guide that shows it; a broken save is reported and recovers", async () => {
    const page = await developPage();
    try {
      await page.goto(`${develop.origin}${STATUS_GUIDE}`);
      await waitForText(page, "is posted at least 72 hours in advance");
      await restoring(FACTS, async () => {
        edit(FACTS, (text) => text.replace("  noticeHours: 72\n", "  noticeHours: 96\n"));
        await waitForPageData(STATUS_GUIDE_PAGE, noticeHoursFact(96));
        // Hot reloading replaces the guide's module in the open page.
        await waitForText(page, "is posted at least 96 hours in advance");

        const line = lineOf(FACTS, "noticeHours: 96");
        const from = develop.output().length;
        edit(FACTS, (text) => text.replace("  noticeHours: 96\n", "  noticeHours: ninety-six\n"));
        const reported = `${FACTS}:${line}: field "maintenance.noticeHours"`;
        await waitForOutput(from, reported);
        await waitFor(async () => (await overlayText(page)).includes(reported), `the overlay naming ${reported}`);
        // Meanwhile the guides are built with the last good facts.
        await page.reload();
        await waitForText(page, "is posted at least 96 hours in advance");

        edit(FACTS, (text) => text.replace("  noticeHours: ninety-six\n", "  noticeHours: 48\n"));
        await waitForPageData(STATUS_GUIDE_PAGE, noticeHoursFact(48));
        await waitForText(page, "is posted at least 48 hours in advance");
        await waitFor(async () => !(await overlayText(page)).includes(FACTS), "the overlay to close");
      });
    } finally {
      await page.close();
    }
  });

  test("a broken sidebar is reported, the pages keep its last good version, and the next good save shows", async () => {
    const page = await developPage();
    try {
      await page.goto(`${develop.origin}${STATUS_GUIDE}`);
      await waitForSidebar(page, "Platform", "the main sidebar");
      await restoring(MAIN_SIDEBAR, async () => {
        // A syntax error: a key written twice.
        const syntaxLine = lineOf(MAIN_SIDEBAR, "label: Platform") + 1;
        let from = develop.output().length;
        edit(MAIN_SIDEBAR, (text) => text.replace("    label: Platform\n", "    label: Platform\n    label: Again\n"));
        const syntaxError = `Invalid YAML in ${MAIN_SIDEBAR}:${syntaxLine}:`;
        await waitForOutput(from, syntaxError);
        await waitFor(async () => (await overlayText(page)).includes(syntaxError), `the overlay naming ${syntaxError}`);
        await waitForOutput(from, PAGES_REBUILT, syntaxError);
        await page.reload();
        await waitForSidebar(page, "Overview", "the last good sidebar after a reload");

        // A schema error: an item type that does not exist.
        from = develop.output().length;
        edit(MAIN_SIDEBAR, (text) =>
          text
            .replace("    label: Platform\n    label: Again\n", "    label: Platform\n")
            .replace("{ type: doc, id: platform/overview }", "{ type: page, id: platform/overview }"),
        );
        const schemaLine = lineOf(MAIN_SIDEBAR, "{ type: page, id: platform/overview }");
        const schemaError = `${MAIN_SIDEBAR}:${schemaLine}: "type" must be one of`;
        await waitForOutput(from, schemaError);
        await waitFor(async () => (await overlayText(page)).includes(schemaError), `the overlay naming ${schemaError}`);
        await waitForOutput(from, PAGES_REBUILT, schemaError);
        await page.reload();
        await waitForSidebar(page, "Overview", "the last good sidebar after a reload");

        // The next good save, with a change that shows.
        edit(MAIN_SIDEBAR, (text) =>
          text
            .replace("{ type: page, id: platform/overview }", "{ type: doc, id: platform/overview }")
            .replace("    label: Platform\n", "    label: Platform basics\n"),
        );
        // Develop pushes the sidebar's new slice data to the open page.
        await waitForSidebar(page, "Platform basics", "the renamed category in the sidebar");
        await waitFor(async () => !(await overlayText(page)).includes(MAIN_SIDEBAR), "the overlay to close");
      });
    } finally {
      await page.close();
    }
  });
});
