/**
 * The site's public origin, from site.config.ts: canonical URLs and Open Graph tags are
 * `siteUrl + route`, so it must be an absolute http(s) origin without a path or trailing slash.
 */

/** What is wrong with a siteUrl, or null when it is valid. */
export function siteUrlProblem(siteUrl: unknown): string | null {
  if (typeof siteUrl !== "string" || siteUrl === "")
    return 'must be the site\'s public origin, such as "https://tickwire.io"';
  let url: URL;
  try {
    url = new URL(siteUrl);
  } catch {
    return `${JSON.stringify(siteUrl)} is not an absolute URL; write it as "https://<host>"`;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    return `${JSON.stringify(siteUrl)} must start with https://`;
  if (siteUrl !== url.origin)
    return `${JSON.stringify(siteUrl)} must be an origin only, without a path, query or trailing slash: "${url.origin}"`;
  return null;
}
