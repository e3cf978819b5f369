import type { CreateNodeArgs, GatsbyNode, Node } from "gatsby";
import { readFile } from "fs/promises";
import path from "path";
import { docIdFromRelativePath, routeForDocId } from "../lib/docs";
import { changelogPlacement } from "../lib/changelog/placement";
import { validateFrontmatter } from "../lib/frontmatter";
import { buildToc, extractHeadings } from "../lib/headings";
import { extractLinks } from "../lib/links";
import { bodyLineOffset } from "../lib/mdx/syntax-error";
import { checkMdx } from "./check-mdx";
import { checkFactReferences } from "./facts";
import { locateFrontmatter } from "./locate-frontmatter";
import { panicOnAuthorError, withAuthorErrors } from "./report";
import { settledFiles } from "./settled-files";
import { createSidebarNode, isSidebarYaml } from "./sidebar-nodes";

interface MdxNode extends Node {
  frontmatter?: Record<string, unknown>;
  body?: string;
  internal: Node["internal"] & { contentFilePath?: string };
}

interface FileNode extends Node {
  sourceInstanceName: string;
  relativePath: string;
  absolutePath: string;
}

/**
 * Turns each MDX file under content/docs into a validated Doc node, and each sidebar file's values
 * into a Sidebar node. Gatsby calls this hook last for every node, so reaching a File node (or a
 * guide's Mdx node) marks that file's version as processed for createPages (see settled-files).
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = async (args) => {
  if (args.node.internal.type === "File") return settledFiles.noteFile(args.node, args.getNode);
  if (isSidebarYaml(args.node)) return createSidebarNode(args);
  if (args.node.internal.type !== "Mdx") return;
  try {
    await createDocNode(args);
  } finally {
    settledFiles.noteChildDone(args.node);
  }
};

async function createDocNode({
  node,
  getNode,
  actions,
  createNodeId,
  createContentDigest,
  reporter,
}: CreateNodeArgs): Promise<void> {
  if (!node.parent) return;
  const file = getNode(node.parent) as FileNode | undefined;
  if (!file || file.sourceInstanceName !== "docs") return;
  const mdx = node as MdxNode;
  const sourceFile = path.relative(process.cwd(), file.absolutePath);
  const frontmatter = withAuthorErrors(reporter, () =>
    validateFrontmatter(mdx.frontmatter, sourceFile, locateFrontmatter(file.absolutePath, sourceFile)),
  );
  const body = mdx.body ?? "";
  await checkMdx(body, file.absolutePath, sourceFile).catch((error: unknown) => panicOnAuthorError(reporter, error));
  withAuthorErrors(reporter, () => checkFactReferences(body, file.absolutePath, sourceFile));
  const headings = extractHeadings(body);
  // A changelog's releases are headings of the page too: the TOC resolver puts them in here.
  const changelog = changelogPlacement(body);
  // The body starts after the frontmatter; link lines are reported as lines of the file.
  const lineOffset = bodyLineOffset(await readFile(file.absolutePath, "utf8"), body);
  const docId = docIdFromRelativePath(file.relativePath);
  const fields = {
    docId,
    route: routeForDocId(docId),
    title: frontmatter.title,
    description: frontmatter.description ?? null,
    sidebarLabel: frontmatter.sidebar_label ?? null,
    sidebarPosition: frontmatter.sidebar_position ?? null,
    draft: frontmatter.draft,
    hideTableOfContents: frontmatter.hide_table_of_contents,
    keywords: frontmatter.keywords,
    headings,
    tableOfContents: buildToc(headings),
    changelog: changelog?.changelog ?? null,
    changelogAt: changelog?.headingsBefore ?? null,
    links: extractLinks(body, lineOffset),
    sourceFile,
    contentFilePath: mdx.internal.contentFilePath ?? file.absolutePath,
    mdx: node.id,
  };
  actions.createNode({
    ...fields,
    id: createNodeId(`Doc >>> ${docId}`),
    parent: node.id,
    internal: { type: "Doc", contentDigest: createContentDigest(fields) },
  });
}
