/** Finding the instruments a request names, or the 404 the API answers for unknown ones. */
import type { Asset, InstrumentOf, Market } from "../../market/index.ts";
import { quoted, unknownSymbol, type ApiError } from "../errors.ts";

/** What each asset class calls its symbols and where the list is, for 404 messages. */
const NOUNS: Record<Asset, { one: string; many: string; list: string }> = {
  stocks: { one: "stock", many: "stocks", list: "/stocks/symbols" },
  indices: { one: "index", many: "indices", list: "/indices/symbols" },
  currencies: { one: "currency pair", many: "currency pairs", list: "/currencies/symbols" },
  crypto: { one: "crypto pair", many: "crypto pairs", list: "/crypto/symbols" },
  commodities: { one: "commodity", many: "commodities", list: "/commodities/symbols" },
};

/** 404 unknown_symbol naming every unknown symbol (and the country, for stocks). */
export function unknownSymbols(asset: Asset, symbols: readonly string[], country?: string): ApiError {
  const noun = NOUNS[asset];
  const names = symbols.map(quoted).join(", ");
  const where = country === undefined ? "" : ` in country ${quoted(country)}`;
  const list = country === undefined ? noun.list : `${noun.list}?country=${country}`;
  const what = symbols.length === 1 ? `${noun.one} with symbol` : `${noun.many} with symbols`;
  return unknownSymbol(`No ${what} ${names}${where}. Check ${list} for valid symbols.`);
}

/**
 * The instruments named by symbols as a client sent them (any case), in order, each once. Every
 * unknown symbol is named in one 404.
 */
export function findAll<A extends Asset>(
  market: Market,
  asset: A,
  symbols: readonly string[],
  country?: string,
): InstrumentOf<A>[] {
  const wanted = [...new Set(symbols.map((symbol) => symbol.trim().toUpperCase()))];
  const found = wanted.map((symbol) =>
    asset === "stocks"
      ? (market.instruments.stock(symbol, country ?? "") as InstrumentOf<A> | undefined)
      : market.instruments.find(asset, symbol),
  );
  const missing = wanted.filter((_, i) => found[i] === undefined);
  if (missing.length > 0) throw unknownSymbols(asset, missing, asset === "stocks" ? country : undefined);
  return found as InstrumentOf<A>[];
}
