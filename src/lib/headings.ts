import { createSlugger } from "./slug";

/** A heading found in a document's source. */
export interface Heading {
  /** 1–6, from the number of `#`. */
  depth: number;
  /** Plain text, with inline Markdown removed. */
  value: string;
  /** Page-unique id, as rendered in the HTML. */
  id: string;
}

/** An entry of the table of contents: an h2 with its h3 children. */
export interface TocEntry {
  /** Heading id. */
  id: string;
  /** Heading text. */
  value: string;
  /** h3 entries under this h2. */
  children: TocEntry[];
}

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const ATX_HEADING = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;

/** Removes inline Markdown so that `**Quotes** [API](/x)` becomes `Quotes API`. */
export function headingText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/`([^`]*)`/g, "$1")
    .replace(/(\*\*|__)(.*?)\1/g, "$2")
    .replace(/(\*|_)(.*?)\1/g, "$2")
    .replace(/<[^>]+>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\\([\\`*_{}[\]()#+\-.!<>])/g, "$1")
    .trim();
}

/**
 * Lists the ATX headings of an MDX body, skipping fenced code. Ids are assigned in document order
 * with the same slugger the renderer uses, so duplicates get the same suffixes in both places.
 */
export function extractHeadings(body: string): Heading[] {
  const slugger = createSlugger();
  const headings: Heading[] = [];
  let openFence: string | null = null;
  for (const line of body.split(/\r?\n/)) {
    const fence = FENCE.exec(line);
    if (fence) {
      const marker = fence[1];
      if (openFence === null) openFence = marker;
      else if (marker[0] === openFence[0] && marker.length >= openFence.length) openFence = null;
      continue;
    }
    if (openFence !== null) continue;
    const match = ATX_HEADING.exec(line);
    if (!match) continue;
    const value = headingText(match[2]);
    headings.push({ depth: match[1].length, value, id: slugger.slug(value) });
  }
  return headings;
}

/** Builds the h2–h3 table of contents; an h3 before any h2 becomes a top-level entry. */
export function buildToc(headings: Heading[]): TocEntry[] {
  const toc: TocEntry[] = [];
  for (const heading of headings) {
    const entry: TocEntry = { id: heading.id, value: heading.value, children: [] };
    if (heading.depth === 2) toc.push(entry);
    else if (heading.depth === 3) {
      const parent = toc[toc.length - 1];
      if (parent) parent.children.push(entry);
      else toc.push(entry);
    }
  }
  return toc;
}
