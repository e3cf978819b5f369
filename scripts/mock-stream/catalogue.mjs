// @ts-check
/**
 * The instruments each stream knows, built from the symbol lists, and the rule that turns a
 * symbol as typed by a client into its normalised form. Symbols outside the lists get
 * `unknown_symbol`, as on the real streams.
 */
import { referencePrice } from "./prices.mjs";

/** @typedef {"commodities" | "crypto" | "currencies" | "indices" | "stocks"} Asset */
/** @typedef {import("./symbol-lists.mjs").SymbolLists} SymbolLists */

/**
 * One streamable instrument.
 * @typedef {object} Instrument
 * @property {string} symbol normalised symbol, as it appears in events
 * @property {number} price reference price the random walk starts from
 * @property {string} [country] stocks: lowercase listing country
 * @property {string} [currency] commodities: ISO 4217 code of the price
 * @property {string} [unit] commodities: what one price buys
 */

/**
 * Look-ups over the instruments of every stream.
 * @typedef {object} Catalogue
 * @property {(asset: Asset, symbol: string) => Instrument | undefined} find the instrument of a normalised symbol
 * @property {(asset: Asset) => Instrument[]} list every instrument of a stream
 */

/** The five asset classes, in the order of the streams. */
export const ASSETS = /** @type {const} */ (["commodities", "crypto", "currencies", "indices", "stocks"]);

/**
 * Whether a string names one of the five streams.
 * @param {unknown} value
 * @returns {value is Asset}
 */
export function isAsset(value) {
  return typeof value === "string" && /** @type {readonly string[]} */ (ASSETS).includes(value);
}

/**
 * The normalised form of a symbol as a client typed it: uppercase, and on the stocks stream a
 * lowercase country suffix, with `:us` dropped because a bare ticker already means the US.
 * @param {Asset} asset
 * @param {string} raw
 * @returns {string}
 */
export function normaliseSymbol(asset, raw) {
  const trimmed = raw.trim();
  if (asset !== "stocks") return trimmed.toUpperCase();
  const [ticker, country, ...rest] = trimmed.split(":");
  if (rest.length > 0 || country === undefined) return trimmed.toUpperCase();
  const cc = country.toLowerCase();
  return cc === "us" ? ticker.toUpperCase() : `${ticker.toUpperCase()}:${cc}`;
}

/**
 * The catalogue of the given symbol lists.
 * @param {SymbolLists} lists
 * @returns {Catalogue}
 */
export function buildCatalogue(lists) {
  /** @param {Instrument[]} instruments */
  const bySymbol = (instruments) => new Map(instruments.map((i) => [i.symbol, i]));
  /** @type {Record<Asset, Map<string, Instrument>>} */
  const streams = {
    stocks: bySymbol(
      lists.stocks.map(({ symbol: ticker, country }) => {
        // US listings are addressed by the bare ticker, every other country by TICKER:cc.
        const symbol = country === "us" ? ticker : `${ticker}:${country}`;
        return { symbol, country, price: referencePrice("stocks", symbol) };
      }),
    ),
    indices: bySymbol(lists.indices.map((symbol) => ({ symbol, price: referencePrice("indices", symbol) }))),
    currencies: bySymbol(lists.currencies.map((symbol) => ({ symbol, price: referencePrice("currencies", symbol) }))),
    crypto: bySymbol(
      lists.crypto.map(({ symbol, quote }) => ({ symbol, price: referencePrice("crypto", symbol, quote) })),
    ),
    commodities: bySymbol(lists.commodities.map((c) => ({ ...c, price: referencePrice("commodities", c.symbol) }))),
  };
  return {
    find: (asset, symbol) => streams[asset].get(symbol),
    list: (asset) => [...streams[asset].values()],
  };
}
