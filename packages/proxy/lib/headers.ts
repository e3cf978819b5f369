/**
 * Which headers cross the Try-it proxy. Towards the API only an allow-list (the API key, the
 * body's type and length, Accept and Prefer): never the browser's cookies, credentials or
 * forwarding headers. Back to the browser everything the API answered except cookies, the
 * hop-by-hop headers and the API's own CORS headers (the proxy answers CORS itself).
 */
import type { IncomingHttpHeaders } from "node:http";

/**
 * Request headers forwarded to the API, lower case: the key, the body's type, Accept, the mock's
 * Prefer, and the header parameters the spec declares (Idempotency-Key on the uploads). A test
 * checks that every header parameter of the spec is here.
 */
export const FORWARDED_REQUEST_HEADERS: readonly string[] = Object.freeze([
  "x-api-key",
  "content-type",
  "accept",
  "prefer",
  "idempotency-key",
]);

/** Response headers never passed back, lower case. */
const DROPPED_RESPONSE_HEADERS = new Set([
  "set-cookie",
  "set-cookie2",
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

/** The headers to send to the API for a browser's request. */
export function upstreamRequestHeaders(incoming: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = incoming[name];
    if (typeof value === "string") out[name] = value;
    else if (Array.isArray(value)) out[name] = value.join(", ");
  }
  // The body is streamed on as it arrives: with the length the browser declared (the proxy stops
  // at that many bytes), or chunked when it declared none.
  const length = incoming["content-length"];
  if (typeof length === "string" && /^\d+$/.test(length)) out["content-length"] = length;
  else if (incoming["transfer-encoding"] !== undefined) out["transfer-encoding"] = "chunked";
  return out;
}

/**
 * The API's response headers to pass back to the browser, as name-value pairs in the order
 * received (repeated headers stay repeated), from `IncomingMessage.rawHeaders` of its response.
 */
export function browserResponseHeaders(rawHeaders: string[]): [string, string][] {
  const out: [string, string][] = [];
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = rawHeaders[i];
    const lower = name.toLowerCase();
    if (DROPPED_RESPONSE_HEADERS.has(lower) || lower.startsWith("access-control-")) continue;
    out.push([name, rawHeaders[i + 1]]);
  }
  return out;
}

/** The header names the browser's script may read: every header in the response, once each. */
export function exposedHeaderNames(headers: [string, string][]): string {
  const seen = new Map<string, string>();
  for (const [name] of headers) if (!seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name);
  return [...seen.values()].join(", ");
}
