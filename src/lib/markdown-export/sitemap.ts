/** sitemap.xml and robots.txt, from the route table and the site's origin. */

const escapeXml = (text: string): string => text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** A sitemap of every route, as absolute URLs, sorted so that the file is stable between builds. */
export function sitemapXml(siteUrl: string, routes: Iterable<string>): string {
  const urls = [...new Set(routes)].sort().map((route) => `  <url><loc>${escapeXml(`${siteUrl}${route}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** robots.txt: everything allowed but the search page's result URLs, with the sitemap's address. */
export function robotsTxt(siteUrl: string, disallow: readonly string[] = []): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...disallow.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
