/**
 * Schemas of the symbol lists in content/symbols. Each field's description is the documentation
 * authors see when a value is wrong, so it says what the field holds and gives an example.
 * Checks that need more than one entry (duplicates, pairs between currencies, references from
 * the algo list) live in validate.ts, where the lines of both entries are known.
 */
import { z } from "zod";
import { closest } from "../author-error";
import {
  COMMODITY_UNITS,
  COMMODITY_VENUE_CODES,
  COUNTRY_CODES,
  CRYPTO_EXCHANGES,
  CURRENCY_CODES,
  INDEX_PROVIDERS,
  METAL_CODES,
  REFERENCE_FILE,
  SECTORS,
  STOCK_COUNTRIES,
  STOCK_COUNTRY_CODES,
  STOCK_EXCHANGES,
  exchangesOf,
  tickerRuleOf,
  type CountryCode,
  type StockCountry,
  type StockExchangeMic,
} from "./reference";
import { SLUG } from "./slug";

/**
 * A value from a closed list. An unknown value is reported with the closest valid ones, so
 * `XETRA` suggests `XETR`; `known` puts a value first for a mistake that is not a typo. A wrong
 * type is reported briefly instead of printing the whole list.
 */
function closedList<T extends string>(
  values: readonly [T, ...T[]],
  noun: string,
  known: Partial<Record<string, T>> = {},
) {
  return z.enum(values as [T, ...T[]], {
    errorMap: (issue, ctx) => {
      if (issue.code === "invalid_enum_value") {
        const received = String(issue.received);
        const meant = known[received];
        const suggestions = meant
          ? [meant, ...closest(received, values).filter((value) => value !== meant)]
          : closest(received, values);
        return { message: `unknown ${noun} "${received}"; closest: ${suggestions.slice(0, 3).join(", ")}` };
      }
      if (issue.code === "invalid_type" && issue.received !== "undefined") {
        return { message: `expected a ${noun} as text, received ${issue.received}` };
      }
      return { message: ctx.defaultError };
    },
  });
}

/** A list whose items may appear once; a repeat is reported at its own position. */
function uniqueList<T extends z.ZodTypeAny>(item: T, noun: string) {
  return z
    .array(item)
    .min(1, `list at least one ${noun}`)
    .superRefine((values, ctx) => {
      const first = new Map<string, number>();
      values.forEach((value, index) => {
        const key = JSON.stringify(value);
        const earlier = first.get(key);
        if (earlier === undefined) first.set(key, index);
        else ctx.addIssue({ code: "custom", path: [index], message: `${key} is listed twice; remove the repeat` });
      });
    });
}

/** Text that must not be empty. */
const text = () => z.string().trim().min(1, "must not be empty");

/**
 * A symbol written as text. YAML reads an unquoted `000858` as the number 858, so a number is
 * reported with the fix rather than as a type mismatch.
 */
const symbolText = () =>
  z.string({
    errorMap: (issue, ctx) =>
      issue.code === "invalid_type" && issue.received === "number"
        ? { message: 'write the symbol as quoted text, e.g. "000858": unquoted, YAML reads digits as a number' }
        : { message: ctx.defaultError },
  });

/** Stock country codes that differ from ISO (`uk` → `gb`), so the ISO code is suggested first. */
const ISO_OF_STOCK_COUNTRY: Partial<Record<string, CountryCode>> = Object.fromEntries(
  STOCK_COUNTRY_CODES.filter((code) => STOCK_COUNTRIES[code].iso !== code).map((code) => [
    code,
    STOCK_COUNTRIES[code].iso,
  ]),
);

/** The reverse: `gb` written where the API's stock country `uk` is meant. */
const STOCK_COUNTRY_OF_ISO: Partial<Record<string, StockCountry>> = Object.fromEntries(
  Object.entries(ISO_OF_STOCK_COUNTRY).map(([code, iso]) => [iso, code as StockCountry]),
);

const country = () => closedList(COUNTRY_CODES, "country", ISO_OF_STOCK_COUNTRY);
const currency = () => closedList(CURRENCY_CODES, "currency");
const slug = () => z.string().regex(SLUG, 'use lowercase letters and digits joined by single hyphens, e.g. "bitcoin"');

/** One coin of content/symbols/crypto.yaml. */
export const coinSchema = z
  .object({
    symbol: symbolText()
      .regex(/^[A-Z]{3,5}$/, "use the coin ticker: 3 to 5 uppercase letters, e.g. BTC")
      .describe(
        "Coin ticker, 3 to 5 uppercase letters, e.g. BTC; a pair is the ticker followed by a quote currency (BTCUSD)",
      ),
    name: text().describe("Name of the coin, e.g. Bitcoin"),
    slug: slug().describe("URL segment of the coin's page /docs/symbols/crypto/<slug>, e.g. bitcoin"),
    quotes: uniqueList(currency(), "quote currency").describe(
      `Fiat currencies the coin is quoted in, ISO 4217 codes such as [USD, EUR]; each makes one pair (BTCUSD). Codes are listed in ${REFERENCE_FILE}`,
    ),
    exchanges: uniqueList(closedList(CRYPTO_EXCHANGES, "crypto exchange"), "exchange").describe(
      `Exchanges whose trades make up the aggregated price: ${CRYPTO_EXCHANGES.join(", ")}`,
    ),
    launched: z
      .number({ invalid_type_error: "write the year as a number, e.g. 2009" })
      .int()
      .min(2009, "no coin predates Bitcoin (2009)")
      .describe("Year the coin or its network launched, e.g. 2009"),
  })
  .strict();

/** The whole of content/symbols/crypto.yaml. */
export const cryptoListSchema = z
  .object({ coins: z.array(coinSchema).min(1).describe("The coins, one entry each, sorted by ticker") })
  .strict();

/** One currency of content/symbols/currencies.yaml. */
export const currencySchema = z
  .object({
    code: currency().describe(
      `ISO 4217 code, e.g. EUR; the page is /docs/symbols/currencies/<code in lowercase>. Codes are listed in ${REFERENCE_FILE}`,
    ),
    name: text().describe("English name of the currency, e.g. Euro"),
    countries: uniqueList(country(), "country").describe(
      `Countries where it is the official currency, lowercase ISO 3166-1 alpha-2 codes such as [de, fr]. Codes are listed in ${REFERENCE_FILE}`,
    ),
    minor_units: z
      .number({ invalid_type_error: "write the number of decimals as a number, e.g. 2" })
      .int()
      .min(0)
      .max(4)
      .describe("Decimals of the minor unit per ISO 4217: 2 for EUR (cents), 0 for JPY, 3 for KWD"),
    pairs: z
      .array(symbolText().regex(/^[A-Z]{6}$/, "write a pair as two ISO 4217 codes, base then quote, e.g. EURUSD"))
      .default([])
      .describe("Pairs with this currency as the base, e.g. EURUSD under EUR; a pair is listed once, under its base"),
  })
  .strict()
  .superRefine((entry, ctx) => {
    entry.pairs.forEach((pair, index) => {
      if (entry.pairs.indexOf(pair) < index) {
        ctx.addIssue({ code: "custom", path: ["pairs", index], message: `${pair} is listed twice; remove the repeat` });
      } else if (!pair.startsWith(entry.code)) {
        ctx.addIssue({
          code: "custom",
          path: ["pairs", index],
          message: `${pair} does not start with ${entry.code}; list it under ${pair.slice(0, 3)}, its base currency`,
        });
      }
    });
  });

/** The whole of content/symbols/currencies.yaml. */
export const currencyListSchema = z
  .object({ currencies: z.array(currencySchema).min(1).describe("The currencies, one entry each, sorted by code") })
  .strict();

/** One index of content/symbols/indices.yaml. */
export const indexSchema = z
  .object({
    symbol: symbolText()
      .regex(
        /^[A-Z][A-Z0-9]{1,9}$/,
        "use the short index code the API uses: uppercase letters and digits, e.g. SPX or N225",
      )
      .describe("Index code as the API uses it, with no country: SPX, NDX, DJI, DAX, UKX, N225"),
    name: text().describe("Name of the index, e.g. S&P 500"),
    slug: slug().describe("URL segment of the index's page /docs/symbols/indices/<slug>, e.g. sp-500"),
    country: country().describe(
      `Market the index tracks, lowercase ISO 3166-1 alpha-2 (the United Kingdom is gb; eu for the euro area). Codes are listed in ${REFERENCE_FILE}`,
    ),
    provider: closedList(INDEX_PROVIDERS, "index provider").describe(
      `Who calculates the index: ${INDEX_PROVIDERS.join(", ")}`,
    ),
    currency: currency().describe(
      "Currency of the constituents' prices, ISO 4217; the level itself is in points, so quotes carry no currency",
    ),
    constituents: z
      .number({ invalid_type_error: "write the number of constituents as a number, e.g. 40" })
      .int()
      .positive()
      .describe("Number of constituents the index rules fix, e.g. 40 for the DAX"),
  })
  .strict();

/** The whole of content/symbols/indices.yaml. */
export const indexListSchema = z
  .object({ indices: z.array(indexSchema).min(1).describe("The indices, one entry each") })
  .strict();

/** The three commodity groups, as `/commodities/types` returns them. */
export const COMMODITY_GROUPS = ["agricultural", "energy", "metal"] as const;

/** A commodity group. */
export type CommodityGroup = (typeof COMMODITY_GROUPS)[number];

const METAL_PREFIXES = Object.keys(METAL_CODES);

/** One commodity of content/symbols/commodities.yaml. */
export const commoditySchema = z
  .object({
    symbol: symbolText()
      .regex(
        /^[A-Z]{2,12}$/,
        "use uppercase letters only: a metal code with its currency (XAUUSD) or a contract name (BRENT)",
      )
      .describe("Precious metals: ISO 4217 metal code and currency (XAUUSD); others: a contract name (BRENT, WHEAT)"),
    name: text().describe("Name of the commodity, e.g. Gold or Brent crude oil"),
    unit: closedList(COMMODITY_UNITS, "unit").describe(`Unit the price is quoted per: ${COMMODITY_UNITS.join(", ")}`),
    currency: currency().describe("Currency of the price, ISO 4217, e.g. USD"),
    exchange: closedList(COMMODITY_VENUE_CODES, "venue").describe(
      `Exchange or market whose benchmark the price follows, by MIC: ${COMMODITY_VENUE_CODES.join(", ")}`,
    ),
  })
  .strict()
  .superRefine((entry, ctx) => {
    // XAUUSD is gold in US dollars: the suffix and the currency field must say the same thing.
    const metal = METAL_PREFIXES.find((code) => entry.symbol.startsWith(code));
    if (metal && entry.symbol.length === 6 && entry.symbol.slice(3) !== entry.currency) {
      ctx.addIssue({
        code: "custom",
        path: ["currency"],
        message: `${entry.symbol} is quoted in ${entry.symbol.slice(3)}, but currency is ${entry.currency}`,
      });
    }
  });

const commodityGroup = (group: CommodityGroup) =>
  z.array(commoditySchema).min(1).describe(`The ${group} commodities, one entry each`);

/** The whole of content/symbols/commodities.yaml: one list per group. */
export const commodityListSchema = z
  .object({
    agricultural: commodityGroup("agricultural"),
    energy: commodityGroup("energy"),
    metal: commodityGroup("metal"),
  })
  .strict();

/** A stock exchange of `country`; an exchange of another country is named as such. */
function stockExchange(country: StockCountry) {
  const mics = exchangesOf(country) as [StockExchangeMic, ...StockExchangeMic[]];
  return z.enum(mics, {
    errorMap: (issue, ctx) => {
      if (issue.code === "invalid_enum_value") {
        const received = String(issue.received);
        const elsewhere = (STOCK_EXCHANGES as Record<string, { country: string }>)[received];
        return {
          message: elsewhere
            ? `exchange "${received}" is in ${elsewhere.country}, not ${country}; use ${mics.join(" or ")}`
            : `unknown exchange "${received}"; closest: ${closest(received, mics).join(", ")}`,
        };
      }
      return { message: ctx.defaultError };
    },
  });
}

/** The schema of one stock of `country`: its exchange must be one of that country's. */
export function stockSchema(country: StockCountry) {
  return z
    .object({
      symbol: symbolText()
        .regex(
          /^[A-Z0-9]+(?:[.-][A-Z0-9]+)*\.?$/,
          'write the ticker as the exchange publishes it: uppercase letters and digits, "." or "-" between parts, e.g. AAPL, BRK.B, BP.',
        )
        .describe(
          "Ticker as the exchange publishes it: AAPL, BRK.B, BP., 600519 (quoted); the API pairs it with the country",
        ),
      name: text().describe("Company name, e.g. Apple Inc."),
      exchange: stockExchange(country).describe(
        `Exchange of the listing, by MIC; for ${country}: ${exchangesOf(country).join(", ")}`,
      ),
      currency: currency().describe("Trading currency, ISO 4217, e.g. USD"),
      sector: closedList(SECTORS, "sector").describe(`GICS sector: ${SECTORS.join(", ")}`),
    })
    .strict()
    .superRefine((entry, ctx) => {
      const rule = tickerRuleOf(entry.exchange);
      if (rule && !rule.pattern.test(entry.symbol)) {
        ctx.addIssue({
          code: "custom",
          path: ["symbol"],
          message: `${entry.symbol} is not a ${entry.exchange} code: ${rule.hint}`,
        });
      }
    });
}

/** The schema of content/symbols/stocks/<country>.yaml. */
export function stockListSchema(country: StockCountry) {
  return z
    .object({
      stocks: z.array(stockSchema(country)).min(1).describe(`The stocks listed in ${country}, one entry each`),
    })
    .strict();
}

/** A stock the algo list names: a ticker and its stock country. */
const algoStockSchema = z
  .object({
    symbol: symbolText().min(1).describe("Ticker, as in content/symbols/stocks/<country>.yaml"),
    country: closedList(STOCK_COUNTRY_CODES, "stock country", STOCK_COUNTRY_OF_ISO).describe(
      `Stock country as the API writes it: ${STOCK_COUNTRY_CODES.join(", ")}`,
    ),
  })
  .strict();

const algoSymbols = (list: string, example: string) =>
  uniqueList(symbolText().min(1), "symbol").describe(`Symbols from ${list}, e.g. ${example}`);

/** The whole of content/symbols/algo.yaml: symbols accepted by the algorithm uploads, per asset class. */
export const algoListSchema = z
  .object({
    stocks: uniqueList(algoStockSchema, "stock").describe(
      "Stocks, each as { symbol, country }, e.g. { symbol: AAPL, country: us }",
    ),
    indices: algoSymbols("content/symbols/indices.yaml", "SPX"),
    currencies: algoSymbols("the pairs of content/symbols/currencies.yaml", "EURUSD"),
    crypto: algoSymbols("the pairs of content/symbols/crypto.yaml (ticker and quote currency)", "BTCUSD"),
    commodities: algoSymbols("content/symbols/commodities.yaml", "XAUUSD"),
  })
  .strict();

/** A validated coin. */
export type Coin = z.infer<typeof coinSchema>;
/** A validated crypto.yaml. */
export type CryptoList = z.infer<typeof cryptoListSchema>;
/** A validated currency. */
export type Currency = z.infer<typeof currencySchema>;
/** A validated currencies.yaml. */
export type CurrencyList = z.infer<typeof currencyListSchema>;
/** A validated index. */
export type MarketIndex = z.infer<typeof indexSchema>;
/** A validated indices.yaml. */
export type IndexList = z.infer<typeof indexListSchema>;
/** A validated commodity. */
export type Commodity = z.infer<typeof commoditySchema>;
/** A validated commodities.yaml. */
export type CommodityList = z.infer<typeof commodityListSchema>;
/** A validated stock. */
export type Stock = z.infer<ReturnType<typeof stockSchema>>;
/** A validated stocks/<country>.yaml. */
export type StockList = z.infer<ReturnType<typeof stockListSchema>>;
/** A validated algo.yaml. */
export type AlgoList = z.infer<typeof algoListSchema>;
