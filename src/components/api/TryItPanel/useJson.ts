import { useCallback, useEffect, useState } from "react";

/** A JSON file's state while it loads. */
export type Loaded<T> = { state: "loading" } | { state: "done"; value: T } | { state: "failed" };

/** Fetches a JSON file once `src` is set; `retry` tries again after a failure. */
export function useJson<T>(src: string | null): [Loaded<T>, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: "loading" });
  useEffect(() => {
    if (!src) return undefined;
    let current = true;
    setLoaded({ state: "loading" });
    fetch(src)
      .then((response) => {
        if (!response.ok) throw new Error(`${response.status}`);
        return response.json() as Promise<T>;
      })
      .then(
        (value) => current && setLoaded({ state: "done", value }),
        () => current && setLoaded({ state: "failed" }),
      );
    return () => {
      current = false;
    };
  }, [src, attempt]);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return [loaded, retry];
}
