import type { GatsbyConfig } from "gatsby";
import path from "path";
import { siteConfig } from "./site.config";
import { siteUrlProblem } from "./src/lib/chrome/site-url";
import { FACTS_FILE, FACTS_SOURCE } from "./src/lib/facts/load";
import { siteMdxPlugins } from "./src/lib/mdx/site-plugins";
import { siteFactsForPages } from "./src/node/facts";
import { packageVersions } from "./src/node/package-versions";
import { algoliaPluginOptions } from "./src/node/algolia-push";

const content = (folder: string) => path.resolve(process.cwd(), "content", folder);

/**
 * With Algolia's app, index and write key in the environment, the build pushes the search records
 * (written with the pages, see src/node/search-index.ts) to Algolia; without them nothing is sent.
 * The synonyms follow in the site's own onPostBuild (src/node/post-build.ts).
 */
const algolia = algoliaPluginOptions(process.env);
const algoliaPlugins = algolia ? [{ resolve: "gatsby-plugin-algolia", options: algolia }] : [];

const config: GatsbyConfig = {
  siteMetadata: {
    title: siteConfig.titleSuffix,
    brand: siteConfig.brand,
    description: siteConfig.description,
    // Gatsby would report an invalid URL against this file; onPreBootstrap reports it against
    // site.config.ts, with its line (src/lib/chrome/site-config-check.ts).
    siteUrl: siteUrlProblem(siteConfig.siteUrl) ? undefined : siteConfig.siteUrl,
    basePath: siteConfig.basePath,
    defaultLocale: siteConfig.locale.htmlLang,
    versions: packageVersions(["gatsby", "gatsby-plugin-mdx", "gatsby-source-filesystem", "react"]),
  },
  trailingSlash: "never",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  plugins: [
    { resolve: "gatsby-source-filesystem", options: { name: "docs", path: content("docs") } },
    { resolve: "gatsby-source-filesystem", options: { name: "sidebars", path: content("sidebars") } },
    { resolve: "gatsby-source-filesystem", options: { name: "symbols", path: content("symbols") } },
    // The specs and the facts are File nodes too, so that a save in `gatsby develop` re-sources them.
    { resolve: "gatsby-source-filesystem", options: { name: "specs", path: path.resolve(process.cwd(), "specs") } },
    {
      resolve: "gatsby-source-filesystem",
      options: { name: FACTS_SOURCE, path: path.resolve(process.cwd(), FACTS_FILE) },
    },
    // The release notes: with the specs and their release snapshots (specs/releases) they make the changelogs.
    { resolve: "gatsby-source-filesystem", options: { name: "changelog", path: content("changelog") } },
    // Sidebars and symbol lists reach GraphQL through gatsby-transformer-yaml, after a syntax check
    // that names the file, line and column (plugins/gatsby-transformer-content-yaml).
    {
      resolve: "gatsby-transformer-content-yaml",
      options: { types: { sidebars: "SidebarYaml", symbols: "SymbolListYaml" } },
    },
    {
      resolve: "gatsby-source-openapi",
      options: { spec: "specs/http-api.openapi.yaml", downloadPath: "/specs/tickwire-http-api" },
    },
    "gatsby-source-symbols",
    "gatsby-source-changelog",
    {
      resolve: "gatsby-source-asyncapi",
      options: {
        spec: "specs/websocket.asyncapi.yaml",
        downloadPath: "/specs/tickwire-websocket",
      },
    },
    // Sources the guides as Mdx nodes. Their pages are rendered from each guide's content tree, compiled
    // with these same plugins (src/node/content-tree.ts), so no guide becomes a JavaScript module.
    {
      resolve: "gatsby-plugin-mdx",
      options: { extensions: [".mdx"], mdxOptions: siteMdxPlugins(siteFactsForPages) },
    },
    ...algoliaPlugins,
  ],
};

export default config;
