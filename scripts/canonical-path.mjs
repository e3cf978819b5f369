/**
 * URL normalisation of the local server: every page has exactly one URL. Trailing slashes and
 * `.html` / `/index.html` endings are dropped under /docs, and the host root leads to /docs.
 */

/** Base path of the documentation. */
export const BASE_PATH = "/docs";

/**
 * The canonical form of a request path, or null when it already is canonical or is not a page.
 * @param {string} pathname decoded request path
 * @returns {string | null}
 */
export function canonicalPath(pathname) {
  if (pathname === "/" || pathname === "/index.html") return BASE_PATH;
  const isDocs = pathname === BASE_PATH || pathname.startsWith(`${BASE_PATH}/`) || pathname.startsWith(`${BASE_PATH}.`);
  if (!isDocs) return null;
  let canonical = pathname;
  for (let previous = ""; previous !== canonical; ) {
    previous = canonical;
    canonical = canonical.replace(/\/+$/, "").replace(/\/index\.html?$/, "").replace(/\.html?$/, "");
  }
  return canonical === pathname ? null : canonical || BASE_PATH;
}
