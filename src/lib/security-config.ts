/**
 * The settings the site's security headers depend on, as a build records them next to its pages:
 * the build writes them (src/node/post-build.ts) and the site server computes every header of its
 * answers from them (packages/site-server), so the policy always matches the build it is served
 * with, whatever the environment of the server.
 */

/** Where the build records them, under public/. */
export const SECURITY_CONFIG_PATH = "/security-config.json";

/** The parts of site.config.ts (and of the build's environment) the security headers read. */
export interface SecurityConfig {
  /** The "Try it" proxy the build's pages send requests through. */
  tryItProxy: string;
  /**
   * Algolia's application when search uses it, and the origins search uses in place of Algolia's
   * own hosts when the build set GATSBY_ALGOLIA_HOSTS.
   */
  search?: { algoliaAppId?: string; algoliaHosts?: string[] };
  /** The Google Analytics measurement id, when analytics is on. */
  analytics?: { measurementId?: string };
}
