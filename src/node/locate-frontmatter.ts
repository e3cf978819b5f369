import fs from "fs";
import { frontmatterBlock } from "../lib/frontmatter-block";
import type { FrontmatterLocator } from "../lib/frontmatter";
import { parseYamlSource } from "../lib/yaml-source";

/** Finds the line of a frontmatter field in its file, for validation messages. */
export function locateFrontmatter(absolutePath: string, sourceFile: string): FrontmatterLocator | undefined {
  const block = frontmatterBlock(fs.readFileSync(absolutePath, "utf8"), sourceFile);
  return block ? parseYamlSource(block.yaml, sourceFile, block.lineOffset).locate : undefined;
}
