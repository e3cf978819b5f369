import path from "path";
import { contentTreeOf, type ContentTree, type EstreeNode } from "../lib/mdx/content-tree";
import { dataComponentOf } from "../lib/mdx/data-components";
import { siteMdxPlugins } from "../lib/mdx/site-plugins";
import type { TreeNode } from "../lib/mdx/tree";
import { siteFactsForPages } from "./facts";

type Compile = (body: string, absolutePath: string) => Promise<EstreeNode>;
let compiler: Compile | undefined;

/**
 * MDX's processor with the site's plugins, stopped after the rehype plugins: the guide's hast
 * becomes the estree MDX would compile to JavaScript (hast-util-to-estree, as @mdx-js/mdx's
 * rehype-recma step calls it), and the rest of the pipeline gets an empty tree. Both packages are
 * ESM: Node 20.19+ can require them, and a plain require survives the bundling of gatsby-node.
 */
function loadCompiler(): Compile {
  if (!compiler) {
    /* eslint-disable @typescript-eslint/no-require-imports */
    const { createProcessor } = require("@mdx-js/mdx") as typeof import("@mdx-js/mdx");
    const { toEstree } = require("hast-util-to-estree") as typeof import("hast-util-to-estree");
    /* eslint-enable @typescript-eslint/no-require-imports */
    const { remarkPlugins, rehypePlugins } = siteMdxPlugins(siteFactsForPages);
    const captured = new WeakMap<object, EstreeNode>();
    const captureEstree = () => (tree: TreeNode, file: object) => {
      captured.set(file, toEstree(tree as unknown as Parameters<typeof toEstree>[0]) as unknown as EstreeNode);
      return { type: "root", children: [] };
    };
    const processor = createProcessor({
      remarkPlugins,
      rehypePlugins: [...rehypePlugins, captureEstree],
      // As gatsby-plugin-mdx configures MDX: hast elements made by plugins pass through remark-rehype.
      remarkRehypeOptions: { passThrough: ["element"] },
    });
    compiler = async (body, absolutePath) => {
      const file = { value: body, path: absolutePath };
      const { VFile } = require("vfile") as typeof import("vfile"); // eslint-disable-line @typescript-eslint/no-require-imports
      const vfile = new VFile(file);
      await processor.run(processor.parse(vfile), vfile);
      const estree = captured.get(vfile);
      if (!estree) throw new Error(`MDX did not compile ${absolutePath} to a tree.`);
      return estree;
    };
  }
  return compiler;
}

/**
 * A guide's content tree (src/lib/mdx/content-tree.ts), compiled from its MDX body with the site's
 * plugins. Imports are allowed for the data components alone (rendered as slices).
 */
export async function compileContentTree(body: string, absolutePath: string, lineOffset = 0): Promise<ContentTree> {
  const program = await loadCompiler()(body, absolutePath);
  return contentTreeOf(program, {
    file: path.relative(process.cwd(), absolutePath).split(path.sep).join("/"),
    lineOffset,
    allowImport: (statement) => {
      const source = String((statement.source as EstreeNode & { value: unknown }).value);
      const specifiers = statement.specifiers as Array<{ type: string; imported?: { name?: string } }>;
      return specifiers.every(
        (specifier) =>
          specifier.type === "ImportSpecifier" && dataComponentOf(specifier.imported?.name ?? "", source) !== undefined,
      );
    },
  });
}
