// @ts-check
/**
 * The security headers of the site, in one place: the local server (scripts/serve.mjs) sends
 * them, and a production config (nginx, a CDN) must be generated from the same functions, so
 * that what is tested locally is what readers get. Their input is the `SecurityConfig` the build
 * records in public/security-config.json (src/node/post-build.ts): the hosts of site.config.ts,
 * and Algolia and Google Analytics as the build turned them on.
 *
 * Content-Security-Policy:
 * - Scripts come from the site itself, plus the inline scripts of the page being served, each
 *   allowed by its SHA-256 hash. Gatsby writes a few inline scripts into every page (the
 *   pre-paint colour-mode script, the chunk map, the compilation hash) and one that differs per
 *   page (`window.pagePath`), so the policy of an HTML file lists that file's hashes:
 *   `contentSecurityPolicy(site, { html })`. A production config sets it per page (for nginx, a
 *   `map` from the URI to the policy); non-HTML responses get the policy without hashes.
 * - Styles allow 'unsafe-inline': the server-rendered pages carry `<style>` elements and `style`
 *   attributes (which hashes can't allow without 'unsafe-hashes'), and Emotion adds `<style>`
 *   elements while the reader navigates. Inline styles can't run code.
 * - connect-src: the site, the "Try it" proxy this build sends requests through (the local one
 *   `npm start` runs, or the provider's when GATSBY_TRYIT_PROXY is set), Algolia when search uses
 *   it and Google Analytics when configured; nothing else, since no page talks to the API or the
 *   stream itself (the WebSocket and HTTP samples run in the reader's own programs).
 *   `connectSources` computes the list and takes more origins.
 * - No plugins, no framing (also X-Frame-Options for older browsers), no `<base>` elsewhere,
 *   forms post to the site only.
 */
import crypto from "node:crypto";

/**
 * The parts of site.config.ts the policy reads.
 * @typedef {object} SecurityConfig
 * @property {string} tryItProxy the "Try it" proxy the build's pages send requests through
 * @property {{ algoliaAppId?: string, algoliaHosts?: string[] }} [search] the application, and the
 *   origins search uses in place of Algolia's own hosts when the build set GATSBY_ALGOLIA_HOSTS
 * @property {{ measurementId?: string }} [analytics]
 */

/**
 * Options of the policy.
 * @typedef {object} PolicyOptions
 * @property {string} [html] the HTML document the policy is sent with: its inline scripts are allowed by hash
 * @property {string[]} [scriptHashes] more script hashes ('sha256-…')
 * @property {string[]} [connect] more connect-src sources
 */

/** Google Analytics 4 hosts (Google's documented CSP for the Google tag), used when a measurement id is set. */
const ANALYTICS_SCRIPT_SOURCES = ["https://www.googletagmanager.com"];
const ANALYTICS_CONNECT_SOURCES = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://*.googletagmanager.com",
];
const ANALYTICS_IMG_SOURCES = ["https://*.google-analytics.com", "https://*.googletagmanager.com"];

/** Browser features no page uses: denied to the site and anything it embeds. */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
].join(", ");

/** The headers that are the same on every response. */
export const STATIC_SECURITY_HEADERS = Object.freeze({
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": PERMISSIONS_POLICY,
});

/** A CSP source expression: no whitespace, `;` or `,`, which would end it or the directive. */
const SOURCE = /^[^\s;,]+$/;

/**
 * The origin of a URL from the config, as a CSP source.
 * @param {string} url
 * @param {string} name where it comes from, for the error
 */
function originSource(url, name) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`site.config.ts ${name}: "${url}" is not an absolute URL`);
  }
  if (!["http:", "https:"].includes(parsed.protocol)) {
    throw new Error(`site.config.ts ${name}: "${url}" must be an http(s) URL`);
  }
  return parsed.origin;
}

/**
 * The hosts Algolia's search client uses for an application (algoliasearch v5 lite client).
 * @param {string} appId
 */
function algoliaSources(appId) {
  if (!/^[A-Za-z0-9]+$/.test(appId))
    throw new Error(`GATSBY_ALGOLIA_APP_ID "${appId}" is not an Algolia application id`);
  const host = appId.toLowerCase();
  return [
    `https://${host}-dsn.algolia.net`,
    `https://${host}.algolia.net`,
    ...[1, 2, 3].map((n) => `https://${host}-${n}.algolianet.com`),
  ];
}

/** @param {SecurityConfig} site */
const analyticsOn = (site) => /^G-[A-Z0-9]{4,20}$/.test(site.analytics?.measurementId ?? "");

/**
 * Sources a page may fetch from and open WebSockets to (connect-src), in order, without repeats.
 * @param {SecurityConfig} site
 * @param {{ connect?: string[] }} [options]
 * @returns {string[]}
 */
export function connectSources(site, { connect = [] } = {}) {
  const sources = ["'self'", originSource(site.tryItProxy, "tryIt.proxy")];
  if (site.search?.algoliaAppId) {
    const hosts = site.search.algoliaHosts ?? [];
    if (hosts.length === 0) sources.push(...algoliaSources(site.search.algoliaAppId));
    else sources.push(...hosts.map((host) => originSource(host, "GATSBY_ALGOLIA_HOSTS")));
  }
  if (analyticsOn(site)) sources.push(...ANALYTICS_CONNECT_SOURCES);
  sources.push(...connect);
  for (const source of sources)
    if (!SOURCE.test(source)) throw new Error(`connect-src: "${source}" is not a CSP source`);
  return [...new Set(sources)];
}

/**
 * The executable inline scripts of an HTML document (no `src`, a JavaScript type), as CSP hashes.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes, body] = match;
    if (/\ssrc\s*=/i.test(` ${attributes}`) || body === "") continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== "text/javascript" && type !== "module" && type !== "application/javascript") continue;
    hashes.push(`'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...new Set(hashes)];
}

/**
 * The policy's directives, in order.
 * @param {SecurityConfig} site
 * @param {PolicyOptions} [options]
 * @returns {[string, string[]][]}
 */
export function cspDirectives(site, { html, scriptHashes = [], connect = [] } = {}) {
  const analytics = analyticsOn(site);
  const hashes = [...new Set([...(html ? inlineScriptHashes(html) : []), ...scriptHashes])];
  return [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...hashes, ...(analytics ? ANALYTICS_SCRIPT_SOURCES : [])]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", ...(analytics ? ANALYTICS_IMG_SOURCES : [])]],
    ["font-src", ["'self'"]],
    ["connect-src", connectSources(site, { connect })],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
}

/**
 * The Content-Security-Policy header value.
 * @param {SecurityConfig} site
 * @param {PolicyOptions} [options]
 */
export function contentSecurityPolicy(site, options) {
  return cspDirectives(site, options)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/**
 * Every security header of one response: pass the HTML when the response is an HTML document.
 * @param {SecurityConfig} site
 * @param {PolicyOptions} [options]
 * @returns {Record<string, string>}
 */
export function securityHeaders(site, options) {
  return { "Content-Security-Policy": contentSecurityPolicy(site, options), ...STATIC_SECURITY_HEADERS };
}
