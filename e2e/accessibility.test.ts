/**
 * Accessibility gate, and every built page opened in the browser. Every page the build created
 * (the not-found page included) must be served with its status and its h1 and render without an
 * uncaught error or a console error. axe checks one page per structure (light, 1280px): pages
 * whose HTML differs only in text get the same result (e2e/page-structure.ts), so of 154 symbol
 * pages about a dozen are audited. Each audited page is loaded and hydrated (React's hydration
 * errors fail it); the pages it stands for are reached from it by client-side navigation, as a
 * reader following a link reaches them, a quarter of the browser's work of a load (alikeFailures
 * says why hydrating each again would find nothing new). It also checks one page of every page
 * kind at 390px with every rule, and in dark at 1280px and 390px with the rules that depend on
 * colour (COLOUR_RULES), with the mobile drawer and the "On this page" disclosure open. Any
 * violation, of any impact, fails with the page, the rule and the element. Keyboard checks cover
 * the skip link, visible focus on every control, and scrolling wide tables and code blocks with
 * the arrow keys.
 *
 * The colour rules run on a page, or on a dialog or panel open over it, only when it shows a text
 * whose colours no audit has passed them with in the same mode (colourKeys in e2e/a11y.ts: the
 * text's colours, size and weight and the layers behind it); the other rules run on every audited
 * page, dialog and panel in light.
 *
 * A11Y_EVERY_PAGE=1 audits every page rather than one per structure; A11Y_ALL_VIEWS=1 audits each
 * page in all four combinations with every rule, the colour rules on every page;
 * A11Y_CONCURRENCY sets how many pages are open at once (default 4).
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import { createRequire } from "node:module";
import { after, before, describe, test } from "node:test";
import type { BrowserContext, Page } from "playwright-core";
import {
  COLOUR_RULES,
  MISSING_PATH,
  VIEWPORTS,
  audit,
  builtPages,
  colourKeys,
  formatViolations,
  pagePerKind,
  pagesWith,
  richestPageWith,
  type BuiltPage,
  type RuleSet,
  type Violation,
  type ViewportName,
} from "./a11y.ts";
import { onePerStructure } from "./page-structure.ts";
import type { GatsbyWindow } from "../src/browser/navigation.ts";
import { decodeEntities } from "../src/lib/markdown-export/from-html.ts";
import { COLOUR_MODES, assertColourMode, newContextInMode, type ColourMode } from "./colour-mode.ts";
import { useSite, waitForHydration, watchPageProblems } from "./harness.ts";
import { stopsWithoutIndicator, tabWalk } from "./keyboard.ts";

/** The page's window, with Gatsby's navigate. */
declare const window: Window & typeof globalThis & Required<Pick<GatsbyWindow, "___navigate">>;

const site = useSite({ before, after });
const concurrency = Number(process.env.A11Y_CONCURRENCY ?? 4);
const allViews = process.env.A11Y_ALL_VIEWS === "1";

const pages = builtPages();
const kinds = pagePerKind(pages);
/**
 * A page of each structure, with the pages it stands for. The page chosen for each kind stands for
 * its structure, so its light 1280px view is audited here and not again below.
 */
const structures =
  process.env.A11Y_EVERY_PAGE === "1"
    ? pages.map((item) => ({ item, alike: [] as BuiltPage[] }))
    : onePerStructure([...kinds, ...pages.filter((page) => !kinds.includes(page))], (page) =>
        page.html ? fs.readFileSync(page.html, "utf8") : null,
      );
/**
 * axe is loaded into the pages from a server of its own (so the browser caches it across pages),
 * which the site's Content-Security-Policy refuses: the audit contexts bypass the policy.
 * e2e/security-headers.test.ts checks the policy itself.
 */
const CONTEXT_OPTIONS = { bypassCSP: true };
/** The widths' names (Object.keys types them as any string). */
const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];

/** A colour mode and a width to check a page in. */
interface View {
  mode: ColourMode;
  viewport: ViewportName;
}

const COMBINATIONS: View[] = COLOUR_MODES.flatMap((mode) => VIEWPORT_NAMES.map((viewport) => ({ mode, viewport })));

const tally = {
  views: 0,
  colourSkipped: 0,
  pages: new Set<string>(),
  violations: [] as Violation[],
  disclosures: new Set<ColourMode>(),
  drawers: new Set<ColourMode>(),
  started: performance.now(),
};

/**
 * Browser tabs for the axe passes, kept per colour mode and width. A tab goes back to the pool
 * after its check and loads its next page from scratch, while the context's HTTP cache keeps the
 * site's scripts: a third of the time per page, the same document under test.
 */
const tabs = new Map<string, { context: Promise<BrowserContext>; idle: Page[] }>();

async function pooledTab(mode: ColourMode, viewport: ViewportName) {
  const key = `${mode} ${viewport}`;
  let pool = tabs.get(key);
  if (!pool) {
    pool = {
      context: newContextInMode(site.browser, mode, { ...CONTEXT_OPTIONS, viewport: VIEWPORTS[viewport] }),
      idle: [],
    };
    tabs.set(key, pool);
  }
  const { context, idle } = pool;
  const page = idle.pop() ?? (await (await context).newPage());
  return { page, release: () => idle.push(page) };
}

/**
 * A page at `url`, hydrated and verified to render in `mode`: in a pooled tab, or with `fresh`
 * in a context of its own, for checks where focus, history or storage left by an earlier page
 * could matter.
 */
async function open(
  target: BuiltPage,
  { mode = "light", viewport = "desktop", fresh = false }: Partial<View> & { fresh?: boolean } = {},
) {
  let page: Page;
  let close: () => Promise<unknown>;
  if (fresh) {
    const context = await newContextInMode(site.browser, mode, { ...CONTEXT_OPTIONS, viewport: VIEWPORTS[viewport] });
    page = await context.newPage();
    close = () => context.close();
  } else {
    const tab = await pooledTab(mode, viewport);
    page = tab.page;
    close = async () => tab.release();
  }
  // Every visit records uncaught errors and console errors: a page the audit opens also fails when
  // it throws or logs an error (a hydration mismatch among them).
  const watched = watchPageProblems(page, { notFound: target.status === 404 ? target.url : undefined });
  try {
    const response = await page.goto(site.origin + target.url);
    assert.equal(response?.status(), target.status, `${target.url} answered ${response?.status()}`);
    await waitForHydration(page);
    await assertColourMode(page, mode);
  } catch (error) {
    watched.stop();
    await page.close();
    throw error;
  }
  return {
    page,
    problems: watched.problems,
    close: () => {
      watched.stop();
      return close();
    },
  };
}

/**
 * What is wrong with `target` as a reader opens it: a status other than the build's, an h1 other
 * than its title, an uncaught error or a console error; [] when nothing is. With `audit`, axe
 * also runs on it in the view given.
 */
async function pageFailures(
  target: BuiltPage,
  view?: View & { audit: string },
  alike: BuiltPage[] = [],
): Promise<string[]> {
  let opened: Awaited<ReturnType<typeof open>>;
  try {
    opened = await open(target, view);
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  }
  const { page, close, problems } = opened;
  try {
    if (view) await auditView(page, target, view, view.audit);
    const heading = (await page.locator("h1").first().textContent())?.trim();
    if (target.heading !== null && heading !== target.heading)
      problems.push(`its h1 is ${JSON.stringify(heading)}, not ${JSON.stringify(target.heading)}`);
    const failures = problems.splice(0).map((problem) => `${target.url}: ${problem}`);
    for (const other of alike) failures.push(...(await alikeFailures(page, problems, other)));
    return failures;
  } finally {
    await close();
  }
}

/** The text of the first h1 of a server-rendered page, with its markup and entities resolved. */
function servedHeading(html: string): string | null {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html);
  return match ? decodeEntities(match[1].replace(/<[^>]*>/g, "")).trim() : null;
}

/**
 * What is wrong with `target`, a page alike in structure to the one open in `page`: its status and
 * served h1 as the server sends them, then the page as a reader following a link meets it, by
 * client-side navigation from the open page, with its h1 and without an uncaught error or a
 * console error (`problems` is the open page's record of them). Hydration is not repeated: it
 * compares the served markup with what the same components render, and the page it stands for
 * was hydrated; a page whose markup differs by more than text is a structure of its own.
 */
async function alikeFailures(page: Page, problems: string[], target: BuiltPage): Promise<string[]> {
  const failures: string[] = [];
  const response = await fetch(site.origin + target.url, { redirect: "manual" });
  const served = await response.text();
  if (response.status !== target.status) failures.push(`answered ${response.status}`);
  const servedH1 = servedHeading(served);
  if (target.heading !== null && servedH1 !== target.heading)
    failures.push(`its served h1 is ${JSON.stringify(servedH1)}, not ${JSON.stringify(target.heading)}`);
  await page.evaluate((url) => window.___navigate(url), target.url);
  try {
    await page.waitForFunction(
      ({ url, heading }) =>
        location.pathname === url &&
        (heading === null || document.querySelector("h1")?.textContent?.trim() === heading),
      { url: target.url, heading: target.heading },
      { timeout: 15_000 },
    );
  } catch {
    const shown = await page.evaluate(() => ({
      at: location.pathname,
      heading: document.querySelector("h1")?.textContent?.trim(),
    }));
    failures.push(
      `after a client-side navigation to it, the page is ${shown.at} with the h1 ${JSON.stringify(shown.heading)}`,
    );
  }
  failures.push(...problems.splice(0));
  return failures.map((failure) => `${target.url}: ${failure}`);
}

/** Per colour mode, the colour keys (colourKeys) of the texts that have passed the colour rules. */
const colourPassed: Record<ColourMode, Set<string>> = { light: new Set(), dark: new Set() };

/**
 * Audits the page in `view`, or within the elements `scope` selects (a dialog or panel opened over
 * a page audited before). A light view gets every rule; a dark view renders the elements of its
 * light view, which passed every rule, so it needs only the colour rules. Either view runs the
 * colour rules only when what it audits shows a text whose colour key has not passed in that mode
 * (A11Y_ALL_VIEWS=1: every rule in every view, always).
 */
async function auditView(page: Page, target: BuiltPage, view: View, name: string, scope: string[] = []) {
  if (allViews) return check(page, target, name, scope, "all");
  const keys = await colourKeys(page, scope);
  const passed = colourPassed[view.mode];
  const newColours = keys.some((key) => !passed.has(key));
  const rules: RuleSet | null = view.mode === "dark" ? (newColours ? "colour" : null) : newColours ? "all" : "other";
  if (!newColours) tally.colourSkipped += 1;
  if (rules) await check(page, target, name, scope, rules);
  if (newColours) for (const key of keys) passed.add(key);
}

const viewName = (target: BuiltPage, { mode, viewport }: View) =>
  `${target.path} [${mode}, ${VIEWPORTS[viewport].width}px]`;

/**
 * Runs axe's `rules` on the page as it is now, or within the elements `scope` selects, and fails
 * with every violation found.
 */
async function check(page: Page, target: BuiltPage, view: string, scope: string[], rules: RuleSet) {
  const violations = await audit(page, view, scope, { rules });
  tally.views += 1;
  tally.pages.add(target.path);
  tally.violations.push(...violations);
  assert.ok(
    violations.length === 0,
    `${violations.length} accessibility violation(s):\n${formatViolations(violations)}`,
  );
}

after(() => {
  const seconds = ((performance.now() - tally.started) / 1000).toFixed(1);
  const byRule = new Map<string, { impact: string; views: Set<string>; nodes: number }>();
  for (const { rule, impact, view } of tally.violations) {
    const entry = byRule.get(rule) ?? { impact, views: new Set(), nodes: 0 };
    entry.views.add(view);
    entry.nodes += 1;
    byRule.set(rule, entry);
  }
  const rules = [...byRule].map(
    ([rule, { impact, views, nodes }]) => `${rule} (${impact}): ${views.size} views, ${nodes} elements`,
  );
  console.log(
    `accessibility: ${tally.pages.size} pages, ${tally.views} axe runs (${tally.colourSkipped} views without new colours), ${tally.violations.length} violations in ${seconds}s` +
      rules.map((line) => `\n  ${line}`).join(""),
  );
});

describe(
  "every built page is served and renders without an error; one page per structure hydrated and checked by axe",
  { concurrency },
  () => {
    test("the build's route list has pages", () => {
      assert.ok(pages.length > 200, `${pages.length} pages in public/page-data`);
      assert.ok(
        pages.some((page) => page.url === MISSING_PATH),
        "the not-found page is missing from the build",
      );
      console.log(`accessibility: ${pages.length} pages in ${structures.length} structures`);
    });

    test("each page is opened once: a structure's page or one it stands for", () => {
      const opened = structures.flatMap(({ item, alike }) => [item, ...alike]).map((page) => page.url);
      assert.deepEqual([...opened].sort(), pages.map((page) => page.url).sort());
    });

    const LIGHT_DESKTOP: View = { mode: "light", viewport: "desktop" };
    for (const { item: target, alike } of structures) {
      const combinations: View[] = allViews ? COMBINATIONS : [LIGHT_DESKTOP];
      // A reader reaches a page that exists by a link; the not-found page only by its address.
      const linked = alike.filter((other) => other.status === 200);
      const addressed = alike.filter((other) => other.status !== 200);
      for (const combination of combinations) {
        const first = combination === combinations[0];
        const standsFor = alike.length ? ` (and ${alike.length} alike, reached from it by client-side navigation)` : "";
        const view = viewName(target, combination);
        test(`${view}${standsFor}`, async () => {
          const failures = await pageFailures(target, { ...combination, audit: view }, first ? linked : []);
          if (first) for (const other of addressed) failures.push(...(await pageFailures(other)));
          assert.deepEqual(failures, []);
        });
      }
    }
  },
);

describe("axe: one page of every kind, light and dark, 1280px and 390px", { concurrency }, () => {
  /** Light at 1280px is the structure pass's view of the same page; dark views need only the colour rules. */
  const otherViews = COMBINATIONS.filter(({ mode, viewport }) => mode !== "light" || viewport !== "desktop");
  test("the structure pass audited each kind's page in light at 1280px", () => {
    const audited = new Set(structures.map(({ item }) => item));
    assert.deepEqual(
      kinds.filter((page) => !audited.has(page)).map((page) => page.path),
      [],
    );
  });
  for (const target of kinds) {
    for (const combination of otherViews) {
      const view = `${viewName(target, combination)} (${target.kind})`;
      test(view, async () => {
        const { page, close } = await open(target, combination);
        try {
          await auditView(page, target, combination, view);
          if (combination.viewport !== "mobile") return;
          const opened: string[] = [];
          const disclosure = page.locator("details").filter({ has: page.locator('nav[aria-label="On this page"]') });
          if ((await disclosure.count()) > 0) {
            await disclosure.locator("summary").click();
            await disclosure.locator("nav").waitFor();
            tally.disclosures.add(combination.mode);
            opened.push('"On this page" open');
          }
          await page.getByRole("button", { name: "Open navigation" }).click();
          await page.getByRole("dialog", { name: "Navigation" }).waitFor();
          tally.drawers.add(combination.mode);
          opened.push("drawer open");
          // What opening changed: the rest of the page was audited just before.
          await auditView(page, target, combination, `${view}, ${opened.join(", ")}`, [
            '[role="dialog"]',
            'details:has(nav[aria-label="On this page"])',
          ]);
        } finally {
          await close();
        }
      });
    }
  }
});

/**
 * The search dialog and the Try-it panel are audited within themselves: the page under them is
 * audited on its own in the passes above.
 */
const DIALOG = ['[role="dialog"]'];
const PANEL = ["[data-try-it-panel]"];

/** Audits what `scope` selects, open over `target`, in `view`, named `<what> [<mode>, <viewport>]`. */
const checkOpen = (page: Page, target: BuiltPage, what: string, scope: string[], view: View) =>
  auditView(page, target, view, `${what} [${view.mode}, ${view.viewport}]`, scope);

describe("axe: the search dialog, light and dark, 1280px and 390px", { concurrency }, () => {
  const home = pages.find((page) => page.path === "/docs");
  for (const combination of COMBINATIONS) {
    test(`search dialog [${combination.mode}, ${VIEWPORTS[combination.viewport].width}px]`, async () => {
      assert.ok(home, "the build has no /docs");
      const { page, close } = await open(home, { ...combination, fresh: true });
      try {
        await page.getByRole("button", { name: "Search" }).click();
        const dialog = page.getByRole("dialog", { name: "Search the documentation" });
        const checkDialog = (state: string) => checkOpen(page, home, `search dialog ${state}`, DIALOG, combination);
        await page.waitForFunction(() => document.activeElement?.getAttribute("role") === "combobox");
        const box = dialog.getByRole("combobox");
        await box.fill("rate limits");
        const first = dialog.getByRole("option").first();
        await first.waitFor();
        await checkDialog("with results");
        const href = await first.getAttribute("href");
        await first.click();
        await dialog.waitFor({ state: "detached" });
        // The page opened from search renders after its data arrives: open search on that page.
        await page.waitForURL((url) => url.pathname + url.hash === href);
        await page.waitForFunction(
          () =>
            !document.querySelector('[role="dialog"]') && document.querySelector("h1")?.textContent === "Rate limits",
        );
        await page.keyboard.press("Control+k");
        // Ready when the dialog's box has focus, however long the new page took to arrive.
        await page.waitForFunction(
          () =>
            document.activeElement?.getAttribute("role") === "combobox" &&
            document.activeElement.closest('[role="dialog"]'),
        );
        await box.fill("");
        await dialog.getByRole("region", { name: "Recent" }).waitFor();
        await checkDialog("with recent searches");
        await box.fill("qqqzzzxx");
        await dialog.getByText("Try searching for").waitFor();
        await checkDialog("with no results");
      } finally {
        await close();
      }
    });
  }
});

describe("axe: the Try-it panel, light and dark, 1280px and 390px", { concurrency }, () => {
  const operation = pages.find((page) => page.path === "/docs/api/stocks/get-quote");
  for (const combination of COMBINATIONS) {
    test(`Try-it panel [${combination.mode}, ${VIEWPORTS[combination.viewport].width}px]`, async () => {
      assert.ok(operation, "the build has no /docs/api/stocks/get-quote");
      const { page, close } = await open(operation, { ...combination, fresh: true });
      try {
        // The answer comes from the test, so the panel's response view is checked without servers.
        await page.route("http://127.0.0.1:4030/api/proxy**", (route) =>
          route.fulfill({
            status: 200,
            headers: {
              "content-type": "application/json",
              "x-ratelimit-remaining": "87",
              "access-control-allow-origin": "*",
            },
            body: JSON.stringify({ data: { symbol: "AAPL", price: 1 }, undocumented: true }),
          }),
        );
        await page.getByRole("button", { name: "Send API request" }).click();
        const panel = page.getByRole("region", { name: "Try it" });
        const checkPanel = (state?: string) =>
          checkOpen(page, operation, state ? `Try-it panel ${state}` : "Try-it panel", PANEL, combination);
        await panel.getByLabel("Server").waitFor();
        await checkPanel();
        await panel.getByLabel(/^symbol \(/).fill("not a ticker!");
        await panel.getByRole("button", { name: "Send", exact: true }).click();
        await panel.getByText(/problem(s)? to fix before sending/).waitFor();
        await checkPanel("with errors");
        await panel.getByLabel(/^symbol \(/).fill("AAPL");
        await panel.getByRole("button", { name: "Send", exact: true }).click();
        await panel.getByTestId("try-it-verdict").waitFor();
        await checkPanel("with a response");
      } finally {
        await close();
      }
    });
  }
});

describe("axe coverage", () => {
  test("the audit reports a violation planted in a page, at its element", async () => {
    const { page, close } = await open(kinds[0]);
    try {
      await page.evaluate(() => {
        const image = Object.assign(document.createElement("img"), { src: "/favicon.svg", id: "planted" });
        const main = document.querySelector("main");
        if (!main) throw new Error("the page has no main element");
        main.append(image);
      });
      const violations = await audit(page, "planted");
      assert.deepEqual(
        violations.map(({ rule, target }) => `${rule} ${target}`),
        ["image-alt #planted"],
      );
    } finally {
      await close();
    }
  });

  test("a scoped audit reports a violation inside its scope, and fails on a scope that selects nothing", async () => {
    const { page, close } = await open(kinds[0]);
    try {
      await page.evaluate(() => {
        const main = document.querySelector("main");
        if (!main) throw new Error("the page has no main element");
        const scope = Object.assign(document.createElement("div"), { id: "scope" });
        scope.append(Object.assign(document.createElement("img"), { src: "/favicon.svg", id: "inside" }));
        main.append(scope, Object.assign(document.createElement("img"), { src: "/favicon.svg", id: "outside" }));
      });
      const violations = await audit(page, "scoped", ["#scope"]);
      assert.deepEqual(
        violations.map(({ rule, target }) => `${rule} ${target}`),
        ["image-alt #inside"],
      );
      await assert.rejects(audit(page, "nothing selected", ["#no-such-element"]));
    } finally {
      await close();
    }
  });

  /** Rule sets that leave rules out, each with a page where one planted element fails a rule left out. */
  const partialAudits: { name: string; mode: ColourMode; colours: string; rules: RuleSet; found: string }[] = [
    {
      name: "a colour-only audit reports low contrast and leaves the other rules to the light view",
      mode: "dark",
      colours: "color: #222; background: #1b1b1d",
      rules: "colour",
      found: "color-contrast #faint",
    },
    {
      name: "an audit without the colour rules reports every other rule and no contrast",
      mode: "light",
      colours: "color: #eee; background: #fff",
      rules: "other",
      found: "image-alt #unnamed",
    },
  ];
  for (const { name, mode, colours, rules, found } of partialAudits) {
    test(name, async () => {
      const { page, close } = await open(kinds[0], { mode });
      try {
        // A text #faint in low contrast and an image #unnamed without a text alternative.
        await page.evaluate((css) => {
          const main = document.querySelector("main");
          if (!main) throw new Error("the page has no main element");
          const faint = Object.assign(document.createElement("p"), { id: "faint", textContent: "Barely there" });
          faint.style.cssText = css;
          main.append(faint, Object.assign(document.createElement("img"), { src: "/favicon.svg", id: "unnamed" }));
        }, colours);
        const violations = await audit(page, name, [], { rules });
        assert.deepEqual(
          violations.map(({ rule, target }) => `${rule} ${target}`),
          [found],
        );
      } finally {
        await close();
      }
    });
  }

  test("colour keys: a copy of a text on the page adds none; one in new colours, or under a faded ancestor, adds one; a scope keeps to its elements", async () => {
    const { page, close } = await open(kinds[0]);
    try {
      const known = new Set(await colourKeys(page));
      const added = async () => (await colourKeys(page)).filter((key) => !known.has(key));
      const inMain = await colourKeys(page, ["main"]);
      assert.ok(inMain.length > 0 && inMain.every((key) => known.has(key)), "the main element's keys are the page's");
      await assert.rejects(colourKeys(page, ["#no-such-element"]), /nothing on the page matches #no-such-element/);
      await page.evaluate(() => {
        const text = document.querySelector("main p");
        if (!text?.parentElement) throw new Error("the page has no paragraph in its main element");
        text.parentElement.append(text.cloneNode(true));
      });
      assert.deepEqual(await added(), []);
      await page.evaluate(() => {
        const text = document.querySelector("main p");
        if (!text?.parentElement) throw new Error("the page has no paragraph in its main element");
        const faint = text.cloneNode(true) as HTMLElement;
        faint.style.color = "#eee";
        text.parentElement.append(faint);
      });
      assert.equal((await added()).length, 1);
      await page.evaluate(() => {
        const text = document.querySelector("main p");
        if (!text?.parentElement) throw new Error("the page has no paragraph in its main element");
        const faded = Object.assign(document.createElement("div"), { id: "faded" });
        faded.style.opacity = "0.4";
        faded.append(text.cloneNode(true));
        text.parentElement.append(faded);
      });
      assert.equal((await added()).length, 2, "a known text under a faded ancestor is new to the colour rules");
    } finally {
      await close();
    }
  });

  test("the colour rules are every colour rule axe runs by default", () => {
    const axe = createRequire(import.meta.url)("axe-core") as typeof import("axe-core");
    const byDefault = axe
      .getRules(["cat.color"])
      .filter(({ tags }) => !tags.includes("wcag2aaa"))
      .map(({ ruleId }) => ruleId);
    assert.deepEqual(byDefault.sort(), [...COLOUR_RULES].sort());
  });

  test('the drawer and the "On this page" disclosure were checked open in both modes', () => {
    assert.deepEqual([...tally.drawers].sort(), [...COLOUR_MODES].sort(), "drawer");
    assert.deepEqual([...tally.disclosures].sort(), [...COLOUR_MODES].sort(), '"On this page" disclosure');
  });
});

/** The page with the most kinds of controls: tabs, tables, code blocks and a table of contents. */
const keyboardPage = richestPageWith(pages, ['role="tablist"', "<table", 'class="code-block', "On this page"]);
const NO_KEYBOARD_PAGE = "no built page has all of them; the keyboard checks need one";

describe("keyboard", () => {
  test("a page has tabs, a table, a code block and a table of contents", () => {
    assert.ok(keyboardPage, NO_KEYBOARD_PAGE);
  });

  for (const viewport of VIEWPORT_NAMES) {
    test(`the first Tab reaches a visible skip link to the main content (${VIEWPORTS[viewport].width}px)`, async () => {
      assert.ok(keyboardPage, NO_KEYBOARD_PAGE);
      const { page, close } = await open(keyboardPage, { viewport, fresh: true });
      try {
        const [first] = await tabWalk(page, { max: 1 });
        assert.equal(first?.kind, "skip link", `the first focusable element is ${first?.description}`);
        assert.deepEqual(stopsWithoutIndicator([first]), []);
        await page.keyboard.press("Enter");
        await page.waitForFunction(() => document.activeElement?.id === "content");
        assert.equal(await page.evaluate(() => document.activeElement?.tagName), "MAIN");
        const [next] = await tabWalk(page, { max: 1 });
        assert.ok(
          next && !["skip link", "navbar", "navbar menu button", "sidebar"].includes(next.kind),
          `Tab after the skip link went to ${next?.kind}`,
        );
      } finally {
        await close();
      }
    });
  }

  test("the focus check fails when the focus style is removed", async () => {
    assert.ok(keyboardPage, NO_KEYBOARD_PAGE);
    const { page, close } = await open(keyboardPage, { fresh: true });
    try {
      await page.addStyleTag({ content: ":focus-visible{outline:none!important;box-shadow:none!important}" });
      const stops = await tabWalk(page, { max: 5 });
      assert.equal(stopsWithoutIndicator(stops).length, stops.length, "a stop without a focus style passed");
    } finally {
      await close();
    }
  });

  test("every control shows a focus indicator at 1280px: navbar, sidebar, table of contents, tabs, copy buttons, scroll areas", async () => {
    assert.ok(keyboardPage, NO_KEYBOARD_PAGE);
    const { page, close } = await open(keyboardPage, { fresh: true });
    try {
      const stops = await tabWalk(page);
      assert.deepEqual(stopsWithoutIndicator(stops), [], `on ${keyboardPage.path}`);
      const reached = new Set(stops.map((stop) => stop.kind));
      for (const kind of [
        "skip link",
        "navbar",
        "sidebar",
        "table of contents",
        "tabs",
        "copy button",
        "code block",
        "table",
        "footer",
      ]) {
        assert.ok(
          reached.has(kind),
          `Tab never reached the ${kind} on ${keyboardPage.path}; reached: ${[...reached].join(", ")}`,
        );
      }
    } finally {
      await close();
    }
  });

  test('every control shows a focus indicator at 390px, the drawer and the "On this page" disclosure included', async () => {
    assert.ok(keyboardPage, NO_KEYBOARD_PAGE);
    const { page, close } = await open(keyboardPage, { viewport: "mobile", fresh: true });
    try {
      await page.locator("details:has(nav[aria-label='On this page'])").evaluate((details: HTMLDetailsElement) => {
        details.open = true;
      });
      const stops = await tabWalk(page);
      const reached = new Set(stops.map((stop) => stop.kind));
      for (const kind of [
        "skip link",
        "navbar menu button",
        "navbar",
        "table of contents",
        "tabs",
        "copy button",
        "code block",
      ]) {
        assert.ok(
          reached.has(kind),
          `Tab never reached the ${kind} on ${keyboardPage.path}; reached: ${[...reached].join(", ")}`,
        );
      }
      await page.getByRole("button", { name: "Open navigation" }).focus();
      await page.keyboard.press("Enter");
      await page.getByRole("dialog", { name: "Navigation" }).waitFor();
      const drawer = await tabWalk(page, { within: '[role="dialog"]', max: 200 });
      assert.ok(drawer.length > 5, `only ${drawer.length} stops in the drawer`);
      assert.ok(drawer.every((stop) => stop.kind === "drawer"));
      assert.deepEqual(stopsWithoutIndicator([...stops, ...drawer]), [], `on ${keyboardPage.path}`);
    } finally {
      await close();
    }
  });

  for (const [kind, selector] of [
    ["table", "table"],
    ["code block", "pre"],
  ]) {
    test(`a ${kind} wider than the screen scrolls with the arrow keys once focused (390px)`, async () => {
      const candidates = pagesWith(pages, [`<${selector}`]);
      for (const target of candidates) {
        const { page, close } = await open(target, { viewport: "mobile", fresh: true });
        try {
          // The scroll container: the element itself or its nearest ancestor that scrolls sideways.
          const found = await page.evaluate((tag) => {
            for (const element of document.querySelectorAll(`main ${tag}`)) {
              for (let box: Element | null = element; box && box.tagName !== "MAIN"; box = box.parentElement) {
                const overflow = getComputedStyle(box).overflowX;
                if ((overflow === "auto" || overflow === "scroll") && box.scrollWidth > box.clientWidth + 1) {
                  box.setAttribute("data-a11y-target", "");
                  return true;
                }
              }
            }
            return false;
          }, selector);
          if (!found) continue;
          let reached = false;
          for (let step = 0; step < 300 && !reached; step += 1) {
            await page.keyboard.press("Tab");
            reached = await page.evaluate(() => document.activeElement?.hasAttribute("data-a11y-target") ?? false);
          }
          assert.ok(reached, `the wide ${kind} on ${target.path} cannot be reached with Tab`);
          const role = await page.evaluate(() => {
            const box = document.activeElement;
            return { role: box?.getAttribute("role"), name: box?.getAttribute("aria-label") };
          });
          assert.ok(
            role.role && role.name,
            `the focused ${kind} on ${target.path} has no role and name: ${JSON.stringify(role)}`,
          );
          const scrollLeft = () => page.evaluate(() => document.activeElement?.scrollLeft);
          assert.equal(await scrollLeft(), 0);
          await page.keyboard.press("ArrowRight");
          await page.keyboard.press("ArrowRight");
          await page.waitForFunction(() => (document.activeElement?.scrollLeft ?? 0) > 0, null, { timeout: 2000 });
          assert.ok(((await scrollLeft()) ?? 0) > 0);
          return;
        } finally {
          await close();
        }
      }
      assert.fail(`no built page has a ${kind} wider than 390px`);
    });
  }
});
