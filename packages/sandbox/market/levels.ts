/**
 * The level each instrument's random walk moves around: realistic levels for well-known
 * instruments (those the reference's examples quote among them), and for the rest of the symbol
 * lists a stable made-up level in a plausible range for its asset class. Cross rates come from
 * one table of units per US dollar, so EURUSD and USDJPY agree with EURJPY's level.
 */
import { logBetween } from "./random.ts";

/** Ticker (with `:cc` outside the US) → price in the listing currency. */
const STOCKS: Record<string, number> = {
  AAPL: 228.52,
  MSFT: 415.49,
  AMZN: 198.3,
  GOOGL: 172.6,
  META: 561.4,
  NVDA: 145.9,
  TSLA: 342.0,
  "BRK.B": 471.7,
  JPM: 241.5,
  V: 309.3,
  JNJ: 155.2,
  WMT: 85.4,
  PG: 168.1,
  MA: 521.8,
  XOM: 118.6,
  KO: 62.3,
  NFLX: 871.2,
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

const INDICES: Record<string, number> = {
  SPX: 5917.11,
  NDX: 20695.42,
  DJI: 43408.47,
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
const PER_USD: Record<string, number> = {
  USD: 1,
  EUR: 0.9486,
  JPY: 154.81,
  GBP: 0.7899,
  CHF: 0.8844,
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

/** Coin → price in US dollars. */
const COINS: Record<string, number> = {
  BTC: 94324.85,
  ETH: 3108.42,
  SOL: 238.4,
  XRP: 1.12,
  ADA: 0.7812,
  DOGE: 0.3834,
  DOT: 6.21,
  LTC: 92.4,
  LINK: 14.82,
  AVAX: 31.6,
  BCH: 381.2,
  XLM: 0.2832,
  UNI: 8.74,
  ATOM: 6.92,
  ETC: 22.3,
  TRX: 0.1912,
  AAVE: 172.3,
  BNB: 621.2,
  NEAR: 5.31,
  ALGO: 0.1981,
  USDT: 1.0,
  USDC: 1.0,
};

const COMMODITIES: Record<string, number> = {
  XAUUSD: 2651.37,
  XAGUSD: 31.24,
  XPTUSD: 951.4,
  XPDUSD: 1003.2,
  BRENT: 72.81,
  WTI: 69.52,
  NATGAS: 3.124,
  HEATOIL: 2.231,
  GASOLINE: 2.052,
  GASOIL: 681.5,
  TTF: 40.12,
  WHEAT: 5.74,
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

/** Units of a currency per US dollar; made up for a code outside the table. */
function perUsd(code: string): number {
  return PER_USD[code] ?? logBetween(`fx/${code}`, 0.5, 100);
}

/** A stock's level: `key` is the ticker, with `:cc` outside the US. */
export const stockLevel = (key: string): number => STOCKS[key] ?? logBetween(`stocks/${key}`, 5, 500);

export const indexLevel = (symbol: string): number => INDICES[symbol] ?? logBetween(`indices/${symbol}`, 800, 40_000);

export const commodityLevel = (symbol: string): number =>
  COMMODITIES[symbol] ?? logBetween(`commodities/${symbol}`, 1, 1000);

/** The price of one `base` in `quote`. */
export const currencyLevel = (base: string, quote: string): number => perUsd(quote) / perUsd(base);

/** The price of one coin in a fiat currency. */
export const coinLevel = (coin: string, fiat: string): number =>
  (COINS[coin] ?? logBetween(`crypto/${coin}`, 0.05, 50)) * perUsd(fiat);
