/** @jest-environment node */
import {
  EMPTY_VIEW,
  countText,
  facetOptions,
  parseView,
  searchedColumns,
  toggleSort,
  viewSearch,
  visibleRows,
  withFacetOptions,
  type SymbolTableData,
  type TableView,
} from "../../../src/lib/symbols/table";
import { CRYPTO_COLUMNS } from "../../fixtures/symbol-table";

/** A small crypto-like table: a list column that filters, a numeric column. */
const TABLE: SymbolTableData = withFacetOptions({
  columns: CRYPTO_COLUMNS,
  rows: [
    { cells: ["BTC", "Bitcoin", ["Binance", "Bitstamp", "Kraken"], 2009], href: "/docs/symbols/crypto/bitcoin" },
    { cells: ["ETH", "Ethereum", ["Bitstamp", "Kraken"], 2015], href: "/docs/symbols/crypto/ethereum" },
    { cells: ["WBTC", "Wrapped Bitcoin", ["Binance"], 2019], href: "/docs/symbols/crypto/wrapped-bitcoin" },
    { cells: ["ADA", "Cardano", ["Coinbase"], 2017], href: "/docs/symbols/crypto/cardano" },
  ],
});

const symbols = (view: TableView) => visibleRows(TABLE, view).map((index) => TABLE.rows[index].cells[0]);

describe("filtering", () => {
  test("the default view shows every row in list order", () => {
    expect(symbols(EMPTY_VIEW)).toEqual(["BTC", "ETH", "WBTC", "ADA"]);
  });

  test("text matches the ticker and name columns, case-insensitively, ignoring surrounding spaces", () => {
    expect(symbols({ ...EMPTY_VIEW, query: " bit " })).toEqual(["BTC", "WBTC"]);
    expect(symbols({ ...EMPTY_VIEW, query: "eth" })).toEqual(["ETH"]);
    expect(searchedColumns(TABLE).map((column) => column.key)).toEqual(["symbol", "name"]);
  });

  test("text does not match the columns with filters of their own, nor numbers", () => {
    expect(symbols({ ...EMPTY_VIEW, query: "coinbase" })).toEqual([]);
    expect(symbols({ ...EMPTY_VIEW, query: "2015" })).toEqual([]);
  });

  test("a facet matches any of a list cell's values, and combines with text", () => {
    expect(symbols({ ...EMPTY_VIEW, facets: { exchange: "Kraken" } })).toEqual(["BTC", "ETH"]);
    expect(symbols({ ...EMPTY_VIEW, query: "bit", facets: { exchange: "Kraken" } })).toEqual(["BTC"]);
    expect(symbols({ ...EMPTY_VIEW, facets: { exchange: "Gemini" } })).toEqual([]);
  });

  test("facet options are the distinct values of the column, sorted, filled in before the table ships", () => {
    expect(facetOptions(TABLE, 2)).toEqual(["Binance", "Bitstamp", "Coinbase", "Kraken"]);
    expect(TABLE.columns.map((column) => column.options)).toEqual([
      [],
      [],
      ["Binance", "Bitstamp", "Coinbase", "Kraken"],
      [],
    ]);
  });
});

describe("sorting", () => {
  test("text sorts alphabetically and numbers by value, both ways", () => {
    expect(symbols({ ...EMPTY_VIEW, sort: { key: "name", direction: "ascending" } })).toEqual([
      "BTC",
      "ADA",
      "ETH",
      "WBTC",
    ]);
    expect(symbols({ ...EMPTY_VIEW, sort: { key: "launched", direction: "descending" } })).toEqual([
      "WBTC",
      "ADA",
      "ETH",
      "BTC",
    ]);
  });

  test("the first click sorts ascending, the next one descending, another column starts ascending again", () => {
    const once = toggleSort(EMPTY_VIEW, "name");
    expect(once.sort).toEqual({ key: "name", direction: "ascending" });
    expect(toggleSort(once, "name").sort).toEqual({ key: "name", direction: "descending" });
    expect(toggleSort(toggleSort(once, "name"), "launched").sort).toEqual({ key: "launched", direction: "ascending" });
  });

  test("ties keep list order", () => {
    const table: SymbolTableData = {
      columns: [TABLE.columns[0], TABLE.columns[3]],
      rows: [
        { cells: ["B", 1], href: null },
        { cells: ["A", 1], href: null },
      ],
    };
    expect(visibleRows(table, { ...EMPTY_VIEW, sort: { key: "launched", direction: "descending" } })).toEqual([0, 1]);
  });
});

describe("the view in the URL", () => {
  const view: TableView = {
    query: "bit coin",
    facets: { exchange: "Kraken" },
    sort: { key: "name", direction: "descending" },
  };

  test("a view becomes a query string and reads back the same", () => {
    const search = viewSearch(view, TABLE);
    expect(search).toBe("?q=bit+coin&exchange=Kraken&sort=-name");
    expect(parseView(search, TABLE)).toEqual(view);
  });

  test("the default view has no query string", () => {
    expect(viewSearch(EMPTY_VIEW, TABLE)).toBe("");
    expect(parseView("", TABLE)).toEqual(EMPTY_VIEW);
  });

  test("unknown columns, facet values and parameters are ignored", () => {
    expect(parseView("?exchange=Nowhere&launched=2009&sort=-price&utm_source=x", TABLE)).toEqual(EMPTY_VIEW);
  });
});

test("the count names the rows and says how many of all match", () => {
  const noun = { one: "coin", other: "coins" };
  expect(countText(4, 4, noun)).toBe("4 coins");
  expect(countText(2, 4, noun)).toBe("2 of 4 coins");
  expect(countText(0, 4, noun)).toBe("No coins match");
  expect(countText(1, 1, noun)).toBe("1 coin");
});
