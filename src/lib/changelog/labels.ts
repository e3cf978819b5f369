/** The words a changelog is shown with, on its page, in its feed and in its Markdown. */
import type { ChangeLevel } from "./types";

/** Labels of the levels, as a change's marker shows them. */
export const LEVEL_LABELS: Record<ChangeLevel, string> = {
  breaking: "Breaking",
  deprecation: "Deprecation",
  "non-breaking": "Non-breaking",
};

/** "1 operation", "37 operations". */
export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** What changed in the spec when a release changed nothing a spec can show. */
export const NO_SPEC_CHANGE = "nothing; this release changed behaviour only, as its notes say.";

/** "1 breaking change, 6 non-breaking changes", or null for none. */
export function countsText(counts: { breaking: number; deprecation: number; nonBreaking: number }): string | null {
  const parts = [
    counts.breaking ? plural(counts.breaking, "breaking change") : null,
    counts.deprecation ? plural(counts.deprecation, "deprecation") : null,
    counts.nonBreaking ? plural(counts.nonBreaking, "non-breaking change") : null,
  ].filter((part): part is string => part !== null);
  return parts.length ? parts.join(", ") : null;
}
