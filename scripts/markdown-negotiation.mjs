/**
 * Content negotiation of the local server (and the rules a production config follows): a page's
 * route answers its Markdown (`<route>.md`, written by the build) when the request prefers
 * `text/markdown` to `text/html`, and an HTML page names its Markdown in a `Link` header.
 */

/**
 * The quality a request's Accept header gives `type` (e.g. "text/markdown"): the most specific
 * matching range wins, as RFC 9110 says; no header accepts everything.
 * @param {string | undefined} accept
 * @param {string} type
 * @returns {number}
 */
export function quality(accept, type) {
  if (!accept || !accept.trim()) return 1;
  const [major] = type.split("/");
  let best = { specificity: -1, q: 0 };
  for (const part of accept.split(",")) {
    const [range, ...parameters] = part
      .trim()
      .toLowerCase()
      .split(";")
      .map((item) => item.trim());
    const specificity = range === type ? 2 : range === `${major}/*` ? 1 : range === "*/*" ? 0 : -1;
    if (specificity < best.specificity || specificity < 0) continue;
    const qParameter = parameters.find((parameter) => parameter.startsWith("q="));
    const q = qParameter ? Number(qParameter.slice(2)) : 1;
    best = { specificity, q: Number.isFinite(q) ? q : 0 };
  }
  return best.q;
}

/**
 * True when the request prefers Markdown to HTML; on a tie (`*∕*`, no header) HTML is served.
 * @param {string | undefined} accept
 * @returns {boolean}
 */
export function prefersMarkdown(accept) {
  const markdown = quality(accept, "text/markdown");
  return markdown > 0 && markdown > quality(accept, "text/html");
}

/**
 * The public path of a page route's Markdown: `/docs/x` → `/docs/x.md`.
 * @param {string} route
 * @returns {string}
 */
export const markdownPath = (route) => `${route}.md`;

/**
 * The `Link` header an HTML page is sent with.
 * @param {string} route
 * @returns {string}
 */
export const alternateLink = (route) => `<${markdownPath(route)}>; rel="alternate"; type="text/markdown"`;
