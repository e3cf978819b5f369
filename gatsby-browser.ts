import { CacheProvider, type EmotionCache } from "@emotion/react";
import type { GatsbyBrowser } from "gatsby";
import { createElement } from "react";
import * as client from "./src/browser/client";
import { cacheWithServerStyles } from "./src/browser/emotion-cache";
import { evaluateAhead, rootBoundaryModule } from "./src/browser/first-render-modules";

/**
 * Navigation tracking (progress bar, spinner, Retry) and the prefetch rule, before the first
 * render; then what the first render needs is evaluated while the page data loads.
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  client.onClientEntry();
  evaluateAhead();
};

let emotionCache: EmotionCache | undefined;

/** Emotion's cache for the whole site, knowing the rules the server's stylesheet holds. */
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => {
  emotionCache ??= cacheWithServerStyles();
  return createElement(CacheProvider, { value: emotionCache }, element);
};

/** The root error boundary around every page, as in gatsby-ssr. */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) =>
  createElement(rootBoundaryModule().RootBoundary, { element, pathname: props.location.pathname });

/** Each rendered route ends its navigation's loading state and counts as a page view. */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => client.onRouteUpdate(location);

/** After a route change: the hash target if there is one, else the top of the page. */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps, getSavedScrollPosition }) => {
  const { location } = routerProps;
  const saved = getSavedScrollPosition(location);
  if (saved) return saved as [number, number];
  if (location.hash) {
    const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target) {
      target.scrollIntoView();
      return false;
    }
  }
  return [0, 0];
};

/**
 * Marks the document once React has taken over, for styles and tests that need interactivity,
 * then loads what can wait (progress bar, analytics) when the browser is idle.
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true";
  client.onInitialClientRender();
};
