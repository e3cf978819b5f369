/**
 * Helpers of the accessibility suite: the built site's pages and page kinds, read from the
 * build's own route list, and axe runs reported as one line per failing element.
 */
import fs from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";
import type { SharedContext } from "../src/lib/page-context.ts";

/**
 * axe-core's source, served to the pages under test from a URL of its own rather than evaluated
 * as a string: a script loaded from a cacheable URL gets Chromium's compiled-code cache, so its
 * 650 KB are compiled for the first few pages only (injection measured at about 50 ms a page
 * instead of 160-200 ms). The server does not keep the test process alive.
 */
let axeScriptUrl: Promise<string> | null = null;
async function axeScript(): Promise<string> {
  if (!axeScriptUrl) {
    axeScriptUrl = new Promise((resolve, reject) => {
      const source = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"));
      const server = http.createServer((request, response) => {
        response.writeHead(200, {
          "content-type": "text/javascript",
          "cache-control": "public, max-age=31536000, immutable",
        });
        response.end(source);
      });
      server.once("error", reject);
      server.listen(0, "127.0.0.1", () =>
        resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/axe.min.js`),
      );
      server.unref();
    });
  }
  return axeScriptUrl;
}

/**
 * What AxeBuilder evaluates in the page in place of axe's source, which the page already has
 * (AxeBuilder evaluates its own copy when given an empty one).
 */
const AXE_ALREADY_LOADED = 'if (!window.axe) throw new Error("axe-core was not loaded into the page");';

const PUBLIC = path.resolve("public");

/** Gatsby's special paths for the not-found page; they are not routes, the page is served for unknown paths. */
const NOT_FOUND_PATHS = new Set(["/404", "/404.html", "/dev-404-page"]);
/** A path no page will ever have, for meeting the not-found page the way readers do. */
export const MISSING_PATH = "/docs/this-page-does-not-exist";

/** The two widths every page kind is checked at. */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
};

/** The name of one of the two widths. */
export type ViewportName = keyof typeof VIEWPORTS;

/**
 * A page of the build: where a reader meets it, its kind, its status, its HTML file (null if
 * none) and the heading its chrome gives it (null for pages without one, such as the not-found page).
 */
export interface BuiltPage {
  path: string;
  url: string;
  kind: string;
  status: number;
  html: string | null;
  heading: string | null;
}

/** A page-data file of the build (public/page-data/<route>/page-data.json), as far as the tests read it. */
export interface PageData {
  path: string;
  componentChunkName: string;
  result: { pageContext: SharedContext };
}

/** One failing element of an axe run. */
export interface Violation {
  view: string;
  rule: string;
  impact: string;
  help: string;
  target: string;
  html: string;
}

/**
 * The page kind of a page-data file. MDX pages get one chunk per file
 * (`component---src-templates-doc-tsx-content-file-path-content-docs-api-index-mdx`); the
 * template is what precedes the content file path.
 */
export function pageKind(componentChunkName: string): string {
  return componentChunkName.replace(/-content-file-path-.*$/, "").replace(/^component---/, "");
}

function pageDataFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageDataFiles(file);
    return entry.name === "page-data.json" ? [file] : [];
  });
}

function htmlFile(route: string, publicDir = PUBLIC): string {
  return NOT_FOUND_PATHS.has(route) ? path.join(publicDir, "404.html") : path.join(publicDir, route, "index.html");
}

/** A page of one of the templates, with the heading its chrome gives it. */
export interface TemplatePage {
  route: string;
  /** The template's name, such as `api-operation`. */
  kind: string;
  heading: string;
}

/** The pages under `public/page-data/<under>` made by the given templates, sorted by route. */
export function builtPagesOfTemplates(templates: readonly string[], under: string): TemplatePage[] {
  return pageDataFiles(path.join(PUBLIC, "page-data", under))
    .flatMap((file): TemplatePage[] => {
      const data = JSON.parse(fs.readFileSync(file, "utf8")) as PageData;
      const kind = pageKind(data.componentChunkName)
        .replace(/^src-templates-/, "")
        .replace(/-tsx$/, "");
      return templates.includes(kind)
        ? [{ route: data.path, kind, heading: data.result.pageContext.chrome.title }]
        : [];
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

/**
 * Every page of the build as `{ path, url, kind, status, html, heading }`, sorted by path: `url` is where a
 * reader meets it and `status` the HTTP status it is served with. The not-found page is listed
 * once, at a path that does not exist. `publicDir` is another build's output (a site copy's).
 */
export function builtPages(publicDir = PUBLIC): BuiltPage[] {
  const dir = path.join(publicDir, "page-data");
  if (!fs.existsSync(dir)) throw new Error("public/page-data is missing. Run `npm run build` first.");
  const pages = new Map<string, BuiltPage>();
  for (const file of pageDataFiles(dir)) {
    const { path: route, componentChunkName, result } = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<PageData>;
    if (!route || !componentChunkName) throw new Error(`${file} has no path or componentChunkName`);
    const notFound = NOT_FOUND_PATHS.has(route);
    const key = notFound ? MISSING_PATH : route;
    if (pages.has(key)) continue;
    const html = htmlFile(route, publicDir);
    pages.set(key, {
      path: key,
      url: key,
      kind: pageKind(componentChunkName),
      status: notFound ? 404 : 200,
      html: fs.existsSync(html) ? html : null,
      heading: notFound ? null : (result?.pageContext?.chrome?.title ?? null),
    });
  }
  return [...pages.values()].sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * One page of every kind: the one with the largest HTML, which shows the most of the template
 * (table of contents, tabs, tables, code blocks).
 */
export function pagePerKind(pages: BuiltPage[]): BuiltPage[] {
  const size = (page: BuiltPage) => (page.html ? fs.statSync(page.html).size : 0);
  const byKind = new Map<string, BuiltPage>();
  for (const page of pages) {
    const best = byKind.get(page.kind);
    if (!best || size(page) > size(best)) byKind.set(page.kind, page);
  }
  return [...byKind.values()].sort((a, b) => a.kind.localeCompare(b.kind));
}

/** The routes whose HTML contains every one of `needles`, the largest first. */
export function pagesWith(pages: BuiltPage[], needles: string[]): BuiltPage[] {
  return pages
    .flatMap((page) => (page.html && page.status === 200 ? [{ page, text: fs.readFileSync(page.html, "utf8") }] : []))
    .filter(({ text }) => needles.every((needle) => text.includes(needle)))
    .sort((a, b) => b.text.length - a.text.length)
    .map(({ page }) => page);
}

/** The largest route whose HTML contains every one of `needles`, or null. */
export function richestPageWith(pages: BuiltPage[], needles: string[]): BuiltPage | null {
  return pagesWith(pages, needles)[0] ?? null;
}

/**
 * The rules whose result depends on colour: what a page in dark mode can fail that the same page
 * in light mode passed. Both modes render the same elements (e2e/colour-mode.ts checks which one
 * a page is in), so a dark view needs only these once its light view passed every rule.
 */
export const COLOUR_RULES = ["color-contrast", "link-in-text-block"] as const;

/** Which of axe's default rules an audit runs: every one, only the COLOUR_RULES, or every other. */
export type RuleSet = "all" | "colour" | "other";

/**
 * Runs axe with the default rules of `rules` and returns one entry per failing element: over the
 * whole page, or within the elements `scope` selects (a dialog or panel opened over a page whose
 * own audit has already run). axe is loaded into a page once, for all the audits run on it.
 */
export async function audit(
  page: Page,
  view: string,
  scope: string[] = [],
  { rules = "all" }: { rules?: RuleSet } = {},
): Promise<Violation[]> {
  // Legacy mode runs axe in the page itself instead of finishing in an extra blank page: half
  // the time per run, and the site has no cross-origin frames that would need the other mode.
  // Only violations are reported in full; passing elements would be serialised for nothing.
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ url: await axeScript() });
  const builder = new AxeBuilder({ page, axeSource: AXE_ALREADY_LOADED });
  for (const selector of scope) builder.include(selector);
  builder.setLegacyMode(true).options({ resultTypes: ["violations"] });
  // After options(), which replaces the rule selection withRules makes.
  if (rules === "colour") builder.withRules([...COLOUR_RULES]);
  if (rules === "other") builder.disableRules([...COLOUR_RULES]);
  const results = await builder.analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      view,
      rule: violation.id,
      impact: violation.impact ?? "unknown",
      help: violation.help,
      target: node.target.map(String).join(" > "),
      html: node.html.replace(/\s+/g, " ").slice(0, 160),
    })),
  );
}

/**
 * What the colour rules can see of each text on the page, one key per distinct combination: the
 * text's colour, size, weight, shadow and decoration, whether it is a link, its parent's colour (a
 * link must stand out from the text around it), the opacity of the whole chain of its ancestors,
 * and every layer behind it up to the first opaque background (its colour, whether it has an
 * image, its opacity, filter, blending and positioning). Two texts with the same key get the same
 * contrast verdict, so once a page with a key has passed the colour rules, another page with only
 * known keys needs them no more. A background colour is taken as opaque only in the rgb() form;
 * any other form keeps the walk going, which yields more keys, never fewer. With `scope`, only
 * the texts within the elements it selects (a dialog or panel), and a scope that selects nothing
 * fails, as audit's does.
 */
export async function colourKeys(page: Page, scope: string[] = []): Promise<string[]> {
  const keys = await page.evaluate((selectors) => {
    const layers = new Map<Element, { key: string; opaque: boolean }>();
    const layerOf = (element: Element) => {
      let layer = layers.get(element);
      if (!layer) {
        const style = getComputedStyle(element);
        const image = style.backgroundImage !== "none";
        layer = {
          key: [
            style.backgroundColor,
            image ? "image" : "",
            style.opacity,
            style.filter,
            style.mixBlendMode,
            style.position === "static" || style.position === "relative" ? "" : style.position,
          ].join(" "),
          opaque: !image && style.backgroundColor.startsWith("rgb("),
        };
        layers.set(element, layer);
      }
      return layer;
    };
    const opacities = new Map<Element, number>();
    const opacityOf = (element: Element | null): number => {
      if (!element) return 1;
      let opacity = opacities.get(element);
      if (opacity === undefined) {
        opacity = Number(getComputedStyle(element).opacity) * opacityOf(element.parentElement);
        opacities.set(element, opacity);
      }
      return opacity;
    };
    const roots = selectors.length ? selectors.flatMap((selector) => [...document.querySelectorAll(selector)]) : [];
    if (selectors.length && roots.length === 0) return null;
    const elements = roots.length
      ? roots.flatMap((root) => [root, ...root.querySelectorAll("*")])
      : [...document.body.querySelectorAll("*")];
    const keys = new Set<string>();
    for (const element of elements) {
      const hasText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim() !== "",
      );
      if (!hasText) continue;
      const style = getComputedStyle(element);
      const parts = [
        element.tagName === "A" ? "link" : "",
        style.color,
        style.fontSize,
        style.fontWeight,
        style.textShadow,
        style.textDecorationLine,
        element.parentElement ? getComputedStyle(element.parentElement).color : "",
        String(opacityOf(element)),
      ];
      for (let box: Element | null = element; box; box = box.parentElement) {
        const layer = layerOf(box);
        parts.push(layer.key);
        if (layer.opaque) break;
      }
      keys.add(parts.join("|"));
    }
    return [...keys];
  }, scope);
  if (!keys) throw new Error(`nothing on the page matches ${scope.join(", ")}`);
  return keys;
}

/** A readable failure message: the view, then one rule and element per line. */
export function formatViolations(violations: Violation[]): string {
  return violations
    .map((v) => `${v.view}: ${v.rule} (${v.impact}) ${v.help}\n    at ${v.target}\n    ${v.html}`)
    .join("\n");
}
