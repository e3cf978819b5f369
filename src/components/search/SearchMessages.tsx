import { SUGGESTED_QUERIES } from "../../lib/search/dialog-model";
import { SiteLink } from "../layout/SiteLink";
import * as styles from "./SearchDialog/styles";

/** Where readers report a search that should have found something. */
export const FEEDBACK_URL = "/docs/support/channels";

/** Shown when the search service or the index cannot be reached. */
export function SearchError() {
  return (
    <div css={styles.message}>
      <p>
        <strong>Unable to fetch results</strong>
      </p>
      <p>You might want to check your network connection.</p>
    </div>
  );
}

/** Shown when a query finds nothing: suggestions, and where to say it should have. */
export function NoResults({
  query,
  onSuggest,
  onFollowLink,
}: {
  query: string;
  onSuggest: (query: string) => void;
  onFollowLink?: () => void;
}) {
  return (
    <div css={styles.message}>
      <p>
        No results for <strong>“{query}”</strong>
      </p>
      <p>Try searching for</p>
      <ul>
        {SUGGESTED_QUERIES.map((suggestion) => (
          <li key={suggestion}>
            <button type="button" css={styles.textButton} onClick={() => onSuggest(suggestion)}>
              {suggestion}
            </button>
          </li>
        ))}
      </ul>
      <p>
        Believe this query should return results?{" "}
        <SiteLink href={FEEDBACK_URL} onClick={onFollowLink}>
          Let us know.
        </SiteLink>
      </p>
    </div>
  );
}
