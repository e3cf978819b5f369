import type { CreateNodeArgs, Node } from "gatsby";
import path from "path";
import { readSidebarSource } from "../lib/sidebars/source";
import { withAuthorErrors } from "./report";

/** GraphQL type of sidebar nodes. */
export const SIDEBAR_TYPE = "Sidebar";

interface FileNode extends Node {
  sourceInstanceName: string;
  absolutePath: string;
  name: string;
  extension: string;
}

/** True for a file of content/sidebars. */
export function isSidebarFile(node: Node): node is FileNode {
  return node.internal.type === "File" && (node as FileNode).sourceInstanceName === "sidebars" && /^ya?ml$/.test((node as FileNode).extension);
}

/**
 * Reads a sidebar file once: parses and validates it, and keeps the line of every value on the
 * node, so later steps (resolution, messages) never read the file again.
 */
export async function createSidebarNode({ node, actions, loadNodeContent, createNodeId, createContentDigest, reporter }: CreateNodeArgs): Promise<void> {
  const file = node as FileNode;
  const relative = path.relative(process.cwd(), file.absolutePath);
  const text = await loadNodeContent(file);
  const source = withAuthorErrors(reporter, () => readSidebarSource(file.name, text, relative));
  const fields = { name: source.id, label: source.data.label, items: source.data.items, sourceFile: relative, locations: source.locations };
  const sidebar = {
    ...fields,
    id: createNodeId(`${SIDEBAR_TYPE} >>> ${source.id}`),
    parent: file.id,
    internal: { type: SIDEBAR_TYPE, contentDigest: createContentDigest(fields) },
  };
  actions.createNode(sidebar);
  actions.createParentChildLink({ parent: file, child: sidebar as unknown as Node });
}
