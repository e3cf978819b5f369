import type { GatsbyNode, Node } from "gatsby";
import fs from "fs";
import path from "path";
import { excludesDrafts, publishedDocs, type DocSummary } from "../lib/docs";
import { checkLinks, type SourceLink } from "../lib/links";
import { buildRouteTable } from "../lib/routes";
import { resolveSidebar } from "../lib/sidebars/resolve";
import { validateSidebarFile } from "../lib/sidebars/validate";
import { parseYamlSource } from "../lib/yaml-source";
import { withAuthorErrors } from "./report";
import { createTestPages } from "./test-pages";

interface DocNode extends Node, DocSummary {
  docId: string;
  sourceFile: string;
  contentFilePath: string;
  headings: { id: string }[];
  links: SourceLink[];
}

interface FileNode extends Node {
  name: string;
  absolutePath: string;
}

const template = (name: string) => path.resolve(process.cwd(), "src", "templates", `${name}.tsx`);

/** Sidebar id → slice id. Each sidebar is rendered once as a slice shared by its pages. */
export const sidebarSliceId = (sidebarId: string): string => `sidebar-${sidebarId}`;

/** Applies the route table: one page per route, one slice per sidebar, link warnings. */
export const createPages: GatsbyNode["createPages"] = ({ actions, getNodesByType, getNode, reporter }) => {
  const excludeDrafts = excludesDrafts(process.env.NODE_ENV);
  const allDocs = (getNodesByType("Doc") as DocNode[]).map((node) => ({ ...node, id: node.docId, file: node.sourceFile }));
  const docsById = new Map<string, DocSummary>(allDocs.map((doc) => [doc.id, doc]));
  const published = publishedDocs(allDocs, excludeDrafts);

  const sidebars = withAuthorErrors(reporter, () =>
    getNodesByType("Sidebar").map((node) => {
      const file = getNode(node.parent ?? "") as FileNode;
      const relative = path.relative(process.cwd(), file.absolutePath);
      const source = parseYamlSource(fs.readFileSync(file.absolutePath, "utf8"), relative);
      const validated = validateSidebarFile(source.data, relative, source.locate);
      return resolveSidebar(file.name, validated, {
        docs: docsById,
        excludeDrafts,
        generators: {},
        locate: source.locate,
        file: relative,
      });
    }),
  );

  const table = buildRouteTable({ docs: published, sidebars });
  table.warnings.forEach((warning) => reporter.warn(warning));

  for (const sidebar of sidebars) {
    actions.createSlice({
      id: sidebarSliceId(sidebar.id),
      component: template("sidebar-slice"),
      context: { sidebar },
    });
  }

  const contentFiles = new Map(published.map((doc) => [doc.id, doc.contentFilePath]));
  for (const route of table.routes) {
    const slices: Record<string, string> = route.context.sidebarId ? { sidebar: sidebarSliceId(route.context.sidebarId) } : {};
    const component =
      route.template === "doc"
        ? `${template("doc")}?__contentFilePath=${contentFiles.get(route.context.docId)}`
        : template(route.template);
    actions.createPage({ path: route.path, component, context: route.context, slices });
  }

  const testPages = createTestPages(actions, sidebarSliceId);
  if (testPages) reporter.info(`Created ${testPages} test-only pages (TICKWIRE_TEST_PAGES=1).`);

  const linkWarnings = checkLinks(
    published.map((doc) => ({
      route: doc.route,
      file: doc.sourceFile,
      anchors: new Set(doc.headings.map((heading) => heading.id)),
      links: doc.links,
    })),
    table.routes.map((route) => route.path),
  );
  linkWarnings.forEach((warning) => reporter.warn(warning));
  reporter.info(`Created ${table.routes.length} pages; ${linkWarnings.length} link warning(s).`);
};
