import { useEffect, useState } from "react";
import type { SearchPageResults } from "./Results";

let pending: Promise<typeof SearchPageResults> | null = null;

/**
 * The search page's results component, with the search library, loaded once the page has a query
 * to show. Null until then, and while a failed load waits for the next query to try again.
 */
export function useResultsModule(wanted: boolean): typeof SearchPageResults | null {
  const [component, setComponent] = useState<typeof SearchPageResults | null>(null);
  useEffect(() => {
    if (!wanted || component) return;
    pending ??= import("./Results").then(
      (module) => module.SearchPageResults,
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    let current = true;
    pending.then(
      (loaded) => current && setComponent(() => loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, component]);
  return component;
}
