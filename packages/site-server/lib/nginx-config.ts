/**
 * The production nginx config of the site, generated from the build output (public/), so that it
 * cannot drift from the routes, the pages' inline scripts or the published files. It follows the
 * rules of the local server (local-server.ts) and takes them from the same modules:
 *
 * - routes: every page is `public/docs/<route>/index.html`, served at its route (site-files.ts); a
 *   page's route answers its Markdown (`<route>.md`) to a request that prefers text/markdown
 *   (markdown-negotiation.ts) and names it in a `Link` header otherwise; `/x/`, `/x.html` and
 *   `/x/index.html` answer 301 to `/x` (canonical-path.ts); anything else, a path with an empty
 *   segment (`/docs//x`) included, gets the not-found page (public/404.html) with status 404,
 *   unless the build's redirect table (redirects.ts) leads it to a page (a ticker): 301;
 *   methods other than GET and HEAD get 405;
 * - request targets the local server refuses (request-target.ts) get its status: 400 for dot
 *   segments, encoded slashes, backslashes, control characters and invalid percent-encodings, 414
 *   for overlong targets (nginx-maps.ts); redirects and errors carry its short text body; ranges
 *   are not served (whole files, as the local server answers);
 * - Cache-Control by file class (cache-policy.ts);
 * - security headers (security-headers.ts): the Content-Security-Policy of an HTML page lists the
 *   SHA-256 hashes of that page's inline scripts, taken from the built file, through a `map` from
 *   the file served to its hashes;
 * - the gzip and brotli copies written by precompress, with gzip_static (and brotli_static when
 *   Debian's libnginx-mod-http-brotli-static is there).
 *
 * Writes two files into the output folder:
 * - `tickwire-docs.conf`: for nginx's `http` block (maps and the `server`);
 * - `nginx.conf`: a complete config around it that runs unprivileged in the foreground, with its
 *   pid file and error log in nginx's prefix (`nginx -p <dir> -c <dir>/nginx.conf`), for tests
 *   and benchmarks (nginx-wrapper.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { BASE_PATH } from "../../../src/lib/docs";
import { markdownRoute } from "../../../src/lib/markdown-export/blocks";
import { CACHE_CLASSES, cacheClass, IMMUTABLE, IMMUTABLE_PATTERNS, NO_STORE, REVALIDATE } from "./cache-policy.ts";
import { alternateLink } from "./markdown-negotiation.ts";
import { negotiationMaps, refusedTargetMap } from "./nginx-maps.ts";
import { quote, regex, statusLine } from "./nginx-syntax.ts";
import { readRedirectList } from "./redirects.ts";
import { workerUser, wrapperConfig } from "./nginx-wrapper.ts";
import { ALLOWED_METHODS } from "./request-target.ts";
import { pageScripts } from "./page-scripts.ts";
import { contentSecurityPolicy, readSecurityConfig, STATIC_SECURITY_HEADERS } from "./security-headers.ts";
import { isPage, NOT_FOUND_PAGE, routeOf, siteFiles, pageFile } from "./site-files.ts";
import { COMPRESSIBLE, TYPES } from "./static-files.ts";

/** The site config's file name in the output folder. */
export const SITE_CONFIG_FILE = "tickwire-docs.conf";
/** The complete config's file name in the output folder. */
export const WRAPPER_CONFIG_FILE = "nginx.conf";

/** Stands for a page's script hashes in the policy template. */
const HASHES = "'sha256-TICKWIRE-PAGE-HASHES'";

/** Statuses nginx answers with the local server's short text body (`301 Moved Permanently`) instead of its own page. */
const TEXT_STATUSES = [301, 400, 405, 414];

/** How many of the site's files each cache class has. */
export interface CacheClassShare {
  name: string;
  description: string;
  cacheControl: string;
  count: number;
  /** Of all the files, from 0 to 1. */
  share: number;
}

/** The share of the site's files (paths relative to it, with a leading slash) per cache class. */
export function cacheClassShares(files: string[]): CacheClassShare[] {
  const counts = new Map<string, number>();
  for (const file of files) counts.set(cacheClass(file).name, (counts.get(cacheClass(file).name) ?? 0) + 1);
  return CACHE_CLASSES.map(({ name, description, cacheControl }) => ({
    name,
    description,
    cacheControl,
    count: counts.get(name) ?? 0,
    share: files.length ? (counts.get(name) ?? 0) / files.length : 0,
  }));
}

/** Options of the site config. */
export interface SiteConfigOptions {
  /** Absolute path of the built site. */
  root: string;
  /** `listen` parameters. */
  listen?: string;
  serverName?: string;
  /** Serve the `.br` copies (needs the brotli static module loaded). */
  brotli?: boolean;
  /**
   * Where the pages' script hashes are kept between configs, so that only changed pages are read
   * (page-scripts.ts); without it every page is read.
   */
  memo?: string;
}

/** The config for nginx's http block, with the number of pages and the files of the site. */
export function siteConfig({ root, listen = "80", serverName = "_", brotli = false, memo }: SiteConfigOptions): {
  config: string;
  pages: number;
  files: string[];
} {
  const site = readSecurityConfig(root);
  const redirects = readRedirectList(root);
  const files = siteFiles(root);
  const fileSet = new Set(files);
  const pages = files.filter(isPage);
  if (!pages.includes(pageFile(BASE_PATH)))
    throw new Error(`nginx-config: ${root} has no ${pageFile(BASE_PATH)}. Run \`npm run build\` first.`);

  // The policy with a placeholder for the page's hashes; each page's policy must come out of it
  // exactly as security-headers.ts computes it.
  const template = contentSecurityPolicy(site, { scriptHashes: [HASHES] });
  if (template.split(HASHES).length !== 2)
    throw new Error("nginx-config: the policy template has no single place for the page's hashes");
  const render = (hashes: string) => template.replace(` ${HASHES}`, hashes);
  if (render("") !== contentSecurityPolicy(site))
    throw new Error("nginx-config: the policy without hashes differs from security-headers.ts");

  /** HTML documents served as they are: the pages and the not-found page. */
  const documents = [...pages, ...(fileSet.has(NOT_FOUND_PAGE) ? [NOT_FOUND_PAGE] : [])];
  const hashLines: string[] = [];
  const linkLines: string[] = [];
  for (const [file, { hashes, html }] of pageScripts(root, documents, memo)) {
    const value = hashes.map((hash) => ` ${hash}`).join("");
    // A page read this time is checked against the policy of its HTML; one whose hashes were kept
    // against the policy of those hashes, as security-headers.ts computes it now.
    if (render(value) !== contentSecurityPolicy(site, html === null ? { scriptHashes: hashes } : { html }))
      throw new Error(`nginx-config: the policy of ${file} differs from security-headers.ts`);
    if (value) hashLines.push(`    ${quote(`1${file}`)} ${quote(value)};`);
    if (isPage(file) && fileSet.has(markdownRoute(routeOf(file)))) {
      linkLines.push(`    ${quote(`1${file}`)} ${quote(alternateLink(routeOf(file)))};`);
    }
  }
  // The page's hashes come from the map below; the rest of the policy is the same on every answer.
  const policy = quote(render("TICKWIRE_PAGE_HASHES")).replace("TICKWIRE_PAGE_HASHES", "${tw_script_hashes}");

  const immutable = IMMUTABLE_PATTERNS.map((source) =>
    source.startsWith("^") ? `^1${source.slice(1)}` : `^1.*${source}`,
  );
  const types = Object.entries(TYPES).map(([extension, type]) => `        ${quote(type)} ${extension.slice(1)};`);
  const headers = Object.entries(STATIC_SECURITY_HEADERS).map(
    ([name, value]) => `    add_header ${name} ${quote(value)} always;`,
  );

  const config = [
    "# Tickwire docs: generated by packages/site-server/nginx-config.ts from the build in",
    `#   ${root}`,
    "# Do not edit: run `npm run deploy:config` (or `npm run build`) again after every build.",
    "# Include it in nginx's http block.",
    "",
    "# The map keys below are paths of the built site; the longest need buckets of 128 bytes.",
    "map_hash_bucket_size 128;",
    "",
    "# 1 when the answer is the file at $uri (the not-found page included), 0 for redirects and errors.",
    "map $status $tw_file {",
    "    default 0;",
    "    200 1; 206 1; 304 1; 404 1;",
    "}",
    "# 1 when the answer is the file at $uri with success.",
    "map $status $tw_ok {",
    "    default 0;",
    "    200 1; 206 1; 304 1;",
    "}",
    "",
    "# Cache-Control (packages/site-server/lib/cache-policy.ts): content-hashed files for a year, other files",
    "# revalidate, redirects, errors and the not-found page are not stored.",
    'map "$tw_ok$uri" $tw_cache_control {',
    `    default ${quote(NO_STORE)};`,
    ...immutable.map((pattern) => `    ${regex(`~${pattern}`)} ${quote(IMMUTABLE)};`),
    `    "~^1" ${quote(REVALIDATE)};`,
    "}",
    "",
    "# The SHA-256 hashes of the inline scripts of each HTML document, for its Content-Security-Policy.",
    'map "$tw_file$uri" $tw_script_hashes {',
    '    default "";',
    ...hashLines,
    "}",
    "",
    "# Each page names its Markdown.",
    'map "$tw_ok$uri" $tw_markdown_link {',
    '    default "";',
    ...linkLines,
    "}",
    "# Vary: pages and Markdown answer by the Accept header; compressible files by Accept-Encoding.",
    'map "$tw_file$uri" $tw_vary {',
    '    default "";',
    `    "~^1${BASE_PATH}(?:/.*)?/index\\.html$" "Accept, Accept-Encoding";`,
    `    "~^1${BASE_PATH}.*\\.md$" "Accept, Accept-Encoding";`,
    `    ${regex(`~^1.*\\.(?:${[...COMPRESSIBLE].map((extension) => extension.slice(1)).join("|")})$`)} Accept-Encoding;`,
    "}",
    "# Where a non-canonical page URL leads: its path as the client wrote it (percent-encoded), without",
    "# the endings; the decoded path when the endings themselves were percent-encoded.",
    "map $request_uri $tw_canonical_location {",
    "    default $tw_canonical;",
    `    "~^(?<tw_raw>${BASE_PATH}(?:[/.][^?]*?)??)(?:/|/index\\.html?|\\.html?)+(?:\\?.*)?$" $tw_raw;`,
    "}",
    "# Addresses readers type that lead to a page (a ticker to its symbol's page: src/lib/redirects.ts),",
    "# for paths no file answers. nginx compares a map's strings without case, as the table's paths are.",
    "map $uri $tw_redirect {",
    '    default "";',
    ...redirects.map(({ from, to }) => `    ${quote(from)} ${quote(to)};`),
    "}",
    "map $status $tw_allow {",
    '    default "";',
    `    405 ${quote(ALLOWED_METHODS.join(", "))};`,
    "}",
    "",
    ...refusedTargetMap(),
    "",
    ...negotiationMaps(),
    "",
    "server {",
    `    listen ${listen};`,
    `    server_name ${serverName};`,
    `    root ${quote(root)};`,
    "",
    "    server_tokens off;",
    "    absolute_redirect off;",
    "    index index.html;",
    "    autoindex off;",
    "    types {",
    ...types,
    "    }",
    "    default_type application/octet-stream;",
    "    # Slashes are not merged, so that `/docs//x` is not the page /docs/x under a second name (it gets",
    "    # the not-found page below); ranges are not served: whole files, as the local server answers.",
    "    merge_slashes off;",
    "    max_ranges 0;",
    "",
    "    # The gzip and brotli copies written at build (packages/site-server/precompress.ts); nothing is",
    "    # compressed on the fly.",
    "    gzip off;",
    "    gzip_static on;",
    "    gzip_vary off;  # Vary comes from the map $tw_vary",
    ...(brotli
      ? ["    brotli_static on;"]
      : ["    # brotli_static on;  (with libnginx-mod-http-brotli-static: npm run deploy:config -- --brotli on)"]),
    "",
    "    # Security headers (packages/site-server/lib/security-headers.ts) on every answer. Locations below",
    "    # add none of their own, so that these are inherited everywhere.",
    `    add_header Content-Security-Policy ${policy} always;`,
    ...headers,
    "    add_header Cache-Control $tw_cache_control always;",
    "    add_header Link $tw_markdown_link always;",
    "    add_header Vary $tw_vary always;",
    "    add_header Allow $tw_allow always;",
    "",
    `    if ($request_method !~ ^(?:${ALLOWED_METHODS.join("|")})$) {`,
    "        return 405;",
    "    }",
    "    # A refused target gets its status, once: the error page below is an internal redirect that runs",
    "    # these lines again, with the same $request_uri but with $status set.",
    '    set $tw_refusal "$status:$tw_refused";',
    '    if ($tw_refusal = "000:400") {',
    "        return 400;",
    "    }",
    '    if ($tw_refusal = "000:414") {',
    "        return 414;",
    "    }",
    "",
    `    error_page 404 ${NOT_FOUND_PAGE};`,
    `    location = ${NOT_FOUND_PAGE} {`,
    "        internal;",
    "    }",
    "    # Redirects and errors other than 404 carry the local server's body, `<status> <reason>` in",
    "    # plain text. The status stays the one answered (nginx keeps it through error_page), so the",
    "    # 301's body is sent with `return 200`: `return 301` would read the text as a URL.",
    ...TEXT_STATUSES.flatMap((status) => [
      `    error_page ${status} /.status/${status};`,
      `    location = /.status/${status} {`,
      "        internal;",
      "        types { }",
      `        default_type ${quote(TYPES[".txt"])};`,
      `        return ${status === 301 ? 200 : status} "${statusLine(status)}\\n";`,
      "    }",
    ]),
    "",
    "    # The host's root leads to the docs.",
    "    location = / {",
    `        return 301 ${BASE_PATH}$is_args$args;`,
    "    }",
    "    location = /index.html {",
    `        return 301 ${BASE_PATH}$is_args$args;`,
    "    }",
    "",
    "    # One URL per page (packages/site-server/lib/canonical-path.ts): trailing slashes, /index.html and",
    "    # .html endings are dropped, as many as there are. The path kept has no empty segment (a slash is",
    "    # never followed by another): `/docs//x/` names no page, and gets the not-found page below.",
    `    location ~ "^(?<tw_canonical>${BASE_PATH}(?:(?=[/.])(?:[^/]|/(?!/))+?)??)(?:/|/index\\.html?|\\.html?)+$" {`,
    "        return 301 $tw_canonical_location$is_args$args;",
    "    }",
    "    # A path with an empty segment is no page's (nginx would otherwise open /docs/x for /docs//x).",
    '    location ~ "//" {',
    "        return 404;",
    "    }",
    "    # Outside the docs, no folders and no HTML files are served.",
    '    location ~ "(?:/|\\.html)$" {',
    "        return 404;",
    "    }",
    "",
    "    # A page's route: its Markdown to a request that prefers it, else its HTML; files under the",
    "    # base path as they are.",
    `    location ${BASE_PATH} {`,
    "        try_files $uri$tw_markdown_suffix $uri/index.html $uri @tw_redirect;",
    "    }",
    "    # A path no file answers: the build's redirect for it, else the not-found page.",
    "    location @tw_redirect {",
    "        if ($tw_redirect) {",
    "            return 301 $tw_redirect$is_args$args;",
    "        }",
    "        return 404;",
    "    }",
    "",
    "    location / {",
    "        try_files $uri =404;",
    "    }",
    "}",
    "",
  ].join("\n");
  return { config, pages: pages.length, files };
}

/** Where to write both files, and how nginx is to serve the site. */
export interface WriteOptions extends SiteConfigOptions {
  /** The output folder. */
  out: string;
  workers?: number;
}

/** Writes both files into a folder. */
export function writeNginxConfig({ root, out, listen, serverName, brotli = false, workers, memo }: WriteOptions): {
  siteFile: string;
  wrapperFile: string;
  pages: number;
  files: string[];
} {
  const { config, pages, files } = siteConfig({ root, listen, serverName, brotli, memo });
  fs.mkdirSync(out, { recursive: true });
  const siteFile = path.join(out, SITE_CONFIG_FILE);
  const wrapperFile = path.join(out, WRAPPER_CONFIG_FILE);
  fs.writeFileSync(siteFile, config);
  fs.writeFileSync(wrapperFile, wrapperConfig({ include: siteFile, brotli, workers, user: workerUser(root) }));
  return { siteFile, wrapperFile, pages, files };
}
