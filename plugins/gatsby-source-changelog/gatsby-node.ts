/** The changelogs' source plugin: build hooks, one file each. */
export { createSchemaCustomization } from "./create-schema-customization";
export { shouldOnCreateNode, onCreateNode, sourceNodes, onPostBuild } from "./sourcing";
