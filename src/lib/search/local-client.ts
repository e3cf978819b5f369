import {
  answerQuery,
  buildLocalIndex,
  pageRecordIds,
  queryKeys,
  rankQuery,
  searchLocalIndex,
  type LocalIndex,
  type LocalSearchResponse,
  type SearchParams,
} from "./engine";
import {
  addRecords,
  addTerms,
  indexOfHead,
  recordFilesFor,
  termFilesFor,
  type RecordsFile,
  type SearchHeadFile,
  type TermsFile,
} from "./shards";
import { SEARCH_DIR_URL, SEARCH_HEAD_URL } from "./types";

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

/** Where the client reads the index in parts (shards.ts): over HTTP in the browser, from files in the benches. */
export interface IndexSource {
  head(): Promise<SearchHeadFile>;
  /** A term or record file the head names. */
  file(name: string): Promise<unknown>;
}

/** The index's parts at their URLs (types.ts), read with `fetchJson`. */
export const indexSourceAt = (fetchJson: (url: string) => Promise<unknown>): IndexSource => ({
  head: () => fetchJson(SEARCH_HEAD_URL) as Promise<SearchHeadFile>,
  file: (name) => fetchJson(SEARCH_DIR_URL + name),
});

const EMPTY_INDEX: LocalIndex = buildLocalIndex([]);

const queryOf = (request: LocalSearchRequest): string =>
  typeof request.params === "string"
    ? (new URLSearchParams(request.params).get("query") ?? "")
    : (request.params?.query ?? "");

/** The head, the index built from it so far, and the files asked for. */
interface Loaded {
  head: SearchHeadFile;
  index: LocalIndex;
  files: Map<string, Promise<void>>;
}

/**
 * A search client over the local index in parts. The head is fetched with the first query that
 * has text; each query then fetches the term files of its words' keys, and the record files of
 * the page of hits it shows, each file once. A failed fetch fails that search (the dialog says
 * so) and the next search starts again from the head: the build may have replaced the files.
 */
export function createLocalSearchClient(source: IndexSource): LocalSearchClient {
  let loaded: Promise<Loaded> | null = null;
  const forget = (error: unknown): never => {
    loaded = null;
    throw error;
  };
  const loadHead = () =>
    (loaded ??= source.head().then((head) => ({ head, index: indexOfHead(head), files: new Map() }), forget));
  const loadFile = (current: Loaded, file: string, add: (content: unknown) => void): Promise<void> => {
    let done = current.files.get(file);
    if (!done) current.files.set(file, (done = source.file(file).then(add, forget)));
    return done;
  };

  async function answer(current: Loaded, request: LocalSearchRequest): Promise<LocalSearchResponse> {
    const { head, index } = current;
    await Promise.all(
      termFilesFor(head, queryKeys(queryOf(request))).map((file) =>
        loadFile(current, file, (content) => addTerms(index, content as TermsFile)),
      ),
    );
    const ranked = rankQuery(index, request.params);
    await Promise.all(
      recordFilesFor(head, pageRecordIds(ranked)).map(({ file, first }) =>
        loadFile(current, file, (content) => addRecords(index, first, content as RecordsFile)),
      ),
    );
    return answerQuery(index, ranked, request.indexName);
  }

  return {
    async search(requests) {
      const list = Array.isArray(requests) ? requests : requests.requests;
      if (list.every((request) => queryOf(request).trim() === ""))
        return { results: list.map((request) => searchLocalIndex(EMPTY_INDEX, request.params, request.indexName)) };
      const current = await loadHead();
      return { results: await Promise.all(list.map((request) => answer(current, request))) };
    },
    searchForFacetValues() {
      return Promise.reject(new Error("The local search index has no facet values to search."));
    },
  };
}
