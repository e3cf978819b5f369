/** The AsyncAPI source plugin's build hooks, one file each. */
export { pluginOptionsSchema } from "./plugin-options";
export { createSchemaCustomization } from "./create-schema-customization";
export { sourceNodes } from "./source-nodes";
export { onPostBuild } from "./on-post-build";
