// @ts-check
/**
 * Synthetic quotes: a mean-reverting random walk per symbol, seeded so that a given seed and
 * sequence of ticks always produce the same prices. Each symbol has its own generator, so its
 * prices don't depend on which other symbols happen to be subscribed.
 */

import { unitHash } from "./prices.mjs";

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
export function createRng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Per asset class: volatility per tick (of the log price), relative half spread, and how many
 * significant digits prices keep. Half spread 0 means the stream publishes no bid and ask.
 * @type {Record<Asset, { sigma: number, halfSpread: number, digits: number }>}
 */
const STYLE = {
  stocks: { sigma: 0.0004, halfSpread: 0.00004, digits: 0 },
  indices: { sigma: 0.0002, halfSpread: 0, digits: 0 },
  currencies: { sigma: 0.00005, halfSpread: 0.00003, digits: 6 },
  crypto: { sigma: 0.0006, halfSpread: 0.00001, digits: 7 },
  commodities: { sigma: 0.0003, halfSpread: 0, digits: 6 },
};

/** Pull towards the reference price per tick, so long runs stay near realistic levels. */
const REVERSION = 0.002;

/**
 * Decimal places for a price: fixed for stocks (cents) and indices, significant digits otherwise.
 * @param {Asset} asset
 * @param {number} price
 */
function decimalsFor(asset, price) {
  if (asset === "stocks") return price >= 1 ? 2 : 4;
  if (asset === "indices") return 2;
  const magnitude = Math.floor(Math.log10(Math.abs(price) || 1));
  return Math.min(10, Math.max(2, STYLE[asset].digits - 1 - magnitude));
}

/** @param {number} value @param {number} decimals */
const roundTo = (value, decimals) => Number(value.toFixed(decimals));

/**
 * Standard normal variate from two uniforms (Box–Muller).
 * @param {() => number} rng
 */
function gaussian(rng) {
  const u = 1 - rng(); // (0, 1]: log(0) would be -Infinity
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng());
}

/**
 * A quote generator for one stream.
 * @param {Asset} asset
 * @param {number} [seed] same seed, same prices
 */
export function createQuoteGenerator(asset, seed = 1) {
  const style = STYLE[asset];
  /** @type {Map<string, { rng: () => number, logPrice: number, volume: number }>} */
  const walks = new Map();

  /** @param {Instrument} instrument */
  function walkOf(instrument) {
    let walk = walks.get(instrument.symbol);
    if (!walk) {
      // Each symbol gets its own seed, derived from the run's seed and the symbol.
      const rng = createRng(seed ^ Math.floor(unitHash(`${asset}/${instrument.symbol}`) * 2 ** 32));
      walk = { rng, logPrice: Math.log(instrument.price), volume: 500_000 + Math.floor(rng() * 30_000_000) };
      walks.set(instrument.symbol, walk);
    }
    return walk;
  }

  return {
    /**
     * The next quote of an instrument: one random-walk step from its previous price.
     * @param {Instrument} instrument
     * @param {number} nowMs wall-clock time of the update
     * @param {number} [delayMs] for a delayed stream, the delay (the spec's `x-limits.delayMinutes`): the quote is marked delayed and dated that far back; 0 for real time
     * @returns {QuoteEvent}
     */
    next(instrument, nowMs, delayMs = 0) {
      const delayed = delayMs > 0;
      const walk = walkOf(instrument);
      const pull = REVERSION * (walk.logPrice - Math.log(instrument.price));
      walk.logPrice += style.sigma * gaussian(walk.rng) - pull;
      const raw = Math.exp(walk.logPrice);
      const decimals = decimalsFor(asset, raw);
      const price = roundTo(raw, decimals);
      const timestamp = new Date(nowMs - delayMs).toISOString();
      // At least one tick either side, so bid < price < ask survives rounding.
      const half = Math.max(raw * style.halfSpread, 10 ** -decimals);
      const bid = roundTo(price - half, decimals);
      const ask = roundTo(price + half, decimals);
      const late = delayed ? { delayed: true } : {};

      switch (asset) {
        case "stocks": {
          const size = (1 + Math.floor(walk.rng() * 20)) * (walk.rng() < 0.6 ? 100 : 5);
          walk.volume += size;
          const country = instrument.country ?? "us";
          return {
            event: "quote",
            symbol: instrument.symbol,
            country,
            price,
            bid,
            ask,
            size,
            volume: walk.volume,
            timestamp,
            ...late,
          };
        }
        case "indices":
          return { event: "quote", symbol: instrument.symbol, level: price, timestamp, ...late };
        case "currencies":
          return { event: "quote", symbol: instrument.symbol, price, bid, ask, timestamp };
        case "crypto": {
          const size = Math.max(0.0001, roundTo(walk.rng() ** 2 * 2, 4));
          return { event: "quote", symbol: instrument.symbol, price, bid, ask, size, timestamp };
        }
        case "commodities":
          return {
            event: "quote",
            symbol: instrument.symbol,
            price,
            currency: instrument.currency ?? "USD",
            unit: instrument.unit ?? "unit",
            timestamp,
            ...late,
          };
      }
    },
  };
}
