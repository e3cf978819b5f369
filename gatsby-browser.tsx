import type { GatsbyBrowser } from "gatsby";
import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import * as client from "./src/browser/client";
import { RootBoundary } from "./src/components/RootBoundary";

/** Navigation tracking (progress bar, spinner, Retry) and the prefetch rule, before the first render. */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => client.onClientEntry();

/** The root error boundary around every page, as in gatsby-ssr. */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <RootBoundary element={element} pathname={props.location.pathname} />
);

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

/**
 * Hydrates server-rendered pages inside a transition, so React yields to the browser between
 * chunks of work instead of holding the main thread for the whole page. Empty containers
 * (`gatsby develop`, its loading indicator) are rendered normally. Returns the unmount that
 * Gatsby calls to clean up.
 */
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => {
  const renderOrHydrate = (element: ReactElement, container: Element): (() => void) => {
    if (!container.hasChildNodes()) {
      const root = createRoot(container);
      root.render(element);
      return () => root.unmount();
    }
    let root: Root | undefined;
    startTransition(() => {
      root = hydrateRoot(container, element);
    });
    return () => root?.unmount();
  };
  // Gatsby types this hook with react-dom's legacy render signature; it calls it as (element, container).
  return renderOrHydrate as unknown as ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;
};
