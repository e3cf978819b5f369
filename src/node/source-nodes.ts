import type { GatsbyNode } from "gatsby";
import { siteConfig } from "../../site.config";
import { BASE_PATH } from "../lib/docs";

/** Creates the docs version and locale nodes; their doc lists are resolved from Doc nodes. */
export const sourceNodes: GatsbyNode["sourceNodes"] = ({ actions, createNodeId, createContentDigest }) => {
  // The content has one version, "current"; its label comes from site.config.ts, like the version dropdown's.
  const configured = siteConfig.docs.versions.find((candidate) => candidate.name === "current");
  const version = {
    name: "current",
    label: configured?.label ?? "Current",
    isLast: true,
    path: BASE_PATH,
    mainDocId: "index",
  };
  actions.createNode({
    ...version,
    id: createNodeId("DocsVersion >>> current"),
    internal: { type: "DocsVersion", contentDigest: createContentDigest(version) },
  });
  const locale = { code: siteConfig.locale.htmlLang, isDefault: true, ...siteConfig.locale };
  actions.createNode({
    ...locale,
    id: createNodeId(`Locale >>> ${locale.code}`),
    internal: { type: "Locale", contentDigest: createContentDigest(locale) },
  });
};
