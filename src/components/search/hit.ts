import type { SearchRecord } from "../../lib/search/types";
import type { SavedHit } from "../../lib/search/history";

/** One highlighted value of a hit. */
interface HighlightValue {
  value: string;
}

/** A hit as the search engines return it: the record plus its highlighted and snippeted values. */
export interface SearchHit extends SearchRecord {
  _highlightResult?: {
    hierarchy?: Partial<Record<"lvl0" | "lvl1" | "lvl2" | "lvl3", HighlightValue>>;
    content?: HighlightValue;
  };
  _snippetResult?: { content?: HighlightValue };
}

/** The heading a hit points at: its deepest heading level, or null for a whole page. */
export const hitHeading = (hit: SearchRecord): string | null => hit.hierarchy.lvl3 ?? hit.hierarchy.lvl2;

/** What the dialog keeps of a hit the reader opened. */
export const toSavedHit = (hit: SearchRecord): SavedHit => ({
  url: hit.url,
  title: hit.hierarchy.lvl1,
  heading: hitHeading(hit),
  area: hit.hierarchy.lvl0,
});

/** The title line of a hit, highlighted: the heading for section hits, the page title otherwise. */
export function titleValue(hit: SearchHit): string {
  const level = hit.hierarchy.lvl3 ? "lvl3" : hit.hierarchy.lvl2 ? "lvl2" : "lvl1";
  return hit._highlightResult?.hierarchy?.[level]?.value ?? escapeText(hit.hierarchy[level] ?? hit.hierarchy.lvl1);
}

/** The line under the title, highlighted: the snippet of the content, if any. */
export function contentValue(hit: SearchHit): string | null {
  const value = hit._snippetResult?.content?.value ?? hit._highlightResult?.content?.value;
  return value ?? (hit.content ? escapeText(hit.content) : null);
}

/** Plain text in the escaped form highlight values use. */
function escapeText(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}
