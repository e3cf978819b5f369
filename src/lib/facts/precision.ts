/**
 * The decimal places of an instrument's prices, by the rule of the facts (`precision`): the one
 * rule the sandbox rounds with and the consistency check holds the examples to.
 */
import type { AssetClass, Facts } from "./schema";

/** The precision facts. */
export type PrecisionRule = Facts["precision"];

/**
 * Decimal places of the prices of an instrument of `asset` whose usual price (its level) is
 * `level`: fixed per instrument, so that they don't change as the price moves.
 */
export function priceDecimals(rule: PrecisionRule, asset: AssetClass, level: number): number {
  if (asset === "stocks") return Math.abs(level) >= 1 ? rule.stockDecimals : rule.stockDecimalsBelowOne;
  if (asset === "indices") return rule.indexDecimals;
  const magnitude = Math.floor(Math.log10(Math.abs(level) || 1));
  return Math.min(rule.maxDecimals, Math.max(rule.minDecimals, rule.significantDigits[asset] - 1 - magnitude));
}
