import type { Node } from "gatsby";
import fs from "fs";
import path from "path";
import { checkYamlSource, type YamlLocator, type YamlSource } from "../lib/yaml-source";

/** A File node of gatsby-source-filesystem, with the fields the content YAML steps read. */
export interface YamlFileNode extends Node {
  sourceInstanceName: string;
  absolutePath: string;
  relativePath: string;
  name: string;
  extension: string;
}

/** Fields Gatsby adds to every node, and the one gatsby-transformer-yaml adds for a top-level `id`. */
const NODE_FIELDS = new Set(["id", "parent", "children", "internal", "fields", "yamlId"]);

/**
 * The checked text of each content YAML file, by project-relative path: the syntax check keeps the
 * parsed document so that a schema error, or a value's line, is located without parsing again.
 * One entry per file, replaced when the file changes (in `gatsby develop`).
 */
const checked = new Map<string, { digest: string; locator: YamlLocator }>();

/** Project-relative path of a File node, as messages name it. */
export function sourceFileOf(file: Pick<YamlFileNode, "absolutePath">): string {
  return path.relative(process.cwd(), file.absolutePath).split(path.sep).join("/");
}

/**
 * Checks a content YAML file's syntax and aliases before gatsby-transformer-yaml builds its values;
 * throws an AuthorError with file, line and column. Keeps the result for `locatorOf`.
 */
export function checkContentYaml(file: YamlFileNode, text: string): void {
  const sourceFile = sourceFileOf(file);
  checked.set(sourceFile, { digest: file.internal.contentDigest, locator: checkYamlSource(text, sourceFile) });
}

/**
 * Locates values of a checked file. The check's document is reused; a file checked by another
 * process (a node restored from Gatsby's cache) is read and checked again, on first use only.
 */
export function locatorOf(file: YamlFileNode): YamlLocator {
  const sourceFile = sourceFileOf(file);
  const known = checked.get(sourceFile);
  if (known && known.digest === file.internal.contentDigest) return known.locator;
  checkContentYaml(file, fs.readFileSync(file.absolutePath, "utf8"));
  return (checked.get(sourceFile) as { locator: YamlLocator }).locator;
}

/** The file's values as gatsby-transformer-yaml put them on its node: Gatsby's own fields taken off. */
export function yamlNodeData(node: Node): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) if (!NODE_FIELDS.has(key)) data[key] = value;
  // The transformer keeps a top-level `id` of the file as `yamlId`, since `id` is the node's.
  if ("yamlId" in node) data.id = (node as Node & { yamlId: unknown }).yamlId;
  return data;
}

/** A transformer node with its File node, as a YamlSource: the values, and where each one is. */
export function yamlSourceOf(node: Node, file: YamlFileNode): YamlSource {
  const locator = locatorOf(file);
  return { data: yamlNodeData(node), locate: (at) => locator.locate(at) };
}
