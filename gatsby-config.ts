import { createHash } from "crypto";
import type { GatsbyConfig } from "gatsby";
import path from "path";
import remarkGfm from "remark-gfm";
import { siteConfig } from "./site.config";
import { remarkHeadingIds } from "./src/lib/mdx/remark-heading-ids";
import { rehypeCodeBlocks } from "./src/lib/mdx/rehype-code-blocks";
import { rehypeCodeHtml } from "./src/lib/mdx/rehype-code-html";
import { rehypeRowHeaders } from "./src/lib/mdx/rehype-row-headers";
import { rehypeTableLabels } from "./src/lib/mdx/rehype-table-labels";
import { packageVersions } from "./src/node/package-versions";
import { algoliaPushTarget, toAlgoliaObjects } from "./src/lib/search/algolia-config";
import { ALGOLIA_INDEX_SETTINGS, SEARCH_RECORDS_QUERY, SEARCH_RECORD_TAGS, type SearchSourceData } from "./src/lib/search/query";
import { buildSearchRecords } from "./src/lib/search/records";

const content = (folder: string) => path.resolve(process.cwd(), "content", folder);

const sha1 = (text: string): string => createHash("sha1").update(text).digest("hex");

/**
 * With Algolia's app id, index name and write key in the environment, gatsby-plugin-algolia pushes
 * the search records after the build: the same records, from the same query, as the local index
 * (src/node/post-build.ts). Without them the plugin is not loaded and nothing is sent.
 */
const algolia = algoliaPushTarget(process.env);
const algoliaPlugins = algolia
  ? [
      {
        resolve: "gatsby-plugin-algolia",
        options: {
          ...algolia,
          queries: [
            {
              query: SEARCH_RECORDS_QUERY,
              transformer: ({ data }: { data: SearchSourceData }) => toAlgoliaObjects(buildSearchRecords(data, SEARCH_RECORD_TAGS), sha1),
              settings: ALGOLIA_INDEX_SETTINGS,
            },
          ],
          // Version 1 of the plugin always updates partially, by content digest; these two options
          // say so for readers who know the earlier versions, which needed them.
          enablePartialUpdates: true,
          matchFields: ["internal.contentDigest"],
        },
      },
    ]
  : [];

const config: GatsbyConfig = {
  siteMetadata: {
    title: siteConfig.titleSuffix,
    brand: siteConfig.brand,
    description: siteConfig.description,
    siteUrl: siteConfig.siteUrl,
    basePath: siteConfig.basePath,
    defaultLocale: siteConfig.locale.htmlLang,
    versions: packageVersions([
      "gatsby",
      "gatsby-plugin-mdx",
      "gatsby-source-filesystem",
      "react",
    ]),
  },
  trailingSlash: "never",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  plugins: [
    { resolve: "gatsby-source-filesystem", options: { name: "docs", path: content("docs") } },
    { resolve: "gatsby-source-filesystem", options: { name: "sidebars", path: content("sidebars") } },
    {
      resolve: "gatsby-source-openapi",
      options: { spec: "specs/http-api.openapi.yaml", source: "http-api", downloadPath: "/specs/tickwire-http-api" },
    },
    "gatsby-source-symbols",
    {
      resolve: "gatsby-source-asyncapi",
      options: { spec: "specs/websocket.asyncapi.yaml", source: "websocket", downloadPath: "/specs/tickwire-websocket" },
    },
    {
      resolve: "gatsby-plugin-mdx",
      options: {
        extensions: [".mdx"],
        mdxOptions: {
          remarkPlugins: [remarkGfm, remarkHeadingIds],
          rehypePlugins: [rehypeCodeBlocks, rehypeCodeHtml, rehypeTableLabels, rehypeRowHeaders],
        },
      },
    },
    ...algoliaPlugins,
  ],
};

export default config;
