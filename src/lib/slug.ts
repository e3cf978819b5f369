/**
 * Heading ids. The same function names the ids in rendered HTML, the table of contents and the
 * anchor checker, so a link to `#rate-limits` is valid exactly when the page shows that id.
 */

/** Characters removed from slugs: everything but letters, digits, spaces, `-` and `_`. */
const PUNCTUATION = /[^\p{L}\p{N}\p{M} _-]/gu;

/** Turns heading text into a URL fragment: lowercase, punctuation dropped, spaces to `-`. */
export function slugify(text: string): string {
  return text.trim().toLowerCase().replace(PUNCTUATION, "").replace(/ /g, "-");
}

/** A stateful slugger for one page: repeated headings get `-1`, `-2` suffixes. */
export interface Slugger {
  /** Returns a page-unique id for the heading text. */
  slug(text: string): string;
}

/** Creates a slugger whose ids are unique within one page. */
export function createSlugger(): Slugger {
  const seen = new Map<string, number>();
  return {
    slug(text: string): string {
      const base = slugify(text) || "section";
      let candidate = base;
      let count = seen.get(base) ?? 0;
      while (seen.has(candidate)) {
        count += 1;
        candidate = `${base}-${count}`;
      }
      seen.set(base, count);
      seen.set(candidate, 0);
      return candidate;
    },
  };
}
