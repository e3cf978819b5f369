import { findPath as gatsbyFindPath } from "gatsby-internal/find-path";
import { BaseLoader, type LoadResult } from "gatsby-internal/loader";

const PATCHED = Symbol.for("tickwire.forgetsFailedLoads");

interface LoaderInstance {
  pageDb: Map<string, unknown>;
  pageDataDb: Map<string, unknown>;
}

interface LoaderClass {
  prototype: { loadPage(rawPath: string): Promise<LoadResult | undefined>; [PATCHED]?: true };
}

/**
 * Makes Gatsby's loader forget failed loads. It caches a page whose data or code failed to load
 * (offline, a 404 on page data, a chunk that failed) as failed for good, so a retry would fail
 * without asking the network again. Forgetting the failure lets Retry load for real.
 */
export function forgetFailedLoads(
  Loader: LoaderClass = BaseLoader,
  findPath: (rawPath: string) => string = gatsbyFindPath,
): void {
  const prototype = Loader.prototype;
  if (prototype[PATCHED]) return;
  const loadPage = prototype.loadPage;
  prototype.loadPage = function loadPageForgettingFailures(this: LoaderInstance, rawPath: string) {
    return loadPage.call(this, rawPath).then((result) => {
      if (!result || result.status === "error") {
        const key = findPath(rawPath);
        this.pageDb.delete(key);
        this.pageDataDb.delete(key);
      }
      return result;
    });
  };
  prototype[PATCHED] = true;
}
