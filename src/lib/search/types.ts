/**
 * One search record: a page, or one section of a page under an h2 or h3. The same records are
 * pushed to Algolia when its keys are set and written to the local index file otherwise, so the
 * search dialog renders both alike.
 */
export interface SearchRecord {
  /** Unique and stable across builds: the record's URL. */
  objectID: string;
  /** Route, with `#anchor` for a section record. */
  url: string;
  /** Where the record sits, from the site area down to the nearest heading. */
  hierarchy: {
    /** Site area: "Guides", "HTTP API", "WebSocket API" or "Symbols". */
    lvl0: string;
    /** Page title. */
    lvl1: string;
    /** The h2 above the record, or null. */
    lvl2: string | null;
    /** The h3 above the record, or null. */
    lvl3: string | null;
  };
  /** Labels of the page's breadcrumbs, from the sidebar, e.g. ["Available endpoints", "Crypto"]. */
  trail: string[];
  /** Plain text of the section (at most about 600 characters), or the page summary; null when none. */
  content: string | null;
  /** The deepest level the record stands for: the whole page, a heading, or text under a heading. */
  type: "lvl1" | "lvl2" | "lvl3" | "content";
  /** Extra terms that should find the page (frontmatter keywords, tickers, HTTP method and path). */
  keywords: string[];
  /** Tickers and pairs of a symbol record, matched exactly and above any text (optional: other records have none). */
  symbols?: string[];
  /** The HTTP endpoint that quotes a symbol record's symbol: shown as the hit after it. */
  quote?: QuoteEndpoint;
  /** Identifiers, header names, error codes and field names from code and schemas, searched below prose. */
  code?: string[];
  /** Locale of the content; search is restricted to it. */
  language: string;
  /** Docs version the record belongs to; search is restricted to it. */
  version: string;
  /** Order of the record on its page, so a page's records keep reading order among equals. */
  position: number;
}

/** An operation page as a symbol record names it. */
export interface QuoteEndpoint {
  url: string;
  title: string;
  trail: string[];
  /** Method and path, e.g. "GET /stocks/quote". */
  request: string;
}

/**
 * The whole local index, published when no Algolia keys are set: what the MCP server and the
 * Algolia push read. The browser loads the index in parts instead (shards.ts).
 */
export const LOCAL_INDEX_URL = "/search/local-index.json";

/** Where the index's parts are published: the head at a fixed name, the other files named by their content hash. */
export const SEARCH_DIR_URL = "/search/";
export const SEARCH_HEAD_URL = "/search/head.json";

/** The local index file: the records and the build they came from. */
export interface LocalIndexFile {
  version: 1;
  records: SearchRecord[];
}
