/**
 * URL normalisation shared by the local server and its tests: trailing slashes and `.html`
 * endings are dropped, so every page has exactly one URL.
 */

/** The canonical form of a request path, or null when it already is canonical. */
export function canonicalPath(pathname: string): string | null {
  let path = pathname;
  if (path === "/") return "/docs";
  path = path.replace(/\/index\.html?$/, "").replace(/\.html?$/, "");
  if (path.length > 1) path = path.replace(/\/+$/, "");
  if (path === "") path = "/";
  return path === pathname ? null : path;
}
