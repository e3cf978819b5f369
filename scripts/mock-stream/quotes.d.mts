// Generated from the JSDoc of the .mjs file of the same name by scripts/mock-stream/declarations.mjs --write.
/** @typedef {import("./catalogue.mjs").Asset} Asset */
/** @typedef {import("./catalogue.mjs").Instrument} Instrument */
/**
 * A `quote` event as sent on the wire; which fields are present depends on the asset class.
 * @typedef {object} QuoteEvent
 * @property {"quote"} event
 * @property {string} symbol
 * @property {string} timestamp
 * @property {string} [country]
 * @property {number} [price]
 * @property {number} [level]
 * @property {number} [bid]
 * @property {number} [ask]
 * @property {number} [size]
 * @property {number} [volume]
 * @property {string} [currency]
 * @property {string} [unit]
 * @property {boolean} [delayed]
 */
/**
 * Mulberry32: a small, fast 32-bit PRNG; good enough for prices and fully reproducible.
 * @param {number} seed
 * @returns {() => number} uniform numbers in [0, 1)
 */
export function createRng(seed: number): () => number;
/**
 * A quote generator for one stream.
 * @param {Asset} asset
 * @param {number} [seed] same seed, same prices
 */
export function createQuoteGenerator(asset: Asset, seed?: number): {
    /**
     * The next quote of an instrument: one random-walk step from its previous price.
     * @param {Instrument} instrument
     * @param {number} nowMs wall-clock time of the update
     * @param {number} [delayMs] for a delayed stream, the delay (the spec's `x-limits.delayMinutes`): the quote is marked delayed and dated that far back; 0 for real time
     * @returns {QuoteEvent}
     */
    next(instrument: Instrument, nowMs: number, delayMs?: number): QuoteEvent;
};
export type Asset = import("./catalogue.mjs").Asset;
export type Instrument = import("./catalogue.mjs").Instrument;
/**
 * A `quote` event as sent on the wire; which fields are present depends on the asset class.
 */
export type QuoteEvent = {
    event: "quote";
    symbol: string;
    timestamp: string;
    country?: string | undefined;
    price?: number | undefined;
    level?: number | undefined;
    bid?: number | undefined;
    ask?: number | undefined;
    size?: number | undefined;
    volume?: number | undefined;
    currency?: string | undefined;
    unit?: string | undefined;
    delayed?: boolean | undefined;
};
