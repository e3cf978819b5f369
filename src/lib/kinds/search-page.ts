/** The search page: the same search as the dialog, with every result. */
import { searchPageMarkdown } from "../markdown-export/search-page";
import type { PageContext } from "../page-context";
import { SEARCH_PAGE_ROUTE } from "../search/dialog-model";
import type { PageKind } from "./types";

/** The search page selects nothing: its results come from the search index in the browser. */
export type SearchPageIds = Record<never, never>;

/** The page context of the search page. */
export type SearchPageContext = PageContext<SearchPageIds>;

export const searchPageKind: PageKind<SearchPageIds, Record<never, never>> = {
  name: "search-page",
  template: "src/templates/search.tsx",
  nodeTypes: {},
  pages: () => [
    {
      path: SEARCH_PAGE_ROUTE,
      source: "src/lib/kinds/search-page.ts",
      context: {},
      title: "Search",
      description: "Search the Tickwire guides, HTTP and WebSocket references and symbol lists.",
      heading: "Search the documentation",
      // Its results change with every query: not a page for search engines to list.
      head: { noindex: true },
      linked: null,
    },
  ],
  sidebarItems: null,
  // A search page is nothing to find; its Markdown says how to search and where every page is.
  searchRecords: null,
  moreSearchRecords: null,
  markdown: (page) => searchPageMarkdown({ heading: page.heading ?? page.title, description: page.description }),
  // llms.txt itself is the list the page's Markdown points agents to.
  llms: null,
  files: null,
  redirects: null,
};
