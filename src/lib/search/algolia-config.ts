import type { SearchRecord } from "./types";

/** The environment a build pushes records to Algolia with. */
export interface AlgoliaPushEnvironment {
  GATSBY_ALGOLIA_APP_ID?: string;
  GATSBY_ALGOLIA_INDEX_NAME?: string;
  /** Write key: read at build time only. No GATSBY_ prefix, so it never reaches the browser bundle. */
  ALGOLIA_ADMIN_KEY?: string;
}

/** Where gatsby-plugin-algolia pushes the records: its `appId`, `indexName` and `apiKey` options. */
export interface AlgoliaPushTarget {
  appId: string;
  indexName: string;
  apiKey: string;
}

/**
 * The app, index and write key when all three are set (blank counts as unset), else null: then
 * gatsby-plugin-algolia is not loaded, nothing leaves the machine, and the site searches its
 * local index.
 */
export function algoliaPushTarget(env: AlgoliaPushEnvironment): AlgoliaPushTarget | null {
  const appId = env.GATSBY_ALGOLIA_APP_ID?.trim();
  const indexName = env.GATSBY_ALGOLIA_INDEX_NAME?.trim();
  const apiKey = env.ALGOLIA_ADMIN_KEY?.trim();
  return appId && indexName && apiKey ? { appId, indexName, apiKey } : null;
}

/** A record as pushed to Algolia. */
export type AlgoliaObject = SearchRecord & { internal: { contentDigest: string } };

/**
 * Records as gatsby-plugin-algolia 1.x takes them: it compares `internal.contentDigest` with what
 * the index holds to push only changed records and delete stale ones, and stops the build when a
 * record lacks it. `digest` hashes a record's JSON.
 */
export function toAlgoliaObjects(records: SearchRecord[], digest: (json: string) => string): AlgoliaObject[] {
  return records.map((record) => ({ ...record, internal: { contentDigest: digest(JSON.stringify(record)) } }));
}
