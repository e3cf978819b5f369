/**
 * search_docs over the built site's local index, through the engine, settings and synonyms the
 * site's search uses and with the dialog's parameters, so an MCP client gets the hits a reader
 * would, in the same order.
 */
import { buildLocalIndex, searchLocalIndex, type SearchParams } from "../search/engine";
import { capQuery, FACET_FILTERS, HITS_PER_PAGE, SNIPPET_WORDS } from "../search/dialog-model";
import { indexRecords } from "../search/index-file";
import { withQuoteHit } from "../search/quote-hit";
import type { LocalIndexFile } from "../search/types";
import { searchResult } from "./results";
import { DEFAULT_RESULT_COUNT, MAX_RESULT_COUNT, type SearchDocsOutput } from "./schemas";

/** The search dialog's parameters, with no highlight marks: results are plain text. */
const DIALOG_PARAMS: SearchParams = {
  hitsPerPage: HITS_PER_PAGE,
  facetFilters: FACET_FILTERS,
  attributesToSnippet: [`content:${SNIPPET_WORDS}`],
  snippetEllipsisText: "…",
  highlightPreTag: "",
  highlightPostTag: "",
};

/** Searches one built site. */
export interface DocsSearch {
  /** The best `limit` results for `query`, which is cut to the site's query length first. */
  search(query: string, limit?: number): SearchDocsOutput;
}

/** A search over the records of `file`; result addresses are absolute on `origin` ("" keeps site paths). */
export function createDocsSearch(file: LocalIndexFile, origin: string): DocsSearch {
  const index = buildLocalIndex(indexRecords(file));
  return {
    search(query, limit = DEFAULT_RESULT_COUNT) {
      const capped = capQuery(query);
      const count = Math.min(MAX_RESULT_COUNT, Math.max(1, Math.floor(limit)));
      // A page of hits, as the dialog asks for, so the endpoint after a symbol comes up from wherever it ranks.
      const response = searchLocalIndex(index, { ...DIALOG_PARAMS, query: capped });
      const hits = withQuoteHit(response.hits).slice(0, count);
      return { query: capped, total: response.nbHits, results: hits.map((hit) => searchResult(hit, origin)) };
    },
  };
}
