#!/usr/bin/env node
// @ts-check
/**
 * Generates the production nginx config of the site from the build output (public/), so that it
 * cannot drift from the routes, the pages' inline scripts or the published files. It follows the
 * rules of the local server (scripts/serve.mjs) and takes them from the same modules:
 *
 * - routes: every page is `public/docs/<route>/index.html`, served at its route; a page's route
 *   answers its Markdown (`<route>.md`) to a request that prefers text/markdown
 *   (scripts/markdown-negotiation.mjs) and names it in a `Link` header otherwise; `/x/`,
 *   `/x.html` and `/x/index.html` answer 301 to `/x` (scripts/canonical-path.mjs); anything else,
 *   a path with an empty segment (`/docs//x`) included, gets the not-found page (public/404.html)
 *   with status 404; methods other than GET and HEAD get 405;
 * - request targets the local server refuses (scripts/request-target.mjs) get its status: 400 for
 *   dot segments, encoded slashes, backslashes, control characters and invalid percent-encodings,
 *   414 for overlong targets; redirects and errors carry its short text body; ranges are not
 *   served (whole files, as the local server answers);
 * - Cache-Control by file class (scripts/cache-policy.mjs);
 * - security headers (scripts/security-headers.mjs): the Content-Security-Policy of an HTML page
 *   lists the SHA-256 hashes of that page's inline scripts, taken from the built file, through a
 *   `map` from the file served to its hashes;
 * - the gzip and brotli copies written by scripts/precompress.mjs, with gzip_static (and
 *   brotli_static when Debian's libnginx-mod-http-brotli-static is there).
 *
 * Writes two files into the output folder:
 * - `tickwire-docs.conf`: for nginx's `http` block (maps and the `server`);
 * - `nginx.conf`: a complete config around it that runs unprivileged in the foreground, with its
 *   pid file and error log in nginx's prefix (`nginx -p <dir> -c <dir>/nginx.conf`), for tests
 *   and benchmarks.
 *
 * Usage: node scripts/nginx-config.mjs [--root public] [--out deploy/nginx] [--listen 80]
 *          [--server-name _] [--brotli auto|on|off] [--quiet]
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import { CACHE_CLASSES, cacheClass, IMMUTABLE, IMMUTABLE_PATTERNS, NO_STORE, REVALIDATE } from "./cache-policy.mjs";
import { BASE_PATH } from "./canonical-path.mjs";
import { MAX_TARGET_LENGTH } from "./request-target.mjs";
import { alternateLink, markdownPath } from "./markdown-negotiation.mjs";
import { isCompressedCopy, walk } from "./precompress.mjs";
import { contentSecurityPolicy, inlineScriptHashes, STATIC_SECURITY_HEADERS } from "./security-headers.mjs";
import { BROTLI_MODULE, workerUser, wrapperConfig } from "./nginx-wrapper.mjs";
import { COMPRESSIBLE, TYPES } from "./static-files.mjs";

/** Stands for a page's script hashes in the policy template. */
const HASHES = "'sha256-TICKWIRE-PAGE-HASHES'";

/**
 * A string as an nginx quoted string, in double quotes or, when it has some, single quotes.
 * Refuses what would need escaping (none of the values here have it): both kinds of quotes, a
 * `\\`, a `$` or a control character.
 * @param {string} value
 */
function quote(value) {
  if (/[\\$]|[\x00-\x1f]/.test(value) || (value.includes('"') && value.includes("'"))) {
    throw new Error(`nginx-config: cannot quote ${JSON.stringify(value)}`);
  }
  return value.includes('"') ? `'${value}'` : `"${value}"`;
}

/**
 * A regular expression as an nginx map key or location (nginx keeps `\\.`, `\\d` and a
 * key's `$` as they are).
 * @param {string} source
 */
function regex(source) {
  if (/["\x00-\x1f]/.test(source)) throw new Error(`nginx-config: cannot quote ${JSON.stringify(source)}`);
  return `"${source}"`;
}

/**
 * Files of the built site, relative to it with a leading slash, without the compressed copies.
 * @param {string} root
 */
export function siteFiles(root) {
  return walk(root)
    .filter((file) => !isCompressedCopy(file))
    .map((file) => `/${path.relative(root, file).split(path.sep).join("/")}`)
    .sort();
}

/**
 * The route a page file is served at: `/docs/x/index.html` → `/docs/x`, `/docs/index.html` → `/docs`.
 * @param {string} file
 */
export const routeOf = (file) => file.slice(0, -"/index.html".length) || "/";

/** True for a page of the site: an index.html under the base path. @param {string} file */
export const isPage = (file) =>
  (file === `${BASE_PATH}/index.html` || file.startsWith(`${BASE_PATH}/`)) && file.endsWith("/index.html");

/**
 * The share of the site's files per cache class.
 * @param {string[]} files
 * @returns {{ name: string, description: string, cacheControl: string, count: number, share: number }[]}
 */
export function cacheClassShares(files) {
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const file of files) counts.set(cacheClass(file).name, (counts.get(cacheClass(file).name) ?? 0) + 1);
  return CACHE_CLASSES.map(({ name, description }) => {
    const sample = {
      name,
      description,
      cacheControl: "",
      count: counts.get(name) ?? 0,
      share: files.length ? (counts.get(name) ?? 0) / files.length : 0,
    };
    sample.cacheControl = name === "hashed JS/CSS" || name === "static/" ? IMMUTABLE : REVALIDATE;
    return sample;
  });
}

/**
 * Markdown negotiation as nginx maps: the quality the Accept header gives text/markdown and
 * text/html (the most specific range: text/html, then text/*, then *∕*), each normalised to four
 * digits (0.9 → 0900, 1 → 1000), then compared digit by digit with a back-reference. Markdown
 * wins only when its quality is higher, as `prefersMarkdown` says; a tie serves HTML.
 */
function negotiationMaps() {
  const qOf = (/** @type {string} */ range) => [
    `    "~*(?:^|,)\\s*${range}\\s*(?:;[^,]*?)?;\\s*q=([^,;]*)" $1;`,
    `    "~*(?:^|,)\\s*${range}\\s*(?:[;,]|$)" 1;`,
  ];
  const normalise = (/** @type {string} */ from, /** @type {string} */ to) => [
    `map $${from} $${to} {`,
    "    default 0000;",
    '    "~^\\s*1(?:\\.0{0,3})?\\s*$" 1000;',
    '    "~^\\s*0?\\.(\\d)\\s*$" 0$100;',
    '    "~^\\s*0?\\.(\\d)(\\d)\\s*$" 0$1$20;',
    '    "~^\\s*0?\\.(\\d)(\\d)(\\d)\\d*\\s*$" 0$1$2$3;',
    "}",
  ];
  const greater = Array.from({ length: 9 }, (_, index) => `${index + 1}\\d*:\\1[0-${index}]`).join("|");
  return [
    "# Markdown negotiation (scripts/markdown-negotiation.mjs): the quality of text/markdown and of",
    "# text/html (most specific range first), as four digits, compared digit by digit.",
    "map $http_accept $tw_markdown_q_raw {",
    '    default "";',
    ...qOf("text/markdown"),
    "}",
    "map $http_accept $tw_html_q_raw {",
    '    default "";',
    ...qOf("text/html"),
    ...qOf("text/\\*"),
    ...qOf("\\*/\\*"),
    "}",
    ...normalise("tw_markdown_q_raw", "tw_markdown_q"),
    ...normalise("tw_html_q_raw", "tw_html_q"),
    "# Markdown when its quality is the higher one: the first digit that differs is larger.",
    'map "$tw_markdown_q:$tw_html_q" $tw_markdown_suffix {',
    '    default "";',
    `    "~^(\\d*)(?:${greater})" .md;`,
    "}",
  ];
}

/**
 * The request targets the local server refuses (scripts/request-target.mjs), as a map from the
 * raw target to the status to answer, or "" for a target it accepts. It reads `$request_uri`, the
 * target as sent, because nginx's `$uri` has escapes decoded and dot segments resolved. The first
 * matching line wins; the last accepts a path (up to the `?`) of well-formed percent-encoded UTF-8,
 * as decodeURIComponent does (no overlong forms, no surrogates, nothing above U+10FFFF), so any
 * other path falls through to the default, 400.
 */
export function refusedTargetMap() {
  const hex = "[0-9a-f]";
  const continuation = `%[89ab]${hex}`;
  const utf8Escape = [
    `%[0-7]${hex}`,
    `%(?:c[2-9a-f]|d${hex})${continuation}`,
    `%e0%[ab]${hex}${continuation}`,
    `%e[1-9a-cef](?:${continuation}){2}`,
    `%ed%[89]${hex}${continuation}`,
    `%f0%(?:9|[ab])${hex}(?:${continuation}){2}`,
    `%f[1-3](?:${continuation}){3}`,
    `%f4%8${hex}(?:${continuation}){2}`,
  ].join("|");
  return [
    "# Request targets the local server refuses (scripts/request-target.mjs), read as the client sent them.",
    "map $request_uri $tw_refused {",
    "    default 400;",
    `    ${regex(`~^.{${MAX_TARGET_LENGTH + 1}}`)} 414;`,
    "    # Bytes a request target never carries as they are.",
    `    ${regex("~[^\\x21-\\x7e]|#")} 400;`,
    "    # Encoded slashes and backslashes, backslashes (\\x5c) and control characters in the path.",
    `    ${regex("~*^[^?]*(?:%2f|%5c|\\x5c|%[01][0-9a-f]|%7f)")} 400;`,
    "    # `.` and `..` segments, encoded or not.",
    `    ${regex("~*^[^?]*/(?:\\.|%2e){1,2}(?:[/?]|$)")} 400;`,
    "    # A path of well-formed percent-encoded UTF-8.",
    `    ${regex(`~*^(?:[^%?]|${utf8Escape})*+(?:\\?|$)`)} "";`,
    "}",
  ];
}

/** Statuses nginx answers with the local server's short text body (`301 Moved Permanently`) instead of its own page. */
const TEXT_STATUSES = [301, 400, 405, 414];

/**
 * `<status> <reason>`, the body the local server sends with a redirect or an error.
 * @param {number} status
 */
function statusLine(status) {
  const line = `${status} ${http.STATUS_CODES[status]}`;
  if (!/^\d{3} [A-Za-z -]+$/.test(line)) throw new Error(`nginx-config: no plain reason phrase for ${status}`);
  return line;
}

/**
 * The config for nginx's http block.
 * @param {object} options
 * @param {string} options.root absolute path of the built site
 * @param {string} [options.listen] `listen` parameters
 * @param {string} [options.serverName]
 * @param {boolean} [options.brotli] serve the `.br` copies (needs the brotli static module loaded)
 * @returns {{ config: string, pages: number, files: string[] }}
 */
export function siteConfig({ root, listen = "80", serverName = "_", brotli = false }) {
  const site = JSON.parse(fs.readFileSync(path.join(root, "security-config.json"), "utf8"));
  const files = siteFiles(root);
  const fileSet = new Set(files);
  const pages = files.filter(isPage);
  if (!pages.includes(`${BASE_PATH}/index.html`))
    throw new Error(`nginx-config: ${root} has no ${BASE_PATH}/index.html. Run \`npm run build\` first.`);

  // The policy with a placeholder for the page's hashes; each page's policy must come out of it
  // exactly as security-headers.mjs computes it.
  const template = contentSecurityPolicy(site, { scriptHashes: [HASHES] });
  if (template.split(HASHES).length !== 2)
    throw new Error("nginx-config: the policy template has no single place for the page's hashes");
  const render = (/** @type {string} */ hashes) => template.replace(` ${HASHES}`, hashes);
  if (render("") !== contentSecurityPolicy(site))
    throw new Error("nginx-config: the policy without hashes differs from security-headers.mjs");

  /** HTML documents served as they are: the pages and the not-found page. */
  const documents = [...pages, ...(fileSet.has("/404.html") ? ["/404.html"] : [])];
  const hashLines = [];
  const linkLines = [];
  for (const file of documents) {
    const html = fs.readFileSync(path.join(root, file), "utf8");
    const hashes = inlineScriptHashes(html);
    const value = hashes.map((hash) => ` ${hash}`).join("");
    if (render(value) !== contentSecurityPolicy(site, { html }))
      throw new Error(`nginx-config: the policy of ${file} differs from security-headers.mjs`);
    if (value) hashLines.push(`    ${quote(`1${file}`)} ${quote(value)};`);
    if (isPage(file) && fileSet.has(markdownPath(routeOf(file)))) {
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
    "# Tickwire docs: generated by scripts/nginx-config.mjs from the build in",
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
    "# Cache-Control (scripts/cache-policy.mjs): content-hashed files for a year, other files revalidate,",
    "# redirects, errors and the not-found page are not stored.",
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
    "map $status $tw_allow {",
    '    default "";',
    '    405 "GET, HEAD";',
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
    "    # The gzip and brotli copies written at build (scripts/precompress.mjs); nothing is compressed on the fly.",
    "    gzip off;",
    "    gzip_static on;",
    "    gzip_vary off;  # Vary comes from the map $tw_vary",
    ...(brotli
      ? ["    brotli_static on;"]
      : ["    # brotli_static on;  (with libnginx-mod-http-brotli-static: node scripts/nginx-config.mjs --brotli on)"]),
    "",
    "    # Security headers (scripts/security-headers.mjs) on every answer. Locations below add none of",
    "    # their own, so that these are inherited everywhere.",
    `    add_header Content-Security-Policy ${policy} always;`,
    ...headers,
    "    add_header Cache-Control $tw_cache_control always;",
    "    add_header Link $tw_markdown_link always;",
    "    add_header Vary $tw_vary always;",
    "    add_header Allow $tw_allow always;",
    "",
    "    if ($request_method !~ ^(?:GET|HEAD)$) {",
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
    "    error_page 404 /404.html;",
    "    location = /404.html {",
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
    "    # One URL per page (scripts/canonical-path.mjs): trailing slashes, /index.html and .html endings",
    "    # are dropped, as many as there are. The path kept has no empty segment (a slash is never",
    "    # followed by another): `/docs//x/` names no page, and gets the not-found page below.",
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
    "        try_files $uri$tw_markdown_suffix $uri/index.html $uri =404;",
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

/**
 * Writes both files into a folder.
 * @param {{ root: string, out: string, listen?: string, serverName?: string, brotli?: boolean, workers?: number }} options
 */
export function writeNginxConfig({ root, out, listen, serverName, brotli = false, workers }) {
  const { config, pages, files } = siteConfig({ root, listen, serverName, brotli });
  fs.mkdirSync(out, { recursive: true });
  const siteFile = path.join(out, "tickwire-docs.conf");
  const wrapperFile = path.join(out, "nginx.conf");
  fs.writeFileSync(siteFile, config);
  fs.writeFileSync(wrapperFile, wrapperConfig({ include: siteFile, brotli, workers, user: workerUser(root) }));
  return { siteFile, wrapperFile, pages, files };
}

/** Whether to serve brotli copies: "on", "off", or "auto" (when Debian's module is installed). @param {string} setting */
export const brotliWanted = (setting) => (setting === "auto" ? fs.existsSync(BROTLI_MODULE) : setting === "on");

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      root: { type: "string", default: "public" },
      out: { type: "string", default: "deploy/nginx" },
      listen: { type: "string", default: process.env.NGINX_LISTEN ?? "80" },
      "server-name": { type: "string", default: process.env.NGINX_SERVER_NAME ?? "_" },
      brotli: { type: "string", default: process.env.NGINX_BROTLI ?? "auto" },
      quiet: { type: "boolean", default: false },
    },
  });
  try {
    const root = path.resolve(values.root);
    const brotli = brotliWanted(values.brotli);
    const { siteFile, wrapperFile, pages, files } = writeNginxConfig({
      root,
      out: path.resolve(values.out),
      listen: values.listen,
      serverName: values["server-name"],
      brotli,
    });
    if (!values.quiet) {
      console.log(
        `nginx-config: ${path.relative(".", siteFile)} and ${path.relative(".", wrapperFile)}: ${pages} pages, ${files.length} files, brotli ${brotli ? "on" : "off"}`,
      );
      console.log("Cache classes of public/ (files, share):");
      for (const entry of cacheClassShares(files)) {
        console.log(
          `  ${entry.name.padEnd(18)} ${String(entry.count).padStart(5)}  ${(entry.share * 100).toFixed(1).padStart(5)} %  ${entry.cacheControl}`,
        );
      }
    }
  } catch (error) {
    console.error(`nginx-config: ${/** @type {Error} */ (error).message}`);
    process.exit(1);
  }
}
