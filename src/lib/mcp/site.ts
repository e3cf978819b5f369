/**
 * What the MCP server reads of a built site, as pure functions of the files' text: the site's
 * origin, the routes of the Markdown files, the local index and the pages' titles.
 */
import { BASE_PATH } from "./routes";
import { routeOfHitUrl } from "./results";
import type { LocalIndexFile } from "../search/types";

/** The origin of the first address of a sitemap (the build writes them from siteUrl), or null. */
export function siteOriginOf(sitemapXml: string): string | null {
  const first = /<loc>\s*([^<\s]+)\s*<\/loc>/.exec(sitemapXml)?.[1];
  if (!first) return null;
  try {
    const url = new URL(first);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/** The route of a Markdown file, by its path in the built site ("docs/api/limits.md"), or null for other files. */
export function routeOfMarkdownFile(relativePath: string): string | null {
  const path = relativePath.split("\\").join("/");
  if (path === `${BASE_PATH.slice(1)}.md`) return BASE_PATH;
  if (!path.startsWith(`${BASE_PATH.slice(1)}/`) || !path.endsWith(".md")) return null;
  return `/${path.slice(0, -".md".length)}`;
}

/** The local index file, checked as far as the server relies on it; `file` names it in the error. */
export function localIndexOf(json: unknown, file: string): LocalIndexFile {
  const candidate = json as Partial<LocalIndexFile> | null;
  if (candidate?.version !== 1 || !Array.isArray(candidate.records))
    throw new Error(
      `${file} is not a search index this server reads (version 1 with records). Rebuild the site with \`npm run build\`.`,
    );
  return candidate as LocalIndexFile;
}

/** Each page's title and summary, from its page record, for listing the pages as resources. */
export function pageSummaries(file: LocalIndexFile): Map<string, { title: string; description: string | null }> {
  const summaries = new Map<string, { title: string; description: string | null }>();
  for (const record of file.records)
    if (record.type === "lvl1" && record.url === routeOfHitUrl(record.url) && !summaries.has(record.url))
      summaries.set(record.url, { title: record.hierarchy.lvl1, description: record.content });
  return summaries;
}
