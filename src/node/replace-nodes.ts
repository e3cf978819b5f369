import type { Actions, Node, NodePluginArgs } from "gatsby";
import { awaitingCreatedNodes } from "./created-nodes";

/** Creates one node: its type, a key unique within the type, its fields and, optionally, the node it derives from. */
export type CreateContentNode = (type: string, key: string, fields: object, parent?: Node) => void;

/** The parts of Gatsby's hook arguments that replaceNodes uses. */
export type ReplaceNodesApi = Pick<NodePluginArgs, "createNodeId" | "createContentDigest" | "getNodesByType"> & {
  actions: Pick<Actions, "createNode" | "createParentChildLink" | "deleteNode">;
};

/**
 * The scaffolding the content source plugins share: `build` creates the plugin's nodes of `types`
 * (ids from the type and key, digests from the fields, linked to the node they derive from so
 * Gatsby drops them with it), and nodes of those types it did not create again are deleted. Run
 * again when a source file changes in `gatsby develop`, it leaves GraphQL holding exactly what the
 * file now says: unchanged nodes keep their digest, removed ones go. Resolves when the new nodes'
 * onCreateNode hooks are done.
 */
export async function replaceNodes(
  api: ReplaceNodesApi,
  types: readonly string[],
  build: (create: CreateContentNode) => void,
): Promise<void> {
  const { createNodeId, createContentDigest, getNodesByType } = api;
  const { actions, processed } = awaitingCreatedNodes(api.actions);
  const created = new Set<string>();
  build((type, key, fields, parent) => {
    const node = {
      ...fields,
      id: createNodeId(`${type} >>> ${key}`),
      ...(parent ? { parent: parent.id } : {}),
      internal: { type, contentDigest: createContentDigest(fields) },
    };
    actions.createNode(node);
    if (parent) actions.createParentChildLink({ parent, child: node as unknown as Node });
    created.add(node.id);
  });
  for (const type of types) {
    for (const node of getNodesByType(type)) if (!created.has(node.id)) actions.deleteNode(node);
  }
  await processed();
}

/**
 * The content source plugins' sourceNodes. Their nodes are made from files in onCreateNode, which
 * a build that reuses Gatsby's cache does not call for unchanged files, and are deleted by
 * replaceNodes (or kept, one per input) when an input changes. Gatsby is told so, instead of
 * being shown each node again: touching the 15,000 symbols of a provider's size took half a
 * second of every build, and Gatsby then checked every node for staleness.
 */
export const keepSourcedNodes = ({ actions }: { actions: Pick<Actions, "enableStatefulSourceNodes"> }): void => {
  actions.enableStatefulSourceNodes?.();
};
