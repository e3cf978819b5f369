/**
 * Each symbol list as the table its page shows: the columns that matter for that asset class, the
 * filterable ones marked, and one row per entry linking to the entry's page where there is one.
 * Computed once while sourcing; the page data carries the table once, as rows of cells.
 */
import { coinPairs, coinRoute, currencyRoute, indexRoute, type SymbolCatalogue, type SymbolListSpec } from "./lists";
import { COMMODITY_VENUES, STOCK_COUNTRIES, STOCK_EXCHANGES, countryName, currencyName } from "./reference";
import { withFacetOptions, type RowNoun, type SymbolTableData, type TableColumn, type TableRow } from "./table";

/** A list's table and what one of its rows is called. */
export interface ListTable {
  table: SymbolTableData;
  noun: RowNoun;
}

const column = (key: string, label: string, options: { numeric?: boolean; facet?: string } = {}): TableColumn => ({
  key,
  label,
  numeric: options.numeric ?? false,
  facet: options.facet ?? null,
  options: [],
});

/** A page of another list showing just `symbol`: the filter in the URL narrows the table to it. */
const filtered = (route: string, symbol: string): string => `${route}?q=${encodeURIComponent(symbol)}`;

function routeOf(lists: readonly SymbolListSpec[], id: SymbolListSpec["id"]): string {
  return lists.find((list) => list.id === id)?.route ?? "";
}

/** Rows of the algo list: each symbol with its name and asset class, linked to where it is documented. */
function algoRows(catalogue: SymbolCatalogue, lists: readonly SymbolListSpec[]): TableRow[] {
  const { algo } = catalogue;
  const stocks = algo.stocks.map((entry): TableRow => {
    const stock = catalogue.stocks[entry.country].stocks.find((listed) => listed.symbol === entry.symbol);
    const route = routeOf(lists, `stocks-${entry.country}`);
    return {
      cells: [entry.symbol, stock?.name ?? "", "Stock", STOCK_COUNTRIES[entry.country].name],
      href: filtered(route, entry.symbol),
    };
  });
  const indices = algo.indices.map((symbol): TableRow => {
    const index = catalogue.indices.indices.find((listed) => listed.symbol === symbol);
    return {
      cells: [symbol, index?.name ?? "", "Index", index ? countryName(index.country) : ""],
      href: index ? indexRoute(index.slug) : null,
    };
  });
  const currencies = algo.currencies.map((pair): TableRow => ({
    cells: [pair, `${currencyName(pair.slice(0, 3))} / ${currencyName(pair.slice(3))}`, "Currency pair", ""],
    href: currencyRoute(pair.slice(0, 3)),
  }));
  const crypto = algo.crypto.map((pair): TableRow => {
    const coin = catalogue.crypto.coins.find((listed) => coinPairs(listed).includes(pair));
    return {
      cells: [pair, coin ? `${coin.name} / ${currencyName(pair.slice(coin.symbol.length))}` : "", "Crypto pair", ""],
      href: coin ? coinRoute(coin.slug) : null,
    };
  });
  const groups = ["agricultural", "energy", "metal"] as const;
  const commodities = algo.commodities.map((symbol): TableRow => {
    const group = groups.find((name) => catalogue.commodities[name].some((listed) => listed.symbol === symbol));
    const commodity = group && catalogue.commodities[group].find((listed) => listed.symbol === symbol);
    return {
      cells: [symbol, commodity ? commodity.name : "", "Commodity", ""],
      href: group ? filtered(routeOf(lists, `commodities-${group}`), symbol) : null,
    };
  });
  return [...stocks, ...indices, ...currencies, ...crypto, ...commodities];
}

/** The table of one list, its facet options filled in. `lists` is every list, for links between them (the algo list's). */
export function listTable(
  spec: SymbolListSpec,
  catalogue: SymbolCatalogue,
  lists: readonly SymbolListSpec[],
): ListTable {
  const { table, noun } = tableOf(spec, catalogue, lists);
  return { table: withFacetOptions(table), noun };
}

function tableOf(spec: SymbolListSpec, catalogue: SymbolCatalogue, lists: readonly SymbolListSpec[]): ListTable {
  switch (spec.kind) {
    case "crypto":
      return {
        noun: { one: "coin", other: "coins" },
        table: {
          columns: [
            column("symbol", "Ticker"),
            column("name", "Name"),
            column("pairs", "Pairs"),
            column("exchange", "Exchanges", { facet: "Exchange" }),
            column("launched", "Launched", { numeric: true }),
          ],
          rows: catalogue.crypto.coins.map((coin) => ({
            cells: [coin.symbol, coin.name, coinPairs(coin), [...coin.exchanges].sort(), coin.launched],
            href: coinRoute(coin.slug),
          })),
        },
      };
    case "currencies":
      return {
        noun: { one: "currency", other: "currencies" },
        table: {
          columns: [
            column("symbol", "Code"),
            column("name", "Name"),
            column("country", "Countries", { facet: "Country" }),
            column("decimals", "Decimals", { numeric: true }),
            column("pairs", "Pairs", { numeric: true }),
          ],
          rows: catalogue.currencies.currencies.map((currency) => ({
            cells: [
              currency.code,
              currency.name,
              currency.countries.map(countryName).sort(),
              currency.minor_units,
              catalogue.currencies.currencies
                .flatMap((other) => other.pairs)
                .filter((pair) => pair.includes(currency.code)).length,
            ],
            href: currencyRoute(currency.code),
          })),
        },
      };
    case "indices":
      return {
        noun: { one: "index", other: "indices" },
        table: {
          columns: [
            column("symbol", "Symbol"),
            column("name", "Name"),
            column("country", "Market", { facet: "Market" }),
            column("provider", "Provider", { facet: "Provider" }),
            column("constituents", "Constituents", { numeric: true }),
          ],
          rows: catalogue.indices.indices.map((index) => ({
            cells: [index.symbol, index.name, countryName(index.country), index.provider, index.constituents],
            href: indexRoute(index.slug),
          })),
        },
      };
    case "commodities":
      return {
        noun: { one: "commodity", other: "commodities" },
        table: {
          columns: [
            column("symbol", "Symbol"),
            column("name", "Name"),
            column("unit", "Unit"),
            column("currency", "Currency"),
            column("exchange", "Exchange", { facet: "Exchange" }),
          ],
          rows: catalogue.commodities[spec.group].map((commodity) => ({
            cells: [
              commodity.symbol,
              commodity.name,
              commodity.unit,
              commodity.currency,
              COMMODITY_VENUES[commodity.exchange],
            ],
            href: null,
          })),
        },
      };
    case "stocks":
      return {
        noun: { one: "stock", other: "stocks" },
        table: {
          columns: [
            column("symbol", "Ticker"),
            column("name", "Name"),
            column("exchange", "Exchange", { facet: "Exchange" }),
            column("sector", "Sector", { facet: "Sector" }),
            column("currency", "Currency"),
          ],
          rows: catalogue.stocks[spec.country].stocks.map((stock) => ({
            cells: [stock.symbol, stock.name, STOCK_EXCHANGES[stock.exchange].name, stock.sector, stock.currency],
            href: null,
          })),
        },
      };
    case "algo":
      return {
        noun: { one: "symbol", other: "symbols" },
        table: {
          columns: [
            column("symbol", "Symbol"),
            column("name", "Name"),
            column("class", "Asset class", { facet: "Asset class" }),
            column("country", "Country", { facet: "Country" }),
          ],
          rows: algoRows(catalogue, lists),
        },
      };
  }
}
