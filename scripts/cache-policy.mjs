// @ts-check
/**
 * How long browsers and caches may keep each file of the built site, in one place: the local
 * server (scripts/serve.mjs) sends these `Cache-Control` values, the nginx config
 * (scripts/nginx-config.mjs) is generated from the same patterns, and the tests walk public/ and
 * compare what both servers send with `cacheClass`.
 *
 * Only files whose name changes when their content changes may be kept for a year: the
 * content-hashed scripts and styles webpack writes (`app-<hash>.js`, `<chunk>-<hash>.js`) and
 * Gatsby's `static/` folder (files imported by components, named by their hash). Everything else
 * keeps its name from build to build and is revalidated on every use: the HTML, Gatsby's page
 * data, app data, slice data, static-query results and chunk maps (they name the hashed files of
 * the current build), and the files the site publishes under fixed names (search index, samples
 * and Try-it models under /samples, spec downloads, the Markdown pages, llms.txt, sitemap).
 */

/** A year, immutable: the file at this URL never changes. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Kept, but revalidated (ETag / Last-Modified) before every use. */
export const REVALIDATE = "public, max-age=0, must-revalidate";
/** Redirects, errors and the not-found page: not kept. */
export const NO_STORE = "no-store";

/**
 * Request paths that are content-addressed, as regular expression sources that mean the same in
 * JavaScript and in PCRE (nginx): hashed scripts and styles (webpack's `[name]-[contenthash]`,
 * 16 or more hex digits), and Gatsby's `static/` folder.
 */
export const IMMUTABLE_PATTERNS = ["^/static/", "-[0-9a-f]{16,}\\.(?:js|css)$"];
const IMMUTABLE_RE = IMMUTABLE_PATTERNS.map((source) => new RegExp(source));

/**
 * The Cache-Control of a successful answer for a request path (a route, or a file's path).
 * @param {string} pathname
 */
export function cacheControl(pathname) {
  return IMMUTABLE_RE.some((pattern) => pattern.test(pathname)) ? IMMUTABLE : REVALIDATE;
}

/**
 * The classes of files in public/, in the order they are tested: the first that matches a file's
 * path (relative to public/, with a leading slash) is its class.
 * @type {{ name: string, description: string, test: (file: string) => boolean }[]}
 */
export const CACHE_CLASSES = [
  {
    name: "hashed JS/CSS",
    description: "webpack's content-hashed scripts and styles",
    test: (file) => IMMUTABLE_RE[1].test(file),
  },
  {
    name: "static/",
    description: "Gatsby's static folder (content-hashed names)",
    test: (file) => IMMUTABLE_RE[0].test(file),
  },
  {
    name: "HTML",
    description: "pages, the not-found page, Gatsby's slice HTML",
    test: (file) => file.endsWith(".html"),
  },
  {
    name: "page-data",
    description: "page-data/**/page-data.json",
    test: (file) => /^\/page-data\/.*\/page-data\.json$/.test(file),
  },
  { name: "app-data", description: "page-data/app-data.json", test: (file) => file === "/page-data/app-data.json" },
  {
    name: "static queries",
    description: "page-data/sq/** (static-query results)",
    test: (file) => file.startsWith("/page-data/sq/"),
  },
  { name: "slice data", description: "slice-data/*.json", test: (file) => file.startsWith("/slice-data/") },
  {
    name: "chunk maps",
    description: "chunk-map.json, webpack.stats.json",
    test: (file) => file === "/chunk-map.json" || file === "/webpack.stats.json",
  },
  {
    name: "published JSON",
    description: "search index, samples and Try-it models, spec downloads, build settings",
    test: (file) => file.endsWith(".json"),
  },
  {
    name: "Markdown and text",
    description: "<route>.md, llms.txt, llms-full.txt, robots.txt, licences",
    test: (file) => /\.(?:md|txt)$/.test(file),
  },
  { name: "other", description: "spec YAML, sitemap, images, Partytown", test: () => true },
];

/**
 * The class of a file of public/ and the Cache-Control it is served with.
 * @param {string} file path relative to public/, with a leading slash
 * @returns {{ name: string, cacheControl: string }}
 */
export function cacheClass(file) {
  const found = CACHE_CLASSES.find((entry) => entry.test(file));
  return { name: /** @type {NonNullable<typeof found>} */ (found).name, cacheControl: cacheControl(file) };
}
