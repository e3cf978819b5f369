import type { GatsbyBrowser } from "gatsby";

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

/** Marks the document once React has taken over, for styles and tests that need interactivity. */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true";
};
