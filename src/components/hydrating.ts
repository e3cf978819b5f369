/**
 * Whether a render is React taking over the server's markup (hydrating), by Gatsby's own rule: it
 * hydrates when the page's wrapper has content, until the first render is done (gatsby-browser
 * then marks the document). Parts of a page that need no React can keep their server markup as it
 * is during that render (SERVER_MARKUP) instead of being hydrated element by element.
 */
export function isHydrating(): boolean {
  if (typeof document === "undefined") return false;
  return (
    document.documentElement.dataset.hydrated !== "true" &&
    (document.getElementById("gatsby-focus-wrapper")?.hasChildNodes() ?? false)
  );
}

/**
 * `dangerouslySetInnerHTML` that keeps an element's server-rendered content: while hydrating,
 * React neither walks nor replaces it (with `suppressHydrationWarning` on the element).
 */
export const SERVER_MARKUP = Object.freeze({ __html: "" });
