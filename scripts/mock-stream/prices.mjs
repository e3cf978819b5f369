// @ts-check
/**
 * Where the synthetic prices start: realistic levels for well-known instruments, and for the rest
 * of the symbol lists a stable made-up level derived from the symbol, in a plausible range for its
 * asset class. Cross rates are derived from one table of units per US dollar.
 */

/** @typedef {import("./catalogue.mjs").Asset} Asset */

/** @type {Record<string, number>} ticker (with `:cc` outside the US) → price in the listing currency */
const STOCKS = {
  AAPL: 227.48,
  MSFT: 415.2,
  AMZN: 198.3,
  GOOGL: 172.6,
  META: 561.4,
  NVDA: 135.1,
  TSLA: 251.9,
  "BRK.B": 461.7,
  JPM: 221.5,
  V: 289.3,
  JNJ: 155.2,
  WMT: 85.4,
  PG: 168.1,
  MA: 511.8,
  XOM: 118.6,
  KO: 62.3,
  NFLX: 781.2,
  "SAP:de": 221.35,
  "SIE:de": 185.2,
  "ALV:de": 290.4,
  "VOD:uk": 0.7242,
  "HSBA:uk": 7.41,
  "AZN:uk": 104.6,
  "NESN:ch": 80.3,
  "ASML:nl": 641.3,
  "MC:fr": 651.2,
  "ABI:be": 55.2,
  "600519:cn": 1512.0,
  "FPH:nz": 33.4,
};

/** @type {Record<string, number>} */
const INDICES = {
  SPX: 5917.11,
  NDX: 20812.4,
  DJI: 43408.5,
  RUT: 2301.6,
  DAX: 19210.3,
  UKX: 8102.7,
  CAC: 7301.2,
  SX5E: 4801.5,
  IBEX: 11702.4,
  FTSEMIB: 33512.8,
  AEX: 881.4,
  SMI: 11803.2,
  BEL20: 4201.6,
  N225: 38412.76,
  XJO: 8302.5,
  NZ50: 12704.3,
};

/** Units of each currency per US dollar. */
/** @type {Record<string, number>} */
const PER_USD = {
  USD: 1,
  EUR: 0.9486,
  JPY: 150.236,
  GBP: 0.7892,
  CHF: 0.8814,
  CAD: 1.3972,
  AUD: 1.5368,
  NZD: 1.7031,
  SEK: 10.941,
  NOK: 11.032,
  DKK: 7.074,
  PLN: 4.082,
  CZK: 23.84,
  HUF: 389.6,
  RON: 4.721,
  TRY: 34.52,
  ZAR: 18.07,
  MXN: 20.31,
  BRL: 5.79,
  CLP: 968.4,
  CNY: 7.238,
  HKD: 7.784,
  SGD: 1.342,
  INR: 84.41,
  KRW: 1398.2,
  IDR: 15870,
  MYR: 4.461,
  THB: 34.62,
  TWD: 32.48,
  PHP: 58.91,
  ILS: 3.741,
  SAR: 3.751,
  AED: 3.6725,
  KWD: 0.3075,
};

/** @type {Record<string, number>} coin → price in US dollars */
const COINS = {
  BTC: 67241.18,
  ETH: 3362.5,
  SOL: 182.4,
  XRP: 0.5821,
  ADA: 0.4512,
  DOGE: 0.1634,
  DOT: 6.21,
  LTC: 82.4,
  LINK: 14.82,
  AVAX: 31.6,
  BCH: 381.2,
  XLM: 0.1132,
  UNI: 8.74,
  ATOM: 6.92,
  ETC: 22.3,
  TRX: 0.1612,
  AAVE: 152.3,
  BNB: 571.2,
  NEAR: 5.31,
  ALGO: 0.1481,
};

/** @type {Record<string, number>} */
const COMMODITIES = {
  XAUUSD: 2651.37,
  XAGUSD: 31.24,
  XPTUSD: 951.4,
  XPDUSD: 1003.2,
  BRENT: 73.41,
  WTI: 69.52,
  NATGAS: 3.124,
  HEATOIL: 2.231,
  GASOLINE: 2.052,
  GASOIL: 681.5,
  TTF: 40.12,
  WHEAT: 5.62,
  CORN: 4.31,
  SOYBEANS: 9.97,
  SOYMEAL: 291.4,
  SOYOIL: 0.4213,
  OATS: 3.61,
  RICE: 15.02,
  COFFEE: 2.514,
  SUGAR: 0.2132,
  COCOA: 8412,
  COTTON: 0.7121,
  ORANGEJUICE: 4.912,
  LIVECATTLE: 1.852,
  LEANHOGS: 0.8231,
  COPPER: 9051,
  ALUMINIUM: 2582,
  NICKEL: 15910,
  ZINC: 2953,
};

/**
 * A stable number in [0, 1) from a string (FNV-1a), for made-up but repeatable levels.
 * @param {string} text
 */
export function unitHash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0) / 4294967296;
}

/**
 * A level between `low` and `high`, spread evenly on a log scale, fixed for the key.
 * @param {string} key
 * @param {number} low
 * @param {number} high
 */
function madeUp(key, low, high) {
  return Number((low * (high / low) ** unitHash(key)).toPrecision(5));
}

/**
 * Units of a currency per US dollar; made up for a code outside the table.
 * @param {string} code
 */
function perUsd(code) {
  return PER_USD[code] ?? madeUp(`fx/${code}`, 0.5, 100);
}

/**
 * The price a symbol's random walk starts from.
 * @param {Asset} asset
 * @param {string} symbol normalised symbol
 * @param {string} [quoteCurrency] crypto: the fiat currency of the pair
 */
export function referencePrice(asset, symbol, quoteCurrency) {
  switch (asset) {
    case "stocks":
      return STOCKS[symbol] ?? madeUp(`stocks/${symbol}`, 5, 500);
    case "indices":
      return INDICES[symbol] ?? madeUp(`indices/${symbol}`, 800, 40_000);
    case "commodities":
      return COMMODITIES[symbol] ?? madeUp(`commodities/${symbol}`, 1, 1000);
    case "currencies":
      return Number((perUsd(symbol.slice(3, 6)) / perUsd(symbol.slice(0, 3))).toPrecision(6));
    case "crypto": {
      const fiat = quoteCurrency ?? "USD";
      const coin = symbol.slice(0, symbol.length - fiat.length);
      const usd = COINS[coin] ?? madeUp(`crypto/${coin}`, 0.05, 50);
      return Number((usd * perUsd(fiat)).toPrecision(7));
    }
  }
}
