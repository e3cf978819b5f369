import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useHits, useInstantSearch, useSearchBox } from "react-instantsearch";
import {
  capQuery,
  groupByArea,
  MAX_QUERY_LENGTH,
  RESULTS_PER_GROUP,
  searchPageUrl,
} from "../../../lib/search/dialog-model";
import { rememberHit } from "../../../lib/search/history";
import { followsFirstHit, withQuoteHit } from "../../../lib/search/quote-hit";
import { isAnswerTo } from "../answered";
import { toSavedHit, type SearchHit } from "../hit";
import { HitText } from "../HitText";
import { NoResults, SearchError } from "../SearchMessages";
import { useSearchHistory } from "../useSearchHistory";
import { SavedSearches } from "./SavedSearches";
import * as styles from "./styles";
import { SiteLink } from "../../layout/SiteLink";

/** Props of DialogContent. */
export interface Props {
  initialQuery: string;
  onQueryChange: (query: string) => void;
  /** Closes the dialog and opens `url`. */
  onNavigate: (url: string) => void;
  onClose: () => void;
}

/** The search box, the hits as a listbox driven from the box with the arrow keys, and the footer. */
export function DialogContent({ initialQuery, onQueryChange, onNavigate, onClose }: Props) {
  const { refine } = useSearchBox();
  const { items } = useHits<SearchHit>();
  const { status, results } = useInstantSearch({ catchError: true });
  const [query, setQueryState] = useState(initialQuery);
  const [active, setActive] = useState(0);
  const [history, updateHistory] = useSearchHistory();
  const ids = useId();
  const box = useRef<HTMLInputElement>(null);

  // The reader came to type: the box has focus from the start, its text selected to retype.
  useEffect(() => {
    box.current?.focus();
    box.current?.select();
  }, []);

  const setQuery = (next: string) => {
    const capped = capQuery(next);
    setQueryState(capped);
    setActive(0);
    refine(capped);
    onQueryChange(capped);
  };

  const trimmed = query.trim();
  // Hits belong to the query on screen only once its answer arrived.
  const answered = status !== "error" && isAnswerTo(results, query);
  const groups = useMemo(() => {
    if (!answered) return [];
    // A symbol's quote endpoint is shown right after it, in the symbol's group.
    const hits = withQuoteHit(items);
    return groupByArea(hits, RESULTS_PER_GROUP, (hit) =>
      followsFirstHit(hits, hit) ? hits[0].hierarchy.lvl0 : hit.hierarchy.lvl0,
    );
  }, [answered, items]);
  const options = groups.flatMap((group) => group.hits);
  const optionId = (index: number) => `${ids}-option-${index}`;
  const listboxId = `${ids}-listbox`;
  const showList = options.length > 0;

  const open = (hit: SearchHit) => {
    updateHistory((current) => rememberHit(current, toSavedHit(hit)));
    onNavigate(hit.url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!showList) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      const next = (active + step + options.length) % options.length;
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView?.({ block: "nearest" });
    } else if (event.key === "Enter" && !event.nativeEvent.isComposing) {
      event.preventDefault();
      const hit = options[active];
      if (hit) open(hit);
    }
  };

  const announcement =
    status === "error"
      ? "Unable to fetch results"
      : !answered
        ? ""
        : results.nbHits === 0
          ? `No results for ${trimmed}`
          : `${results.nbHits} results for ${trimmed}`;

  let index = -1;
  return (
    <>
      <form role="search" css={styles.form} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={`${ids}-input`} className="visually-hidden">
          Search the documentation
        </label>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M20 20l-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          ref={box}
          id={`${ids}-input`}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listboxId}
          aria-activedescendant={showList ? optionId(active) : undefined}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          maxLength={MAX_QUERY_LENGTH}
          placeholder="Search docs, endpoints, symbols"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {(status === "loading" || status === "stalled") && trimmed && (
          <span css={styles.spinner} aria-hidden="true" data-testid="search-spinner" />
        )}
        <button type="button" css={styles.textButton} onClick={onClose}>
          Cancel
        </button>
      </form>
      <div css={styles.body} data-search-state={status}>
        {status === "error" && trimmed ? (
          <SearchError />
        ) : !trimmed ? (
          <SavedSearches history={history} onChange={updateHistory} onNavigate={onNavigate} />
        ) : answered && results.nbHits === 0 ? (
          <NoResults query={trimmed} onSuggest={setQuery} onFollowLink={onClose} />
        ) : null}
        <div role="listbox" id={listboxId} aria-label="Search results" hidden={!showList}>
          {groups.map((group) => (
            <div role="group" key={group.area} aria-labelledby={`${ids}-${group.area}`}>
              <div id={`${ids}-${group.area}`} css={styles.groupTitle}>
                {group.area}
              </div>
              {group.hits.map((hit) => {
                index += 1;
                const position = index;
                return (
                  <SiteLink
                    plain
                    key={hit.objectID}
                    id={optionId(position)}
                    role="option"
                    aria-selected={position === active}
                    tabIndex={-1}
                    href={hit.url}
                    css={styles.option}
                    onMouseMove={() => position !== active && setActive(position)}
                    onClick={(event) => {
                      event.preventDefault();
                      open(hit);
                    }}
                  >
                    <HitText hit={hit} />
                  </SiteLink>
                );
              })}
            </div>
          ))}
        </div>
        {showList && results.nbHits > options.length && (
          <SiteLink
            plain
            css={styles.seeAll}
            href={searchPageUrl(trimmed)}
            onClick={(event) => {
              event.preventDefault();
              onNavigate(searchPageUrl(trimmed));
            }}
          >
            See all {results.nbHits} results
          </SiteLink>
        )}
      </div>
      <ul css={styles.footer} aria-label="Keyboard shortcuts">
        <li>
          <kbd>Enter</kbd> to select
        </li>
        <li>
          <kbd aria-label="Arrow up">↑</kbd>
          <kbd aria-label="Arrow down">↓</kbd> to navigate
        </li>
        <li>
          <kbd>Escape</kbd> to close
        </li>
      </ul>
      <div role="status" className="visually-hidden">
        {status === "stalled" && trimmed ? "Searching…" : announcement}
      </div>
    </>
  );
}
