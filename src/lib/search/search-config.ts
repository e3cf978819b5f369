import { SYNONYM_GROUPS } from "./synonyms";

/**
 * How search matches and ranks, in one place: the local engine reads it, and the build pushes it
 * to Algolia as the index settings and synonyms (algolia-config.ts), so both backends behave alike.
 */
export const SEARCH_CONFIG = {
  /**
   * Searched attributes, most important first; attributes in one string (Algolia's syntax) rank
   * alike. `symbols` holds tickers and pairs (an exact ticker ranks above any text mention). The
   * trail ranks with the title because it completes it: "Get quote" under "Stocks" is the stock
   * quote. `code` holds identifiers, header names, error codes and field names from code and
   * schemas, below prose.
   */
  searchableAttributes: [
    "symbols",
    "hierarchy.lvl1,trail",
    "hierarchy.lvl2",
    "hierarchy.lvl3",
    "keywords",
    "content",
    "code",
  ],
  /** A word gets one typo from 4 letters and two from 8 (Algolia's defaults). */
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  /** Tickers and identifiers match as written: AAPL must not find AAL. */
  disableTypoToleranceOnAttributes: ["symbols", "code"],
  /** 401 must not find 402. */
  allowTyposOnNumericTokens: false,
  /** Only the last word of the query is matched as a prefix, as it is being typed. */
  queryType: "prefixLast",
  /**
   * `.`, `-`, `/` and `:` split words (BRK.B, SAP:de, EUR/USD, get-quote): both engines treat every
   * character that is not a letter or digit as a separator, so no character is indexed as a word part.
   */
  separatorsToIndex: "",
  /** Words a question is phrased with: a record need not contain them ("is the market open"). */
  optionalWords: [
    "is",
    "the",
    "a",
    "an",
    "how",
    "do",
    "does",
    "i",
    "can",
    "to",
    "my",
    "what",
    "which",
    "for",
    "of",
    "in",
    "on",
    "with",
    "get",
    "use",
    "are",
    "there",
    "when",
    "where",
    "why",
    "should",
    "me",
    "it",
    "you",
    "your",
    "and",
    "or",
  ],
  /** A query nothing matches whole is answered by the records matching most of its words ("401 unauthorized"). */
  removeWordsIfNoResults: "allOptional",
  synonyms: SYNONYM_GROUPS,
  /**
   * Last ties, as Algolia's custom ranking: a page before its headings before its text, then
   * reading order on the page, then the site areas in the navbar's order (a guide, then the HTTP
   * reference, the WebSocket reference, the symbol lists).
   */
  areaOrder: ["Guides", "HTTP API", "WebSocket API", "Symbols"],
} as const;

export type SearchConfig = typeof SEARCH_CONFIG;
