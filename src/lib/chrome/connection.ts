/**
 * Whether route assets may be prefetched on this connection: not on 2g, not with data-saver on.
 * Gatsby's loader applies the same rule to viewport prefetching; the site applies it to hover
 * loading too (Gatsby's hover loading ignores it).
 */

/** The parts of the Network Information API that matter here. */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

/** False on 2g and slow-2g connections and when the reader turned data-saver on. */
export function allowsPrefetch(connection: ConnectionInfo | undefined | null): boolean {
  if (!connection) return true;
  if ((connection.effectiveType ?? "").includes("2g")) return false;
  return !connection.saveData;
}
