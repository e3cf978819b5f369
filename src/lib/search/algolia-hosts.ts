/** A search host as algoliasearch takes it. */
export interface AlgoliaHost<Accept extends "read" | "readWrite" = "read"> {
  url: string;
  accept: Accept;
  protocol: "http" | "https";
}

/**
 * Hosts from a comma-separated list of origins, in the order they are tried: the browser's search
 * hosts (`GATSBY_ALGOLIA_HOSTS`, e.g. `http://127.0.0.1:7700,http://127.0.0.1:7701`), or the hosts
 * the build writes to (`ALGOLIA_HOSTS`, `accept` "readWrite"); null when unset, for Algolia's own
 * hosts. It points the site at a stand-in for Algolia's API (the tests) or a proxy in front of it.
 */
export function algoliaHosts<Accept extends "read" | "readWrite" = "read">(
  list: string | undefined,
  accept: Accept = "read" as Accept,
): AlgoliaHost<Accept>[] | null {
  const origins = (list ?? "")
    .split(",")
    .map((origin) => origin.trim())
    .filter(Boolean);
  if (origins.length === 0) return null;
  return origins.map((origin) => {
    const url = new URL(origin);
    return { url: url.host, accept, protocol: url.protocol === "http:" ? "http" : "https" };
  });
}
