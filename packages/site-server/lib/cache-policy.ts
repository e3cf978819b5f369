/**
 * How long browsers and caches may keep each file of the built site, in one place: the local
 * server sends these `Cache-Control` values, the nginx config is generated from the same patterns,
 * and the tests walk public/ and compare what both servers send with `cacheClass`.
 *
 * Only files whose name changes when their content changes may be kept for a year: the
 * content-hashed scripts and styles webpack writes (`app-<hash>.js`, `<chunk>-<hash>.js`),
 * Gatsby's `static/` folder (files imported by components, named by their hash) and the parts of
 * the search index, named by the index's hash (`/search/terms-3-<hash>.json`). Everything else
 * keeps its name from build to build and is revalidated on every use: the HTML, Gatsby's page
 * data, app data, slice data, static-query results and chunk maps (they name the hashed files of
 * the current build), and the files the site publishes under fixed names (the search index's head
 * and whole file, samples and Try-it models under /samples, spec downloads, the Markdown pages,
 * llms.txt, sitemap).
 */

/** A year, immutable: the file at this URL never changes. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Kept, but revalidated (ETag / Last-Modified) before every use. */
export const REVALIDATE = "public, max-age=0, must-revalidate";
/** Redirects, errors and the not-found page: not kept. */
export const NO_STORE = "no-store";

/** Gatsby's `static/` folder: files named by their content hash. */
const STATIC_FOLDER = "^/static/";
/** webpack's `[name]-[contenthash]` scripts and styles (16 or more hex digits). */
const HASHED_SCRIPT = "-[0-9a-f]{16,}\\.(?:js|css)$";
/** The search index's parts: `<kind>-<number>-<hash of the index>.json` (src/lib/search/shards.ts). */
const SEARCH_PART = "^/search/[a-z]+-[0-9]+-[0-9a-f]{16,}\\.json$";

/**
 * Request paths that are content-addressed, as regular expression sources that mean the same in
 * JavaScript and in PCRE (nginx).
 */
export const IMMUTABLE_PATTERNS = [STATIC_FOLDER, HASHED_SCRIPT, SEARCH_PART];
const IMMUTABLE_RE = IMMUTABLE_PATTERNS.map((source) => new RegExp(source));
const STATIC_FOLDER_RE = new RegExp(STATIC_FOLDER);
const HASHED_SCRIPT_RE = new RegExp(HASHED_SCRIPT);
const SEARCH_PART_RE = new RegExp(SEARCH_PART);

/** The Cache-Control of a successful answer for a request path (a route, or a file's path). */
export function cacheControl(pathname: string): string {
  return IMMUTABLE_RE.some((pattern) => pattern.test(pathname)) ? IMMUTABLE : REVALIDATE;
}

/** A class of files of public/. */
export interface CacheClass {
  name: string;
  description: string;
  /** Whether a file (its path relative to public/, with a leading slash) is of this class. */
  test: (file: string) => boolean;
  /** What its files are served with. */
  cacheControl: string;
}

/**
 * The classes of files in public/, in the order they are tested: the first that matches a file's
 * path (relative to public/, with a leading slash) is its class. The content-addressed classes
 * come first, so that every later one revalidates.
 */
export const CACHE_CLASSES: readonly CacheClass[] = [
  {
    name: "hashed JS/CSS",
    description: "webpack's content-hashed scripts and styles",
    test: (file) => HASHED_SCRIPT_RE.test(file),
    cacheControl: IMMUTABLE,
  },
  {
    name: "static/",
    description: "Gatsby's static folder (content-hashed names)",
    test: (file) => STATIC_FOLDER_RE.test(file),
    cacheControl: IMMUTABLE,
  },
  {
    name: "search parts",
    description: "the search index's term and record files (named by the index's hash)",
    test: (file) => SEARCH_PART_RE.test(file),
    cacheControl: IMMUTABLE,
  },
  {
    name: "HTML",
    description: "pages, the not-found page, Gatsby's slice HTML",
    test: (file) => file.endsWith(".html"),
    cacheControl: REVALIDATE,
  },
  {
    name: "page-data",
    description: "page-data/**/page-data.json",
    test: (file) => /^\/page-data\/.*\/page-data\.json$/.test(file),
    cacheControl: REVALIDATE,
  },
  {
    name: "app-data",
    description: "page-data/app-data.json",
    test: (file) => file === "/page-data/app-data.json",
    cacheControl: REVALIDATE,
  },
  {
    name: "static queries",
    description: "page-data/sq/** (static-query results)",
    test: (file) => file.startsWith("/page-data/sq/"),
    cacheControl: REVALIDATE,
  },
  {
    name: "slice data",
    description: "slice-data/*.json",
    test: (file) => file.startsWith("/slice-data/"),
    cacheControl: REVALIDATE,
  },
  {
    name: "chunk maps",
    description: "chunk-map.json, webpack.stats.json",
    test: (file) => file === "/chunk-map.json" || file === "/webpack.stats.json",
    cacheControl: REVALIDATE,
  },
  {
    name: "published JSON",
    description: "search index head and whole file, samples and Try-it models, spec downloads, build settings",
    test: (file) => file.endsWith(".json"),
    cacheControl: REVALIDATE,
  },
  {
    name: "Markdown and text",
    description: "<route>.md, llms.txt, llms-full.txt, robots.txt, licences",
    test: (file) => /\.(?:md|txt)$/.test(file),
    cacheControl: REVALIDATE,
  },
  { name: "other", description: "spec YAML, sitemap, images, Partytown", test: () => true, cacheControl: REVALIDATE },
];

/** The class of a file of public/ (its path relative to public/, with a leading slash) and the Cache-Control it is served with. */
export function cacheClass(file: string): { name: string; cacheControl: string } {
  // The last class takes every file, so the search always ends on one.
  const found = CACHE_CLASSES.find((entry) => entry.test(file)) ?? CACHE_CLASSES[CACHE_CLASSES.length - 1];
  return { name: found.name, cacheControl: found.cacheControl };
}
