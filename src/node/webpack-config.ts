import type { GatsbyNode } from "gatsby";
import TerserPlugin from "terser-webpack-plugin";

interface Minimizer {
  constructor: { name: string };
}

/**
 * Production bundles:
 * - ship without source maps: generating them is a large share of the JavaScript and
 *   HTML-renderer stages, and client code is debugged from `gatsby develop`
 *   (SOURCE_MAPS=1 brings them back for one build);
 * - are minified by SWC instead of Terser: on a 2-core machine Gatsby gives Terser one worker,
 *   which made minifying the longest step of the JavaScript stage, for output within 1% in size.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig }) => {
  if (stage !== "build-javascript" && stage !== "build-html") return;
  if (process.env.SOURCE_MAPS !== "1") actions.setWebpackConfig({ devtool: false });
  if (stage !== "build-javascript") return;
  const config = getConfig();
  const minimizers: Minimizer[] = config.optimization?.minimizer ?? [];
  config.optimization.minimizer = minimizers.map((minimizer) =>
    minimizer.constructor.name === "TerserPlugin"
      ? new TerserPlugin({
          minify: TerserPlugin.swcMinify,
          exclude: /\.min\.js/,
          terserOptions: { compress: { ecma: 2017, passes: 2 }, mangle: true },
        })
      : minimizer,
  );
  actions.replaceWebpackConfig(config);
};
