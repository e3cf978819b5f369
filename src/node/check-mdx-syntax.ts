import { readFile } from "fs/promises";
import { bodyLineOffset, mdxSyntaxError, type MdxParseFailure } from "../lib/mdx/syntax-error";

type Parse = (body: string) => unknown;
let parser: Parse | undefined;

/**
 * MDX's own parser, which parses without compiling. It is ESM: Node 20.19+ can require it, and
 * a plain require survives the bundling of gatsby-node, which rewrites dynamic imports.
 */
function loadParser(): Parse {
  if (!parser) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { createProcessor } = require("@mdx-js/mdx") as typeof import("@mdx-js/mdx");
    const processor = createProcessor();
    parser = (body) => processor.parse(body);
  }
  return parser;
}

/**
 * Parses an MDX body so that a syntax error stops the build at sourcing time with the file,
 * line and column, instead of later in webpack with the file alone.
 */
export async function checkMdxSyntax(body: string, absolutePath: string, sourceFile: string): Promise<void> {
  try {
    loadParser()(body);
  } catch (error) {
    const fileText = await readFile(absolutePath, "utf8").catch(() => body);
    throw mdxSyntaxError(error as MdxParseFailure, sourceFile, bodyLineOffset(fileText, body));
  }
}
