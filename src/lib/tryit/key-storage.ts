/**
 * Where "Try it" keeps the reader's API key: for this tab only (sessionStorage) unless they ask
 * to be remembered on this device (localStorage). Never in the URL, history or logs.
 */

/** The storage key. */
export const API_KEY_STORAGE_KEY = "tickwire.tryIt.apiKey";

/** The two stores, injected so the logic is testable and survives blocked storage. */
export interface KeyStores {
  session: Pick<Storage, "getItem" | "setItem" | "removeItem"> | null;
  local: Pick<Storage, "getItem" | "setItem" | "removeItem"> | null;
}

function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    // Storage can be disabled or full; the key then lives only in the form.
    return fallback;
  }
}

/** The saved key and whether it is remembered on this device. */
export function loadKey(stores: KeyStores): { key: string; remembered: boolean } {
  const remembered = attempt(() => stores.local?.getItem(API_KEY_STORAGE_KEY) ?? null, null);
  if (remembered) return { key: remembered, remembered: true };
  return { key: attempt(() => stores.session?.getItem(API_KEY_STORAGE_KEY) ?? null, null) ?? "", remembered: false };
}

/** Saves the key in the store the reader chose, and removes it from the other. */
export function saveKey(stores: KeyStores, key: string, remember: boolean): void {
  if (!key) {
    forgetKey(stores);
    return;
  }
  const [keep, drop] = remember ? [stores.local, stores.session] : [stores.session, stores.local];
  attempt(() => keep?.setItem(API_KEY_STORAGE_KEY, key), undefined);
  attempt(() => drop?.removeItem(API_KEY_STORAGE_KEY), undefined);
}

/** Removes the key from both stores. */
export function forgetKey(stores: KeyStores): void {
  attempt(() => stores.session?.removeItem(API_KEY_STORAGE_KEY), undefined);
  attempt(() => stores.local?.removeItem(API_KEY_STORAGE_KEY), undefined);
}
