import type { GatsbyNode } from "gatsby";

/**
 * Production bundles ship without source maps: generating them is a large share of the
 * JavaScript and HTML-renderer stages, and the site's client code is small enough to debug
 * from `gatsby develop`. Set SOURCE_MAPS=1 to get them back for a build.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (process.env.SOURCE_MAPS === "1") return;
  if (stage === "build-javascript" || stage === "build-html") actions.setWebpackConfig({ devtool: false });
};
