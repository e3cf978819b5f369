import {
  COLOUR_MODE_ATTRIBUTE,
  COLOUR_MODE_STORAGE_KEY,
  effectiveColourMode,
  oppositeColourMode,
  parseColourMode,
  PREFERS_DARK_QUERY,
} from "../../../lib/chrome/colour-mode";
import { browserStorage, writeStored } from "../../../lib/chrome/storage";

/** Switches to the other mode and remembers the choice; from then on the OS setting no longer applies. */
export function toggleColourMode(root: HTMLElement = document.documentElement): void {
  const current = effectiveColourMode(
    "switchable",
    parseColourMode(root.getAttribute(COLOUR_MODE_ATTRIBUTE)),
    window.matchMedia(PREFERS_DARK_QUERY).matches,
  );
  const next = oppositeColourMode(current);
  root.setAttribute(COLOUR_MODE_ATTRIBUTE, next);
  writeStored(browserStorage(), COLOUR_MODE_STORAGE_KEY, next);
}

/**
 * The light/dark toggle. Which icon and label show is decided by the stylesheet from the same
 * rules as the palette (`.when-light-mode`, `.when-dark-mode`), so the button is right from
 * the first paint, follows OS changes, and needs no state.
 */
export function ColourModeToggle() {
  return (
    <button type="button" className="colour-mode-toggle" onClick={() => toggleColourMode()}>
      <svg className="when-light-mode" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M21 14.5A8.5 8.5 0 0 1 9.5 3a8.5 8.5 0 1 0 11.5 11.5z" />
      </svg>
      <svg className="when-dark-mode" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="4.5" fill="currentColor" />
        <path
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          d="M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"
        />
      </svg>
      <span className="visually-hidden when-light-mode">Switch to dark mode</span>
      <span className="visually-hidden when-dark-mode">Switch to light mode</span>
    </button>
  );
}
