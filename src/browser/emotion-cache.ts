import createCache, { type EmotionCache } from "@emotion/cache";

/**
 * The attribute of the server's component stylesheet listing the style ids it holds (see
 * gatsby-ssr.tsx). It is not Emotion's own `data-emotion`: Emotion moves every stylesheet that
 * carries that one to the end of the head when it starts, and moving a stylesheet, even to where
 * it already is, makes the browser recompute the style of the whole page, a long task that
 * bought nothing.
 */
export const SERVER_STYLE_IDS_ATTRIBUTE = "data-emotion-ids";

/**
 * The client's Emotion cache: the server's rules count as inserted, so hydration inserts none of
 * them again, and the server's stylesheet stays where it is. Rules first rendered in the browser
 * go to stylesheets after it, as Emotion's default cache would put them.
 */
export function cacheWithServerStyles(root: ParentNode = document): EmotionCache {
  const cache = createCache({ key: "css" });
  root.querySelectorAll(`style[${SERVER_STYLE_IDS_ATTRIBUTE}]`).forEach((style) => {
    for (const id of (style.getAttribute(SERVER_STYLE_IDS_ATTRIBUTE) ?? "").split(" ")) {
      if (id !== "") cache.inserted[id] = true;
    }
  });
  return cache;
}
