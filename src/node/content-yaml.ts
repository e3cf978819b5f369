import type { Node } from "gatsby";
import fs from "fs";
import path from "path";
import { LastGood } from "../lib/last-good";
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

/** The text and check of each file's last save that passed the check, by project-relative path. */
const lastGood = new LastGood<{ text: string; locator: YamlLocator }>();

/**
 * Checks a content YAML file's syntax and aliases before gatsby-transformer-yaml builds its values;
 * throws an AuthorError with file, line and column. Keeps the result for `locatorOf`.
 */
export function checkContentYaml(file: YamlFileNode, text: string): void {
  const sourceFile = sourceFileOf(file);
  const locator = checkYamlSource(text, sourceFile);
  checked.set(sourceFile, { digest: file.internal.contentDigest, locator });
  lastGood.settle(sourceFile, { text, locator });
}

/**
 * After a broken save in `gatsby develop`: the text of the file's last good save, which then
 * stands for the file (its values are located in it) until the next good save. Undefined when the
 * file has had no good save in this process.
 */
export function lastGoodContentYaml(file: YamlFileNode): string | undefined {
  const sourceFile = sourceFileOf(file);
  const good = lastGood.settle(sourceFile, undefined);
  if (!good) return undefined;
  checked.set(sourceFile, { digest: file.internal.contentDigest, locator: good.locator });
  return good.text;
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
