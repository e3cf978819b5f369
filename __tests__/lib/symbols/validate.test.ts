/** @jest-environment node */
import { AuthorError } from "../../../src/lib/author-error";
import type { StockCountry } from "../../../src/lib/symbols/reference";
import {
  validateAlgoList,
  validateCommodityList,
  validateCryptoList,
  validateCurrencyList,
  validateIndexList,
  validateStockList,
  type AlgoTargets,
} from "../../../src/lib/symbols/validate";
import { parseYamlSource } from "../../../src/lib/yaml-source";

const CRYPTO = "content/symbols/crypto.yaml";
const CURRENCIES = "content/symbols/currencies.yaml";
const INDICES = "content/symbols/indices.yaml";
const COMMODITIES = "content/symbols/commodities.yaml";
const ALGO = "content/symbols/algo.yaml";
const stocksFile = (country: StockCountry) => `content/symbols/stocks/${country}.yaml`;

const crypto = (text: string) => validateCryptoList(parseYamlSource(text, CRYPTO), CRYPTO);
const currencies = (text: string) => validateCurrencyList(parseYamlSource(text, CURRENCIES), CURRENCIES);
const indices = (text: string) => validateIndexList(parseYamlSource(text, INDICES), INDICES);
const commodities = (text: string) => validateCommodityList(parseYamlSource(text, COMMODITIES), COMMODITIES);
const stocks = (country: StockCountry, text: string) =>
  validateStockList(parseYamlSource(text, stocksFile(country)), stocksFile(country), country);

/** The AuthorError `run` throws. */
function authorErrorOf(run: () => unknown): AuthorError {
  try {
    run();
  } catch (error) {
    if (error instanceof AuthorError) return error;
    throw error;
  }
  throw new Error("expected an AuthorError");
}

const BITCOIN = `
  - symbol: BTC
    name: Bitcoin
    slug: bitcoin
    quotes: [USD, EUR]
    exchanges: [Binance, Kraken]
    launched: 2009`;

describe("valid lists", () => {
  test("a coin list is returned as parsed", () => {
    expect(crypto(`coins:${BITCOIN}\n`)).toEqual({
      coins: [
        {
          symbol: "BTC",
          name: "Bitcoin",
          slug: "bitcoin",
          quotes: ["USD", "EUR"],
          exchanges: ["Binance", "Kraken"],
          launched: 2009,
        },
      ],
    });
  });

  test("a currency without pairs of its own gets an empty list", () => {
    const list = currencies(
      "currencies:\n  - { code: EUR, name: Euro, countries: [de], minor_units: 2, pairs: [EURJPY] }\n" +
        "  - { code: JPY, name: Japanese yen, countries: [jp], minor_units: 0 }\n",
    );
    expect(list.currencies[1]).toEqual({
      code: "JPY",
      name: "Japanese yen",
      countries: ["jp"],
      minor_units: 0,
      pairs: [],
    });
  });

  test("quoted Chinese codes keep their leading zeros", () => {
    const list = stocks(
      "cn",
      'stocks:\n  - { symbol: "000858", name: Wuliangye Yibin, exchange: XSHE, currency: CNY, sector: Consumer Staples }\n',
    );
    expect(list.stocks[0].symbol).toBe("000858");
  });
});

describe("author errors", () => {
  test("they carry the list file", () => {
    expect(authorErrorOf(() => crypto("coins: []\n")).file).toBe(CRYPTO);
  });

  test("a missing field names the entry, its line and the field", () => {
    const text = `coins:${BITCOIN}
  - symbol: ETH
    name: Ethereum
    quotes: [USD]
    exchanges: [Kraken]
    launched: 2015
`;
    expect(() => crypto(text)).toThrowErrorMatchingInlineSnapshot(`
      "Invalid symbol list content/symbols/crypto.yaml:
        - content/symbols/crypto.yaml:8: coin "ETH" (entry at line 8), field "slug": Required
          slug: URL segment of the coin's page /docs/symbols/crypto/<slug>, e.g. bitcoin
      Fix the values above: the fields are described in src/lib/symbols/schema.ts, the allowed codes are listed in src/lib/symbols/reference.ts."
    `);
  });

  test("a duplicate symbol names both lines", () => {
    const text = `coins:${BITCOIN}
  - symbol: BTC
    name: Bitcoin again
    slug: bitcoin-again
    quotes: [USD]
    exchanges: [Kraken]
    launched: 2009
`;
    expect(() => crypto(text)).toThrowErrorMatchingInlineSnapshot(`
      "Invalid symbol list content/symbols/crypto.yaml:
        - content/symbols/crypto.yaml:8: coin "BTC" (entry at line 8), field "symbol": "BTC" is also the symbol of the entry at line 2; list each coin once
          symbol: Coin ticker, 3 to 5 uppercase letters, e.g. BTC; a pair is the ticker followed by a quote currency (BTCUSD)
      Fix the values above: the fields are described in src/lib/symbols/schema.ts, the allowed codes are listed in src/lib/symbols/reference.ts."
    `);
  });

  test("an unknown country lists the closest codes, the ISO code first for the API's uk", () => {
    const text = `indices:
  - symbol: UKX
    name: FTSE 100
    slug: ftse-100
    country: uk
    provider: FTSE Russell
    currency: GBP
    constituents: 100
`;
    expect(() => indices(text)).toThrowErrorMatchingInlineSnapshot(`
      "Invalid symbol list content/symbols/indices.yaml:
        - content/symbols/indices.yaml:5: index "UKX" (entry at line 2), field "country": unknown country "uk"; closest: gb, ck, dk
          country: Market the index tracks, lowercase ISO 3166-1 alpha-2 (the United Kingdom is gb; eu for the euro area). Codes are listed in src/lib/symbols/reference.ts
      Fix the values above: the fields are described in src/lib/symbols/schema.ts, the allowed codes are listed in src/lib/symbols/reference.ts."
    `);
  });

  test("an unknown country in a list field is located at the item", () => {
    const text =
      "currencies:\n  - code: EUR\n    name: Euro\n    countries: [de, fra]\n    minor_units: 2\n    pairs: [EUREUR]\n";
    const message = authorErrorOf(() => currencies(text)).message;
    expect(message).toContain(
      '  - content/symbols/currencies.yaml:4: currency "EUR" (entry at line 2), field "countries" item 2: unknown country "fra"; closest: fr, br, ca',
    );
  });

  test("an unknown exchange lists the closest exchanges of the file's country", () => {
    const text =
      "stocks:\n  - { symbol: SAP, name: SAP, exchange: XETRA, currency: EUR, sector: Information Technology }\n";
    expect(() => stocks("de", text)).toThrowErrorMatchingInlineSnapshot(`
      "Invalid symbol list content/symbols/stocks/de.yaml:
        - content/symbols/stocks/de.yaml:2: stock "SAP" (entry at line 2), field "exchange": unknown exchange "XETRA"; closest: XETR, XFRA
          exchange: Exchange of the listing, by MIC; for de: XETR, XFRA
      Fix the values above: the fields are described in src/lib/symbols/schema.ts, the allowed codes are listed in src/lib/symbols/reference.ts."
    `);
  });

  test("an exchange of another country is named as such", () => {
    const text =
      "stocks:\n  - { symbol: AAPL, name: Apple Inc., exchange: XNAS, currency: USD, sector: Information Technology }\n";
    expect(authorErrorOf(() => stocks("de", text)).message.split("\n")[1]).toBe(
      '  - content/symbols/stocks/de.yaml:2: stock "AAPL" (entry at line 2), field "exchange": exchange "XNAS" is in us, not de; use XETR or XFRA',
    );
  });

  test("an unknown crypto exchange lists the closest names", () => {
    const text = `coins:${BITCOIN.replace("[Binance, Kraken]", "[Binance, Krakken]")}\n`;
    expect(authorErrorOf(() => crypto(text)).message.split("\n")[1]).toBe(
      '  - content/symbols/crypto.yaml:6: coin "BTC" (entry at line 2), field "exchanges" item 2: unknown crypto exchange "Krakken"; closest: Kraken, KuCoin, Binance',
    );
  });

  test("an unquoted six-digit code is read by YAML as a number, and the fix says so", () => {
    const text =
      "stocks:\n  - { symbol: 000858, name: Wuliangye Yibin, exchange: XSHE, currency: CNY, sector: Consumer Staples }\n";
    expect(authorErrorOf(() => stocks("cn", text)).message.split("\n")[1]).toBe(
      '  - content/symbols/stocks/cn.yaml:2: stock "858" (entry at line 2), field "symbol": write the symbol as quoted text, e.g. "000858": unquoted, YAML reads digits as a number',
    );
  });

  test("a Chinese code on the wrong exchange", () => {
    const text =
      'stocks:\n  - { symbol: "000858", name: Wuliangye Yibin, exchange: XSHG, currency: CNY, sector: Consumer Staples }\n';
    expect(authorErrorOf(() => stocks("cn", text)).message.split("\n")[1]).toBe(
      '  - content/symbols/stocks/cn.yaml:2: stock "000858" (entry at line 2), field "symbol": 000858 is not a XSHG code: Shanghai codes are six digits starting with 6, e.g. 600519',
    );
  });

  test("two tickers with one slug are reported with both lines", () => {
    const text =
      "stocks:\n" +
      "  - { symbol: BRK.B, name: Berkshire Hathaway Inc. Class B, exchange: XNYS, currency: USD, sector: Financials }\n" +
      "  - { symbol: BRK-B, name: Berkshire Hathaway Inc. Class B, exchange: XNYS, currency: USD, sector: Financials }\n";
    expect(authorErrorOf(() => stocks("us", text)).message.split("\n")[1]).toBe(
      '  - content/symbols/stocks/us.yaml:3: stock "BRK-B" (entry at line 3), field "symbol": "BRK-B" and "BRK.B" (line 2) share the slug "brk-b"; they cannot both have a page',
    );
  });

  test("an unknown field lists the known ones, at its own line", () => {
    const text = `coins:${BITCOIN}\n    ticker: XBT\n`;
    expect(authorErrorOf(() => crypto(text)).message.split("\n")[1]).toBe(
      '  - content/symbols/crypto.yaml:8: coin "BTC" (entry at line 2), field "ticker": unknown field; known fields: symbol, name, slug, quotes, exchanges, launched',
    );
  });

  test("an entry without its key is named by its position", () => {
    const text =
      "indices:\n  - { name: DAX 40, slug: dax, country: de, provider: STOXX, currency: EUR, constituents: 40 }\n";
    expect(authorErrorOf(() => indices(text)).message.split("\n")[1]).toBe(
      '  - content/symbols/indices.yaml:2: index #1 (entry at line 2), field "symbol": Required',
    );
  });

  test("a misspelt list key", () => {
    expect(() => crypto("coin: []\n")).toThrowErrorMatchingInlineSnapshot(`
      "Invalid symbol list content/symbols/crypto.yaml:
        - content/symbols/crypto.yaml:1: field "coins": Required
          coins: The coins, one entry each, sorted by ticker
        - content/symbols/crypto.yaml:1: field "coin": unknown field; known fields: coins
      Fix the values above: the fields are described in src/lib/symbols/schema.ts, the allowed codes are listed in src/lib/symbols/reference.ts."
    `);
  });

  test("an empty file is reported as empty, at its first line, with the fix", () => {
    const message = authorErrorOf(() => crypto("")).message;
    expect(message.split("\n").slice(0, 2)).toEqual([
      "Empty or missing symbol list content/symbols/crypto.yaml:",
      "  - content/symbols/crypto.yaml:1: the file is empty: it holds no entries, so the list's page and the page of each of its symbols would be left out of the site",
    ]);
    expect(message).toContain("git checkout HEAD -- content/symbols/crypto.yaml");
  });

  test("a pair whose quote currency is not in the file, and a currency in no pair", () => {
    const text =
      "currencies:\n" +
      "  - { code: EUR, name: Euro, countries: [de], minor_units: 2, pairs: [EURUSD, EURXAU] }\n" +
      "  - { code: USD, name: US dollar, countries: [us], minor_units: 2 }\n" +
      "  - { code: JPY, name: Japanese yen, countries: [jp], minor_units: 0 }\n";
    expect(() => currencies(text)).toThrowErrorMatchingInlineSnapshot(`
      "Invalid symbol list content/symbols/currencies.yaml:
        - content/symbols/currencies.yaml:2: currency "EUR" (entry at line 2), field "pairs" item 2: quote currency XAU is not in this file; closest: EUR, JPY, USD
          pairs: Pairs with this currency as the base, e.g. EURUSD under EUR; a pair is listed once, under its base
        - content/symbols/currencies.yaml:4: currency "JPY" (entry at line 4), field "pairs": JPY is in no pair; add one, e.g. JPYUSD
          pairs: Pairs with this currency as the base, e.g. EURUSD under EUR; a pair is listed once, under its base
      Fix the values above: the fields are described in src/lib/symbols/schema.ts, the allowed codes are listed in src/lib/symbols/reference.ts."
    `);
  });

  test("a pair listed under the wrong currency", () => {
    const text =
      "currencies:\n  - { code: EUR, name: Euro, countries: [de], minor_units: 2, pairs: [USDEUR] }\n  - { code: USD, name: US dollar, countries: [us], minor_units: 2 }\n";
    expect(authorErrorOf(() => currencies(text)).message.split("\n")[1]).toBe(
      '  - content/symbols/currencies.yaml:2: currency "EUR" (entry at line 2), field "pairs" item 1: USDEUR does not start with EUR; list it under USD, its base currency',
    );
  });

  test("a commodity listed in two groups names both lines", () => {
    const text =
      "agricultural:\n  - { symbol: CORN, name: Corn, unit: bushel, currency: USD, exchange: XCBT }\n" +
      "energy:\n  - { symbol: CORN, name: Corn, unit: bushel, currency: USD, exchange: XCBT }\n" +
      "metal:\n  - { symbol: XAUUSD, name: Gold, unit: troy ounce, currency: USD, exchange: LBMA }\n";
    expect(authorErrorOf(() => commodities(text)).message.split("\n")[1]).toBe(
      '  - content/symbols/commodities.yaml:4: energy commodity "CORN" (entry at line 4), field "symbol": "CORN" is also the symbol of the entry at line 2; list each commodity once, in one group',
    );
  });

  test("a metal code whose currency disagrees with the currency field", () => {
    const text =
      "agricultural:\n  - { symbol: CORN, name: Corn, unit: bushel, currency: USD, exchange: XCBT }\n" +
      "energy:\n  - { symbol: WTI, name: WTI crude oil, unit: barrel, currency: USD, exchange: XNYM }\n" +
      "metal:\n  - { symbol: XAUUSD, name: Gold, unit: troy ounce, currency: EUR, exchange: LBMA }\n";
    expect(authorErrorOf(() => commodities(text)).message.split("\n")[1]).toBe(
      '  - content/symbols/commodities.yaml:6: metal commodity "XAUUSD" (entry at line 6), field "currency": XAUUSD is quoted in USD, but currency is EUR',
    );
  });
});

describe("the algo list", () => {
  const targets: AlgoTargets = {
    stocks: {
      us: stocks(
        "us",
        "stocks:\n  - { symbol: AAPL, name: Apple Inc., exchange: XNAS, currency: USD, sector: Information Technology }\n",
      ),
    },
    indices: indices(
      "indices:\n  - { symbol: SPX, name: S&P 500, slug: sp-500, country: us, provider: S&P Dow Jones Indices, currency: USD, constituents: 500 }\n",
    ),
    currencies: currencies(
      "currencies:\n  - { code: EUR, name: Euro, countries: [de], minor_units: 2, pairs: [EURUSD] }\n  - { code: USD, name: US dollar, countries: [us], minor_units: 2 }\n",
    ),
    crypto: crypto(`coins:${BITCOIN}\n`),
    commodities: commodities(
      "agricultural:\n  - { symbol: CORN, name: Corn, unit: bushel, currency: USD, exchange: XCBT }\n" +
        "energy:\n  - { symbol: WTI, name: WTI crude oil, unit: barrel, currency: USD, exchange: XNYM }\n" +
        "metal:\n  - { symbol: XAUUSD, name: Gold, unit: troy ounce, currency: USD, exchange: LBMA }\n",
    ),
  };
  const algo = (text: string) => validateAlgoList(parseYamlSource(text, ALGO), ALGO, targets);

  test("symbols that exist in their lists pass", () => {
    expect(
      algo(
        "stocks:\n  - { symbol: AAPL, country: us }\nindices: [SPX]\ncurrencies: [EURUSD]\ncrypto: [BTCEUR]\ncommodities: [XAUUSD]\n",
      ),
    ).toEqual({
      stocks: [{ symbol: "AAPL", country: "us" }],
      indices: ["SPX"],
      currencies: ["EURUSD"],
      crypto: ["BTCEUR"],
      commodities: ["XAUUSD"],
    });
  });

  test("every dangling symbol is reported at its line, with the closest that exist", () => {
    const text =
      "stocks:\n  - { symbol: APPL, country: us }\n  - { symbol: SAP, country: de }\n" +
      "indices: [SPX]\ncurrencies: [EURUSD, USDEUR]\ncrypto: [BTCGBP]\ncommodities: [GOLD]\n";
    expect(() => algo(text)).toThrowErrorMatchingInlineSnapshot(`
      "Invalid symbol list content/symbols/algo.yaml:
        - content/symbols/algo.yaml:2: stock "APPL" (entry at line 2), field "symbol": "APPL" is not in the us stock list; closest: AAPL
          symbol: Ticker, as in content/symbols/stocks/<country>.yaml
        - content/symbols/algo.yaml:3: stock "SAP" (entry at line 3), field "symbol": "SAP" is not in the de stock list; closest: none
          symbol: Ticker, as in content/symbols/stocks/<country>.yaml
        - content/symbols/algo.yaml:5: currency pair "USDEUR" (entry at line 5): "USDEUR" is not in the currency pairs; closest: EURUSD
        - content/symbols/algo.yaml:6: crypto pair "BTCGBP" (entry at line 6): "BTCGBP" is not in the crypto pairs; closest: BTCEUR, BTCUSD
        - content/symbols/algo.yaml:7: commodity "GOLD" (entry at line 7): "GOLD" is not in the commodity list; closest: CORN, WTI, XAUUSD
      Fix the values above: the fields are described in src/lib/symbols/schema.ts, the allowed codes are listed in src/lib/symbols/reference.ts."
    `);
  });

  test("an unknown stock country suggests the API's code for an ISO code first", () => {
    const text =
      "stocks:\n  - { symbol: VOD, country: gb }\nindices: [SPX]\ncurrencies: [EURUSD]\ncrypto: [BTCEUR]\ncommodities: [XAUUSD]\n";
    expect(authorErrorOf(() => algo(text)).message.split("\n")[1]).toBe(
      '  - content/symbols/algo.yaml:2: stock "VOD" (entry at line 2), field "country": unknown stock country "gb"; closest: uk, be, ch',
    );
  });
});
