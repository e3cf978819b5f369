/** A search host as algoliasearch takes it. */
export interface AlgoliaHost {
  url: string;
  accept: "read";
  protocol: "http" | "https";
}

/**
 * Search hosts from a comma-separated list of origins (`GATSBY_ALGOLIA_HOSTS`, e.g.
 * `http://127.0.0.1:7700,http://127.0.0.1:7701`), in the order they are tried; null when unset, for
 * Algolia's own hosts. It points the site at a stand-in for Algolia's API (the browser tests) or a
 * proxy in front of it.
 */
export function algoliaHosts(list: string | undefined): AlgoliaHost[] | null {
  const origins = (list ?? "").split(",").map((origin) => origin.trim()).filter(Boolean);
  if (origins.length === 0) return null;
  return origins.map((origin) => {
    const url = new URL(origin);
    return { url: url.host, accept: "read", protocol: url.protocol === "http:" ? "http" : "https" };
  });
}
