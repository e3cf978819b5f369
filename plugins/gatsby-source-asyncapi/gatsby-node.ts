/** The AsyncAPI source plugin's build hooks. */
export { pluginOptionsSchema } from "./plugin-options";
export { createSchemaCustomization } from "./create-schema-customization";
export { shouldOnCreateNode, onCreateNode, sourceNodes, onPostBuild } from "./sourcing";
