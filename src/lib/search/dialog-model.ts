/** Constants and pure helpers of the search dialog and the search page. */

/** Longest query the search box accepts. */
export const MAX_QUERY_LENGTH = 64;
/** Hits fetched per query, in the dialog and per page of the search page. */
export const HITS_PER_PAGE = 20;
/** Hits shown per site area in the dialog before "See all results". */
export const RESULTS_PER_GROUP = 5;
/** Queries offered when a search finds nothing; each finds pages in every build. */
export const SUGGESTED_QUERIES = ["quote", "authentication", "rate limits"] as const;
/** Words of content shown around the match. */
export const SNIPPET_WORDS = 24;
/** Only this site's language and version are searched. */
export const FACET_FILTERS = ["language:en", "version:current"];

/** Route of the search page. */
export const SEARCH_PAGE_ROUTE = "/docs/search";

/** The query as the search box keeps it: at most MAX_QUERY_LENGTH characters. */
export const capQuery = (query: string): string => query.slice(0, MAX_QUERY_LENGTH);

/** Route of the search page showing `query`'s results. */
export function searchPageUrl(query: string, page = 1): string {
  const params = new URLSearchParams();
  const trimmed = capQuery(query).trim();
  if (trimmed) params.set("q", trimmed);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${SEARCH_PAGE_ROUTE}?${search}` : SEARCH_PAGE_ROUTE;
}

/** Query and 1-based page read from the search page's address; anything malformed falls back to page 1. */
export function readSearchPageUrl(search: string): { query: string; page: number } {
  const params = new URLSearchParams(search);
  const page = Number.parseInt(params.get("page") ?? "", 10);
  return { query: capQuery(params.get("q") ?? ""), page: Number.isInteger(page) && page > 0 ? page : 1 };
}

/**
 * Hits grouped by site area in order of first appearance, at most `perGroup` each. `areaOf` may
 * file a hit under another group than its own area (the endpoint that follows a symbol).
 */
export function groupByArea<Hit extends { hierarchy: { lvl0: string } }>(
  hits: Hit[],
  perGroup = RESULTS_PER_GROUP,
  areaOf: (hit: Hit) => string = (hit) => hit.hierarchy.lvl0,
): { area: string; hits: Hit[] }[] {
  const groups = new Map<string, Hit[]>();
  for (const hit of hits) {
    const area = areaOf(hit);
    const group = groups.get(area) ?? [];
    if (group.length < perGroup) group.push(hit);
    groups.set(area, group);
  }
  return [...groups].map(([area, grouped]) => ({ area, hits: grouped }));
}
