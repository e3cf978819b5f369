/** How prices are written: cents for stocks and index points, significant digits elsewhere. */
import type { Asset } from "./instruments.ts";

/** Significant digits kept per asset class, where prices are not in cents. */
const DIGITS: Record<Exclude<Asset, "stocks" | "indices">, number> = { currencies: 6, crypto: 7, commodities: 6 };

/** Decimal places of an instrument's prices, fixed from its level so they don't change as it moves. */
export function decimalsFor(asset: Asset, level: number): number {
  if (asset === "stocks") return level >= 1 ? 2 : 4;
  if (asset === "indices") return 2;
  const magnitude = Math.floor(Math.log10(Math.abs(level) || 1));
  return Math.min(8, Math.max(2, DIGITS[asset] - 1 - magnitude));
}

/** `value` rounded to `decimals` places. */
export function roundTo(value: number, decimals: number): number {
  return Number(value.toFixed(decimals));
}
