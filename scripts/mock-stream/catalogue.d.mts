// Generated from the JSDoc of the .mjs file of the same name by scripts/mock-stream/declarations.mjs --write.
/**
 * Whether a string names one of the five streams.
 * @param {unknown} value
 * @returns {value is Asset}
 */
export function isAsset(value: unknown): value is Asset;
/**
 * The normalised form of a symbol as a client typed it: uppercase, and on the stocks stream a
 * lowercase country suffix, with `:us` dropped because a bare ticker already means the US.
 * @param {Asset} asset
 * @param {string} raw
 * @returns {string}
 */
export function normaliseSymbol(asset: Asset, raw: string): string;
/**
 * The catalogue of the given symbol lists.
 * @param {SymbolLists} lists
 * @returns {Catalogue}
 */
export function buildCatalogue(lists: SymbolLists): Catalogue;
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
export const ASSETS: readonly ["commodities", "crypto", "currencies", "indices", "stocks"];
export type Asset = "commodities" | "crypto" | "currencies" | "indices" | "stocks";
export type SymbolLists = import("./symbol-lists.mjs").SymbolLists;
/**
 * One streamable instrument.
 */
export type Instrument = {
    /**
     * normalised symbol, as it appears in events
     */
    symbol: string;
    /**
     * reference price the random walk starts from
     */
    price: number;
    /**
     * stocks: lowercase listing country
     */
    country?: string | undefined;
    /**
     * commodities: ISO 4217 code of the price
     */
    currency?: string | undefined;
    /**
     * commodities: what one price buys
     */
    unit?: string | undefined;
};
/**
 * Look-ups over the instruments of every stream.
 */
export type Catalogue = {
    /**
     * the instrument of a normalised symbol
     */
    find: (asset: Asset, symbol: string) => Instrument | undefined;
    /**
     * every instrument of a stream
     */
    list: (asset: Asset) => Instrument[];
};
