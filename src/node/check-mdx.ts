import { statSync } from "fs";
import { readFile } from "fs/promises";
import path from "path";
import { checkParsedMdx, type MdxCheckOptions, type ParsedMdxBody } from "../lib/mdx/check-parsed";
import { bodyLineOffset, type MdxParseFailure } from "../lib/mdx/syntax-error";
import type { TreeNode } from "../lib/mdx/tree";

type Parse = (body: string) => TreeNode;
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
    parser = (body) => processor.parse(body) as unknown as TreeNode;
  }
  return parser;
}

/** Parses a body; a syntax error is returned, not thrown. */
function parseBody(body: string): ParsedMdxBody {
  try {
    return { tree: loadParser()(body) };
  } catch (error) {
    return { failure: error as MdxParseFailure };
  }
}

/**
 * Parses an MDX body at sourcing time, so that syntax errors, unknown components, unsafe links
 * and the mistakes that would otherwise fail in webpack or page rendering (with the file alone, a
 * route or a stack trace) stop the build with the file, line and column
 * (src/lib/mdx/check-parsed.ts).
 */
export async function checkMdx(body: string, absolutePath: string, sourceFile: string): Promise<void> {
  const parsed = parseBody(body);
  const options: MdxCheckOptions = { resolveImport: (source) => resolvesFrom(absolutePath, source) };
  try {
    checkParsedMdx(parsed, sourceFile, 0, options);
  } catch {
    // Only a failing file pays for reading itself again, to put positions in the file's lines.
    const offset = bodyLineOffset(await readFile(absolutePath, "utf8").catch(() => body), body);
    checkParsedMdx(parsed, sourceFile, offset, options);
  }
}

/** Extensions webpack resolves for the site's modules (see src/node/webpack-config.ts and Gatsby's defaults). */
const EXTENSIONS = [".js", ".jsx", ".mjs", ".cjs", ".ts", ".tsx", ".json", ".mdx"];

/** True when `source`, imported from the MDX file at `absolutePath`, names a module that exists. */
function resolvesFrom(absolutePath: string, source: string): boolean {
  try {
    require.resolve(source, { paths: [path.dirname(absolutePath)] });
    return true;
  } catch {
    if (!source.startsWith(".")) return false;
    const base = path.resolve(path.dirname(absolutePath), source);
    return [...EXTENSIONS, ...EXTENSIONS.map((extension) => `/index${extension}`)].some((extension) => {
      try {
        return statSync(`${base}${extension}`).isFile();
      } catch {
        return false;
      }
    });
  }
}
