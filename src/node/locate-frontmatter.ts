import fs from "fs";
import { frontmatterBlock } from "../lib/frontmatter-block";
import type { FrontmatterLocator } from "../lib/frontmatter";
import { parseYamlSource } from "../lib/yaml-source";

/**
 * Finds the line of a frontmatter field in its file, for validation messages. The file is read
 * and parsed on the first lookup only, so valid pages cost no extra I/O.
 */
export function locateFrontmatter(absolutePath: string, sourceFile: string): FrontmatterLocator {
  let locate: FrontmatterLocator | undefined;
  return (path) => {
    if (!locate) {
      const block = frontmatterBlock(fs.readFileSync(absolutePath, "utf8"), sourceFile);
      locate = block ? parseYamlSource(block.yaml, sourceFile, block.lineOffset).locate : () => sourceFile;
    }
    return locate(path);
  };
}
