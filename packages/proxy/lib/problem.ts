// @ts-check
/**
 * The Try-it proxy's own answers, as RFC 9457 problem details. Every one carries a `reason`,
 * a stable code the Try-it panel shows next to the sentence in `detail`.
 */

/** Problem type and title per status the proxy answers with itself. */
const KINDS = /** @type {const} */ ({
  400: ["https://tickwire.io/problems/proxy-bad-request", "The Try-it proxy could not read this request"],
  403: ["https://tickwire.io/problems/proxy-refused", "The Try-it proxy refused this request"],
  404: ["https://tickwire.io/problems/proxy-not-found", "There is nothing at this address of the Try-it proxy"],
  405: ["https://tickwire.io/problems/proxy-method", "The Try-it proxy does not send this method"],
  413: [
    "https://tickwire.io/problems/proxy-body-too-large",
    "The request body is larger than the Try-it proxy accepts",
  ],
  500: ["https://tickwire.io/problems/proxy-error", "The Try-it proxy failed on this request"],
  502: ["https://tickwire.io/problems/proxy-upstream", "The Try-it proxy could not reach the API"],
  504: ["https://tickwire.io/problems/proxy-timeout", "The API did not answer the Try-it proxy in time"],
});

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
export function problem(status, reason, detail) {
  const [type, title] = KINDS[status];
  return { type, title, status, detail, reason };
}
