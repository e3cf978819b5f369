import fs from "fs";
import type { Options as SwcOptions } from "@swc/core";

/** The two production bundles Gatsby compiles the site's modules for. */
export type BuildStage = "build-javascript" | "build-html";

/** What SWC needs to compile a module the way Gatsby's Babel preset would. */
export interface SwcTarget {
  stage: BuildStage;
  /** The site's browserslist queries (Gatsby's `program.browserslist`), the browser bundle's target. */
  browserslist: readonly string[];
  /** The Node.js version the HTML renderer runs on, the renderer bundle's target. */
  nodeVersion: string;
  /** gatsby-config's `jsxRuntime` and `jsxImportSource` (Emotion, for the css prop). */
  jsxRuntime: "automatic" | "classic";
  jsxImportSource?: string;
}

/**
 * How a module of the site is compiled:
 * - `swc`: SWC alone;
 * - `gatsby-plugins-then-swc`: Gatsby's own Babel plugins first (queries, page exports, slice
 *   placeholders, propTypes), on the source as written, then SWC;
 * - `gatsby-babel`: Gatsby's whole Babel loader, for macros and lodash imports, which its
 *   preset rewrites (no module of the site has them today).
 */
export type Compiler = "swc" | "gatsby-plugins-then-swc" | "gatsby-babel";

/** Source that babel-preset-gatsby's plugins rewrite: macros, and lodash imports (cherry-picked). */
const PRESET_PLUGIN_SOURCE = /\.macro["']|["']lodash["'/]/;

/**
 * Source that the Babel plugins Gatsby applies act on: page and static queries
 * (babel-plugin-remove-graphql-queries), `<Slice>` placeholders (their location, for error
 * messages in the HTML renderer) and `propTypes` (removed from the browser bundle with the
 * prop-types import; Gatsby's runtime in .cache has some).
 */
const GATSBY_PLUGIN_SOURCE = /\bgraphql\s*[`(]|\b(?:useStaticQuery|StaticQuery|Slice|propTypes)\b/;

/**
 * Modules Gatsby imports as page components (its async-requires): Babel splits each into its
 * default and Head exports (babel-plugin-remove-api), one chunk each.
 */
const PAGE_COMPONENT_ISSUER = /[\\/]async-requires\.js$/;

/** What webpack passes to a rule's `use` function for one module. */
export interface ModuleInfo {
  resource: string;
  resourceQuery?: string;
  issuer?: string;
}

/** The compiler for a module, from its source and the module that imports it. */
export function compilerFor(module: ModuleInfo, source: string): Compiler {
  if (PRESET_PLUGIN_SOURCE.test(source)) return "gatsby-babel";
  if (PAGE_COMPONENT_ISSUER.test(module.issuer ?? "") || GATSBY_PLUGIN_SOURCE.test(source)) {
    return "gatsby-plugins-then-swc";
  }
  return "swc";
}

/**
 * swc-loader's options for one file: TypeScript (with JSX for .tsx only, since `<T>value` is a
 * cast in .ts) or JavaScript with JSX, Gatsby's JSX runtime and import source, and the stage's
 * target: the site's browserslist for the browser, this Node.js for the HTML renderer. Class
 * fields are assigned in the constructor, as tsconfig's ES2021 target and Babel's loose class
 * properties do. Helpers are inlined, so no runtime package is added to the bundles.
 */
export function swcOptionsFor(file: string, target: SwcTarget): SwcOptions {
  const typescript = /\.tsx?$/.test(file);
  return {
    swcrc: false,
    configFile: false,
    jsc: {
      parser: typescript ? { syntax: "typescript", tsx: file.endsWith(".tsx") } : { syntax: "ecmascript", jsx: true },
      transform: {
        react: { runtime: target.jsxRuntime, importSource: target.jsxImportSource, development: false },
        useDefineForClassFields: false,
      },
      externalHelpers: false,
    },
    env: {
      targets: target.stage === "build-html" ? { node: target.nodeVersion } : [...target.browserslist],
    },
  };
}

/** Where the packages and Gatsby's own Babel plugins are (resolved from Gatsby's package). */
export interface GatsbyBabelPaths {
  babelLoader: string;
  removeGraphqlQueries: string;
  removeApi: string;
  slicePlaceholderLocation: string;
  removePropTypes: string;
}

/**
 * The exports of a page component that Gatsby's babel-plugin-remove-api drops from one of its two
 * browser chunks (`?export=default` keeps the component, `?export=head` the Head), as Gatsby's
 * babel-loader-helpers does; none in the HTML renderer, which needs both.
 */
export function pageExportsToRemove(stage: BuildStage, resourceQuery = ""): string[] {
  if (stage !== "build-javascript") return [];
  const apis = ["getServerData", "config"];
  if (/[?&]export=default\b/.test(resourceQuery)) apis.push("Head");
  if (/[?&]export=head\b/.test(resourceQuery)) apis.push("default");
  return apis;
}

/**
 * babel-loader's options for the Babel plugins Gatsby applies that SWC cannot stand in for, and
 * nothing else: the plugins its loader adds for the stage (queries; page exports in the browser
 * bundle; slice placeholders in the HTML renderer) and its preset's propTypes removal (browser
 * bundle). The source is parsed as written (TypeScript, JSX) and printed back for SWC, so no
 * preset is instantiated: Gatsby's loader builds its whole configuration again for every
 * resource query (a page component's `?export=head` chunk is one).
 */
export function gatsbyPluginsOnlyOptions(
  file: string,
  module: ModuleInfo,
  stage: BuildStage,
  paths: GatsbyBabelPaths,
): Record<string, unknown> {
  const typescript = /\.tsx?$/.test(file);
  const syntax = typescript ? ["typescript", ...(file.endsWith(".tsx") ? ["jsx"] : [])] : ["jsx"];
  const pageExports = PAGE_COMPONENT_ISSUER.test(module.issuer ?? "")
    ? pageExportsToRemove(stage, module.resourceQuery)
    : [];
  return {
    babelrc: false,
    configFile: false,
    sourceType: "unambiguous",
    parserOpts: { plugins: syntax },
    plugins: [
      [paths.removeGraphqlQueries, { stage, staticQueryDir: "page-data/sq/d" }],
      ...(pageExports.length ? [[paths.removeApi, { apis: pageExports }]] : []),
      ...(stage === "build-html" ? [paths.slicePlaceholderLocation] : []),
      ...(stage === "build-javascript" ? [[paths.removePropTypes, { removeImport: true }]] : []),
    ],
  };
}

/** A loader of a webpack rule, as Gatsby's rules list them. */
export interface LoaderEntry {
  loader?: string;
  options?: unknown;
}

/** The parts of a webpack rule this module reads and changes. */
export interface Rule {
  test?: unknown;
  include?: unknown;
  resourceQuery?: unknown;
  use?: unknown;
}

type UseFunction = (info: ModuleInfo) => LoaderEntry[];

const takes = (rule: Rule, file: string) => rule.test instanceof RegExp && rule.test.test(file);

/**
 * Gatsby's rule for the site's own scripts (everything outside node_modules, .cache included,
 * plus packages that depend on gatsby), JavaScript and TypeScript alike.
 */
const isSiteScriptsRule = (rule: Rule) =>
  takes(rule, "module.js") && takes(rule, "module.tsx") && !rule.resourceQuery && typeof rule.use === "function";

/** gatsby-plugin-typescript's rule, which runs Gatsby's loader on every .ts and .tsx file once more. */
const isTypeScriptRule = (rule: Rule) =>
  takes(rule, "module.tsx") && !takes(rule, "module.js") && !rule.resourceQuery && typeof rule.use === "function";

export interface TranspileOptions {
  /** The path of swc-loader. */
  swcLoader: string;
  /** Gatsby's Babel plugins and babel-loader; without them, modules they act on keep Gatsby's loader. */
  gatsbyBabel?: GatsbyBabelPaths;
  /**
   * The file webpack will compile for a resolved module: a stand-in swapped in after the rules
   * ran (see browserStandIns in webpack-config.ts) is compiled in place of the module.
   */
  compiledFile?: (resource: string) => string;
  readSource?: (file: string) => string;
}

/**
 * Compiles each of the site's modules once, with SWC, in place of Gatsby's Babel loader, which
 * two rules ran on a module: Gatsby's rule for the site's scripts and gatsby-plugin-typescript's
 * for .ts and .tsx files (webpack runs the loaders of all the rules that match a module, so any
 * TypeScript module went through Babel twice). Now:
 * - the site's rule compiles each module as compilerFor says (webpack runs a rule's loaders
 *   last to first);
 * - gatsby-plugin-typescript's rule leaves the modules the site's rule compiles.
 * A module whose source cannot be read keeps Gatsby's loader. Returns false, changing nothing,
 * when the site's rule was not found.
 */
export function transpileWithSwc(
  rules: Rule[],
  target: SwcTarget,
  {
    swcLoader,
    gatsbyBabel,
    compiledFile = (resource) => resource,
    readSource = (file) => fs.readFileSync(file, "utf8"),
  }: TranspileOptions,
): boolean {
  const site = rules.find(isSiteScriptsRule);
  if (!site) return false;
  const gatsbyLoaderFor = site.use as UseFunction;
  const swcFor = (file: string): LoaderEntry => ({ loader: swcLoader, options: swcOptionsFor(file, target) });

  const compile = (info: ModuleInfo): LoaderEntry[] => {
    const file = compiledFile(info.resource);
    let source: string;
    try {
      source = readSource(file);
    } catch {
      return gatsbyLoaderFor(info);
    }
    const compiler = compilerFor(info, source);
    if (compiler === "swc") return [swcFor(file)];
    if (compiler === "gatsby-babel" || !gatsbyBabel) return gatsbyLoaderFor(info);
    const plugins = gatsbyPluginsOnlyOptions(file, info, target.stage, gatsbyBabel);
    return [swcFor(file), { loader: gatsbyBabel.babelLoader, options: plugins }];
  };

  site.use = compile;
  return compileTypeScriptOnce(rules);
}

/**
 * Leaves to Gatsby's rule for the site's scripts the TypeScript modules it compiles, which
 * gatsby-plugin-typescript's rule would run through Babel a second time (its preset is already in
 * the site's Babel configuration). Returns false, changing nothing, when the site's rule was not found.
 */
export function compileTypeScriptOnce(rules: Rule[]): boolean {
  const site = rules.find(isSiteScriptsRule);
  if (!site) return false;
  const siteCompiles = (resource: string) =>
    typeof site.include === "function" ? Boolean((site.include as (file: string) => unknown)(resource)) : true;
  for (const rule of rules.filter(isTypeScriptRule)) {
    const loadersFor = rule.use as UseFunction;
    rule.use = (info: ModuleInfo) => (siteCompiles(info.resource) ? [] : loadersFor(info));
  }
  return true;
}
