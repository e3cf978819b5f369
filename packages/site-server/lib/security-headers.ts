/**
 * The security headers of the site, in one place: the local server sends them, and the nginx
 * config is generated from the same functions, so that what is tested locally is what readers
 * get. Their input is the `SecurityConfig` the build records in public/security-config.json
 * (src/lib/security-config.ts): the hosts of site.config.ts, and Algolia and Google Analytics as
 * the build turned them on.
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
import fs from "node:fs";
import path from "node:path";
import { GTAG_ORIGIN, MEASUREMENT_ID_PATTERN } from "../../../src/lib/chrome/analytics";
import { SECURITY_CONFIG_PATH, type SecurityConfig } from "../../../src/lib/security-config";

export type { SecurityConfig };

/** The file in which a build recorded its security settings. */
export const securityConfigFile = (root: string): string => path.join(root, SECURITY_CONFIG_PATH);

/** The security settings of the build in `root`; throws when it recorded none (no build, or an older one). */
export function readSecurityConfig(root: string): SecurityConfig {
  return JSON.parse(fs.readFileSync(securityConfigFile(root), "utf8")) as SecurityConfig;
}

/** Options of the policy. */
export interface PolicyOptions {
  /** The HTML document the policy is sent with: its inline scripts are allowed by hash. */
  html?: string;
  /** More script hashes ('sha256-…'). */
  scriptHashes?: string[];
  /** More connect-src sources. */
  connect?: string[];
}

/** Google Analytics 4 hosts (Google's documented CSP for the Google tag), used when a measurement id is set. */
const ANALYTICS_SCRIPT_SOURCES = [GTAG_ORIGIN];
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
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": PERMISSIONS_POLICY,
});

/** A CSP source expression: no whitespace, `;` or `,`, which would end it or the directive. */
const SOURCE = /^[^\s;,]+$/;

/** The origin of a URL from the config, as a CSP source; `name` says where it comes from, for the error. */
function originSource(url: string, name: string): string {
  let parsed: URL;
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

/** The hosts Algolia's search client uses for an application (algoliasearch v5 lite client). */
function algoliaSources(appId: string): string[] {
  if (!/^[A-Za-z0-9]+$/.test(appId))
    throw new Error(`GATSBY_ALGOLIA_APP_ID "${appId}" is not an Algolia application id`);
  const host = appId.toLowerCase();
  return [
    `https://${host}-dsn.algolia.net`,
    `https://${host}.algolia.net`,
    ...[1, 2, 3].map((n) => `https://${host}-${n}.algolianet.com`),
  ];
}

const analyticsOn = (site: SecurityConfig): boolean => MEASUREMENT_ID_PATTERN.test(site.analytics?.measurementId ?? "");

/** Sources a page may fetch from and open WebSockets to (connect-src), in order, without repeats. */
export function connectSources(site: SecurityConfig, { connect = [] }: { connect?: string[] } = {}): string[] {
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

/** The executable inline scripts of an HTML document (no `src`, a JavaScript type), as CSP hashes. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes, body] = match;
    if (/\ssrc\s*=/i.test(` ${attributes}`) || body === "") continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== "text/javascript" && type !== "module" && type !== "application/javascript") continue;
    hashes.push(`'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...new Set(hashes)];
}

/** The policy's directives, in order. */
export function cspDirectives(
  site: SecurityConfig,
  { html, scriptHashes = [], connect = [] }: PolicyOptions = {},
): [string, string[]][] {
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

/** The Content-Security-Policy header value. */
export function contentSecurityPolicy(site: SecurityConfig, options?: PolicyOptions): string {
  return cspDirectives(site, options)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/** Every security header of one response: pass the HTML when the response is an HTML document. */
export function securityHeaders(site: SecurityConfig, options?: PolicyOptions): Record<string, string> {
  return { "Content-Security-Policy": contentSecurityPolicy(site, options), ...STATIC_SECURITY_HEADERS };
}
