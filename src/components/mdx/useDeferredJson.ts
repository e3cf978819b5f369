import { useEffect, useState } from "react";

/** Where a JSON file loaded on demand stands. */
export type Deferred<T> = { state: "idle" } | { state: "loading" } | { state: "failed" } | { state: "done"; value: T };

// One request per file, shared by every component on the page that shows part of it.
const requests = new Map<string, Promise<unknown>>();

function request(src: string): Promise<unknown> {
  let pending = requests.get(src);
  if (!pending) {
    pending = fetch(src).then((response) =>
      response.ok ? response.json() : Promise.reject(new Error(`${src} answered ${response.status}`)),
    );
    // A failed load is tried again the next time it is wanted.
    pending.catch(() => requests.delete(src));
    requests.set(src, pending);
  }
  return pending;
}

/**
 * A JSON file of the site, fetched once `wanted` names something in it (a tab the reader chose)
 * and shared by every caller that names the same `src`. While `wanted` is null nothing is
 * downloaded; after a failure, the next thing wanted tries again.
 */
export function useDeferredJson<T>(src: string, wanted: string | null): Deferred<T> {
  // Each state remembers its file, so a component kept across a navigation never shows the
  // previous page's data.
  const [loaded, setLoaded] = useState<{ src: string; state: Deferred<T> }>({ src, state: { state: "idle" } });
  const current = loaded.src === src ? loaded.state : ({ state: "idle" } as const);
  useEffect(() => {
    if (wanted === null || current.state === "done") return undefined;
    let active = true;
    setLoaded({ src, state: { state: "loading" } });
    request(src)
      .then((value) => active && setLoaded({ src, state: { state: "done", value: value as T } }))
      .catch(() => active && setLoaded({ src, state: { state: "failed" } }));
    return () => {
      active = false;
    };
    // Only a new wish (or a new file) starts a load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [src, wanted]);
  return current;
}
