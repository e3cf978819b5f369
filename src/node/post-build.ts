import type { GatsbyNode } from "gatsby";
import { pushAlgoliaSynonyms } from "./algolia-push";
import { siteConfig, type SiteConfig } from "../../site.config";
import { analyticsConfigured } from "../lib/chrome/analytics";
import { algoliaHosts } from "../lib/search/algolia-hosts";
import { SECURITY_CONFIG_PATH, type SecurityConfig } from "../lib/security-config";
import { writePublicJson } from "./sample-files";

/**
 * The parts of the site configuration the security headers read, as this build uses them: the
 * "Try it" proxy of site.config.ts, and Algolia and Google Analytics, which the build turns on
 * from the environment. Recorded at SECURITY_CONFIG_PATH for the site server.
 */
export function securityConfig(config: SiteConfig = siteConfig, env: NodeJS.ProcessEnv = process.env) {
  const { algoliaAppId, algoliaSearchKey, algoliaIndexName } = config.search;
  const algoliaOn = Boolean(algoliaAppId && algoliaSearchKey && algoliaIndexName);
  // The origins search is pointed at instead of Algolia's own hosts (a stand-in, or a proxy in front of it).
  const searchHosts = algoliaHosts(env.GATSBY_ALGOLIA_HOSTS)?.map((host) => `${host.protocol}://${host.url}`) ?? [];
  return {
    // The pages send requests only to the proxy the build baked in (GATSBY_TRYIT_PROXY or the local one).
    tryItProxy: config.tryIt.proxy,
    // Search uses Algolia only when all three are set (src/components/search/client.ts).
    search: { algoliaAppId: algoliaOn ? algoliaAppId : "", algoliaHosts: algoliaOn ? searchHosts : [] },
    analytics: { measurementId: analyticsConfigured(config.analytics) ? config.analytics.measurementId : "" },
  } satisfies SecurityConfig;
}

/**
 * Records the security settings of this build next to the pages; then, after
 * gatsby-plugin-algolia has pushed records and settings, pushes the synonyms from the same config.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  writePublicJson(SECURITY_CONFIG_PATH, securityConfig());
  await pushAlgoliaSynonyms(process.env, reporter);
};
