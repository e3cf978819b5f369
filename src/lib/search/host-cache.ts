import type { Cache, Host, StatefulHost } from "@algolia/client-common";

/** How long a host that failed is skipped before it is tried first again (SPEC: host retry back-off 2 minutes). */
export const HOST_RETRY_DELAY_MS = 2 * 60 * 1000;

type HostKey = Record<string, unknown> | string;

/** A host's identity, whatever state fields the key carries. */
function hostKey(key: HostKey): string {
  if (typeof key === "string") return key;
  const host = key as Partial<Host>;
  return `${host.protocol ?? "https"}://${host.url ?? ""}:${host.port ?? ""}/${host.accept ?? ""}`;
}

/**
 * A host cache for algoliasearch's transporter in which a failed host stays skipped for two minutes.
 *
 * algoliasearch 5's default cache serialises its keys whole: the transporter reads a host's state
 * under the plain host and writes it under the stateful host (status and time included), so the
 * failure is stored where nothing reads it, and a refused host was tried first again at once.
 * Here the key is the host alone and the state is kept as data, judged against `now` on every read.
 */
export function createHostCache(now: () => number = Date.now): Cache {
  const failures = new Map<string, { status: "down" | "timed out"; since: number }>();
  const stateful = (host: Host, failure: { status: "down" | "timed out"; since: number }): StatefulHost => ({
    ...host,
    status: failure.status,
    lastUpdate: failure.since,
    isUp: () => now() - failure.since > HOST_RETRY_DELAY_MS,
    isTimedOut: () => failure.status === "timed out" && now() - failure.since <= HOST_RETRY_DELAY_MS,
  });
  const cache = {
    get(key: HostKey, defaultValue: () => Promise<unknown>) {
      const failure = failures.get(hostKey(key));
      if (!failure || typeof key === "string") return defaultValue();
      return Promise.resolve(stateful(key as unknown as Host, failure));
    },
    set(key: HostKey, value: unknown) {
      const status = (value as Partial<StatefulHost> | null)?.status;
      if (status === "down" || status === "timed out") failures.set(hostKey(key), { status, since: now() });
      else failures.delete(hostKey(key));
      return Promise.resolve(value);
    },
    delete(key: HostKey) {
      failures.delete(hostKey(key));
      return Promise.resolve();
    },
    clear() {
      failures.clear();
      return Promise.resolve();
    },
  };
  // The interface's methods are generic in the cached value; this cache holds hosts only.
  return cache as unknown as Cache;
}
