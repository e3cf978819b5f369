/** @jest-environment node */
import path from "node:path";
import { PAGE_KINDS } from "../../src/lib/kinds";
import { markdownRoute } from "../../src/lib/markdown-export/blocks";
import { siteOutputs } from "../fixtures/site-nodes/outputs";

// What the build makes of a fixed set of nodes: any change to a page, a sidebar, a search record
// or a Markdown file shows here as a snapshot difference.
const outputs = siteOutputs();

describe("the build's outputs from a fixed set of nodes", () => {
  test("the route table", () => {
    expect(outputs.warnings).toEqual([]);
    expect([...outputs.routes].sort((a, b) => a.path.localeCompare(b.path))).toMatchSnapshot();
  });

  test("the sidebars", () => {
    expect(outputs.sidebars).toMatchSnapshot();
  });

  test("the link checker's pages and warnings", () => {
    const order = (a: { route: string; file: string }, b: { route: string; file: string }) =>
      a.route.localeCompare(b.route) || a.file.localeCompare(b.file);
    expect([...outputs.linked].sort(order)).toMatchSnapshot();
    expect(outputs.linkWarnings).toMatchSnapshot();
  });

  test("the search records", () => {
    expect(outputs.records).toMatchSnapshot();
  });

  test("the Markdown export: every page, llms.txt, llms-full.txt, the sitemap and robots.txt", () => {
    expect(Object.keys(outputs.files).sort()).toMatchSnapshot();
    for (const [file, text] of Object.entries(outputs.files)) expect(text).toMatchSnapshot(file);
  });

  test("the redirect table: tickers lead to their pages, and no page is redirected elsewhere", () => {
    const routes = new Set(outputs.routes.map((route) => route.path));
    const { redirects, skipped } = outputs.redirects;
    expect(skipped).toEqual([]);
    expect(redirects.length).toBeGreaterThan(0);
    for (const { from, to } of redirects) {
      expect(routes.has(to)).toBe(true);
      expect(from).toBe(from.toLowerCase());
      if (routes.has(from)) expect(to).toBe(from);
    }
    expect(redirects).toContainEqual({ from: "/docs/symbols/crypto/atom", to: "/docs/symbols/crypto/cosmos" });
    expect(redirects).toContainEqual({ from: "/docs/symbols/crypto/atomusd", to: "/docs/symbols/crypto/cosmos" });
  });

  test.each(PAGE_KINDS.map((kind) => [kind.name, kind] as const))(
    "%s: its pages are in the route table, and every part it declares shows in the outputs",
    (_name, kind) => {
      const routes = outputs.routes
        .filter((route) => route.template === path.basename(kind.template, ".tsx"))
        .map((route) => route.path);
      expect(routes.length).toBeGreaterThan(0);
      const declares = new Set(kind.declares);
      const recordUrls = new Set(outputs.records.map((record) => record.url.split("#")[0]));
      expect(routes.some((route) => recordUrls.has(route))).toBe(declares.has("searchRecords"));
      expect(routes.some((route) => outputs.files[markdownRoute(route)] !== undefined)).toBe(declares.has("markdown"));
      expect(routes.some((route) => outputs.files["/llms.txt"].includes(`${markdownRoute(route)})`))).toBe(
        declares.has("llms"),
      );
      expect(routes.some((route) => outputs.redirects.redirects.some((redirect) => redirect.to === route))).toBe(
        declares.has("redirects"),
      );
    },
  );
});
