import {
  buildLocalIndex,
  searchLocalIndex,
  type LocalIndex,
  type LocalSearchResponse,
  type SearchParams,
} from "./engine";
import { indexRecords } from "./index-file";
import type { LocalIndexFile } from "./types";

/** One query of a multi-query request, as instantsearch sends it. */
export interface LocalSearchRequest {
  indexName: string;
  params?: SearchParams | string;
}

/** The part of a search client that instantsearch calls. */
export interface LocalSearchClient {
  search(
    requests: LocalSearchRequest[] | { requests: LocalSearchRequest[] },
  ): Promise<{ results: LocalSearchResponse[] }>;
  searchForFacetValues(): Promise<never>;
}

const EMPTY_INDEX: LocalIndex = buildLocalIndex([]);

const queryOf = (request: LocalSearchRequest): string =>
  typeof request.params === "string"
    ? (new URLSearchParams(request.params).get("query") ?? "")
    : (request.params?.query ?? "");

/**
 * A search client over the local index file. The file is fetched with the first query that has
 * text, once; a failed fetch fails that search (the dialog says so) and the next search tries again.
 */
export function createLocalSearchClient(load: () => Promise<LocalIndexFile>): LocalSearchClient {
  let index: Promise<LocalIndex> | null = null;
  const loadIndex = () =>
    (index ??= load().then(
      (file) => buildLocalIndex(indexRecords(file)),
      (error: unknown) => {
        index = null;
        throw error;
      },
    ));
  return {
    async search(requests) {
      const list = Array.isArray(requests) ? requests : requests.requests;
      const loaded = list.some((request) => queryOf(request).trim() !== "") ? await loadIndex() : EMPTY_INDEX;
      return { results: list.map((request) => searchLocalIndex(loaded, request.params, request.indexName)) };
    },
    searchForFacetValues() {
      return Promise.reject(new Error("The local search index has no facet values to search."));
    },
  };
}
