import type { GatsbyNode } from "gatsby";
import fs from "fs";
import path from "path";
import { siteConfig } from "../../site.config";
import { configLinkWarnings } from "../lib/chrome/config-navigation";
import { excludesDrafts } from "../lib/docs";
import { PAGE_KINDS } from "../lib/kinds";
import { bindKinds, publishedFiles, redirectAliases, sidebarGenerators } from "../lib/kinds/bind";
import type { KindEnvironment } from "../lib/kinds/types";
import { checkLinks } from "../lib/links";
import { DATA_COMPONENTS } from "../lib/mdx/data-components";
import { REDIRECTS_PATH, redirectTable } from "../lib/redirects";
import { buildRouteTable } from "../lib/routes";
import { sliceSidebar } from "../lib/sidebars/slice";
import { siteLinkedPages } from "../lib/site-links";
import { isStrict, strictFailure } from "../lib/strict";
import { siteFactsForPages } from "./facts";
import { buildMarkdownExport, writeMarkdownExport, type MarkdownExport } from "./markdown-export";
import { writePublicJson } from "./sample-files";
import { createSearchIndex } from "./search-index";
import { isBuild, prepareExitAfterAuthorError } from "./end-build";
import { withAuthorErrors } from "./report";
import { settledFiles } from "./settled-files";
import { sidebarNodes, siteSidebars } from "./site-sidebars";
import { developContext, pageArgs, sidebarSliceId } from "./page-args";
import { createTestPages } from "./test-pages";

/** A page component, by its path relative to the project root. */
const component = (file: string) => path.resolve(process.cwd(), file);

export { sidebarSliceId };

/** How long createPages waits for the hooks of a file saved in `gatsby develop` (see settled-files). */
const SETTLE_TIMEOUT_MS = 30_000;

/** Applies the route table: one page per route, one slice per sidebar, link warnings. */
export const createPages: GatsbyNode["createPages"] = async ({ actions, getNodesByType, getNode, reporter }) => {
  const late = await settledFiles.waitForChanges(getNodesByType("File"), SETTLE_TIMEOUT_MS);
  if (late.length)
    reporter.warn(
      `Pages are made without waiting longer for the processing of ${late
        .map((file) => (getNode(file.id) as { relativePath?: string } | undefined)?.relativePath ?? file.id)
        .join(", ")} (over ${SETTLE_TIMEOUT_MS / 1000} s); save the file again to retry.`,
    );
  const excludeDrafts = excludesDrafts(process.env.NODE_ENV);
  const kinds = bindKinds(PAGE_KINDS, getNodesByType);
  const sidebars = withAuthorErrors(reporter, () =>
    siteSidebars(sidebarNodes(getNodesByType), sidebarGenerators(kinds), excludeDrafts),
  );
  const pages = withAuthorErrors(reporter, () => kinds.flatMap((kind) => kind.pages({ sidebars, excludeDrafts })));
  const table = buildRouteTable({ pages, sidebars, site: siteConfig });
  table.warnings.forEach((warning) => reporter.warn(warning));

  for (const sidebar of sidebars) {
    actions.createSlice({
      id: sidebarSliceId(sidebar.id),
      component: component("src/templates/sidebar-slice.tsx"),
      context: { sidebar: sliceSidebar(sidebar) },
    });
  }

  // A save of the facts in develop runs every page's query again (see developContext).
  const develop = developContext(getNodesByType("File"), isBuild());
  for (const route of table.routes) actions.createPage(pageArgs(route, develop));
  // The components guides import that read data, each a slice that only the pages showing it load.
  for (const data of DATA_COMPONENTS) actions.createSlice({ id: data.sliceId, component: component(data.slice) });

  // Read when used, so that a facts file broken since sourcing is reported as the step's failure.
  const environment = (): KindEnvironment => ({ facts: siteFactsForPages(), getNode });
  try {
    createSearchIndex({ routes: table.routes, kinds, environment: environment(), reporter });
  } catch (error) {
    reporter.panicOnBuild(`Search index: ${error instanceof Error ? error.message : String(error)}`);
  }

  const published = publishedFiles(kinds);
  let exported: MarkdownExport | null = null;
  try {
    exported = buildMarkdownExport({ routes: table.routes, published, sidebars, environment: environment() });
    reporter.info(writeMarkdownExport(exported));
  } catch (error) {
    reporter.panicOnBuild(`Markdown export: ${error instanceof Error ? error.message : String(error)}`);
  }

  // Addresses readers type (a ticker) that lead to a page: both servers answer them with 301.
  const redirects = redirectTable(
    redirectAliases(kinds),
    table.routes.map((route) => route.page.path),
  );
  writePublicJson(REDIRECTS_PATH, redirects.redirects);
  reporter.info(
    `Wrote ${redirects.redirects.length} redirects to ${REDIRECTS_PATH}` +
      (redirects.skipped.length ? `; left out:\n  ${redirects.skipped.join("\n  ")}` : "."),
  );

  const testPages = createTestPages(actions, sidebarSliceId);
  if (testPages) reporter.info(`Created ${testPages} test-only pages (TICKWIRE_TEST_PAGES=1).`);

  const linkedPages = siteLinkedPages(pages, exported?.linked ?? []);
  const routes = table.routes.map((route) => route.page.path);
  const keptSources = new Map(table.routes.map((route) => [route.page.path, route.page.source]));
  const publishedPaths = [...published.map((file) => file.path), ...(exported?.files.keys() ?? [])];
  const linkWarnings = checkLinks(linkedPages, routes, publishedPaths, keptSources);
  linkWarnings.push(
    ...configLinkWarnings(siteConfig, fs.readFileSync("site.config.ts", "utf8"), routes, publishedPaths),
  );
  linkWarnings.forEach((warning) => reporter.warn(warning));
  const perKind = kinds.map(
    (kind) => `${kind.name} ${table.routes.filter((route) => route.kind === kind.name).length}`,
  );
  reporter.info(
    `Created ${table.routes.length} pages (${perKind.join(", ")}); ${linkWarnings.length} link warning(s).`,
  );

  const failure = isStrict(process.env) ? strictFailure([...table.warnings, ...linkWarnings]) : null;
  if (failure) {
    // panicOnBuild exits `gatsby build` at once; the exit must not race the datastore's thread.
    if (isBuild()) prepareExitAfterAuthorError();
    reporter.panicOnBuild(failure);
  }
};
