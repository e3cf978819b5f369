import type { GatsbyNode } from "gatsby";
import fs from "fs";
import path from "path";
import { siteConfig } from "../../site.config";
import { configLinkWarnings } from "../lib/chrome/config-navigation";
import { excludesDrafts, publishedDocs } from "../lib/docs";
import { checkLinks, type LinkedPage, type SourceLink } from "../lib/links";
import { buildRouteTable } from "../lib/routes";
import { isStrict, strictFailure } from "../lib/strict";
import { siteFactsForPages } from "./facts";
import { generatedPages } from "./generated-pages";
import { buildMarkdownExport, writeMarkdownExport, type MarkdownExport } from "./markdown-export";
import { createSearchIndex, type SearchDocNode } from "./search-index";
import { isBuild, prepareExitAfterAuthorError } from "./end-build";
import { withAuthorErrors } from "./report";
import { docSummary, readSidebarNodesSync, siteSidebars, type DocNode } from "./site-sidebars";
import { createTestPages } from "./test-pages";

interface DocPageNode extends DocNode {
  contentFilePath: string;
  headings: { id: string }[];
  links: SourceLink[];
  keywords: string[];
  /** Id of the Mdx node with the body. */
  mdx: string;
}

const template = (name: string) => path.resolve(process.cwd(), "src", "templates", `${name}.tsx`);

/** Sidebar id → slice id. Each sidebar is rendered once as a slice shared by its pages. */
export const sidebarSliceId = (sidebarId: string): string => `sidebar-${sidebarId}`;

/** Applies the route table: one page per route, one slice per sidebar, link warnings. */
export const createPages: GatsbyNode["createPages"] = ({ actions, getNodesByType, getNode, reporter }) => {
  const excludeDrafts = excludesDrafts(process.env.NODE_ENV);
  const nodes = readSidebarNodesSync(getNodesByType);
  const published = publishedDocs(nodes.docs as DocPageNode[], excludeDrafts);
  const sidebars = withAuthorErrors(reporter, () => siteSidebars(nodes, excludeDrafts));
  const generated = withAuthorErrors(reporter, () => generatedPages(getNodesByType));
  const table = buildRouteTable({ docs: published.map(docSummary), sidebars, generated: generated.pages });
  table.warnings.forEach((warning) => reporter.warn(warning));

  for (const sidebar of sidebars) {
    actions.createSlice({ id: sidebarSliceId(sidebar.id), component: template("sidebar-slice"), context: { sidebar } });
  }

  const contentFiles = new Map(published.map((doc) => [doc.docId, doc.contentFilePath]));
  for (const route of table.routes) {
    const slices: Record<string, string> = route.context.sidebarId
      ? { sidebar: sidebarSliceId(route.context.sidebarId) }
      : {};
    const component =
      route.template === "doc"
        ? `${template("doc")}?__contentFilePath=${contentFiles.get(route.context.docId)}`
        : template(route.template);
    actions.createPage({ path: route.path, component, context: route.context, slices });
  }

  try {
    createSearchIndex({
      routes: table.routes,
      docs: published satisfies SearchDocNode[],
      generated: generated.pages,
      getNode,
      getNodesByType,
      reporter,
    });
  } catch (error) {
    reporter.panicOnBuild(`Search index: ${error instanceof Error ? error.message : String(error)}`);
  }

  let exported: MarkdownExport | null = null;
  try {
    exported = buildMarkdownExport({
      routes: table.routes,
      docs: published,
      generated: generated.pages,
      sidebars,
      facts: siteFactsForPages(),
      getNode,
      getNodesByType,
    });
    reporter.info(writeMarkdownExport(exported));
  } catch (error) {
    reporter.panicOnBuild(`Markdown export: ${error instanceof Error ? error.message : String(error)}`);
  }

  const testPages = createTestPages(actions, sidebarSliceId);
  if (testPages) reporter.info(`Created ${testPages} test-only pages (TICKWIRE_TEST_PAGES=1).`);

  const linkedPages: LinkedPage[] = [
    ...published.map((doc) => ({
      route: doc.route,
      file: doc.sourceFile,
      anchors: new Set(doc.headings.map((heading) => heading.id)),
      links: doc.links,
    })),
    ...generated.linked,
  ];
  // A page's Markdown has its headings: `#anchor` links in it are checked against the page's ids.
  const anchorsOf = new Map(linkedPages.map((page) => [page.route, page.anchors]));
  linkedPages.push(
    ...(exported?.linked ?? []).map((page) => ({
      ...page,
      anchors: anchorsOf.get(page.route.replace(/\.md$/, "")) ?? page.anchors,
    })),
  );
  const keptSources = new Map(table.routes.map((route) => [route.path, route.source]));
  const publishedFiles = [...generated.files, ...(exported?.files.keys() ?? [])];
  const linkWarnings = checkLinks(
    linkedPages,
    table.routes.map((route) => route.path),
    publishedFiles,
    keptSources,
  );
  linkWarnings.push(
    ...configLinkWarnings(
      siteConfig,
      fs.readFileSync("site.config.ts", "utf8"),
      table.routes.map((route) => route.path),
      publishedFiles,
    ),
  );
  linkWarnings.forEach((warning) => reporter.warn(warning));
  reporter.info(
    `Created ${table.routes.length} pages (${generated.pages.length} generated from data); ${linkWarnings.length} link warning(s).`,
  );

  const failure = isStrict(process.env) ? strictFailure([...table.warnings, ...linkWarnings]) : null;
  if (failure) {
    // panicOnBuild exits `gatsby build` at once; the exit must not race the datastore's thread.
    if (isBuild()) prepareExitAfterAuthorError();
    reporter.panicOnBuild(failure);
  }
};
