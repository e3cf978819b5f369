import type { SearchRecord } from "./types";

/** Algolia's settings for the search records: what is searched, in which order, and filtered on. */
export const ALGOLIA_INDEX_SETTINGS = {
  searchableAttributes: ["unordered(hierarchy.lvl1)", "unordered(hierarchy.lvl2)", "unordered(hierarchy.lvl3)", "unordered(keywords)", "unordered(content)"],
  attributesForFaceting: ["filterOnly(language)", "filterOnly(version)"],
  attributesToSnippet: ["content:24"],
  customRanking: ["asc(position)"],
  attributesToRetrieve: ["url", "hierarchy", "trail", "content", "type", "keywords", "position"],
};

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
export function algoliaPushTarget(env: AlgoliaPushEnvironment): { appId: string; indexName: string; apiKey: string } | null {
  const appId = env.GATSBY_ALGOLIA_APP_ID?.trim();
  const indexName = env.GATSBY_ALGOLIA_INDEX_NAME?.trim();
  const apiKey = env.ALGOLIA_ADMIN_KEY?.trim();
  return appId && indexName && apiKey ? { appId, indexName, apiKey } : null;
}

/** A record as pushed to Algolia: with the digest gatsby-plugin-algolia compares to skip unchanged records. */
export type AlgoliaObject = SearchRecord & { internal: { contentDigest: string } };

/**
 * The records with a digest of their content each: gatsby-plugin-algolia pushes only records whose
 * digest changed since the last build, and stops a build whose records have none.
 */
export function toAlgoliaObjects(records: SearchRecord[], digest: (text: string) => string): AlgoliaObject[] {
  return records.map((record) => ({ ...record, internal: { contentDigest: digest(JSON.stringify(record)) } }));
}
