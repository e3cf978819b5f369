import { SEARCH_CONFIG } from "./search-config";
import type { SearchRecord } from "./types";

/**
 * Algolia's settings for the search records, derived from the config the local engine runs on
 * (search-config.ts): the same attributes in the same order, typo, prefix, separator and
 * optional-word rules; filtered on language and version; pages before headings before text.
 */
export const ALGOLIA_INDEX_SETTINGS = {
  // Attributes that rank alike are unordered already; a lone one is made so, as the local engine ignores where in an attribute a word is.
  searchableAttributes: SEARCH_CONFIG.searchableAttributes.map((entry) =>
    entry.includes(",") ? entry : `unordered(${entry})`,
  ),
  minWordSizefor1Typo: SEARCH_CONFIG.minWordSizefor1Typo,
  minWordSizefor2Typos: SEARCH_CONFIG.minWordSizefor2Typos,
  disableTypoToleranceOnAttributes: [...SEARCH_CONFIG.disableTypoToleranceOnAttributes],
  allowTyposOnNumericTokens: SEARCH_CONFIG.allowTyposOnNumericTokens,
  queryType: SEARCH_CONFIG.queryType,
  separatorsToIndex: SEARCH_CONFIG.separatorsToIndex,
  optionalWords: [...SEARCH_CONFIG.optionalWords],
  removeWordsIfNoResults: SEARCH_CONFIG.removeWordsIfNoResults,
  attributesForFaceting: ["filterOnly(language)", "filterOnly(version)"],
  attributesToSnippet: ["content:24"],
  customRanking: ["asc(level)", "asc(position)", "asc(area)"],
  attributesToRetrieve: ["url", "hierarchy", "trail", "content", "type", "keywords", "position", "quote"],
};

/** The synonyms as Algolia takes them: one two-way synonym per group of search-config.ts. */
export const ALGOLIA_SYNONYMS = SEARCH_CONFIG.synonyms.map((group) => ({
  objectID: `synonyms-${group[0].replace(/\W+/g, "-")}`,
  type: "synonym" as const,
  synonyms: [...group],
}));

/** Record order Algolia's custom ranking sorts by first, as the local engine does: a page, then h2, then h3 sections. */
const LEVEL: Record<SearchRecord["type"], number> = { lvl1: 0, lvl2: 1, lvl3: 2, content: 3 };

/** The environment a build pushes records to Algolia with. */
export interface AlgoliaPushEnvironment {
  GATSBY_ALGOLIA_APP_ID?: string;
  GATSBY_ALGOLIA_INDEX_NAME?: string;
  /** Write key: read at build time only, never part of the browser bundle (no GATSBY_ prefix). */
  ALGOLIA_ADMIN_KEY?: string;
}

/**
 * The app, index and write key when all three are set, else null: then no record leaves the
 * machine and the site searches its local index.
 */
export function algoliaPushTarget(
  env: AlgoliaPushEnvironment,
): { appId: string; indexName: string; apiKey: string } | null {
  const appId = env.GATSBY_ALGOLIA_APP_ID?.trim();
  const indexName = env.GATSBY_ALGOLIA_INDEX_NAME?.trim();
  const apiKey = env.ALGOLIA_ADMIN_KEY?.trim();
  return appId && indexName && apiKey ? { appId, indexName, apiKey } : null;
}

/** A record as pushed to Algolia: its ranks for the custom ranking, and the digest gatsby-plugin-algolia compares to skip unchanged records. */
export type AlgoliaObject = SearchRecord & { level: number; area: number; internal: { contentDigest: string } };

/** Rank of a site area in the custom ranking: the config's order, unknown areas last. */
export const areaRank = (area: string): number => {
  const rank = (SEARCH_CONFIG.areaOrder as readonly string[]).indexOf(area);
  return rank < 0 ? SEARCH_CONFIG.areaOrder.length : rank;
};

/**
 * The records with a digest of their content each: gatsby-plugin-algolia pushes only records whose
 * digest changed since the last build, and stops a build whose records have none.
 */
export function toAlgoliaObjects(records: SearchRecord[], digest: (text: string) => string): AlgoliaObject[] {
  return records.map((record) => ({
    ...record,
    level: LEVEL[record.type],
    area: areaRank(record.hierarchy.lvl0),
    internal: { contentDigest: digest(JSON.stringify(record)) },
  }));
}
