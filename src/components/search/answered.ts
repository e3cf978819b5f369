/** The part of instantsearch's results the screens read to know whether an answer arrived. */
interface MaybeResults {
  query?: string;
  /** Set by react-instantsearch on the placeholder results it shows before the first answer. */
  __isArtificial?: boolean;
}

/**
 * Whether `results` is the engine's answer to `query`. Before the first answer react-instantsearch
 * hands out placeholder results (no hits, the query of the state): read as an answer, they showed
 * "No results" while the index was still loading.
 */
export function isAnswerTo(results: MaybeResults | null | undefined, query: string): boolean {
  return Boolean(results) && query.trim() !== "" && results?.query === query && results.__isArtificial !== true;
}
