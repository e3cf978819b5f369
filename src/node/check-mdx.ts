import { readFile } from "fs/promises";
import { findUnknownComponents, unknownComponentError } from "../lib/mdx/components-check";
import { findRemoteImport, remoteImportError } from "../lib/mdx/remote-imports";
import { bodyLineOffset, mdxSyntaxError, type MdxParseFailure } from "../lib/mdx/syntax-error";
import type { TreeNode } from "../lib/mdx/tree";
import { findUnsafeLinks, unsafeLinksError } from "../lib/mdx/unsafe-links";

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

/**
 * Parses an MDX body at sourcing time, so that a syntax error or an unknown component stops
 * the build with the file, line and column, instead of later in webpack or in page rendering
 * with the file alone or a stack trace.
 */
export async function checkMdx(body: string, absolutePath: string, sourceFile: string): Promise<void> {
  const offset = async () => bodyLineOffset(await readFile(absolutePath, "utf8").catch(() => body), body);
  let tree: TreeNode;
  try {
    tree = loadParser()(body);
  } catch (error) {
    throw mdxSyntaxError(error as MdxParseFailure, sourceFile, await offset());
  }
  const remote = findRemoteImport(tree);
  if (remote) throw remoteImportError(remote, sourceFile, await offset());
  const [unknown] = findUnknownComponents(tree);
  if (unknown) throw unknownComponentError(unknown, sourceFile, await offset());
  const unsafe = findUnsafeLinks(tree);
  if (unsafe.length > 0) throw unsafeLinksError(unsafe, sourceFile, await offset());
}
