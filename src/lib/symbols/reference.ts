/**
 * The closed lists the symbol data may refer to: countries, currencies, exchanges, index
 * providers, sectors and units. A value outside these lists is an author error that names the
 * closest valid values, so a typo such as `gbr` or `XETRA` never reaches a page. To support a new
 * country, exchange or provider, add it here first.
 */

/** A non-empty tuple of a record's keys, the shape `z.enum` needs. */
function keysOf<K extends string>(record: Record<K, unknown>): [K, ...K[]] {
  return Object.keys(record) as [K, ...K[]];
}

/**
 * Countries and regions by lowercase ISO 3166-1 alpha-2 code. `eu` is the code ISO 3166 reserves
 * for the European Union; the lists use it for euro area indices, which belong to no one country.
 */
export const COUNTRIES = {
  ad: "Andorra",
  ae: "United Arab Emirates",
  at: "Austria",
  au: "Australia",
  be: "Belgium",
  bg: "Bulgaria",
  br: "Brazil",
  ca: "Canada",
  ch: "Switzerland",
  ck: "Cook Islands",
  cl: "Chile",
  cn: "China",
  cy: "Cyprus",
  cz: "Czechia",
  de: "Germany",
  dk: "Denmark",
  ec: "Ecuador",
  ee: "Estonia",
  es: "Spain",
  eu: "Euro area",
  fi: "Finland",
  fm: "Micronesia",
  fo: "Faroe Islands",
  fr: "France",
  gb: "United Kingdom",
  gl: "Greenland",
  gr: "Greece",
  hk: "Hong Kong",
  hr: "Croatia",
  hu: "Hungary",
  id: "Indonesia",
  ie: "Ireland",
  il: "Israel",
  in: "India",
  it: "Italy",
  jp: "Japan",
  ki: "Kiribati",
  kr: "South Korea",
  kw: "Kuwait",
  li: "Liechtenstein",
  ls: "Lesotho",
  lt: "Lithuania",
  lu: "Luxembourg",
  lv: "Latvia",
  mc: "Monaco",
  me: "Montenegro",
  mh: "Marshall Islands",
  mt: "Malta",
  mx: "Mexico",
  my: "Malaysia",
  na: "Namibia",
  nl: "Netherlands",
  no: "Norway",
  nr: "Nauru",
  nu: "Niue",
  nz: "New Zealand",
  pa: "Panama",
  ph: "Philippines",
  pl: "Poland",
  pn: "Pitcairn Islands",
  ps: "Palestine",
  pt: "Portugal",
  pw: "Palau",
  ro: "Romania",
  sa: "Saudi Arabia",
  se: "Sweden",
  sg: "Singapore",
  si: "Slovenia",
  sk: "Slovakia",
  sm: "San Marino",
  sv: "El Salvador",
  th: "Thailand",
  tk: "Tokelau",
  tl: "Timor-Leste",
  tr: "Türkiye",
  tv: "Tuvalu",
  tw: "Taiwan",
  us: "United States",
  va: "Vatican City",
  za: "South Africa",
} as const;

/** A country or region code from COUNTRIES. */
export type CountryCode = keyof typeof COUNTRIES;

/** Every country code, for schemas and suggestions. */
export const COUNTRY_CODES = keysOf(COUNTRIES);

/** English name of a country code; the code itself when it is not listed. */
export function countryName(code: string): string {
  return COUNTRIES[code as CountryCode] ?? code;
}

/** ISO 4217 currency codes the lists may use, with their English names. */
export const CURRENCIES = {
  AED: "UAE dirham",
  AUD: "Australian dollar",
  BRL: "Brazilian real",
  CAD: "Canadian dollar",
  CHF: "Swiss franc",
  CLP: "Chilean peso",
  CNY: "Chinese yuan renminbi",
  CZK: "Czech koruna",
  DKK: "Danish krone",
  EUR: "Euro",
  GBP: "Pound sterling",
  HKD: "Hong Kong dollar",
  HUF: "Hungarian forint",
  IDR: "Indonesian rupiah",
  ILS: "Israeli new shekel",
  INR: "Indian rupee",
  JPY: "Japanese yen",
  KRW: "South Korean won",
  KWD: "Kuwaiti dinar",
  MXN: "Mexican peso",
  MYR: "Malaysian ringgit",
  NOK: "Norwegian krone",
  NZD: "New Zealand dollar",
  PHP: "Philippine peso",
  PLN: "Polish zloty",
  RON: "Romanian leu",
  SAR: "Saudi riyal",
  SEK: "Swedish krona",
  SGD: "Singapore dollar",
  THB: "Thai baht",
  TRY: "Turkish lira",
  TWD: "New Taiwan dollar",
  USD: "US dollar",
  ZAR: "South African rand",
} as const;

/** An ISO 4217 code from CURRENCIES. */
export type CurrencyCode = keyof typeof CURRENCIES;

/** Every currency code, for schemas and suggestions. */
export const CURRENCY_CODES = keysOf(CURRENCIES);

/** English name of a currency code; the code itself when it is not listed. */
export function currencyName(code: string): string {
  return CURRENCIES[code as CurrencyCode] ?? code;
}

/**
 * The countries with a stock list, by the code the API uses. The API writes the United Kingdom
 * as `uk` rather than ISO's `gb` (see /docs/symbols), so each entry also gives its ISO code.
 */
export const STOCK_COUNTRIES = {
  be: { name: "Belgium", adjective: "Belgian", iso: "be", currency: "EUR" },
  ch: { name: "Switzerland", adjective: "Swiss", iso: "ch", currency: "CHF" },
  cn: { name: "China", adjective: "Chinese", iso: "cn", currency: "CNY" },
  de: { name: "Germany", adjective: "German", iso: "de", currency: "EUR" },
  es: { name: "Spain", adjective: "Spanish", iso: "es", currency: "EUR" },
  fr: { name: "France", adjective: "French", iso: "fr", currency: "EUR" },
  it: { name: "Italy", adjective: "Italian", iso: "it", currency: "EUR" },
  nl: { name: "Netherlands", adjective: "Dutch", iso: "nl", currency: "EUR" },
  nz: { name: "New Zealand", adjective: "New Zealand", iso: "nz", currency: "NZD" },
  uk: { name: "United Kingdom", adjective: "UK", iso: "gb", currency: "GBP" },
  us: { name: "United States", adjective: "US", iso: "us", currency: "USD" },
} as const satisfies Record<string, { name: string; adjective: string; iso: CountryCode; currency: CurrencyCode }>;

/** A stock country code as the API uses it (`uk`, not `gb`). */
export type StockCountry = keyof typeof STOCK_COUNTRIES;

/** Every stock country code, in the order the guides list them. */
export const STOCK_COUNTRY_CODES = keysOf(STOCK_COUNTRIES);

/** A stock exchange: its name, the stock country it serves and, where fixed, its ticker format. */
export interface StockExchange {
  name: string;
  country: StockCountry;
  /** Tickers this exchange issues; checked so a code lands on the right exchange. */
  ticker?: { pattern: RegExp; hint: string };
}

/**
 * Stock exchanges by ISO 10383 market identifier code (MIC). Shanghai and Shenzhen issue
 * six-digit codes from separate ranges, so a code on the wrong exchange is caught.
 */
export const STOCK_EXCHANGES = {
  XBRU: { name: "Euronext Brussels", country: "be" },
  XSWX: { name: "SIX Swiss Exchange", country: "ch" },
  XSHG: {
    name: "Shanghai Stock Exchange",
    country: "cn",
    ticker: { pattern: /^6\d{5}$/, hint: "Shanghai codes are six digits starting with 6, e.g. 600519" },
  },
  XSHE: {
    name: "Shenzhen Stock Exchange",
    country: "cn",
    ticker: { pattern: /^[03]\d{5}$/, hint: "Shenzhen codes are six digits starting with 0 or 3, e.g. 000858" },
  },
  XETR: { name: "Xetra", country: "de" },
  XFRA: { name: "Frankfurt Stock Exchange", country: "de" },
  XMAD: { name: "Bolsa de Madrid", country: "es" },
  XPAR: { name: "Euronext Paris", country: "fr" },
  XMIL: { name: "Euronext Milan (Borsa Italiana)", country: "it" },
  XAMS: { name: "Euronext Amsterdam", country: "nl" },
  XNZE: { name: "NZX", country: "nz" },
  XLON: { name: "London Stock Exchange", country: "uk" },
  XNYS: { name: "New York Stock Exchange", country: "us" },
  XNAS: { name: "Nasdaq", country: "us" },
  XASE: { name: "NYSE American", country: "us" },
} as const satisfies Record<string, StockExchange>;

/** A stock exchange MIC from STOCK_EXCHANGES. */
export type StockExchangeMic = keyof typeof STOCK_EXCHANGES;

/** The MICs of one stock country's exchanges, in the order listed above. */
export function exchangesOf(country: StockCountry): StockExchangeMic[] {
  return (Object.keys(STOCK_EXCHANGES) as StockExchangeMic[]).filter((mic) => STOCK_EXCHANGES[mic].country === country);
}

/** The ticker rule of an exchange, if it has one. */
export function tickerRuleOf(mic: StockExchangeMic): StockExchange["ticker"] {
  const exchange: StockExchange = STOCK_EXCHANGES[mic];
  return exchange.ticker;
}

/**
 * Venues whose prices the commodity quotes follow, by MIC. The London bullion market trades over
 * the counter and has no MIC, so it is listed as LBMA, the association that publishes its prices.
 */
export const COMMODITY_VENUES = {
  LBMA: "London bullion market (LBMA)",
  XLME: "London Metal Exchange",
  XCEC: "COMEX",
  XNYM: "NYMEX",
  IFEU: "ICE Futures Europe",
  IFUS: "ICE Futures U.S.",
  NDEX: "ICE Endex",
  XCBT: "CBOT",
  XCME: "Chicago Mercantile Exchange",
} as const;

/** A commodity venue code from COMMODITY_VENUES. */
export type CommodityVenue = keyof typeof COMMODITY_VENUES;

/** Every commodity venue code. */
export const COMMODITY_VENUE_CODES = keysOf(COMMODITY_VENUES);

/** Units commodity prices are quoted per. */
export const COMMODITY_UNITS = [
  "troy ounce",
  "metric ton",
  "short ton",
  "barrel",
  "gallon",
  "MMBtu",
  "MWh",
  "bushel",
  "pound",
  "hundredweight",
] as const;

/** A unit from COMMODITY_UNITS. */
export type CommodityUnit = (typeof COMMODITY_UNITS)[number];

/** ISO 4217 codes of the precious metals, which prefix their currency-style symbols (XAUUSD). */
export const METAL_CODES = { XAU: "Gold", XAG: "Silver", XPT: "Platinum", XPD: "Palladium" } as const;

/** Crypto exchanges that can contribute to a coin's aggregated price, by name. */
export const CRYPTO_EXCHANGES = [
  "Binance",
  "Bitfinex",
  "Bitstamp",
  "Bybit",
  "Coinbase",
  "Gemini",
  "Kraken",
  "KuCoin",
  "OKX",
] as const;

/** A crypto exchange name from CRYPTO_EXCHANGES. */
export type CryptoExchange = (typeof CRYPTO_EXCHANGES)[number];

/** Organisations that calculate and publish the indices. */
export const INDEX_PROVIDERS = [
  "BME",
  "China Securities Index",
  "Euronext",
  "FTSE Russell",
  "Korea Exchange",
  "Nasdaq",
  "Nikkei",
  "NSE Indices",
  "S&P Dow Jones Indices",
  "SIX",
  "STOXX",
] as const;

/** An index provider from INDEX_PROVIDERS. */
export type IndexProvider = (typeof INDEX_PROVIDERS)[number];

/** The eleven GICS sectors, the classification stock lists use. */
export const SECTORS = [
  "Communication Services",
  "Consumer Discretionary",
  "Consumer Staples",
  "Energy",
  "Financials",
  "Health Care",
  "Industrials",
  "Information Technology",
  "Materials",
  "Real Estate",
  "Utilities",
] as const;

/** A sector from SECTORS. */
export type Sector = (typeof SECTORS)[number];

/** Where the closed lists live, for error messages. */
export const REFERENCE_FILE = "src/lib/symbols/reference.ts";
