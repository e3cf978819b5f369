/** @jest-environment node */
import {
  SYMBOL_LISTS,
  buildSymbolPages,
  coinPairs,
  countSymbolEntries,
  countSymbolPages,
  currencyPairs,
} from "../../../src/lib/symbols/lists";
import { realCatalogue, tinyCatalogue } from "../../fixtures/symbol-catalogue";

const ROUTE = /^\/docs(\/[a-z0-9][a-z0-9._-]*)*$/;

/** The lists that are one page each, without entry pages. */
const LIST_PAGE_ONLY = {
  "commodities-agricultural": 1,
  "commodities-energy": 1,
  "commodities-metal": 1,
  "stocks-be": 1,
  "stocks-ch": 1,
  "stocks-cn": 1,
  "stocks-de": 1,
  "stocks-es": 1,
  "stocks-fr": 1,
  "stocks-it": 1,
  "stocks-nl": 1,
  "stocks-nz": 1,
  "stocks-uk": 1,
  "stocks-us": 1,
  algo: 1,
};

test("the list routes are exactly the symbol reference's routes", () => {
  expect(SYMBOL_LISTS.map((list) => list.route).sort()).toEqual([
    "/docs/symbols/algo",
    "/docs/symbols/commodities/agricultural",
    "/docs/symbols/commodities/energy",
    "/docs/symbols/commodities/metal",
    "/docs/symbols/crypto",
    "/docs/symbols/currencies",
    "/docs/symbols/indices",
    ...["be", "ch", "cn", "de", "es", "fr", "it", "nl", "nz", "uk", "us"].map(
      (country) => `/docs/symbols/stocks/${country}`,
    ),
  ]);
});

test("list ids are unique and the three commodity pages share one file", () => {
  expect(new Set(SYMBOL_LISTS.map((list) => list.id)).size).toBe(SYMBOL_LISTS.length);
  const commodityFiles = SYMBOL_LISTS.filter((list) => list.kind === "commodities").map((list) => list.file);
  expect(commodityFiles).toEqual(Array(3).fill("content/symbols/commodities.yaml"));
});

test("list titles", () => {
  expect(Object.fromEntries(SYMBOL_LISTS.map((list) => [list.id, list.title]))).toMatchObject({
    crypto: "Crypto symbols",
    "commodities-metal": "Metal commodities",
    "stocks-nz": "New Zealand stocks",
    "stocks-uk": "UK stocks",
    algo: "Algorithm upload symbols",
  });
});

describe("pages of a small catalogue", () => {
  const pages = buildSymbolPages(tinyCatalogue());

  test("each list page, then its entry pages", () => {
    expect(pages.slice(0, 8)).toEqual([
      { path: "/docs/symbols/crypto", title: "Crypto symbols", listId: "crypto" },
      { path: "/docs/symbols/crypto/bitcoin", title: "Bitcoin (BTC)", listId: "crypto", entryKey: "BTC" },
      { path: "/docs/symbols/crypto/ethereum", title: "Ethereum (ETH)", listId: "crypto", entryKey: "ETH" },
      { path: "/docs/symbols/currencies", title: "Currency symbols", listId: "currencies" },
      { path: "/docs/symbols/currencies/eur", title: "Euro (EUR)", listId: "currencies", entryKey: "EUR" },
      { path: "/docs/symbols/currencies/usd", title: "US dollar (USD)", listId: "currencies", entryKey: "USD" },
      { path: "/docs/symbols/currencies/jpy", title: "Japanese yen (JPY)", listId: "currencies", entryKey: "JPY" },
      { path: "/docs/symbols/indices", title: "Index symbols", listId: "indices" },
    ]);
    expect(pages[8]).toEqual({
      path: "/docs/symbols/indices/sp-500",
      title: "S&P 500 (SPX)",
      listId: "indices",
      entryKey: "SPX",
    });
  });

  test("page counts per list: one list page, plus entry pages for crypto, currencies and indices", () => {
    expect(countSymbolPages(pages)).toEqual({
      crypto: 3,
      currencies: 4,
      indices: 2,
      ...LIST_PAGE_ONLY,
    });
    expect(pages).toHaveLength(24);
  });

  test("two entries with one route are refused rather than one page replacing the other", () => {
    const catalogue = tinyCatalogue();
    catalogue.crypto.coins[1].slug = "bitcoin";
    expect(() => buildSymbolPages(catalogue)).toThrow("Two symbol pages share the path /docs/symbols/crypto/bitcoin");
  });
});

test("a currency's pairs include those where it is the quote", () => {
  const { currencies } = tinyCatalogue();
  expect(currencyPairs("JPY", currencies)).toEqual(["EURJPY", "USDJPY"]);
  expect(currencyPairs("USD", currencies)).toEqual(["EURUSD", "USDJPY"]);
  expect(coinPairs(tinyCatalogue().crypto.coins[0])).toEqual(["BTCUSD", "BTCEUR"]);
});

describe("pages of the real lists", () => {
  const catalogue = realCatalogue();
  const pages = buildSymbolPages(catalogue);

  test("every route is a valid /docs route, and no two pages share one", () => {
    for (const page of pages) expect(page.path).toMatch(ROUTE);
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
  });

  test("page counts per list", () => {
    const entries = countSymbolEntries(catalogue);
    const counts = countSymbolPages(pages);
    expect(counts).toEqual({
      crypto: 1 + entries.crypto,
      currencies: 1 + entries.currencies,
      indices: 1 + entries.indices,
      ...LIST_PAGE_ONLY,
    });
    // Pinned so a change in the number of pages is a visible, reviewed change.
    expect([counts.crypto, counts.currencies, counts.indices, pages.length]).toEqual([88, 35, 34, 172]);
  });

  test("entry routes follow the documented forms", () => {
    const paths = pages.map((page) => page.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/docs/symbols/crypto/bitcoin",
        "/docs/symbols/currencies/eur",
        "/docs/symbols/indices/sp-500",
      ]),
    );
  });
});
