/** @jest-environment node */
import fs from "fs";
import type { Node } from "gatsby";
import path from "path";
import { siteConfig } from "../../site.config";
import { PAGE_KINDS } from "../../src/lib/kinds";
import { bindKinds, sidebarGenerators } from "../../src/lib/kinds/bind";
import { guideKind } from "../../src/lib/kinds/guide";
import { buildRouteTable } from "../../src/lib/routes";
import { developContext, pageArgs } from "../../src/node/page-args";
import { sidebarNodes, siteSidebars } from "../../src/node/site-sidebars";

const ROOT = "/site";

// The nodes a build of a few guides, API pages and symbol lists sourced (see __tests__/fixtures/site-nodes).
const NODES = JSON.parse(fs.readFileSync(path.join(__dirname, "../fixtures/site-nodes/nodes.json"), "utf8")) as Record<
  string,
  Node[]
>;
const siteNodesOfType = (type: string): Node[] => NODES[type] ?? [];

/** The createPage arguments of every page of the fixture site (guides, API and WebSocket pages, symbol lists). */
function sitePageArgs() {
  const kinds = bindKinds(PAGE_KINDS, siteNodesOfType);
  const sidebars = siteSidebars(sidebarNodes(siteNodesOfType), sidebarGenerators(kinds), true);
  const pages = kinds.flatMap((kind) => kind.pages({ sidebars, excludeDrafts: true }));
  const { routes } = buildRouteTable({ pages, sidebars, site: siteConfig });
  return routes.map((route) => ({ kind: route.kind, args: pageArgs(route, {}, ROOT) }));
}

describe("pageArgs", () => {
  const pages = sitePageArgs();
  const guides = pages.filter((page) => page.kind === guideKind.name);

  test("every guide page is the one doc template, never a module of its own", () => {
    // A guide compiled as its own component (`doc.tsx?__contentFilePath=…`) would be listed in
    // the webpack runtime and the app chunk that every page loads.
    expect(guides.length).toBeGreaterThan(3);
    for (const { args } of guides) {
      expect(args.component).toBe(path.resolve(ROOT, guideKind.template));
      expect(args.component).not.toMatch(/[?#]|__contentFilePath|\.mdx/);
    }
  });

  test("no page's component names a content file: one component per page kind", () => {
    const components = new Set(pages.map((page) => page.args.component));
    expect([...components].filter((component) => /[?#]|\.mdx?/.test(component))).toEqual([]);
    expect(components.size).toBeLessThanOrEqual(PAGE_KINDS.length);
  });

  test("a guide that shows a data component gets its slice, and only that guide", () => {
    const [first] = siteNodesOfType("Doc") as unknown as Array<{ mdx: string; route: string }>;
    const nodesOfType = (type: string) =>
      type === "Mdx"
        ? siteNodesOfType(type).map((node) =>
            node.id === first.mdx ? { ...node, body: "<HttpApiChangelog />\n" } : node,
          )
        : siteNodesOfType(type);
    const kinds = bindKinds(PAGE_KINDS, nodesOfType);
    const sidebars = siteSidebars(sidebarNodes(nodesOfType), sidebarGenerators(kinds), true);
    const pages = kinds.flatMap((kind) => kind.pages({ sidebars, excludeDrafts: true }));
    const args = buildRouteTable({ pages, sidebars, site: siteConfig }).routes.map((route) =>
      pageArgs(route, {}, ROOT),
    );
    const showing = args.filter((page) => "content-http-api-changelog" in page.slices).map((page) => page.path);
    expect(showing).toEqual([first.route]);
    expect(args.find((page) => page.path === first.route)?.slices["content-http-api-changelog"]).toBe(
      "http-api-changelog",
    );
  });

  test("a page in a sidebar gets the sidebar's slice", () => {
    const inSidebar = guides.find((page) => page.args.context.chrome.sidebarId);
    expect(inSidebar?.args.slices).toEqual({ sidebar: `sidebar-${inSidebar?.args.context.chrome.sidebarId}` });
  });
});

describe("developContext", () => {
  const file = (name: string, digest: string) =>
    ({ id: name, sourceInstanceName: name, internal: { contentDigest: digest } }) as unknown as Node;

  test("in develop, every page names the facts file's version, so that a save of it changes every page's context", () => {
    const files = [file("docs", "d1"), file("facts", "f1")];
    expect(developContext(files, false)).toEqual({ factsVersion: "f1" });
    expect(developContext([file("docs", "d2"), file("facts", "f2")], false)).toEqual({ factsVersion: "f2" });
  });

  test("a build's pages carry nothing of it", () => {
    expect(developContext([file("facts", "f1")], true)).toEqual({});
  });
});
