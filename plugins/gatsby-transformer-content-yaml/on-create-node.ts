import type { GatsbyNode, Node } from "gatsby";
import { onCreateNode as transformYaml } from "gatsby-transformer-yaml/gatsby-node";
import { awaitingCreatedNodes } from "../../src/node/created-nodes";
import { checkContentYaml, lastGoodContentYaml, sourceFileOf, type YamlFileNode } from "../../src/node/content-yaml";
import { withReportedAuthorErrors } from "../../src/node/report";
import { contentYamlOptions } from "./plugin-options";

/** The YAML files of the configured gatsby-source-filesystem instances. */
export const shouldOnCreateNode = ({ node }: { node: Node }, options: unknown): boolean => {
  const file = node as Node & Partial<YamlFileNode>;
  return (
    file.internal.type === "File" &&
    /^ya?ml$/.test(file.extension ?? "") &&
    Boolean(contentYamlOptions(options).types[file.sourceInstanceName ?? ""])
  );
};

/**
 * Checks the file's syntax and aliases (file, line and column on error), then lets
 * gatsby-transformer-yaml turn it into a node of the configured type, child of the File node.
 * A broken file never reaches the transformer: `gatsby build` stops; `gatsby develop` reports it
 * (terminal and overlay), builds the node from the file's last good save instead, so its pages keep
 * their sidebar or list, and picks up the next save.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = async (args, options) => {
  const file = args.node as YamlFileNode;
  const typeName = contentYamlOptions(options).types[file.sourceInstanceName];
  const saved = await args.loadNodeContent(file);
  const ok = await withReportedAuthorErrors(args.reporter, sourceFileOf(file), () => {
    checkContentYaml(file, saved);
    return true;
  });
  const text = ok ? saved : lastGoodContentYaml(file);
  if (text === undefined) return;
  // The transformer reads the text the check read, not the file a second time.
  const created = awaitingCreatedNodes(args.actions);
  await transformYaml({ ...args, actions: created.actions, loadNodeContent: async () => text }, { typeName });
  await created.processed();
};
