import { navigate } from "gatsby";
import { useCallback, useEffect, useId, useRef } from "react";
import type { SearchClient } from "instantsearch.js";
import { Configure, InstantSearch } from "react-instantsearch";
import { INDEX_NAME, searchClient } from "../client";
import { FACET_FILTERS, HITS_PER_PAGE, SNIPPET_WORDS } from "../../../lib/search/dialog-model";
import { useFocusTrap } from "../../layout/Drawer/useFocusTrap";
import { DialogContent } from "./DialogContent";
import * as styles from "./styles";

/** Props of SearchDialog. */
export interface Props {
  onClose: () => void;
  /** Where queries go; the site's client (Algolia or the local index) unless given. */
  client?: SearchClient;
}

/** The query of the last search, offered again when the dialog reopens during the visit. */
let lastQuery = "";
const rememberQuery = (query: string) => {
  lastQuery = query;
};

/**
 * The search dialog: a modal over the page, opened from the navbar button or with Ctrl+K, ⌘K or
 * "/". It searches as the reader types, lists the hits by site area, and before any typing shows
 * the reader's recent searches and favourites. Focus stays inside while it is open; Escape or a
 * click outside closes it.
 */
export function SearchDialog({ onClose, client = searchClient() }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(container, true, onClose);

  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const go = useCallback(
    (url: string) => {
      onClose();
      void navigate(url);
    },
    [onClose],
  );

  return (
    <>
      {/* A pointer shortcut only: Escape is the keyboard's way out. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div css={styles.backdrop} onClick={onClose} data-testid="search-backdrop" />
      <div ref={container} role="dialog" aria-modal="true" aria-labelledby={titleId} css={styles.dialog} tabIndex={-1}>
        <h2 id={titleId} className="visually-hidden">
          Search the documentation
        </h2>
        <InstantSearch
          searchClient={client}
          indexName={INDEX_NAME}
          initialUiState={{ [INDEX_NAME]: { query: lastQuery } }}
          future={{ preserveSharedStateOnUnmount: true }}
        >
          <Configure
            hitsPerPage={HITS_PER_PAGE}
            facetFilters={FACET_FILTERS}
            attributesToSnippet={[`content:${SNIPPET_WORDS}`]}
            snippetEllipsisText="…"
          />
          <DialogContent initialQuery={lastQuery} onQueryChange={rememberQuery} onNavigate={go} onClose={onClose} />
        </InstantSearch>
      </div>
    </>
  );
}
