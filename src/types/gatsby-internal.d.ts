/**
 * Types for the parts of Gatsby's client runtime (.cache/*.js, copied from gatsby/cache-dir)
 * that the site reaches into. `gatsby-internal` is a webpack alias set in
 * src/node/webpack-config.ts (and a Jest module mapping), so these modules are the very
 * instances Gatsby's router uses.
 */
declare module "gatsby-internal/loader" {
  /** A page's resources, or the loader's record of a failure to load them. */
  export interface LoadResult {
    status?: "success" | "error";
    error?: unknown;
  }

  /** Gatsby's page resource loader, base class of the production and development loaders. */
  export class BaseLoader {
    constructor(loadComponent: (chunkName: string) => Promise<unknown>, matchPaths: unknown[]);
    loadPage(rawPath: string): Promise<LoadResult | undefined>;
    pageDb: Map<string, unknown>;
    pageDataDb: Map<string, unknown>;
  }
}

declare module "gatsby-internal/find-path" {
  /** The loader's cache key for a path: trimmed, without hash, matched against match paths. */
  export function findPath(rawPath: string): string;
}
