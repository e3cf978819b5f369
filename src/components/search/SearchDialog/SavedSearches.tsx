import type { ReactNode } from "react";
import {
  addFavourite,
  forgetRecent,
  removeFavourite,
  visibleHistory,
  type SavedHit,
  type SearchHistory,
} from "../../../lib/search/history";
import * as styles from "./styles";
import { SiteLink } from "../../layout/SiteLink";

/** Props of SavedSearches. */
export interface Props {
  history: SearchHistory;
  onChange: (change: (history: SearchHistory) => SearchHistory) => void;
  onNavigate: (url: string) => void;
}

const StarIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
    <path
      d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
    />
  </svg>
);

const CrossIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
    <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

const label = (hit: SavedHit) => (hit.heading ? `${hit.title}: ${hit.heading}` : hit.title);

/** Before the reader types: favourites and recent searches, each with its actions; Tab reaches them. */
export function SavedSearches({ history, onChange, onNavigate }: Props) {
  const { recent, favourites } = visibleHistory(history);
  if (recent.length === 0 && favourites.length === 0) {
    return (
      <div css={styles.message}>
        <p>
          <strong>No recent searches</strong>
        </p>
        <p>
          Search the guides, the HTTP and WebSocket references and the symbol lists. Pages you open from here are listed
          for next time.
        </p>
      </div>
    );
  }
  const link = (hit: SavedHit) => (
    <SiteLink
      plain
      href={hit.url}
      onClick={(event) => {
        event.preventDefault();
        onNavigate(hit.url);
      }}
    >
      <span css={styles.optionTitle}>{hit.heading ?? hit.title}</span>
      <span css={styles.optionPath}>{hit.heading ? `${hit.area} › ${hit.title}` : hit.area}</span>
    </SiteLink>
  );
  return (
    <>
      <SavedList id="search-favourites" title="Favourites" hits={favourites} link={link}>
        {(hit) => (
          <button
            type="button"
            aria-label={`Remove “${label(hit)}” from favourites`}
            onClick={() => onChange((current) => removeFavourite(current, hit.url))}
          >
            <CrossIcon />
          </button>
        )}
      </SavedList>
      <SavedList id="search-recent" title="Recent" hits={recent} link={link}>
        {(hit) => (
          <>
            <button
              type="button"
              aria-label={`Save “${label(hit)}” as a favourite`}
              onClick={() => onChange((current) => addFavourite(current, hit))}
            >
              <StarIcon />
            </button>
            <button
              type="button"
              aria-label={`Remove “${label(hit)}” from recent searches`}
              onClick={() => onChange((current) => forgetRecent(current, hit.url))}
            >
              <CrossIcon />
            </button>
          </>
        )}
      </SavedList>
    </>
  );
}

/** One titled list of saved searches, each with its actions; nothing when the list is empty. */
function SavedList({
  id,
  title,
  hits,
  link,
  children,
}: {
  id: string;
  title: string;
  hits: SavedHit[];
  link: (hit: SavedHit) => ReactNode;
  children: (hit: SavedHit) => ReactNode;
}) {
  if (hits.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h3 id={id} css={styles.groupTitle}>
        {title}
      </h3>
      <ul css={styles.list}>
        {hits.map((hit) => (
          <li key={hit.url} css={styles.savedRow}>
            {link(hit)}
            {children(hit)}
          </li>
        ))}
      </ul>
    </section>
  );
}
