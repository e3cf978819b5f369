// Generated from the JSDoc of the .mjs file of the same name by scripts/tryit-proxy/declarations.mjs --write.
/**
 * The headers to send to the API for a browser's request.
 * @param {import("node:http").IncomingHttpHeaders} incoming
 * @returns {Record<string, string>}
 */
export function upstreamRequestHeaders(incoming: import("node:http").IncomingHttpHeaders): Record<string, string>;
/**
 * The API's response headers to pass back to the browser, as name-value pairs in the order
 * received (repeated headers stay repeated).
 * @param {string[]} rawHeaders `IncomingMessage.rawHeaders` of the API's response
 * @returns {[string, string][]}
 */
export function browserResponseHeaders(rawHeaders: string[]): [string, string][];
/**
 * The header names the browser's script may read: every header in the response, once each.
 * @param {[string, string][]} headers
 * @returns {string}
 */
export function exposedHeaderNames(headers: [string, string][]): string;
/**
 * Which headers cross the Try-it proxy. Towards the API only an allow-list (the API key, the
 * body's type and length, Accept and Prefer): never the browser's cookies, credentials or
 * forwarding headers. Back to the browser everything the API answered except cookies, the
 * hop-by-hop headers and the API's own CORS headers (the proxy answers CORS itself).
 */
/**
 * Request headers forwarded to the API, lower case: the key, the body's type, Accept, the mock's
 * Prefer, and the header parameters the spec declares (Idempotency-Key on the uploads). A test
 * checks that every header parameter of the spec is here.
 */
export const FORWARDED_REQUEST_HEADERS: readonly string[];
