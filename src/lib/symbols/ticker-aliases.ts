/**
 * The addresses readers type for a symbol with a page: its ticker or code, and the pairs it is
 * the base of, under its list's route (`/docs/symbols/crypto/btc`, `/docs/symbols/crypto/btcusd`,
 * `/docs/symbols/indices/spx`), each leading to the symbol's page (`/docs/symbols/crypto/bitcoin`).
 * Pure; src/lib/redirects.ts turns them into the site's redirects.
 */
import type { RedirectAlias } from "../redirects";
import { symbolSlug } from "./slug";

/** A symbol as the aliases read it. */
export interface AliasedSymbol {
  symbol: string;
  /** The symbol's page, or null for symbols that only appear in their list. */
  route: string | null;
  /** The pairs the symbol is part of; those it is the base of get an alias. */
  pairs: readonly string[];
  sourceFile: string;
  position: number;
}

/** A ticker's claim is stronger than a pair's: `/crypto/usdc` is the coin USDC before any pair. */
const TICKER_CLAIM = 0;
const PAIR_CLAIM = 1;

/** The aliases of every symbol with a page: its ticker, then the pairs it is the base of. */
export function tickerAliases(symbols: readonly AliasedSymbol[]): RedirectAlias[] {
  return symbols.flatMap((entry) => {
    const { route } = entry;
    if (!route) return [];
    const folder = route.slice(0, route.lastIndexOf("/"));
    const alias = (value: string, claim: number): RedirectAlias[] => {
      const slug = symbolSlug(value);
      return slug
        ? [
            {
              from: `${folder}/${slug}`,
              to: route,
              claim,
              position: entry.position,
              source: `${entry.sourceFile} (${value})`,
            },
          ]
        : [];
    };
    // A currency pair is listed under both of its currencies; it leads to its base's page.
    const based = entry.pairs.filter((pair) => pair.length > entry.symbol.length && pair.startsWith(entry.symbol));
    return [...alias(entry.symbol, TICKER_CLAIM), ...based.flatMap((pair) => alias(pair, PAIR_CLAIM))];
  });
}
