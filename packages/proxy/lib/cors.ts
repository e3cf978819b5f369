/**
 * CORS for the Try-it proxy: it answers only pages of the docs' own origins. Preflights are
 * answered by the proxy itself; responses expose every header the API sent so the panel can
 * show rate limits and the like. Credentials are never allowed.
 */
import { FORWARDED_REQUEST_HEADERS } from "./headers.ts";

/** Methods the proxy sends; HEAD needs no preflight. */
export const FORWARDED_METHODS: readonly string[] = Object.freeze(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]);

/** How long a browser may cache a preflight answer, in seconds. */
export const PREFLIGHT_MAX_AGE = 600;

/** Normalised origins from a comma-separated list, such as `http://127.0.0.1:9000,http://localhost:9000`. */
export function parseOrigins(list: string): string[] {
  return list
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map((entry) => {
      let url: URL;
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
 */
export function originAllowed(origin: string | undefined, docsOrigins: readonly string[]): boolean {
  return origin === undefined || docsOrigins.includes(origin);
}

/** Headers answering a preflight from an allowed origin. */
export function preflightHeaders(origin: string): Record<string, string> {
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
 * Headers letting an allowed origin read a response: `origin` is the request's Origin header,
 * `exposed` the header names the script may read.
 */
export function responseCorsHeaders(origin: string | undefined, exposed: string): [string, string][] {
  const out: [string, string][] = [["Vary", "Origin"]];
  if (origin === undefined) return out;
  out.push(["Access-Control-Allow-Origin", origin]);
  if (exposed) out.push(["Access-Control-Expose-Headers", exposed]);
  return out;
}
