/** The symbol lists' source plugin: build hooks, one file each. */
export { createSchemaCustomization } from "./create-schema-customization";
export { shouldOnCreateNode, onCreateNode, sourceNodes } from "./on-create-node";
