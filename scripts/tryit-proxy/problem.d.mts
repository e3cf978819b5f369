// Generated from the JSDoc of the .mjs file of the same name by scripts/tryit-proxy/declarations.mjs --write.
/** @typedef {keyof typeof KINDS} ProblemStatus */
/**
 * A problem details document.
 * @typedef {object} Problem
 * @property {string} type
 * @property {string} title
 * @property {ProblemStatus} status
 * @property {string} detail
 * @property {string} reason
 */
/**
 * The problem document for a status, reason and detail.
 * @param {ProblemStatus} status
 * @param {string} reason
 * @param {string} detail
 * @returns {Problem}
 */
export function problem(status: ProblemStatus, reason: string, detail: string): Problem;
export type ProblemStatus = keyof typeof KINDS;
/**
 * A problem details document.
 */
export type Problem = {
    type: string;
    title: string;
    status: ProblemStatus;
    detail: string;
    reason: string;
};
/**
 * The Try-it proxy's own answers, as RFC 9457 problem details. Every one carries a `reason`,
 * a stable code the Try-it panel shows next to the sentence in `detail`.
 */
/** Problem type and title per status the proxy answers with itself. */
declare const KINDS: {
    readonly 400: readonly ["https://tickwire.io/problems/proxy-bad-request", "The Try-it proxy could not read this request"];
    readonly 403: readonly ["https://tickwire.io/problems/proxy-refused", "The Try-it proxy refused this request"];
    readonly 404: readonly ["https://tickwire.io/problems/proxy-not-found", "There is nothing at this address of the Try-it proxy"];
    readonly 405: readonly ["https://tickwire.io/problems/proxy-method", "The Try-it proxy does not send this method"];
    readonly 413: readonly ["https://tickwire.io/problems/proxy-body-too-large", "The request body is larger than the Try-it proxy accepts"];
    readonly 500: readonly ["https://tickwire.io/problems/proxy-error", "The Try-it proxy failed on this request"];
    readonly 502: readonly ["https://tickwire.io/problems/proxy-upstream", "The Try-it proxy could not reach the API"];
    readonly 504: readonly ["https://tickwire.io/problems/proxy-timeout", "The API did not answer the Try-it proxy in time"];
};
export {};
