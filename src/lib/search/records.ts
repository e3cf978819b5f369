import { BASE_PATH } from "../docs";
import { mdxSections, truncateAtWord } from "./mdx-sections";
import type { SearchRecord } from "./types";

/** What the records of one page are made from, whatever kind of page it is. */
export interface SearchPageSource {
  /** Route of the page. */
  path: string;
  title: string;
  /** One sentence about the page, or null. */
  description: string | null;
  /** Sidebar the page is shown with; it names the page's site area. */
  sidebarId: string | null;
  /** Extra terms that should find the page. */
  keywords: string[];
  /** Labels of the page's breadcrumbs: shown with its hits, and searched. */
  trail: string[];
  /** A guide's MDX body, split into section records; null for pages generated from data. */
  body: string | null;
  /** Identifiers, header names, error codes and field names of a generated page (an operation's schema). */
  code?: string[];
  /** Where the page comes from, for messages. */
  source: string;
}

/** Site area of each sidebar, as the navbar names it. */
export const AREA_OF_SIDEBAR: Record<string, string> = {
  main: "Guides",
  api: "HTTP API",
  websocket: "WebSocket API",
  symbols: "Symbols",
};

/** Longest section text kept in a record: enough for a snippet, small enough for the index. */
export const CONTENT_LIMIT = 600;

/** Routes that are not content: nothing to find there. */
const NOT_SEARCHED = new Set(["/docs/search", "/docs/404"]);

/**
 * The search records of the site: one per page, and one per h2 and h3 section of each guide with
 * that section's text. Records are in page order; `position` keeps reading order within a page.
 * Throws, naming both sources, when two records would share a URL.
 */
export function buildSearchRecords(
  pages: SearchPageSource[],
  tags: { language: string; version: string },
): SearchRecord[] {
  const records: SearchRecord[] = [];
  const sources = new Map<string, string>();
  const add = (
    record: Omit<SearchRecord, "objectID" | "language" | "version" | "position">,
    source: string,
    position: number,
  ) => {
    const earlier = sources.get(record.url);
    if (earlier) throw new Error(`Two search records for ${record.url}: from ${earlier} and from ${source}.`);
    sources.set(record.url, source);
    records.push({ objectID: record.url, ...record, language: tags.language, version: tags.version, position });
  };

  for (const page of [...pages].sort((a, b) => a.path.localeCompare(b.path))) {
    if (NOT_SEARCHED.has(page.path) || !page.path.startsWith(BASE_PATH)) continue;
    const lvl0 = (page.sidebarId && AREA_OF_SIDEBAR[page.sidebarId]) || "Guides";
    const sections = page.body === null ? [] : mdxSections(page.body);
    const openingSection = sections.find((section) => section.heading === null);
    const opening = openingSection?.text ?? "";
    const pageCode = [...(page.code ?? []), ...(openingSection?.code ?? [])];
    add(
      {
        url: page.path,
        hierarchy: { lvl0, lvl1: page.title, lvl2: null, lvl3: null },
        trail: page.trail,
        content: truncateAtWord(page.description ?? opening, CONTENT_LIMIT) || null,
        type: "lvl1",
        // The trail is searched in its own right, ranked with the title.
        keywords: page.keywords,
        ...(pageCode.length ? { code: pageCode } : {}),
      },
      page.source,
      0,
    );
    let position = 1;
    for (const section of sections) {
      if (!section.heading) continue;
      const isH3 = section.heading.depth === 3;
      add(
        {
          url: `${page.path}#${section.heading.id}`,
          hierarchy: {
            lvl0,
            lvl1: page.title,
            lvl2: isH3 ? (section.parent?.value ?? null) : section.heading.value,
            lvl3: isH3 ? section.heading.value : null,
          },
          content: section.text ? truncateAtWord(section.text, CONTENT_LIMIT) : null,
          trail: page.trail,
          type: isH3 ? "lvl3" : "lvl2",
          keywords: [],
          ...(section.code.length ? { code: section.code } : {}),
        },
        `${page.source} (heading "${section.heading.value}")`,
        position,
      );
      position += 1;
    }
  }
  return records;
}

/**
 * The page records with records from elsewhere (a symbol's): one whose URL is a page's lends that
 * page's record its symbols, keywords and quote; the others are records of their own, after the pages.
 */
export function mergeRecords(pages: readonly SearchRecord[], more: readonly SearchRecord[]): SearchRecord[] {
  const byUrl = new Map(pages.map((record, index) => [record.url, index]));
  const merged = [...pages];
  const extra: SearchRecord[] = [];
  for (const record of more) {
    const index = byUrl.get(record.url);
    if (index === undefined) extra.push(record);
    else
      merged[index] = {
        ...merged[index],
        symbols: record.symbols,
        keywords: [...merged[index].keywords, ...record.keywords],
        ...(record.quote ? { quote: record.quote } : {}),
      };
  }
  return [...merged, ...extra];
}
