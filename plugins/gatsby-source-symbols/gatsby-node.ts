/** The symbol lists' source plugin: build hooks, one file each. */
export { createSchemaCustomization } from "./create-schema-customization";
export { sourceNodes } from "./source-nodes";
