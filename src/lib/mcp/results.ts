/**
 * search_docs results as the MCP server returns them: each hit of the site's search with its
 * page's route and Markdown address, and the same results as text for clients that show only text.
 */
import { markdownRoute } from "../markdown-export/blocks";
import { MAX_QUERY_LENGTH } from "../search/dialog-model";
import type { SearchRecord } from "../search/types";
import { RESOURCE_PREFIX } from "./routes";
import type { SearchDocsOutput, SearchDocsResult } from "./schemas";

/** A hit of the engine: a record, with the snippet of its content when the engine made one. */
export type EngineHit = SearchRecord & { _snippetResult?: { content?: { value: string } } };

/** The page route of a hit's URL: without the symbol list's `?q=` filter or the section's `#anchor`. */
export const routeOfHitUrl = (url: string): string => url.split(/[?#]/)[0];

const oneLine = (text: string): string => text.replace(/\s+/g, " ").trim();

/** One hit as a search_docs result; addresses are absolute on `origin` ("" keeps them site paths). */
export function searchResult(hit: EngineHit, origin: string): SearchDocsResult {
  const route = routeOfHitUrl(hit.url);
  const hash = hit.url.indexOf("#");
  const anchor = hash < 0 ? "" : hit.url.slice(hash + 1);
  const heading = hit.hierarchy.lvl3 ?? hit.hierarchy.lvl2 ?? hit.hierarchy.lvl1;
  return {
    title: hit.hierarchy.lvl1,
    route,
    url: `${origin}${hit.url}`,
    markdownUrl: `${origin}${markdownRoute(route)}`,
    area: hit.hierarchy.lvl0,
    breadcrumbs: hit.trail,
    ...(anchor ? { section: { heading, anchor } } : {}),
    snippet: oneLine(hit._snippetResult?.content?.value ?? hit.content ?? ""),
  };
}

/** The results of `requested` as text: one numbered entry per result with its address, Markdown and snippet. */
export function searchResultsText(output: SearchDocsOutput, requested: string): string {
  const cut =
    requested.length > output.query.length ? ` (the query was cut to its first ${MAX_QUERY_LENGTH} characters)` : "";
  if (output.results.length === 0)
    return `No results for "${output.query}"${cut}. Try other words, or find the page in llms.txt (${RESOURCE_PREFIX}llms.txt).`;
  const entries = output.results.map((result, index) => {
    const name = result.section ? `${result.title} › ${result.section.heading}` : result.title;
    const where = [result.area, ...result.breadcrumbs].join(" › ");
    const lines = [
      `${index + 1}. ${name} (${where})`,
      `   ${result.url}`,
      `   Markdown: ${result.markdownUrl} (read_page route: ${result.route})`,
    ];
    if (result.snippet) lines.push(`   ${result.snippet}`);
    return lines.join("\n");
  });
  return `${output.results.length} of ${output.total} results for "${output.query}"${cut}:\n\n${entries.join("\n\n")}`;
}
