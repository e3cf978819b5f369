import type { LoadResult } from "gatsby-internal/loader";
import { describeLoadFailure } from "../lib/chrome/page-load";
import { pageLoadStore, type PageLoadStore } from "../components/chrome/page-load-store";

/** Gatsby's navigate, as exposed on window by its router. */
type Navigate = (to: string | number, options?: object) => void;

/** The globals Gatsby's client runtime puts on window. */
export interface GatsbyWindow {
  ___navigate?: Navigate;
  ___loader?: { loadPage(path: string): Promise<LoadResult | undefined> };
  location: Location;
  navigator: Navigator;
}

/**
 * Puts the page-load store in front of Gatsby's navigate (which gatsby-link and `navigate()`
 * call). Gatsby loads a page's resources before changing the route and, when they fail,
 * reloads the whole page at the new address; offline that leaves the browser's error page.
 * Here the resources are loaded first: success hands over to Gatsby's navigate, whose own
 * load is then served from the loader's cache; failure shows the error and a Retry button
 * and keeps the current page. Same-page and history-offset navigations go straight through.
 */
export function trackNavigation(
  win: GatsbyWindow = window as unknown as GatsbyWindow,
  store: PageLoadStore = pageLoadStore,
): boolean {
  const navigate = win.___navigate;
  const loader = win.___loader;
  if (!navigate || !loader) return false;

  const tracked: Navigate = (to, options) => {
    if (typeof to !== "string") return navigate(to, options);
    const url = new URL(to, win.location.href);
    const pagePath = url.pathname + url.search;
    if (url.origin !== win.location.origin || pagePath === win.location.pathname + win.location.search) {
      return navigate(to, options);
    }
    const id = store.start(url.pathname, () => tracked(to, options));
    const fail = (error?: unknown) => {
      if (store.isCurrent(id))
        store.fail(id, describeLoadFailure({ target: url.pathname, error, online: win.navigator.onLine }));
    };
    loader.loadPage(pagePath).then((result) => {
      if (!store.isCurrent(id)) return;
      if (!result || result.status === "error") fail(result?.error);
      else navigate(to, options);
    }, fail);
    return undefined;
  };
  win.___navigate = tracked;
  return true;
}
