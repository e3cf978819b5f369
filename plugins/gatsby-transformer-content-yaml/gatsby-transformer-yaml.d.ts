/** gatsby-transformer-yaml ships no types; the hook this plugin calls. */
declare module "gatsby-transformer-yaml/gatsby-node" {
  import type { CreateNodeArgs } from "gatsby";
  export function onCreateNode(args: CreateNodeArgs, options: { typeName?: string }): Promise<void>;
}
