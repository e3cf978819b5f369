import { css } from "@emotion/react";
import { searchExtension } from "../../search/extension";
import { color } from "../../../theme/tokens";

const button = css`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-width: 40px;
  height: 40px;
  padding: 0 0.75rem;
  border: 1px solid ${color("border")};
  border-radius: 8px;
  background: ${color("surface")};
  color: ${color("textMuted")};
  font: inherit;
  font-size: 0.9375rem;
  cursor: pointer;
  &:hover { border-color: ${color("accent")}; color: ${color("text")}; }
  kbd { font-family: var(--font-code); font-size: 0.75rem; border: 1px solid ${color("border")}; border-radius: 4px; padding: 0 0.3rem; }
`;

/**
 * The navbar's search button. It appears once a search implementation registers itself in
 * `searchExtension`; the implementation is loaded only when the reader opens it.
 */
export function SearchButton() {
  const open = searchExtension.open;
  if (!open) return null;
  return (
    <button type="button" css={button} aria-haspopup="dialog" onClick={() => open()}>
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M20 20l-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span>Search</span>
      <kbd>Ctrl K</kbd>
    </button>
  );
}
