import remarkGfm from "remark-gfm";
import type { PluggableList } from "unified";
import type { Facts } from "../facts/schema";
import { rehypeCodeBlocks } from "./rehype-code-blocks";
import { rehypeCodeHtml } from "./rehype-code-html";
import { rehypeRowHeaders } from "./rehype-row-headers";
import { rehypeTableLabels } from "./rehype-table-labels";
import { remarkFacts } from "./remark-facts";
import { remarkHeadingIds } from "./remark-heading-ids";

/** The remark and rehype plugins a guide's MDX is compiled with. */
export interface SiteMdxPlugins {
  remarkPlugins: PluggableList;
  rehypePlugins: PluggableList;
}

/**
 * The one list of plugins that turn a guide's MDX into its page: gatsby-plugin-mdx is configured
 * with it (gatsby-config.ts), and the build compiles each guide's content tree with it
 * (src/node/content-tree.ts), so both see the same headings, facts, code blocks and tables.
 * `facts` is read when a page is compiled, after sourcing has reported any problem with the file.
 */
export function siteMdxPlugins(facts: () => Facts): SiteMdxPlugins {
  return {
    remarkPlugins: [remarkGfm, remarkHeadingIds, [remarkFacts, { facts }]],
    rehypePlugins: [rehypeCodeBlocks, rehypeCodeHtml, rehypeTableLabels, rehypeRowHeaders],
  };
}
