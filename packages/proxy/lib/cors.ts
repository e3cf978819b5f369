// @ts-check
/**
 * CORS for the Try-it proxy: it answers only pages of the docs' own origins. Preflights are
 * answered by the proxy itself; responses expose every header the API sent so the panel can
 * show rate limits and the like. Credentials are never allowed.
 */
import { FORWARDED_REQUEST_HEADERS } from "./headers.mjs";

/** Methods the proxy sends; HEAD needs no preflight. */
export const FORWARDED_METHODS = Object.freeze(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]);

/** How long a browser may cache a preflight answer, in seconds. */
export const PREFLIGHT_MAX_AGE = 600;

/**
 * Normalised origins from a comma-separated list.
 * @param {string} list such as `http://127.0.0.1:9000,http://localhost:9000`
 * @returns {string[]}
 */
export function parseOrigins(list) {
  return list
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map((entry) => {
      /** @type {URL} */
      let url;
      try {
        url = new URL(entry);
      } catch {
        throw new Error(`TRYIT_DOCS_ORIGINS: '${entry}' is not an origin such as http://127.0.0.1:9000`);
      }
      if (
        (url.protocol !== "http:" && url.protocol !== "https:") ||
        url.pathname !== "/" ||
        url.search ||
        url.username
      ) {
        throw new Error(`TRYIT_DOCS_ORIGINS: '${entry}' is not an origin such as http://127.0.0.1:9000`);
      }
      return url.origin;
    });
}

/**
 * Whether a request's Origin header lets it through: no header (not a cross-origin browser
 * request) or one of the docs' origins.
 * @param {string | undefined} origin
 * @param {string[]} docsOrigins
 */
export function originAllowed(origin, docsOrigins) {
  return origin === undefined || docsOrigins.includes(origin);
}

/**
 * Headers answering a preflight from an allowed origin.
 * @param {string} origin
 * @returns {Record<string, string>}
 */
export function preflightHeaders(origin) {
  return {
    "Access-Control-Allow-Origin": origin,
    "Access-Control-Allow-Methods": FORWARDED_METHODS.filter((m) => m !== "HEAD").join(", "),
    "Access-Control-Allow-Headers": ["X-API-Key", "Content-Type", "Accept", "Prefer", "Idempotency-Key"]
      .filter((h) => FORWARDED_REQUEST_HEADERS.includes(h.toLowerCase()))
      .join(", "),
    "Access-Control-Max-Age": String(PREFLIGHT_MAX_AGE),
    Vary: "Origin, Access-Control-Request-Method, Access-Control-Request-Headers",
  };
}

/**
 * Headers letting an allowed origin read a response.
 * @param {string | undefined} origin the request's Origin header
 * @param {string} exposed header names the script may read
 * @returns {[string, string][]}
 */
export function responseCorsHeaders(origin, exposed) {
  /** @type {[string, string][]} */
  const out = [["Vary", "Origin"]];
  if (origin === undefined) return out;
  out.push(["Access-Control-Allow-Origin", origin]);
  if (exposed) out.push(["Access-Control-Expose-Headers", exposed]);
  return out;
}
