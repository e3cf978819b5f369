/**
 * Content negotiation of the local server (and the rules the nginx config follows): a page's
 * route answers its Markdown (`<route>.md`, written by the build) when the request prefers
 * `text/markdown` to `text/html`, and an HTML page names its Markdown in a `Link` header.
 */
import { markdownRoute } from "../../../src/lib/markdown-export/blocks";

/**
 * The quality a request's Accept header gives `type` (e.g. "text/markdown"): the most specific
 * matching range wins, as RFC 9110 says; no header accepts everything.
 */
export function quality(accept: string | undefined, type: string): number {
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

/** True when the request prefers Markdown to HTML; on a tie (`*∕*`, no header) HTML is served. */
export function prefersMarkdown(accept: string | undefined): boolean {
  const markdown = quality(accept, "text/markdown");
  return markdown > 0 && markdown > quality(accept, "text/html");
}

/** The `Link` header the HTML of a page route is sent with. */
export const alternateLink = (route: string): string =>
  `<${markdownRoute(route)}>; rel="alternate"; type="text/markdown"`;
