/** A value a symbol field suggests, with the name shown beside it. */
export interface Suggestion {
  value: string;
  label: string;
}

/** A symbol as the suggestions need it. */
export interface SuggestedSymbol {
  assetClass: string;
  listId: string;
  symbol: string;
  name: string;
  pairs: readonly string[];
}

/** The public file with every asset class's suggestions. */
export const SUGGESTIONS_PATH = "/samples/symbols/suggestions.json";

/**
 * The tickers a symbol field offers, by asset class (which is also the operation's tag): pairs for
 * coins and currencies (the form the quote endpoints take), symbols for the rest, each once.
 */
export function symbolSuggestions(symbols: readonly SuggestedSymbol[]): Record<string, Suggestion[]> {
  const byClass: Record<string, Map<string, Suggestion>> = {};
  for (const symbol of symbols) {
    const seen = (byClass[symbol.assetClass] ??= new Map());
    const where = symbol.listId.startsWith(`${symbol.assetClass}-`)
      ? ` (${symbol.listId.slice(symbol.assetClass.length + 1).toUpperCase()})`
      : "";
    const values = symbol.pairs.length ? symbol.pairs : [symbol.symbol];
    for (const value of values) if (!seen.has(value)) seen.set(value, { value, label: `${symbol.name}${where}` });
  }
  return Object.fromEntries(Object.entries(byClass).map(([assetClass, values]) => [assetClass, [...values.values()]]));
}
