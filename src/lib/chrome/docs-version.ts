/** Preferred docs version, remembered per docs plugin in localStorage. */
import { readStored, removeStored, writeStored, type KeyValueStorage } from "./storage";

/** A configured docs version. */
export interface DocsVersionConfig {
  /** Version name, e.g. "current" or "2.0". */
  name: string;
  /** Label shown in the version dropdown. */
  label: string;
  /** Base route of the version. */
  path: string;
}

/** localStorage key of a docs plugin's preferred version. */
export const preferredVersionKey = (pluginId: string): string => `docs-preferred-version-${pluginId}`;

/** Reads and writes one docs plugin's preferred version. */
export interface PreferredVersionStore {
  /** The stored version name, or null when none is stored or it is no longer configured. */
  read(): string | null;
  /** Remembers a configured version; unknown names are ignored. */
  save(name: string): void;
  /** Forgets the preference. */
  clear(): void;
}

/** A preferred-version store for `pluginId`, accepting only the configured version names. */
export function preferredVersionStore(
  storage: KeyValueStorage | null,
  pluginId: string,
  versions: readonly DocsVersionConfig[],
): PreferredVersionStore {
  const key = preferredVersionKey(pluginId);
  const known = (name: string | null): name is string => versions.some((version) => version.name === name);
  return {
    read() {
      const stored = readStored(storage, key);
      return known(stored) ? stored : null;
    },
    save(name) {
      if (known(name)) writeStored(storage, key, name);
    },
    clear() {
      removeStored(storage, key);
    },
  };
}

/** The version a route belongs to: the one with the longest base path that contains it. */
export function versionOfRoute(route: string, versions: readonly DocsVersionConfig[]): DocsVersionConfig | null {
  const containing = versions.filter((version) => route === version.path || route.startsWith(`${version.path}/`));
  return containing.sort((a, b) => b.path.length - a.path.length)[0] ?? null;
}

/** Whether the version dropdown is shown: only when there is a choice to make. */
export const showsVersionMenu = (versions: readonly DocsVersionConfig[]): boolean => versions.length > 1;
