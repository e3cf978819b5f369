// Generated from the JSDoc of the .mjs file of the same name by scripts/tryit-proxy/declarations.mjs --write.
/**
 * Normalised origins from a comma-separated list.
 * @param {string} list such as `http://127.0.0.1:9000,http://localhost:9000`
 * @returns {string[]}
 */
export function parseOrigins(list: string): string[];
/**
 * Whether a request's Origin header lets it through: no header (not a cross-origin browser
 * request) or one of the docs' origins.
 * @param {string | undefined} origin
 * @param {string[]} docsOrigins
 */
export function originAllowed(origin: string | undefined, docsOrigins: string[]): boolean;
/**
 * Headers answering a preflight from an allowed origin.
 * @param {string} origin
 * @returns {Record<string, string>}
 */
export function preflightHeaders(origin: string): Record<string, string>;
/**
 * Headers letting an allowed origin read a response.
 * @param {string | undefined} origin the request's Origin header
 * @param {string} exposed header names the script may read
 * @returns {[string, string][]}
 */
export function responseCorsHeaders(origin: string | undefined, exposed: string): [string, string][];
/** Methods the proxy sends; HEAD needs no preflight. */
export const FORWARDED_METHODS: readonly string[];
/** How long a browser may cache a preflight answer, in seconds. */
export const PREFLIGHT_MAX_AGE: 600;
