/**
 * What the page of each coin, currency and index says: its facts, pairs, lead sentence and the
 * symbols its samples use; and the symbols of the lists without pages. Pure, from validated data.
 */
import { coinPairs, currencyPairs, type SymbolCatalogue, type SymbolListSpec } from "./lists";
import { countryName, currencyName } from "./reference";
import type { EntryKind } from "./services";

/** A labelled value on a symbol's page. */
export interface SymbolFact {
  label: string;
  value: string;
}

/** "a", "a and b", "a, b and c". */
export function joinWords(words: readonly string[]): string {
  return words.length <= 1 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

/** "1 exchange", "9 exchanges". */
export const plural = (count: number, one: string, other: string): string => `${count} ${count === 1 ? one : other}`;

/** What differs between the three kinds of entry pages. */
export interface EntryParts {
  symbol: string;
  name: string;
  path: ReadonlyArray<string | number>;
  facts: SymbolFact[];
  pairs: string[];
  /** Symbols the samples use: the quote request takes the first. */
  sampleSymbols: string[];
  summary: string;
  data: Record<string, unknown>;
}

/** The page content of each coin, currency or index, in file order, with its path in the file. */
export function entryParts(kind: EntryKind, catalogue: SymbolCatalogue): EntryParts[] {
  switch (kind) {
    case "crypto":
      return catalogue.crypto.coins.map((coin, index) => {
        const pairs = coinPairs(coin);
        return {
          symbol: coin.symbol,
          name: coin.name,
          path: ["coins", index],
          pairs,
          sampleSymbols: pairs,
          summary: `${coin.name} trades as ${joinWords(pairs)}, at a price aggregated from ${plural(coin.exchanges.length, "exchange", "exchanges")}.`,
          facts: [
            { label: "Ticker", value: coin.symbol },
            { label: "Pairs", value: pairs.join(", ") },
            {
              label: "Quote currencies",
              value: coin.quotes.map((code) => `${currencyName(code)} (${code})`).join(", "),
            },
            { label: "Exchanges", value: [...coin.exchanges].sort().join(", ") },
            { label: "Launched", value: String(coin.launched) },
          ],
          data: coin,
        };
      });
    case "currencies":
      return catalogue.currencies.currencies.map((currency, index) => {
        const pairs = currencyPairs(currency.code, catalogue.currencies);
        const countries = currency.countries.map(countryName);
        return {
          symbol: currency.code,
          name: currency.name,
          path: ["currencies", index],
          pairs,
          sampleSymbols: pairs,
          summary: `${currency.name} (${currency.code}) is the official currency of ${countries.length === 1 ? countries[0] : `${countries.length} countries`} and part of ${plural(pairs.length, "pair", "pairs")}.`,
          facts: [
            { label: "Code", value: currency.code },
            { label: "Decimals", value: String(currency.minor_units) },
            { label: "Pairs", value: pairs.join(", ") },
            { label: "Countries", value: [...countries].sort().join(", ") },
          ],
          data: currency,
        };
      });
    case "indices":
      return catalogue.indices.indices.map((index, position) => ({
        symbol: index.symbol,
        name: index.name,
        path: ["indices", position],
        pairs: [],
        sampleSymbols: [index.symbol],
        summary: `${index.name} (${index.symbol}) is calculated by ${index.provider} from ${plural(index.constituents, "constituent", "constituents")}; its level is in points, not a currency.`,
        facts: [
          { label: "Symbol", value: index.symbol },
          { label: "Market", value: countryName(index.country) },
          { label: "Provider", value: index.provider },
          { label: "Constituents", value: String(index.constituents) },
          { label: "Constituents' currency", value: `${currencyName(index.currency)} (${index.currency})` },
        ],
        data: index,
      }));
  }
}

/** Symbols of the lists without pages of their own: commodities and stocks. */
export function listedOnly(
  spec: SymbolListSpec,
  catalogue: SymbolCatalogue,
): Array<{ symbol: string; name: string; path: Array<string | number>; data: Record<string, unknown> }> {
  if (spec.kind === "commodities") {
    return catalogue.commodities[spec.group].map((entry, index) => ({
      symbol: entry.symbol,
      name: entry.name,
      path: [spec.group, index],
      data: entry,
    }));
  }
  if (spec.kind === "stocks") {
    return catalogue.stocks[spec.country].stocks.map((entry, index) => ({
      symbol: entry.symbol,
      name: entry.name,
      path: ["stocks", index],
      data: entry,
    }));
  }
  return [];
}
