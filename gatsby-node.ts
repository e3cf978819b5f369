/** Gatsby's build hooks for the site. Each hook lives in its own file under src/node. */
export { onPreInit } from "./src/node/pre-init";
export { onPreBootstrap } from "./src/node/pre-bootstrap";
export { createSchemaCustomization } from "./src/node/schema";
export { sourceNodes } from "./src/node/source-nodes";
export { onCreateNode } from "./src/node/on-create-node";
export { createResolvers } from "./src/node/resolvers";
export { createPages } from "./src/node/create-pages";
export { onCreateWebpackConfig } from "./src/node/webpack-config";
export { onPostBuild } from "./src/node/post-build";
