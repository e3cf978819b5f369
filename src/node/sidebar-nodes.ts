import type { CreateNodeArgs, Node } from "gatsby";
import { LastGood } from "../lib/last-good";
import { sidebarSourceFrom, type SidebarSource } from "../lib/sidebars/source";
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

/** Each sidebar file's last valid values, for `gatsby develop` (see createSidebarNode). */
const lastValid = new LastGood<SidebarSource>();

/**
 * Validates a sidebar file's values (from gatsby-transformer-yaml, after the syntax check) and
 * keeps the line of every value on the Sidebar node, so later steps (resolution, messages) never
 * read the file again. In `gatsby develop` a save with a schema error is reported (terminal and
 * overlay) and the Sidebar node keeps the file's last valid values until the next good save.
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
  const validated = await withReportedAuthorErrors(reporter, `${sourceFile} (values)`, () =>
    sidebarSourceFrom(file.name, yamlSourceOf(node, file), sourceFile),
  );
  const source = lastValid.settle(sourceFile, validated);
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
