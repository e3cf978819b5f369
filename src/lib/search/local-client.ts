import {
  buildLocalIndex,
  queryWords,
  readSearchParams,
  searchLocalIndex,
  type LocalIndex,
  type LocalSearchParams,
  type LocalSearchResponse,
} from "./local-engine";
import type { LocalIndexFile } from "./types";

/**
 * One query of a multi-query request. react-instantsearch (through algoliasearch-helper) sends
 * `{ indexName, params: {...} }`; algoliasearch v5's own form puts the parameters on the request
 * itself, or in `params` as a URL-encoded string. All three are read.
 */
export type LocalSearchRequest = LocalSearchParams & {
  indexName: string;
  /** `"facet"` asks for facet values, which the local index cannot search. */
  type?: string;
  params?: LocalSearchParams | string;
};

/** Requests as a list, or wrapped as algoliasearch v5 takes them. */
export type LocalSearchRequests = LocalSearchRequest[] | { requests: LocalSearchRequest[] };

/**
 * The part of a search client that react-instantsearch calls.
 *
 * This is a structural type rather than instantsearch.js's `SearchClient`: that type's `search`
 * is generic in the hit type (`<T>(…) => Promise<SearchResponses<T>>`), which a client returning
 * concrete records cannot satisfy without a cast. The one place that hands this client to
 * `<InstantSearch>` casts it there. `addAlgoliaAgent` is left out: instantsearch and its helper
 * call it only when a client has it.
 */
export interface LocalSearchClient {
  /** Answers every request, in request order. */
  search(requests: LocalSearchRequests): Promise<{ results: LocalSearchResponse[] }>;
  /** Always rejects: the local index has no facet values to search. */
  searchForFacetValues(): Promise<never>;
}

const FACET_SEARCH_UNSUPPORTED = "Searching facet values is not supported by the local search index.";

/** An index with no records, which answers the empty query without the file being loaded. */
const EMPTY_INDEX = buildLocalIndex([]);

function indexFromFile(file: LocalIndexFile): LocalIndex {
  // The file comes over the network: a stale or broken one must fail the search, not crash it later.
  if (file?.version !== 1 || !Array.isArray(file.records)) throw new Error("The local search index file is not in a format this site can read.");
  return buildLocalIndex(file.records);
}

/** A request's parameters, wherever it carries them; those in `params` win. */
function paramsOf({ indexName, type, params, ...flat }: LocalSearchRequest): LocalSearchParams {
  return { ...flat, ...readSearchParams(params) };
}

/**
 * A search client over the local index file, for `<InstantSearch searchClient>`.
 *
 * `load` is called with the first query that has words, not before: opening the search dialog
 * (an empty query) downloads nothing. The built index is kept. A failed `load` fails that search,
 * so the UI can show its error state, and the next search calls `load` again.
 */
export function createLocalSearchClient(load: () => Promise<LocalIndexFile>): LocalSearchClient {
  let pending: Promise<LocalIndex> | null = null;

  const loadIndex = (): Promise<LocalIndex> => {
    if (pending) return pending;
    // Called inside a promise so that a `load` that throws, rather than rejects, fails the same way.
    const attempt = new Promise<LocalIndexFile>((resolve) => resolve(load())).then(indexFromFile);
    pending = attempt;
    attempt.catch(() => {
      // Searches waiting on this attempt reject with its error; later ones start a new attempt.
      if (pending === attempt) pending = null;
    });
    return attempt;
  };

  return {
    async search(requests) {
      const list = Array.isArray(requests) ? requests : requests.requests;
      if (list.some((request) => request.type === "facet")) throw new Error(FACET_SEARCH_UNSUPPORTED);
      const queries = list.map((request) => ({ indexName: request.indexName, params: paramsOf(request) }));
      const needsIndex = queries.some(({ params }) => queryWords(params.query ?? "").length > 0);
      const index = needsIndex ? await loadIndex() : EMPTY_INDEX;
      return { results: queries.map(({ indexName, params }) => searchLocalIndex(index, params, indexName)) };
    },
    searchForFacetValues() {
      return Promise.reject(new Error(FACET_SEARCH_UNSUPPORTED));
    },
  };
}
