import type { GatsbyNode } from "gatsby";
import { pushAlgoliaSynonyms } from "./algolia-push";
import { siteConfig, type SiteConfig } from "../../site.config";
import { analyticsConfigured } from "../lib/chrome/analytics";
import { writePublicJson } from "./sample-files";

/**
 * File under public/ that records the settings the security headers depend on, as this build
 * used them: the hosts of site.config.ts, and Algolia and Google Analytics, which the build
 * turns on from the environment. The local server (scripts/serve.mjs) and any production config
 * compute the headers from it with scripts/security-headers.mjs, so the policy always matches
 * the build it is served with, whatever the environment of the server.
 */
export const SECURITY_CONFIG_PATH = "/security-config.json";

/** The parts of the site configuration the security headers read (`SecurityConfig` in scripts/security-headers.mjs). */
export function securityConfig(config: SiteConfig = siteConfig) {
  const { algoliaAppId, algoliaSearchKey, algoliaIndexName } = config.search;
  return {
    hosts: {
      httpApi: config.hosts.httpApi,
      websocket: config.hosts.websocket,
      dashboard: config.hosts.dashboard,
      tryItProxy: config.hosts.tryItProxy,
    },
    // Search uses Algolia only when all three are set (src/components/search/client.ts).
    search: { algoliaAppId: algoliaAppId && algoliaSearchKey && algoliaIndexName ? algoliaAppId : "" },
    analytics: { measurementId: analyticsConfigured(config.analytics) ? config.analytics.measurementId : "" },
  };
}

/**
 * Records the security settings of this build next to the pages; then, after
 * gatsby-plugin-algolia has pushed records and settings, pushes the synonyms from the same config.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  writePublicJson(SECURITY_CONFIG_PATH, securityConfig());
  await pushAlgoliaSynonyms(process.env, reporter);
};
