import { useCallback, useState } from "react";
import type { SearchDialog as SearchDialogComponent } from "./SearchDialog";

let loaded: typeof SearchDialogComponent | null = null;
let pending: Promise<typeof SearchDialogComponent> | null = null;

function importDialog(): Promise<typeof SearchDialogComponent> {
  pending ??= import("./SearchDialog").then(
    (module) => (loaded = module.SearchDialog),
    (error: unknown) => {
      // Offline, most likely: the next intent tries again.
      pending = null;
      throw error;
    },
  );
  return pending;
}

/**
 * The search dialog's code, with the search library it brings, which most page views never need:
 * pointing at, touching or focusing the search button loads it, and opening search shows the
 * dialog as soon as it has arrived. A failed load leaves search closed and is tried again on the
 * next intent.
 */
export function useSearchDialogModule(): { component: typeof SearchDialogComponent | null; load: () => Promise<boolean> } {
  const [component, setComponent] = useState<typeof SearchDialogComponent | null>(() => loaded);
  /** Resolves true once the dialog can show, false when its code could not be loaded. */
  const load = useCallback(
    () =>
      importDialog().then(
        (dialog) => {
          setComponent(() => dialog);
          return true;
        },
        () => false,
      ),
    [],
  );
  return { component, load };
}
