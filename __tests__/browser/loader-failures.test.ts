/**
 * Runs Gatsby's real loader (gatsby/cache-dir/loader.js, what the site's bundle uses from .cache)
 * with a fake network, so a Gatsby upgrade that changes its caching breaks this test rather
 * than Retry in the browser.
 */
import { findPath } from "gatsby-internal/find-path";
import { BaseLoader } from "gatsby-internal/loader";
import { forgetFailedLoads } from "../../src/browser/loader-failures";

type Response = { status: number; responseText: string };

const PAGE_DATA = JSON.stringify({
  path: "/docs/api",
  componentChunkName: "component---api",
  result: { pageContext: {} },
  staticQueryHashes: [],
  slicesMap: {},
});
const APP_DATA = JSON.stringify({ webpackCompilationHash: "abc" });

const Page = () => null;

/** A loader of class `Loader` whose network is `online()`: offline requests answer status 0, like XHR. */
function loaderWithNetwork(online: () => boolean, Loader: typeof BaseLoader = BaseLoader) {
  const loader = new Loader(() => Promise.resolve({ default: Page }), []);
  const requests: string[] = [];
  Object.assign(loader, {
    apiRunner: () => [],
    memoizedGet(url: string): Promise<Response> {
      requests.push(url);
      if (!online()) return Promise.resolve({ status: 0, responseText: "" });
      return Promise.resolve({ status: 200, responseText: url.includes("app-data") ? APP_DATA : PAGE_DATA });
    },
  });
  return { loader, requests };
}

describe("Gatsby's loader and failed loads", () => {
  test("unpatched, it caches a failure: the page stays failed once the network is back", async () => {
    let online = false;
    const { loader } = loaderWithNetwork(() => online);
    expect(await loader.loadPage("/docs/api")).toMatchObject({ status: "error" });
    online = true;
    expect(await loader.loadPage("/docs/api")).toMatchObject({ status: "error" });
  });

  test("patched, it forgets the failure, so Retry loads the page for real", async () => {
    class PatchedLoader extends BaseLoader {}
    // Patch a subclass' own prototype copy so the unpatched test above stays meaningful.
    PatchedLoader.prototype.loadPage = BaseLoader.prototype.loadPage;
    forgetFailedLoads(PatchedLoader, findPath);
    let online = false;
    const { loader, requests } = loaderWithNetwork(() => online, PatchedLoader);
    expect(await loader.loadPage("/docs/api")).toMatchObject({ status: "error" });
    const offlineRequests = requests.length;
    online = true;
    expect(await loader.loadPage("/docs/api")).toMatchObject({
      component: { default: Page },
      page: { path: "/docs/api" },
    });
    expect(requests.slice(offlineRequests)).toContain("/page-data/docs/api/page-data.json");
  });

  test("patching twice wraps once", () => {
    class Twice extends BaseLoader {}
    Twice.prototype.loadPage = BaseLoader.prototype.loadPage;
    forgetFailedLoads(Twice, findPath);
    const once = Twice.prototype.loadPage;
    forgetFailedLoads(Twice, findPath);
    expect(Twice.prototype.loadPage).toBe(once);
  });
});
