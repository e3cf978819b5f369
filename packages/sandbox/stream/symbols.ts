/** Symbols as clients type them on the stream, and their normalised form. */
import type { Asset } from "../market/instruments.ts";

/**
 * The normalised form of a symbol as a client typed it: uppercase, and on the stocks stream a
 * lowercase country suffix, with `:us` dropped because a bare ticker already means the US.
 */
export function normaliseSymbol(asset: Asset, raw: string): string {
  const trimmed = raw.trim();
  if (asset !== "stocks") return trimmed.toUpperCase();
  const [ticker, country, ...rest] = trimmed.split(":");
  if (rest.length > 0 || country === undefined) return trimmed.toUpperCase();
  const cc = country.toLowerCase();
  return cc === "us" ? ticker.toUpperCase() : `${ticker.toUpperCase()}:${cc}`;
}
