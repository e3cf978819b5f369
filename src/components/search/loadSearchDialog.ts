import type { SearchDialog } from "./SearchDialog";

let loaded: typeof SearchDialog | null = null;
let pending: Promise<typeof SearchDialog> | null = null;

/** The dialog if its code has arrived, for a button rendered after it did. */
export const loadedSearchDialog = (): typeof SearchDialog | null => loaded;

/**
 * The search dialog's code, with the search library it brings, which most page views never need:
 * loaded once, on the reader's first move towards search. A failed load (offline, most likely)
 * rejects, and the next call tries again.
 */
export function loadSearchDialog(): Promise<typeof SearchDialog> {
  pending ??= import("./SearchDialog").then(
    (module) => (loaded = module.SearchDialog),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}
