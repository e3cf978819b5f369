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

const FENCE_OPEN = /^\s{0,3}(`{3,}|~{3,})/;
const FENCE_CLOSE = /^\s{0,3}(`{3,}|~{3,})\s*$/;
const ATX_HEADING = /^\s{0,3}(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/;
const SETEXT_UNDERLINE = /^\s{0,3}(=+|-+)\s*$/;
const NOT_PARAGRAPH = /^\s*$|^\s{0,3}([-*+]\s|\d+[.)]\s|>|<|\||#)/;

/** The state of fenced-code scanning after `line`: the open fence marker, or null outside code. */
export function nextFenceState(
  line: string,
  openFence: string | null,
): { openFence: string | null; isFenceLine: boolean } {
  if (openFence === null) {
    const open = FENCE_OPEN.exec(line);
    return open ? { openFence: open[1], isFenceLine: true } : { openFence: null, isFenceLine: false };
  }
  const close = FENCE_CLOSE.exec(line);
  if (close && close[1][0] === openFence[0] && close[1].length >= openFence.length)
    return { openFence: null, isFenceLine: true };
  return { openFence, isFenceLine: false };
}

/** Removes inline Markdown so that `**Quotes** [API](/x)` becomes `Quotes API`. */
export function headingText(markdown: string): string {
  const kept: string[] = [];
  const keep = (text: string) => `\u0000${kept.push(text) - 1}\u0000`;
  return markdown
    .replace(/`([^`]*)`/g, (_match, code: string) => keep(code))
    .replace(/\\([\\`*_{}[\]()#+\-.!<>])/g, (_match, character: string) => keep(character))
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\*\*(.+?)\*\*/g, "$1")
    .replace(/(?<![\p{L}\p{N}])__(.+?)__(?![\p{L}\p{N}])/gu, "$1")
    .replace(/\*(.+?)\*/g, "$1")
    .replace(/(?<![\p{L}\p{N}])_(.+?)_(?![\p{L}\p{N}])/gu, "$1")
    .replace(/<[^>]+>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\u0000(\d+)\u0000/g, (_match, index: string) => kept[Number(index)])
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
  let paragraphLine: string | null = null;
  for (const line of body.split(/\r?\n/)) {
    const fence = nextFenceState(line, openFence);
    openFence = fence.openFence;
    if (fence.isFenceLine || openFence !== null) {
      paragraphLine = null;
      continue;
    }
    const setext = SETEXT_UNDERLINE.exec(line);
    if (setext && paragraphLine !== null) {
      const value = headingText(paragraphLine);
      headings.push({ depth: setext[1][0] === "=" ? 1 : 2, value, id: slugger.slug(value) });
      paragraphLine = null;
      continue;
    }
    const match = ATX_HEADING.exec(line);
    if (match) {
      const value = headingText(match[2]);
      headings.push({ depth: match[1].length, value, id: slugger.slug(value) });
    }
    paragraphLine = match || NOT_PARAGRAPH.test(line) ? null : line;
  }
  return headings;
}

/** Builds the h2–h3 table of contents; an h3 before any h2 becomes a top-level entry. */
export function buildToc(headings: Heading[]): TocEntry[] {
  const toc: TocEntry[] = [];
  let section: TocEntry | null = null;
  for (const heading of headings) {
    const entry: TocEntry = { id: heading.id, value: heading.value, children: [] };
    if (heading.depth === 2) {
      toc.push(entry);
      section = entry;
    } else if (heading.depth === 3) {
      if (section) section.children.push(entry);
      else toc.push(entry);
    }
  }
  return toc;
}
