import type { SearchClient } from "instantsearch.js";
import { siteConfig } from "../../../site.config";
import { createHostCache } from "../../lib/search/host-cache";
import { algoliaHosts } from "../../lib/search/algolia-hosts";
import { createLocalSearchClient, indexSourceAt } from "../../lib/search/local-client";

/** The index the dialog queries: Algolia's when configured; the local engine ignores the name. */
export const INDEX_NAME = siteConfig.search.algoliaIndexName || "tickwire-docs";

/** Whether the build was given Algolia's search-only credentials. */
export const usesAlgolia = (): boolean =>
  Boolean(siteConfig.search.algoliaAppId && siteConfig.search.algoliaSearchKey && siteConfig.search.algoliaIndexName);

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The search index could not be loaded (HTTP ${response.status}).`);
  return (await response.json()) as unknown;
}

/** Milliseconds Algolia's hosts get to connect, answer a search and accept a write; an unreachable host is skipped for two minutes. */
export const ALGOLIA_TIMEOUTS = { connect: 1000, read: 2000, write: 30_000 };

type Requests = Parameters<SearchClient["search"]>[0];

/** Requests as a list, whichever of the two forms instantsearch used. */
const requestList = (requests: Requests): { indexName: string; params?: { query?: string } }[] =>
  (Array.isArray(requests) ? requests : (requests as { requests: typeof requests }).requests) as {
    indexName: string;
    params?: { query?: string };
  }[];

/**
 * Algolia's lite client, loaded with the first query that has text: the dialog's opening search
 * (an empty query) costs neither a download nor a request.
 */
function algoliaClient(): SearchClient {
  let client: Promise<SearchClient> | null = null;
  const load = () =>
    (client ??= import("algoliasearch/lite").then(
      // The lite client's types differ from instantsearch's in generics only.
      ({ liteClient }) => {
        const hosts = algoliaHosts(process.env.GATSBY_ALGOLIA_HOSTS);
        return liteClient(siteConfig.search.algoliaAppId, siteConfig.search.algoliaSearchKey, {
          timeouts: ALGOLIA_TIMEOUTS,
          // The default host cache never reads back a failed host (see host-cache.ts): this one skips it for two minutes.
          hostsCache: createHostCache(),
          ...(hosts ? { hosts } : {}),
        }) as unknown as SearchClient;
      },
      (error: unknown) => {
        client = null;
        throw error;
      },
    ));
  return {
    search: ((requests: Requests) => {
      const list = requestList(requests);
      if (list.every((request) => !request.params?.query)) {
        return Promise.resolve({
          results: list.map((request) => ({
            hits: [],
            nbHits: 0,
            page: 0,
            nbPages: 0,
            hitsPerPage: 0,
            processingTimeMS: 0,
            exhaustiveNbHits: true,
            query: "",
            params: "",
            index: request.indexName,
          })),
        });
      }
      return load().then((algolia) => algolia.search(requests));
    }) as SearchClient["search"],
  } as SearchClient;
}

let client: SearchClient | null = null;

/** The search client, made once: Algolia when its keys are set, the local index otherwise. */
export function searchClient(): SearchClient {
  // The local client is structurally a search client; instantsearch's type asks for more than it calls.
  client ??= usesAlgolia()
    ? algoliaClient()
    : (createLocalSearchClient(indexSourceAt(fetchJson)) as unknown as SearchClient);
  return client;
}
