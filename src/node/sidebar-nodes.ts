import type { CreateNodeArgs, Node } from "gatsby";
import { sidebarSourceFrom } from "../lib/sidebars/source";
import { sourceFileOf, yamlSourceOf, type YamlFileNode } from "./content-yaml";
import { withReportedAuthorErrors } from "./report";

/** GraphQL type of sidebar nodes. */
export const SIDEBAR_TYPE = "Sidebar";

/** GraphQL type of the nodes gatsby-transformer-yaml makes from content/sidebars (see gatsby-config). */
export const SIDEBAR_YAML_TYPE = "SidebarYaml";

/** True for a sidebar file's values, as gatsby-transformer-yaml put them on a node. */
export function isSidebarYaml(node: Node): boolean {
  return node.internal.type === SIDEBAR_YAML_TYPE;
}

/**
 * Validates a sidebar file's values (from gatsby-transformer-yaml, after the syntax check) and
 * keeps the line of every value on the Sidebar node, so later steps (resolution, messages) never
 * read the file again.
 */
export async function createSidebarNode({
  node,
  getNode,
  actions,
  createNodeId,
  createContentDigest,
  reporter,
}: CreateNodeArgs): Promise<void> {
  const file = node.parent ? (getNode(node.parent) as YamlFileNode | undefined) : undefined;
  if (!file) return;
  const sourceFile = sourceFileOf(file);
  const source = await withReportedAuthorErrors(reporter, () =>
    sidebarSourceFrom(file.name, yamlSourceOf(node, file), sourceFile),
  );
  if (!source) return;
  const fields = {
    name: source.id,
    label: source.data.label,
    items: source.data.items,
    sourceFile,
    locations: source.locations,
  };
  const sidebar = {
    ...fields,
    id: createNodeId(`${SIDEBAR_TYPE} >>> ${source.id}`),
    parent: node.id,
    internal: { type: SIDEBAR_TYPE, contentDigest: createContentDigest(fields) },
  };
  actions.createNode(sidebar);
  actions.createParentChildLink({ parent: node, child: sidebar as unknown as Node });
}
