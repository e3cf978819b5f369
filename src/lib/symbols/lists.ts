/**
 * The catalogue of symbol lists: which file feeds which page, and the pages the lists make.
 * Page specs are computed here, once, from validated data; gatsby-node only creates them.
 */
import { BASE_PATH } from "../docs";
import { parseYamlSource, type YamlSource } from "../yaml-source";
import { STOCK_COUNTRIES, STOCK_COUNTRY_CODES, type StockCountry } from "./reference";
import {
  COMMODITY_GROUPS,
  type AlgoList,
  type Coin,
  type CommodityGroup,
  type CommodityList,
  type CryptoList,
  type CurrencyList,
  type IndexList,
  type StockList,
} from "./schema";
import { symbolSlug } from "./slug";
import {
  validateAlgoList,
  validateCommodityList,
  validateCryptoList,
  validateCurrencyList,
  validateIndexList,
  validateStockList,
} from "./validate";

/** Route of the symbol reference; every list page is below it. */
export const SYMBOLS_ROUTE = `${BASE_PATH}/symbols`;

/** Folder of the list files, relative to the project root. */
export const SYMBOLS_DIR = "content/symbols";

/** Id of a symbol list. */
export type SymbolListId =
  "crypto" | "currencies" | "indices" | `commodities-${CommodityGroup}` | `stocks-${StockCountry}` | "algo";

interface ListBase<Id extends SymbolListId> {
  id: Id;
  /** Page title of the list. */
  title: string;
  /** Sidebar label: the title without what the sidebar's groups already say, e.g. "United States". */
  label: string;
  /** Route of the list page. */
  route: string;
  /** YAML file the list comes from, relative to the project root. */
  file: string;
}

/** One symbol list: the page it makes and the file it comes from. */
export type SymbolListSpec =
  | (ListBase<"crypto"> & { kind: "crypto" })
  | (ListBase<"currencies"> & { kind: "currencies" })
  | (ListBase<"indices"> & { kind: "indices" })
  | (ListBase<`commodities-${CommodityGroup}`> & { kind: "commodities"; group: CommodityGroup })
  | (ListBase<`stocks-${StockCountry}`> & { kind: "stocks"; country: StockCountry })
  | (ListBase<"algo"> & { kind: "algo" });

const COMMODITY_TITLES: Record<CommodityGroup, string> = {
  agricultural: "Agricultural commodities",
  energy: "Energy commodities",
  metal: "Metal commodities",
};

/** Every symbol list, in sidebar order: crypto, currencies, indices, commodities, stocks, algo. */
export const SYMBOL_LISTS: readonly SymbolListSpec[] = [
  {
    id: "crypto",
    kind: "crypto",
    title: "Crypto symbols",
    label: "Crypto",
    route: `${SYMBOLS_ROUTE}/crypto`,
    file: `${SYMBOLS_DIR}/crypto.yaml`,
  },
  {
    id: "currencies",
    kind: "currencies",
    title: "Currency symbols",
    label: "Currencies",
    route: `${SYMBOLS_ROUTE}/currencies`,
    file: `${SYMBOLS_DIR}/currencies.yaml`,
  },
  {
    id: "indices",
    kind: "indices",
    title: "Index symbols",
    label: "Indices",
    route: `${SYMBOLS_ROUTE}/indices`,
    file: `${SYMBOLS_DIR}/indices.yaml`,
  },
  ...COMMODITY_GROUPS.map((group) => ({
    id: `commodities-${group}` as const,
    kind: "commodities" as const,
    group,
    title: COMMODITY_TITLES[group],
    label: `${group[0].toUpperCase()}${group.slice(1)}`,
    route: `${SYMBOLS_ROUTE}/commodities/${group}`,
    file: `${SYMBOLS_DIR}/commodities.yaml`,
  })),
  ...STOCK_COUNTRY_CODES.map((country) => ({
    id: `stocks-${country}` as const,
    kind: "stocks" as const,
    country,
    title: `${STOCK_COUNTRIES[country].adjective} stocks`,
    label: STOCK_COUNTRIES[country].name,
    route: `${SYMBOLS_ROUTE}/stocks/${country}`,
    file: `${SYMBOLS_DIR}/stocks/${country}.yaml`,
  })),
  {
    id: "algo",
    kind: "algo",
    title: "Algorithm upload symbols",
    label: "Algorithm uploads",
    route: `${SYMBOLS_ROUTE}/algo`,
    file: `${SYMBOLS_DIR}/algo.yaml`,
  },
];

/** Every validated list, as loadSymbolCatalogue returns it. */
export interface SymbolCatalogue {
  crypto: CryptoList;
  currencies: CurrencyList;
  indices: IndexList;
  commodities: CommodityList;
  stocks: Record<StockCountry, StockList>;
  algo: AlgoList;
}

function fileOf(id: SymbolListId): string {
  const spec = SYMBOL_LISTS.find((list) => list.id === id);
  if (!spec) throw new Error(`No symbol list "${id}"`);
  return spec.file;
}

/** Project-relative path of every list file, once each (the commodity groups share a file). */
export const SYMBOL_LIST_FILES: readonly string[] = [...new Set(SYMBOL_LISTS.map((list) => list.file))];

/**
 * Validates every list from its parsed file; `sourceOf` maps a project-relative path to the file's
 * values and their locations. The algo list is checked last, against the others. Throws the
 * first AuthorError.
 */
export function symbolCatalogueFrom(sourceOf: (file: string) => YamlSource): SymbolCatalogue {
  const load = <T>(file: string, validate: (source: YamlSource, file: string) => T): T =>
    validate(sourceOf(file), file);
  const crypto = load(fileOf("crypto"), validateCryptoList);
  const currencies = load(fileOf("currencies"), validateCurrencyList);
  const indices = load(fileOf("indices"), validateIndexList);
  const commodities = load(fileOf("commodities-metal"), validateCommodityList);
  const stocks = Object.fromEntries(
    STOCK_COUNTRY_CODES.map((country) => [
      country,
      load(fileOf(`stocks-${country}`), (source, file) => validateStockList(source, file, country)),
    ]),
  ) as Record<StockCountry, StockList>;
  const algo = load(fileOf("algo"), (source, file) =>
    validateAlgoList(source, file, { stocks, indices, currencies, crypto, commodities }),
  );
  return { crypto, currencies, indices, commodities, stocks, algo };
}

/**
 * Reads, parses and validates every list file; `readText` maps a project-relative path to its
 * text. Throws the first AuthorError. `onSource` receives each parsed file, so callers can locate
 * entries without parsing again.
 */
export function loadSymbolCatalogue(
  readText: (file: string) => string,
  onSource: (file: string, source: YamlSource) => void = () => undefined,
): SymbolCatalogue {
  return symbolCatalogueFrom((file) => {
    const source = parseYamlSource(readText(file), file);
    onSource(file, source);
    return source;
  });
}

/** Route of a coin's page: /docs/symbols/crypto/<slug>. */
export function coinRoute(slug: string): string {
  return `${SYMBOLS_ROUTE}/crypto/${slug}`;
}

/** Route of a currency's page: /docs/symbols/currencies/<code in lowercase>. */
export function currencyRoute(code: string): string {
  return `${SYMBOLS_ROUTE}/currencies/${symbolSlug(code)}`;
}

/** Route of an index's page: /docs/symbols/indices/<slug>. */
export function indexRoute(slug: string): string {
  return `${SYMBOLS_ROUTE}/indices/${slug}`;
}

/** The pairs of a coin, as the API writes them: BTCUSD, BTCEUR. */
export function coinPairs(coin: Coin): string[] {
  return coin.quotes.map((quote) => `${coin.symbol}${quote}`);
}

/** Every pair a currency is part of, as base or as quote, in file order. */
export function currencyPairs(code: string, list: CurrencyList): string[] {
  return list.currencies
    .flatMap((currency) => currency.pairs)
    .filter((pair) => pair.startsWith(code) || pair.endsWith(code));
}

/** A page the symbol lists ask for. */
export interface SymbolPage {
  /** Public route. */
  path: string;
  /** Page title. */
  title: string;
  /** The list the page belongs to. */
  listId: SymbolListId;
  /** On an entry's page, the entry's symbol or code; absent on a list page. */
  entryKey?: string;
}

/** Pages of one list's entries: one per coin, currency or index; none for the other lists. */
function entryPages(spec: SymbolListSpec, catalogue: SymbolCatalogue): SymbolPage[] {
  switch (spec.kind) {
    case "crypto":
      return catalogue.crypto.coins.map((coin) => ({
        path: coinRoute(coin.slug),
        title: `${coin.name} (${coin.symbol})`,
        listId: spec.id,
        entryKey: coin.symbol,
      }));
    case "currencies":
      return catalogue.currencies.currencies.map((currency) => ({
        path: currencyRoute(currency.code),
        title: `${currency.name} (${currency.code})`,
        listId: spec.id,
        entryKey: currency.code,
      }));
    case "indices":
      return catalogue.indices.indices.map((index) => ({
        path: indexRoute(index.slug),
        title: `${index.name} (${index.symbol})`,
        listId: spec.id,
        entryKey: index.symbol,
      }));
    default:
      return [];
  }
}

/**
 * Every page of the symbol reference: each list page followed by its entry pages. Throws if two
 * pages share a path, which validation rules out for valid data.
 */
export function buildSymbolPages(catalogue: SymbolCatalogue): SymbolPage[] {
  const pages = SYMBOL_LISTS.flatMap((spec): SymbolPage[] => [
    { path: spec.route, title: spec.title, listId: spec.id },
    ...entryPages(spec, catalogue),
  ]);
  const seen = new Set<string>();
  for (const page of pages) {
    if (seen.has(page.path)) throw new Error(`Two symbol pages share the path ${page.path}`);
    seen.add(page.path);
  }
  return pages;
}

/** Number of pages per list: 1 for the list page plus its entry pages. */
export function countSymbolPages(pages: readonly SymbolPage[]): Record<SymbolListId, number> {
  const counts = Object.fromEntries(SYMBOL_LISTS.map((spec) => [spec.id, 0])) as Record<SymbolListId, number>;
  for (const page of pages) counts[page.listId] += 1;
  return counts;
}

/** Number of entries per list: coins, currencies, indices, commodities of a group, stocks, algo symbols. */
export function countSymbolEntries(catalogue: SymbolCatalogue): Record<SymbolListId, number> {
  const { algo } = catalogue;
  return Object.fromEntries(
    SYMBOL_LISTS.map((spec) => {
      switch (spec.kind) {
        case "crypto":
          return [spec.id, catalogue.crypto.coins.length];
        case "currencies":
          return [spec.id, catalogue.currencies.currencies.length];
        case "indices":
          return [spec.id, catalogue.indices.indices.length];
        case "commodities":
          return [spec.id, catalogue.commodities[spec.group].length];
        case "stocks":
          return [spec.id, catalogue.stocks[spec.country].stocks.length];
        case "algo":
          return [
            spec.id,
            algo.stocks.length +
              algo.indices.length +
              algo.currencies.length +
              algo.crypto.length +
              algo.commodities.length,
          ];
      }
    }),
  ) as Record<SymbolListId, number>;
}
