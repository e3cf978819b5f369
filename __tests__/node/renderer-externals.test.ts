/** @jest-environment node */
import { buildsEngines, externalizePackages, rendererBundles } from "../../src/node/renderer-externals";

const ALIASES = ["gatsby$", "@reach/router", "react-server-dom-webpack", "$virtual", "gatsby-internal"];

/** What the externals function decides for a request: bundled (undefined) or the external it names. */
function decide(request: string | undefined): string | undefined {
  let result: string | undefined = "not called";
  externalizePackages(ALIASES)({ request }, (error, external) => {
    expect(error ?? null).toBeNull();
    result = external;
  });
  return result;
}

describe("externalizePackages", () => {
  test("packages are required from node_modules, subpaths and package names with .js included", () => {
    expect(decide("@emotion/react")).toBe("commonjs @emotion/react");
    expect(decide("@emotion/react/jsx-runtime")).toBe("commonjs @emotion/react/jsx-runtime");
    expect(decide("prismjs/components/prism-python")).toBe("commonjs prismjs/components/prism-python");
    expect(decide("instantsearch.js")).toBe("commonjs instantsearch.js");
    expect(decide("algoliasearch/lite")).toBe("commonjs algoliasearch/lite");
  });

  test("the site's own modules, loader requests and files that are not JavaScript stay in the bundle", () => {
    for (const request of [
      "./Layout",
      "../lib/routes",
      "/site/src/templates/doc.tsx",
      "C:\\site\\src\\templates\\doc.tsx",
      "!!raw-loader!./file.txt",
      "prismjs/themes/prism.css",
      "katex/dist/fonts/KaTeX_Main-Regular.woff2",
      undefined,
      "node:fs",
    ]) {
      expect({ request, external: decide(request) }).toEqual({ request, external: undefined });
    }
  });

  test("webpack aliases and Gatsby's packages, which read constants webpack defines, stay in the bundle", () => {
    for (const request of [
      "gatsby",
      "@reach/router",
      "$virtual/async-requires",
      "gatsby-internal/loader",
      "gatsby-link",
      "gatsby-script",
      "@gatsbyjs/reach-router",
    ]) {
      expect({ request, external: decide(request) }).toEqual({ request, external: undefined });
    }
    expect(rendererBundles("@reach/router-extra", ["@reach/router"])).toBe(false);
  });
});

describe("buildsEngines", () => {
  const page = (fields: { mode?: string; defer?: boolean }) => new Map([["/docs", fields]]);
  const component = (fields: { serverData?: boolean; config?: boolean }) =>
    new Map([["/site/src/templates/doc.tsx", fields]]);

  test("statically generated pages need no engine", () => {
    expect(buildsEngines({ pages: page({ mode: "SSG" }), components: component({}) })).toBe(false);
    expect(buildsEngines({ pages: page({}), components: component({ serverData: false, config: false }) })).toBe(false);
  });

  test("deferred or server-rendered pages, getServerData and config exports do", () => {
    expect(buildsEngines({ pages: page({ mode: "DSG" }), components: component({}) })).toBe(true);
    expect(buildsEngines({ pages: page({ defer: true }), components: component({}) })).toBe(true);
    expect(buildsEngines({ pages: page({ mode: "SSR" }), components: component({}) })).toBe(true);
    expect(buildsEngines({ pages: page({}), components: component({ serverData: true }) })).toBe(true);
    expect(buildsEngines({ pages: page({}), components: component({ config: true }) })).toBe(true);
  });
});
