/**
 * localStorage access that never throws: storage can be disabled, full or blocked (private
 * windows, strict cookie settings), and a preference that cannot be saved must not break the page.
 */

/** The part of the Storage interface the site uses. */
export type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** window.localStorage, or null where reading it throws or there is no window. */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored value, or null when absent or unreadable. */
export function readStored(storage: KeyValueStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores a value; returns false when storage refused it. */
export function writeStored(storage: KeyValueStorage | null, key: string, value: string): boolean {
  try {
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Removes a value; ignores storage errors. */
export function removeStored(storage: KeyValueStorage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to undo: an unreadable store has nothing to remove either.
  }
}
