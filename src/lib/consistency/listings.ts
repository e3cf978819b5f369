/**
 * The exchange an example gives a stock is the one the symbol lists give it: `AAPL` is on
 * `NASDAQ` wherever it appears, in examples and in the examples a schema's properties make up.
 */
import { isObject, type SpecObject } from "../openapi/document";
import { deref } from "./spec-text";

/** The object a schema's property examples make up, through `allOf` and local `$ref`s. */
export function schemaExampleObject(root: SpecObject, schema: unknown): Record<string, unknown> {
  const node = deref(root, schema);
  if (!isObject(node)) return {};
  const parts = Array.isArray(node.allOf) ? node.allOf.map((part) => schemaExampleObject(root, part)) : [];
  const own: Record<string, unknown> = {};
  if (isObject(node.properties))
    for (const [name, property] of Object.entries(node.properties)) {
      const target = isObject(property) && Array.isArray(property.examples) ? property : deref(root, property);
      if (isObject(target) && Array.isArray(target.examples) && target.examples.length) own[name] = target.examples[0];
    }
  return Object.assign({}, ...parts, own) as Record<string, unknown>;
}

/**
 * Stocks shown with an exchange other than their listing's. `listing` maps `SYMBOL:country` to
 * the exchange's acronym; a stock without a country (or with a bare stream symbol) is `us`.
 */
export function listingProblems(value: unknown, where: string, listing: ReadonlyMap<string, string>): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => listingProblems(item, `${where}/${index}`, listing));
  if (!isObject(value)) return [];
  const own: string[] = [];
  if (typeof value.symbol === "string" && typeof value.exchange === "string") {
    const [ticker, suffix] = value.symbol.split(":");
    const country = typeof value.country === "string" ? value.country : (suffix ?? "us");
    const expected = listing.get(`${ticker.toUpperCase()}:${country.toLowerCase()}`);
    if (expected !== undefined && expected !== value.exchange)
      own.push(`${where}: ${value.symbol} (${country}) is shown on ${value.exchange}, but its listing is ${expected}`);
  }
  return [
    ...own,
    ...Object.entries(value).flatMap(([key, child]) => listingProblems(child, `${where}/${key}`, listing)),
  ];
}
