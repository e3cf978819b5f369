import { useEffect, useRef } from "react";
import { Configure, InstantSearch, useHits, useInstantSearch, usePagination, useSearchBox } from "react-instantsearch";
import { FACET_FILTERS, HITS_PER_PAGE, SNIPPET_WORDS } from "../../../lib/search/dialog-model";
import { INDEX_NAME, searchClient } from "../client";
import type { SearchHit } from "../hit";
import { isAnswerTo } from "../answered";
import { withQuoteHit } from "../../../lib/search/quote-hit";
import { HitText } from "../HitText";
import { SiteLink } from "../../layout/SiteLink";
import { NoResults, SearchError } from "../SearchMessages";
import * as dialogStyles from "../SearchDialog/styles";
import * as styles from "./styles";

/** Props of SearchPageResults. */
export interface Props {
  query: string;
  /** 1-based page of results. */
  page: number;
  onPageChange: (page: number) => void;
  onSuggest: (query: string) => void;
}

/** The search page's results for `query`, twenty to a page, with numbered pages. */
export function SearchPageResults({ query, page, onPageChange, onSuggest }: Props) {
  return (
    <InstantSearch
      searchClient={searchClient()}
      indexName={INDEX_NAME}
      initialUiState={{ [INDEX_NAME]: { query, page } }}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      <Configure
        hitsPerPage={HITS_PER_PAGE}
        facetFilters={FACET_FILTERS}
        attributesToSnippet={[`content:${SNIPPET_WORDS}`]}
        snippetEllipsisText="…"
      />
      <ResultList query={query} page={page} onPageChange={onPageChange} onSuggest={onSuggest} />
    </InstantSearch>
  );
}

function ResultList({ query, page, onPageChange, onSuggest }: Props) {
  const { refine } = useSearchBox();
  const { items } = useHits<SearchHit>();
  const { status, results } = useInstantSearch({ catchError: true });
  const pagination = usePagination({ padding: 2 });
  const refineQuery = useRef(refine);
  refineQuery.current = refine;
  const refinePage = useRef(pagination.refine);
  refinePage.current = pagination.refine;

  useEffect(() => refineQuery.current(query), [query]);
  useEffect(() => refinePage.current(page - 1), [page]);

  // As in the dialog, a symbol's quote endpoint follows it: "AAPL" answers Apple, then GET /stocks/quote.
  const shown = results.page === 0 ? withQuoteHit(items) : items;
  const trimmed = query.trim();
  const answered = status !== "error" && isAnswerTo(results, query);
  // Until the first answer the page says it is searching: never "No results" for an index still loading.
  const status_ =
    status === "error"
      ? "Unable to fetch results"
      : !answered
        ? "Searching…"
        : results.nbHits === 0
          ? `No results for “${trimmed}”`
          : `${results.nbHits} results for “${trimmed}”, page ${results.page + 1} of ${results.nbPages}`;

  return (
    <section aria-label="Search results" data-search-state={status}>
      <p role="status" css={styles.count}>
        {status_}
      </p>
      {status === "error" && <SearchError />}
      {answered && results.nbHits === 0 && <NoResults query={trimmed} onSuggest={onSuggest} />}
      {answered && shown.length > 0 && (
        <ol css={styles.list} start={results.page * results.hitsPerPage + 1}>
          {shown.map((hit) => (
            <li key={hit.objectID}>
              <SiteLink href={hit.url} css={dialogStyles.option}>
                <HitText hit={hit} />
              </SiteLink>
            </li>
          ))}
        </ol>
      )}
      {answered && results.nbPages > 1 && (
        <nav aria-label="Search results pages" css={styles.pages}>
          <ul>
            {pagination.pages.map((index) => (
              <li key={index}>
                <SiteLink
                  plain
                  href={`?q=${encodeURIComponent(trimmed)}&page=${index + 1}`}
                  aria-current={index === pagination.currentRefinement ? "page" : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    onPageChange(index + 1);
                  }}
                >
                  <span className="visually-hidden">Page </span>
                  {index + 1}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
