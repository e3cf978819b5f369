/** Content YAML through gatsby-transformer-yaml, after the syntax check: build hooks, one file each. */
export { pluginOptionsSchema } from "./plugin-options";
export { shouldOnCreateNode, onCreateNode } from "./on-create-node";
