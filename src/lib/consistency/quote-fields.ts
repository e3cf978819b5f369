/**
 * What every quote carries on both protocols: `delayed`, required by each quote schema of the
 * HTTP spec and each quote message of the WebSocket spec, and written in every quote example,
 * and prices with the decimal places the precision facts give their asset class.
 */
import { priceDecimals, type PrecisionRule } from "../facts/precision";
import type { AssetClass } from "../facts/schema";
import { isObject, type SpecObject } from "../openapi/document";
import { decimals, type MarketObservations } from "./market-examples";
import { deref } from "./spec-text";

/** Fields every quote has on both protocols, whatever the asset class. */
export const QUOTE_FIELDS_EVERYWHERE = ["delayed"] as const;

/** The `required` names of a schema, through `allOf` and local `$ref`s. */
export function requiredOf(root: SpecObject, schema: unknown): Set<string> {
  const node = deref(root, schema);
  if (!isObject(node)) return new Set();
  const own = Array.isArray(node.required)
    ? node.required.filter((name): name is string => typeof name === "string")
    : [];
  const parts = Array.isArray(node.allOf) ? node.allOf.flatMap((part) => [...requiredOf(root, part)]) : [];
  return new Set([...own, ...parts]);
}

/** Quote schemas of the HTTP spec (`components.schemas.*Quote`) that don't require a field every quote has. */
export function httpQuoteSchemaProblems(root: SpecObject): string[] {
  const schemas = isObject(root.components) && isObject(root.components.schemas) ? root.components.schemas : {};
  return Object.entries(schemas)
    .filter(([name]) => /.Quote$/.test(name))
    .flatMap(([name, schema]) => {
      const required = requiredOf(root, schema);
      return QUOTE_FIELDS_EVERYWHERE.filter((field) => !required.has(field)).map(
        (field) => `#/components/schemas/${name}: \`${field}\` is not in \`required\`, though every quote carries it`,
      );
    });
}

/** Quote messages of the WebSocket spec (payload `event` const `quote`) that don't require a field every quote has. */
export function streamQuoteMessageProblems(root: SpecObject): string[] {
  const messages = isObject(root.components) && isObject(root.components.messages) ? root.components.messages : {};
  return Object.entries(messages).flatMap(([name, message]) => {
    const payload = isObject(message) ? deref(root, message.payload) : undefined;
    if (!isObject(payload) || !isObject(payload.properties)) return [];
    const properties = payload.properties;
    const event = deref(root, properties.event);
    if (!isObject(event) || event.const !== "quote") return [];
    const required = requiredOf(root, payload);
    return QUOTE_FIELDS_EVERYWHERE.flatMap((field) => [
      ...(required.has(field)
        ? []
        : [`#/components/messages/${name}: \`${field}\` is not in \`required\`, though every quote carries it`]),
      ...(field in properties ? [] : [`#/components/messages/${name}: the payload has no \`${field}\` property`]),
    ]);
  });
}

/** Quote examples that leave out `delayed` or don't write it as a boolean. */
export function quoteExampleDelayedProblems(found: MarketObservations): string[] {
  return found.quotes
    .filter((quote) => typeof quote.delayed !== "boolean")
    .map((quote) => `${quote.where}: the quote of ${quote.key} has no boolean \`delayed\`; every quote carries it`);
}

const ASSETS = new Set<string>(["stocks", "indices", "currencies", "crypto", "commodities"]);
// Percentages and fractions are not prices: their places are those of a percentage.
const NOT_PRICES = new Set(["change_percent", "change_pct"]);
/**
 * How far an example's price may be from its instrument's usual price, whose decimal places are
 * fixed: a price that has doubled keeps the places of the level it started at.
 */
const LEVEL_SPREAD = 3;

/**
 * Prices, levels and bars written with more decimal places than the precision facts give their
 * asset class at that price (a price up to `LEVEL_SPREAD` times its instrument's usual price).
 */
export function precisionProblems(found: MarketObservations, rule: PrecisionRule): string[] {
  const allowed = (asset: string, level: number) => priceDecimals(rule, asset as AssetClass, level / LEVEL_SPREAD);
  const problems: string[] = [];
  for (const quote of found.quotes) {
    if (!quote.asset || !ASSETS.has(quote.asset)) continue;
    const level = quote.fields.price ?? quote.fields.level;
    if (level === undefined) continue;
    const places = allowed(quote.asset, level);
    for (const [field, value] of Object.entries(quote.fields))
      if (!NOT_PRICES.has(field) && decimals(value) > places)
        problems.push(
          `${quote.where}: ${quote.key} \`${field}\` ${value} has ${decimals(value)} decimal places; ${quote.asset} at that price have at most ${places}`,
        );
  }
  for (const bar of found.bars) {
    if (!bar.asset || !ASSETS.has(bar.asset)) continue;
    const places = allowed(bar.asset, bar.close);
    for (const field of ["open", "high", "low", "close"] as const)
      if (decimals(bar[field]) > places)
        problems.push(
          `${bar.where}: ${bar.key} bar of ${bar.date} \`${field}\` ${bar[field]} has ${decimals(bar[field])} decimal places; ${bar.asset} at that price have at most ${places}`,
        );
  }
  return problems;
}
