/**
 * Colour mode rules shared by the pre-paint script, the toggle and the tests. The stylesheet
 * follows the operating system until the reader chooses; a choice sets `data-theme` on <html>.
 */

/** The two colour modes. */
export type ColourMode = "light" | "dark";

/** Colour-mode policy: `switchable` shows a toggle and follows the OS until the reader chooses. */
export type ColourModePolicy = "switchable" | "dark-only";

/** localStorage key of the reader's choice. */
export const COLOUR_MODE_STORAGE_KEY = "theme";

/** Attribute on <html> holding the chosen (or forced) mode; absent means "follow the OS". */
export const COLOUR_MODE_ATTRIBUTE = "data-theme";

/** Media query of the operating system's dark preference. */
export const PREFERS_DARK_QUERY = "(prefers-color-scheme: dark)";

/** A stored value as a mode, or null when it is missing or not a mode. */
export function parseColourMode(value: string | null | undefined): ColourMode | null {
  return value === "light" || value === "dark" ? value : null;
}

/** The mode the page shows: forced dark, else the reader's choice, else the operating system's. */
export function effectiveColourMode(
  policy: ColourModePolicy,
  chosen: ColourMode | null,
  systemPrefersDark: boolean,
): ColourMode {
  if (policy === "dark-only") return "dark";
  return chosen ?? (systemPrefersDark ? "dark" : "light");
}

/** The other mode. */
export function oppositeColourMode(mode: ColourMode): ColourMode {
  return mode === "dark" ? "light" : "dark";
}
