import type { GatsbyNode } from "gatsby";
import fs from "fs";
import { createRequire } from "module";
import path from "path";
import { siteConfig } from "../../site.config";
import { showsVersionMenu, type DocsVersionConfig } from "../lib/chrome/docs-version";
import { buildsEngines, externalizePackages } from "./renderer-externals";
import { installLockfile, LockfileBuildDependenciesPlugin } from "./webpack-build-dependencies";
import { minifyWithSwc } from "./swc-minify";
import { compileTypeScriptOnce, transpileWithSwc, type GatsbyBabelPaths, type SwcTarget } from "./swc-transpile";

/**
 * `gatsby-internal/*` resolves to Gatsby's client runtime in .cache, the very modules its router
 * uses (see src/types/gatsby-internal.d.ts and src/browser/loader-failures.ts).
 */
export const gatsbyInternalAlias = (siteDirectory: string): Record<string, string> => ({
  "gatsby-internal": path.join(siteDirectory, ".cache"),
});

/**
 * Modules the production browser bundle replaces with stand-ins in src/browser. Two do nothing:
 * Gatsby's internal partytown plugin's browser module (its hook only acts in development, yet
 * its imports, gatsby-script and the partytown snippet, weigh about 2.8 KB gzipped), and
 * hoist-non-react-statics, which Emotion imports in a form bundlers cannot drop (1.2 KB with
 * react-is) for `withTheme` only, which the site does not use. The third replaces Gatsby's React
 * DOM helpers with ones that evaluate React DOM when first used and hydrate in a transition
 * (react-dom-utils.ts).
 */
export const BROWSER_STAND_INS: [RegExp, string][] = [
  [/[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/, "no-partytown.ts"],
  [/^hoist-non-react-statics$/, "no-hoist-statics.ts"],
  [/[\\/]\.cache[\\/]react-dom-utils\.js$/, "react-dom-utils.ts"],
];

/** Gatsby's service-worker registration module, bundled even when no plugin registers a service worker. */
const SERVICE_WORKER_STAND_IN: [RegExp, string] = [
  /[\\/]\.cache[\\/]register-service-worker\.js$/,
  "no-service-worker.ts",
];

/**
 * The docs version dropdown, which renders nothing with a single version configured: its code
 * (about 0.45 KB gzipped, with the stored preference behind it) then stays out of every page.
 */
const VERSION_MENU_STAND_IN: [RegExp, string] = [
  /[\\/]components[\\/]layout[\\/]VersionMenu[\\/]index\.tsx$/,
  "no-version-menu.ts",
];

/**
 * The stand-ins for a build with these plugins and docs versions: the service-worker one only
 * when no plugin registers a worker, the version-menu one only when there is no menu to show.
 */
export function browserStandIns(
  plugins: readonly { browserAPIs?: readonly string[] }[],
  versions: readonly DocsVersionConfig[],
): [RegExp, string][] {
  const registersWorker = plugins.some((plugin) => plugin.browserAPIs?.includes("registerServiceWorker"));
  return [
    ...BROWSER_STAND_INS,
    ...(registersWorker ? [] : [SERVICE_WORKER_STAND_IN]),
    ...(showsVersionMenu(versions) ? [] : [VERSION_MENU_STAND_IN]),
  ];
}

/** Resolves packages from the site's root (gatsby-node is bundled, so its own require cannot resolve them). */
const siteRequire = () => createRequire(path.join(process.cwd(), "package.json"));

/**
 * babel-loader and the Babel plugins Gatsby applies that SWC cannot stand in for, as Gatsby
 * resolves them; undefined when a Gatsby release moves them, and the modules they act on then
 * keep Gatsby's loader.
 */
export function gatsbyBabelPaths(): GatsbyBabelPaths | undefined {
  try {
    const gatsbyRequire = createRequire(siteRequire().resolve("gatsby/package.json"));
    return {
      babelLoader: gatsbyRequire.resolve("babel-loader"),
      removeGraphqlQueries: gatsbyRequire.resolve("babel-plugin-remove-graphql-queries"),
      removeApi: gatsbyRequire.resolve("gatsby/dist/utils/babel/babel-plugin-remove-api"),
      slicePlaceholderLocation: gatsbyRequire.resolve(
        "gatsby/dist/utils/babel/babel-plugin-add-slice-placeholder-location",
      ),
      removePropTypes: createRequire(gatsbyRequire.resolve("babel-preset-gatsby/package.json")).resolve(
        "babel-plugin-transform-react-remove-prop-types",
      ),
    };
  } catch {
    return undefined;
  }
}

/**
 * Every stage: the `gatsby-internal` alias. Production bundles ship without source maps (a large
 * share of the JavaScript and HTML-renderer stages; SOURCE_MAPS=1 brings them back for one build).
 * Guides are no modules of the bundles: they reach their pages as data (src/node/content-tree.ts).
 * The site's modules compile with SWC unless one of Gatsby's
 * Babel plugins has work in them (swc-transpile.ts), and the browser bundle is minified by SWC
 * (swc-minify.ts): Babel and Terser were most of the time the two bundles took. `gatsby develop`
 * keeps Gatsby's Babel, which adds React Fast Refresh and sees queries added to a file while it
 * runs, once per module: gatsby-plugin-typescript's second Babel pass over TypeScript is dropped in
 * every stage (compileTypeScriptOnce). The HTML renderer requires the packages it imports from node_modules instead of bundling
 * them (renderer-externals.ts), unless Gatsby builds engines. The production browser bundle swaps
 * in the stand-ins of browserStandIns, for first-load weight. The persistent caches of both bundles
 * track their build dependencies through the lockfile (webpack-build-dependencies.ts).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  actions,
  getConfig,
  reporter,
  plugins,
  store,
}) => {
  actions.setWebpackConfig({
    resolve: { alias: gatsbyInternalAlias(process.cwd()) },
  });
  const standIns: [RegExp, string][] =
    stage === "build-javascript"
      ? browserStandIns(store.getState().flattenedPlugins ?? [], siteConfig.docs.versions).map(([module, file]) => [
          module,
          path.resolve(process.cwd(), "src", "browser", file),
        ])
      : [];
  if (standIns.length) {
    actions.setWebpackConfig({
      plugins: standIns.map(([module, file]) => plugins.normalModuleReplacement(module, file)),
    });
  }
  if (stage !== "build-javascript" && stage !== "build-html") {
    const config = getConfig();
    if (compileTypeScriptOnce(config.module.rules)) actions.replaceWebpackConfig(config);
    return;
  }
  const config = getConfig();
  if (process.env.SOURCE_MAPS !== "1") config.devtool = false;
  const lockfile = installLockfile(process.cwd(), { realpath: fs.realpathSync, exists: fs.existsSync });
  if (config.cache && lockfile)
    config.plugins = [...(config.plugins ?? []), new LockfileBuildDependenciesPlugin(lockfile)];
  const { program, config: siteSettings } = store.getState();
  const swcTarget: SwcTarget = {
    stage,
    browserslist: program.browserslist,
    nodeVersion: process.versions.node,
    jsxRuntime: siteSettings.jsxRuntime ?? "classic",
    jsxImportSource: siteSettings.jsxImportSource,
  };
  const transpiled = transpileWithSwc(config.module.rules, swcTarget, {
    swcLoader: siteRequire().resolve("swc-loader"),
    gatsbyBabel: gatsbyBabelPaths(),
    compiledFile: (resource) => standIns.find(([module]) => module.test(resource))?.[1] ?? resource,
  });
  if (!transpiled) {
    reporter.warn(
      "Gatsby's webpack rule for the site's scripts was not found; they go through Babel, which slows the build.",
    );
  }
  if (
    stage === "build-javascript" &&
    !minifyWithSwc(config.optimization?.minimizer ?? [], { keepNames: Boolean(program.profile) })
  ) {
    reporter.warn("Gatsby's Terser minimizer was not found; the browser bundle is minified as Gatsby configured it.");
  }
  if (stage === "build-html" && !buildsEngines(store.getState())) {
    const externals = Array.isArray(config.externals) ? config.externals : [config.externals].filter(Boolean);
    config.externals = [...externals, externalizePackages(Object.keys(config.resolve?.alias ?? {}))];
  }
  actions.replaceWebpackConfig(config);
};
