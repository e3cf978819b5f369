/**
 * How a build lays out the site in public/: every page is `<route>/index.html` under the base
 * path, the not-found page is /404.html, and precompress writes compressed copies beside the files.
 */
import path from "node:path";
import { BASE_PATH } from "../../../src/lib/docs";
import { isCompressedCopy, walk } from "./precompress.ts";

/** The file Gatsby writes for a page, in the folder of its route. */
const PAGE_FILE = "index.html";

/** The not-found page, relative to the built site with a leading slash. */
export const NOT_FOUND_PAGE = "/404.html";

/** The file of a page route, relative to the built site: `/docs/x` → `/docs/x/index.html`. */
export const pageFile = (route: string): string => path.posix.join(route, PAGE_FILE);

/** The route a page file is served at: `/docs/x/index.html` → `/docs/x`, `/docs/index.html` → `/docs`. */
export const routeOf = (file: string): string => file.slice(0, -`/${PAGE_FILE}`.length) || "/";

/** True for a page of the site: an index.html under the base path. */
export const isPage = (file: string): boolean =>
  (file === pageFile(BASE_PATH) || file.startsWith(`${BASE_PATH}/`)) && file.endsWith(`/${PAGE_FILE}`);

/** Files of the built site, relative to it with a leading slash, without the compressed copies. */
export function siteFiles(root: string): string[] {
  return walk(root)
    .filter((file) => !isCompressedCopy(file))
    .map((file) => `/${path.relative(root, file).split(path.sep).join("/")}`)
    .sort();
}
