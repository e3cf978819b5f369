/** @jest-environment node */
import { transformSync as babelTransform } from "@babel/core";
import { transformSync as swcTransform } from "@swc/core";
import fs from "fs";
import path from "path";
import {
  compilerFor,
  gatsbyPluginsOnlyOptions,
  pageExportsToRemove,
  swcOptionsFor,
  compileTypeScriptOnce,
  transpileWithSwc,
  type GatsbyBabelPaths,
  type LoaderEntry,
  type ModuleInfo,
  type Rule,
  type SwcTarget,
} from "../../src/node/swc-transpile";
import { gatsbyBabelPaths } from "../../src/node/webpack-config";

const BROWSER: SwcTarget = {
  stage: "build-javascript",
  browserslist: ["defaults and fully supports es6-module", "not dead"],
  nodeVersion: "20.19.0",
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
};
const RENDERER: SwcTarget = { ...BROWSER, stage: "build-html" };

const ASYNC_REQUIRES = "/site/.cache/_this_is_virtual_fs_path_/$virtual/async-requires.js";
const moduleInfo = (resource: string, extra: Partial<ModuleInfo> = {}): ModuleInfo => ({ resource, ...extra });

describe("compilerFor", () => {
  test("a module none of Gatsby's Babel plugins acts on goes to SWC alone", () => {
    const source = `import { css } from "@emotion/react";\nexport const Card = () => <div css={css\`color: red\`} />;`;
    expect(compilerFor(moduleInfo("/site/src/components/Card.tsx"), source)).toBe("swc");
    expect(compilerFor(moduleInfo("/site/src/lib/routes.ts"), "export const graphqlish = 1;")).toBe("swc");
  });

  test("page and static queries, slices and propTypes get Gatsby's plugins before SWC", () => {
    const cases = [
      "export const query = graphql`query { site { id } }`",
      "const data = useStaticQuery(graphql`query { site { id } }`)",
      "export const query = graphql(`query { site { id } }`)",
      'import { Slice } from "gatsby";\nexport const L = () => <Slice alias="sidebar" />;',
      "RouteUpdates.propTypes = { location: PropTypes.object }",
    ];
    for (const source of cases) {
      expect(compilerFor(moduleInfo("/site/src/templates/x.tsx"), source)).toBe("gatsby-plugins-then-swc");
    }
  });

  test("a page component gets Gatsby's plugins (its default and Head exports are split) even without a query", () => {
    const info = moduleInfo("/site/src/pages/404.tsx", { issuer: ASYNC_REQUIRES, resourceQuery: "?export=default" });
    expect(compilerFor(info, "export default function NotFound() { return null }")).toBe("gatsby-plugins-then-swc");
    expect(compilerFor(moduleInfo("/site/src/pages/404.tsx", { issuer: "/site/src/x.tsx" }), "export default 1")).toBe(
      "swc",
    );
  });

  test("macros and lodash imports, which Gatsby's preset rewrites, keep Gatsby's whole loader", () => {
    expect(compilerFor(moduleInfo("/site/src/a.ts"), 'import { pick } from "lodash";')).toBe("gatsby-babel");
    expect(compilerFor(moduleInfo("/site/src/a.ts"), 'import pick from "lodash/pick";')).toBe("gatsby-babel");
    expect(compilerFor(moduleInfo("/site/src/a.ts"), 'import preval from "preval.macro";')).toBe("gatsby-babel");
  });
});

describe("swcOptionsFor", () => {
  test("parses .ts without JSX (a cast is not an element), .tsx with it, JavaScript with JSX", () => {
    expect(swcOptionsFor("/site/src/a.ts", BROWSER).jsc?.parser).toEqual({ syntax: "typescript", tsx: false });
    expect(swcOptionsFor("/site/src/a.tsx", BROWSER).jsc?.parser).toEqual({ syntax: "typescript", tsx: true });
    expect(swcOptionsFor("/site/.cache/app.js", BROWSER).jsc?.parser).toEqual({ syntax: "ecmascript", jsx: true });
  });

  test("keeps Gatsby's JSX runtime and Emotion's import source, in production mode, with no .swcrc", () => {
    const options = swcOptionsFor("/site/src/a.tsx", BROWSER);
    expect(options.jsc?.transform?.react).toEqual({
      runtime: "automatic",
      importSource: "@emotion/react",
      development: false,
    });
    expect(options.swcrc).toBe(false);
    expect(options.jsc?.externalHelpers).toBe(false);
  });

  test("targets the site's browserslist in the browser bundle and this Node.js in the HTML renderer", () => {
    expect(swcOptionsFor("/site/src/a.tsx", BROWSER).env?.targets).toEqual([
      "defaults and fully supports es6-module",
      "not dead",
    ]);
    expect(swcOptionsFor("/site/src/a.tsx", RENDERER).env?.targets).toEqual({ node: "20.19.0" });
  });

  test("compiles TSX with the css prop to Emotion's automatic runtime and drops the types", () => {
    const source = `import type { ReactNode } from "react";\ntype P = { children: ReactNode };\nexport const Box = ({ children }: P) => <div css={{ color: "red" }}>{children}</div>;`;
    const { code } = swcTransform(source, { ...swcOptionsFor("/site/src/Box.tsx", BROWSER), filename: "Box.tsx" });
    expect(code).toContain('from "@emotion/react/jsx-runtime"');
    expect(code).toContain("css: {");
    expect(code).not.toMatch(/ReactNode|: P\b/);
  });
});

describe("pageExportsToRemove", () => {
  test("the browser's component chunk loses Head, its Head chunk loses the component", () => {
    expect(pageExportsToRemove("build-javascript", "?export=default")).toEqual(["getServerData", "config", "Head"]);
    expect(pageExportsToRemove("build-javascript", "?__contentFilePath=/site/a.mdx&export=head")).toEqual([
      "getServerData",
      "config",
      "default",
    ]);
    expect(pageExportsToRemove("build-javascript", "")).toEqual(["getServerData", "config"]);
  });

  test("the HTML renderer keeps every export", () => {
    expect(pageExportsToRemove("build-html", "?export=default")).toEqual([]);
  });
});

const found = gatsbyBabelPaths();
if (!found) throw new Error("Gatsby's babel-loader and Babel plugins were not found where the build looks for them");
const PATHS: GatsbyBabelPaths = found;

describe("gatsbyPluginsOnlyOptions", () => {
  const pluginNames = (options: Record<string, unknown>) =>
    (options.plugins as unknown[]).map((plugin) => (Array.isArray(plugin) ? plugin[0] : plugin));

  test("no preset and no config file: only Gatsby's plugins for the stage, on the source as written", () => {
    const page = moduleInfo("/site/src/templates/doc.tsx", {
      issuer: ASYNC_REQUIRES,
      resourceQuery: "?export=default",
    });
    const browser = gatsbyPluginsOnlyOptions("/site/src/templates/doc.tsx", page, "build-javascript", PATHS);
    expect(browser).toMatchObject({
      babelrc: false,
      configFile: false,
      parserOpts: { plugins: ["typescript", "jsx"] },
    });
    expect(browser.presets).toBeUndefined();
    expect(pluginNames(browser)).toEqual([PATHS.removeGraphqlQueries, PATHS.removeApi, PATHS.removePropTypes]);
    const renderer = gatsbyPluginsOnlyOptions("/site/src/templates/doc.tsx", page, "build-html", PATHS);
    expect(pluginNames(renderer)).toEqual([PATHS.removeGraphqlQueries, PATHS.slicePlaceholderLocation]);
  });

  test("a module that is not a page component keeps its exports; .ts and .js parse without TypeScript JSX", () => {
    const component = moduleInfo("/site/src/components/Cards.ts", { issuer: "/site/src/templates/doc.tsx" });
    const options = gatsbyPluginsOnlyOptions("/site/src/components/Cards.ts", component, "build-javascript", PATHS);
    expect(pluginNames(options)).not.toContain(PATHS.removeApi);
    expect(options.parserOpts).toEqual({ plugins: ["typescript"] });
    expect(gatsbyPluginsOnlyOptions("/site/.cache/x.js", component, "build-html", PATHS).parserOpts).toEqual({
      plugins: ["jsx"],
    });
  });

  /** The doc template as the browser bundle compiles it: Gatsby's plugins, then SWC. */
  function compileDocTemplate(resourceQuery: string): string {
    const file = path.resolve("src/templates/doc.tsx");
    const info = moduleInfo(file, { issuer: ASYNC_REQUIRES, resourceQuery });
    const options = gatsbyPluginsOnlyOptions(file, info, "build-javascript", PATHS);
    const afterPlugins = babelTransform(fs.readFileSync(file, "utf8"), { ...options, filename: file })?.code ?? "";
    return swcTransform(afterPlugins, { ...swcOptionsFor(file, BROWSER), filename: file }).code;
  }

  test("the page query leaves the template, and each chunk keeps only its export", () => {
    const component = compileDocTemplate("?export=default");
    expect(component).not.toMatch(/query DocPage|graphql`/);
    expect(component).toMatch(/export default function DocTemplate/);
    expect(component).not.toMatch(/function Head\b/);
    const head = compileDocTemplate("?export=head");
    expect(head).toMatch(/export function Head\b/);
    expect(head).not.toMatch(/DocTemplate|query DocPage/);
  });
});

describe("transpileWithSwc", () => {
  const SWC_LOADER = "/site/node_modules/swc-loader/src/index.js";
  const gatsbyLoader = (info: ModuleInfo): LoaderEntry[] => [
    { loader: "/site/node_modules/gatsby/dist/utils/babel-loader.js", options: { resourceQuery: info.resourceQuery } },
  ];
  const layoutLoader: LoaderEntry = { loader: "/site/node_modules/gatsby-plugin-mdx/dist/gatsby-layout-loader" };
  const mdxLoader: LoaderEntry = { loader: "/site/node_modules/gatsby-plugin-mdx/dist/gatsby-mdx-loader" };

  /** Gatsby's rules for scripts as `gatsby build` has them with this site's plugins. */
  function gatsbyRules() {
    return {
      site: {
        test: /\.(js|mjs|jsx|ts|tsx)$/,
        include: (file: string) => !/node_modules/.test(file),
        use: gatsbyLoader,
      } as Rule,
      yaml: { test: /\.ya?ml$/, use: [{ loader: "yaml-loader" }] } as Rule,
      mdx: { test: /\.mdx?$/, use: () => [mdxLoader] } as Rule,
      mdxTemplate: {
        test: /\.[tj]sx?$/,
        resourceQuery: /__contentFilePath=.+\.mdx?(&export=.*)?$/,
        use: (info: ModuleInfo) => [...gatsbyLoader(info), layoutLoader],
      } as Rule,
      typescript: { test: /\.tsx?$/, use: gatsbyLoader } as Rule,
    };
  }

  const SOURCES: Record<string, string> = {
    "/site/src/components/Card.tsx": "export const Card = () => <div />;",
    "/site/src/templates/doc.tsx": "export default function Doc() {}\nexport const query = graphql`{ site { id } }`;",
    "/site/src/browser/react-dom-utils.ts": "export const hydrate = <T,>(value: T) => value;",
    "/site/.cache/react-dom-utils.js": "export const original = 1;",
  };
  const readSource = (file: string) => {
    if (!(file in SOURCES)) throw new Error(`ENOENT: ${file}`);
    return SOURCES[file];
  };
  const loaders = (rule: Rule, info: ModuleInfo) => (rule.use as (info: ModuleInfo) => LoaderEntry[])(info);

  function transpiled() {
    const rules = gatsbyRules();
    const changed = transpileWithSwc(Object.values(rules), BROWSER, {
      swcLoader: SWC_LOADER,
      gatsbyBabel: PATHS,
      readSource,
      compiledFile: (resource) => resource.replace(/\.cache\/react-dom-utils\.js$/, "src/browser/react-dom-utils.ts"),
    });
    expect(changed).toBe(true);
    return rules;
  }

  test("a plain module is compiled once, by SWC, through the site's rule only", () => {
    const rules = transpiled();
    const card = moduleInfo("/site/src/components/Card.tsx", { issuer: "/site/src/templates/doc.tsx" });
    expect(loaders(rules.site, card)).toEqual([
      { loader: SWC_LOADER, options: swcOptionsFor("/site/src/components/Card.tsx", BROWSER) },
    ]);
    expect(loaders(rules.typescript, card)).toEqual([]);
  });

  test("a module with a query runs Gatsby's plugins, then SWC (webpack runs the list last to first)", () => {
    const rules = transpiled();
    const entries = loaders(rules.site, moduleInfo("/site/src/templates/doc.tsx", { issuer: ASYNC_REQUIRES }));
    expect(entries.map((entry) => entry.loader)).toEqual([SWC_LOADER, PATHS.babelLoader]);
    expect((entries[1].options as { plugins: unknown[][] }).plugins[0][0]).toBe(PATHS.removeGraphqlQueries);
  });

  test("a stand-in swapped in after the rules ran is compiled as what it is (TypeScript)", () => {
    const rules = transpiled();
    const [entry] = loaders(rules.site, moduleInfo("/site/.cache/react-dom-utils.js"));
    expect((entry.options as ReturnType<typeof swcOptionsFor>).jsc?.parser).toEqual({
      syntax: "typescript",
      tsx: false,
    });
  });

  test("TypeScript outside the site's rule, and a module that cannot be read, keep Gatsby's loader", () => {
    const rules = transpiled();
    const vendored = moduleInfo("/site/node_modules/pkg/index.ts");
    expect(loaders(rules.typescript, vendored)).toEqual(gatsbyLoader(vendored));
    const missing = moduleInfo("/site/src/gone.tsx");
    expect(loaders(rules.site, missing)).toEqual(gatsbyLoader(missing));
  });

  test("without Gatsby's plugin paths, modules they act on keep Gatsby's loader", () => {
    const rules = gatsbyRules();
    transpileWithSwc(Object.values(rules), BROWSER, { swcLoader: SWC_LOADER, readSource });
    const template = moduleInfo("/site/src/templates/doc.tsx");
    expect(loaders(rules.site, template)).toEqual(gatsbyLoader(template));
  });

  test("in develop, Gatsby's Babel compiles the site's TypeScript once, through the site's rule only", () => {
    const rules = gatsbyRules();
    expect(compileTypeScriptOnce(Object.values(rules))).toBe(true);
    const card = moduleInfo("/site/src/components/Card.tsx");
    expect(loaders(rules.site, card)).toEqual(gatsbyLoader(card));
    expect(loaders(rules.typescript, card)).toEqual([]);
    const vendored = moduleInfo("/site/node_modules/pkg/index.ts");
    expect(loaders(rules.typescript, vendored)).toEqual(gatsbyLoader(vendored));
    const { yaml, typescript } = gatsbyRules();
    expect(compileTypeScriptOnce([yaml, typescript])).toBe(false);
    expect(typescript.use).toBe(gatsbyLoader);
  });

  test("changes nothing and says so when Gatsby's rule for the site's scripts is missing", () => {
    const { yaml, mdx, mdxTemplate, typescript } = gatsbyRules();
    const others = [yaml, mdx, mdxTemplate, typescript];
    const before = others.map((rule) => rule.use);
    expect(transpileWithSwc(others, BROWSER, { swcLoader: SWC_LOADER, readSource })).toBe(false);
    expect(others.map((rule) => rule.use)).toEqual(before);
  });
});
