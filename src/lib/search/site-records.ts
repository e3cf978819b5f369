/** The search records of the whole site: one set per page of the route table, and each kind's others. */
import type { BoundKind, RoutedPage } from "../kinds/define";
import type { KindEnvironment, RecordTags } from "../kinds/types";
import { buildSearchRecords, mergeRecords, type SearchPageSource } from "./records";
import type { SearchRecord } from "./types";

/** What the records of each page of the route table are made from; pages without search content are left out. */
export function searchPageSources(routes: readonly RoutedPage[], environment: KindEnvironment): SearchPageSource[] {
  return routes.flatMap((route): SearchPageSource[] => {
    const content = route.searchContent(environment);
    if (!content) return [];
    const { page } = route;
    return [
      {
        path: page.path,
        sidebarId: page.pageContext.chrome.sidebarId,
        source: page.source,
        trail: page.trail.map((crumb) => crumb.label),
        ...content,
      },
    ];
  });
}

/** The records of the route table's pages, with the records the kinds add (symbols) merged in. */
export function siteSearchRecords(
  sources: readonly SearchPageSource[],
  kinds: readonly BoundKind[],
  tags: RecordTags,
): SearchRecord[] {
  const pages = buildSearchRecords([...sources], tags);
  return mergeRecords(
    pages,
    kinds.flatMap((kind) => kind.moreSearchRecords(pages, tags)),
  );
}
