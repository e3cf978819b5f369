/**
 * The real files in content/symbols: each validates on its own, and the data agrees with what the
 * guides promise (counts, formats and the example symbols they quote).
 * @jest-environment node
 */
import fs from "fs";
import path from "path";
import { STOCK_COUNTRIES, STOCK_COUNTRY_CODES, type StockCountry } from "../../../src/lib/symbols/reference";
import {
  SYMBOL_LISTS,
  SYMBOLS_DIR,
  coinPairs,
  loadSymbolCatalogue,
  type SymbolCatalogue,
} from "../../../src/lib/symbols/lists";
import { findSlugCollisions } from "../../../src/lib/symbols/slug";
import {
  validateCommodityList,
  validateCryptoList,
  validateCurrencyList,
  validateIndexList,
  validateStockList,
} from "../../../src/lib/symbols/validate";
import { parseYamlSource } from "../../../src/lib/yaml-source";

const ROOT = path.join(__dirname, "../../..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");
const source = (file: string) => parseYamlSource(read(file), file);

describe("each file validates on its own", () => {
  test.each(["crypto", "currencies", "indices", "commodities"])("%s.yaml", (name) => {
    const file = `${SYMBOLS_DIR}/${name}.yaml`;
    const validate = {
      crypto: validateCryptoList,
      currencies: validateCurrencyList,
      indices: validateIndexList,
      commodities: validateCommodityList,
    }[name];
    expect(() => validate?.(source(file), file)).not.toThrow();
  });

  test.each(STOCK_COUNTRY_CODES.map((country) => [country]))("stocks/%s.yaml", (country) => {
    const file = `${SYMBOLS_DIR}/stocks/${country}.yaml`;
    expect(() => validateStockList(source(file), file, country)).not.toThrow();
  });

  test("the stock folder holds exactly one file per stock country", () => {
    const files = fs.readdirSync(path.join(ROOT, SYMBOLS_DIR, "stocks")).sort();
    expect(files).toEqual(STOCK_COUNTRY_CODES.map((country) => `${country}.yaml`).sort());
  });

  test("every file of the catalogue exists", () => {
    for (const list of SYMBOL_LISTS) expect(fs.existsSync(path.join(ROOT, list.file))).toBe(true);
  });
});

describe("the catalogue", () => {
  // Loaded once: the algo list is validated against all the others here.
  let catalogue: SymbolCatalogue;
  beforeAll(() => {
    catalogue = loadSymbolCatalogue(read);
  });

  test("counts: at least 80 coins, 30 currencies, 30 indices, 20 stocks per country and 100 US stocks", () => {
    expect(catalogue.crypto.coins.length).toBeGreaterThanOrEqual(80);
    expect(catalogue.currencies.currencies.length).toBeGreaterThanOrEqual(30);
    expect(catalogue.indices.indices.length).toBeGreaterThanOrEqual(30);
    for (const country of STOCK_COUNTRY_CODES)
      expect(catalogue.stocks[country].stocks.length).toBeGreaterThanOrEqual(20);
    expect(catalogue.stocks.us.stocks.length).toBeGreaterThanOrEqual(100);
  });

  test("the guides' example stocks are listed in their countries", () => {
    const examples: Array<[StockCountry, string]> = [
      ["be", "ABI"],
      ["ch", "NESN"],
      ["cn", "600519"],
      ["de", "SAP"],
      ["es", "SAN"],
      ["fr", "MC"],
      ["it", "ENI"],
      ["nl", "ASML"],
      ["nz", "FPH"],
      ["uk", "VOD"],
      ["us", "AAPL"],
      ["us", "MSFT"],
      ["us", "BRK.B"],
    ];
    for (const [country, symbol] of examples) {
      expect(catalogue.stocks[country].stocks.map((stock) => stock.symbol)).toContain(symbol);
    }
  });

  test("stocks trade in their country's currency and on its exchanges, as /docs/symbols tabulates", () => {
    for (const country of STOCK_COUNTRY_CODES) {
      for (const stock of catalogue.stocks[country].stocks)
        expect([country, stock.currency]).toEqual([country, STOCK_COUNTRIES[country].currency]);
    }
    const exchanges = (country: StockCountry) =>
      [...new Set(catalogue.stocks[country].stocks.map((stock) => stock.exchange))].sort();
    expect(exchanges("cn")).toEqual(["XSHE", "XSHG"]);
    expect(exchanges("us")).toEqual(["XASE", "XNAS", "XNYS"]);
  });

  test("no two tickers of a country share a slug", () => {
    for (const country of STOCK_COUNTRY_CODES) {
      expect(findSlugCollisions(catalogue.stocks[country].stocks.map((stock) => stock.symbol))).toEqual([]);
    }
  });

  test("the guides' example indices are listed under the codes they use", () => {
    const symbols = catalogue.indices.indices.map((index) => index.symbol);
    for (const symbol of ["SPX", "NDX", "DJI", "DAX", "UKX", "N225"]) expect(symbols).toContain(symbol);
  });

  test("the G10 currencies and the guides' example pairs are listed", () => {
    const codes = catalogue.currencies.currencies.map((currency) => currency.code);
    for (const code of ["USD", "EUR", "JPY", "GBP", "CHF", "CAD", "AUD", "NZD", "SEK", "NOK"])
      expect(codes).toContain(code);
    const pairs = catalogue.currencies.currencies.flatMap((currency) => currency.pairs);
    for (const pair of ["EURUSD", "USDJPY", "GBPCHF", "GBPJPY", "USDCHF", "GBPUSD"]) expect(pairs).toContain(pair);
  });

  test("crypto pairs are a coin ticker followed by a fiat code, as the guides' examples", () => {
    const pairs = catalogue.crypto.coins.flatMap(coinPairs);
    for (const pair of ["BTCUSD", "ETHEUR", "DOGEUSD", "ETHUSD"]) expect(pairs).toContain(pair);
  });

  test("the crypto pairs match the /crypto/symbols example in /docs/api: 212 in all, AAVEUSD then ADAEUR", () => {
    const pairs = catalogue.crypto.coins.flatMap(coinPairs).sort();
    expect(pairs).toHaveLength(212);
    expect(pairs.slice(0, 2)).toEqual(["AAVEUSD", "ADAEUR"]);
  });

  test("the guides' example commodities are in the groups they name", () => {
    const group = (name: "agricultural" | "energy" | "metal") =>
      catalogue.commodities[name].map((commodity) => commodity.symbol);
    expect(group("metal")).toEqual(expect.arrayContaining(["XAUUSD", "XAGUSD"]));
    expect(group("energy")).toEqual(expect.arrayContaining(["BRENT", "WTI", "NATGAS"]));
    expect(group("agricultural")).toEqual(expect.arrayContaining(["WHEAT", "CORN", "COFFEE"]));
  });

  test("the algo list draws on every asset class", () => {
    const { algo } = catalogue;
    for (const symbols of [algo.stocks, algo.indices, algo.currencies, algo.crypto, algo.commodities]) {
      expect(symbols.length).toBeGreaterThan(0);
    }
  });
});
