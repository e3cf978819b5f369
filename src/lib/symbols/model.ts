/**
 * The symbol reference as page-ready models, built once from the validated catalogue while
 * sourcing: one model per list (its table and counts) and one per symbol (its facts, endpoints,
 * stream and quote samples). Pure; the source plugin turns the models into nodes.
 */
import { entryParts, joinWords, listedOnly, plural, type SymbolFact } from "./entries";
import {
  buildSymbolPages,
  countSymbolEntries,
  SYMBOL_LISTS,
  type SymbolCatalogue,
  type SymbolListId,
  type SymbolListSpec,
} from "./lists";
import { STOCK_COUNTRIES, STOCK_EXCHANGES, exchangesOf } from "./reference";
import { quoteRequest, quoteSamples, subscribeMessage, type Highlighter, type SymbolSample } from "./samples";
import { ENTRY_SERVICES, symbolsOperationId } from "./services";
import type { RowNoun, SymbolTableData } from "./table";
import { listTable } from "./table-model";

/** A list page's model. */
export interface SymbolListModel {
  listId: SymbolListId;
  kind: SymbolListSpec["kind"];
  title: string;
  label: string;
  route: string;
  sourceFile: string;
  /** Order in the sidebar. */
  position: number;
  /** One sentence with the count, for cards, search and the meta description. */
  description: string;
  entryCount: number;
  /** Symbols the API lists for this list (the endpoint's `meta.total`) when the page shows a selection of them; null when the page holds the whole list. */
  apiTotal: number | null;
  noun: RowNoun;
  /** The HTTP operation that returns the list at runtime. */
  symbolsOperationId: string;
  /** Query string that operation needs for this list, e.g. `country=us`; empty for none. */
  symbolsQuery: string;
  table: SymbolTableData;
}

export type { SymbolFact } from "./entries";

/** How to stream a symbol. */
export interface SymbolStream {
  /** Stream URL, e.g. wss://stream.tickwire.io/v1/crypto. */
  url: string;
  channelRoute: string;
  quotesRoute: string;
  /** Symbols the sample subscribes to. */
  symbols: string[];
  /** The subscribe message, highlighted. */
  subscribeHtml: string;
}

/** One symbol of a list; coins, currencies and indices also have a page. */
export interface MarketSymbolModel {
  /** Unique key: `<list id>:<symbol>`. */
  key: string;
  listId: SymbolListId;
  assetClass: SymbolListSpec["kind"];
  symbol: string;
  name: string;
  /** The symbol's page, or null for symbols that only appear in their list. */
  route: string | null;
  /** Page of the list the symbol is in. */
  listRoute: string;
  sourceFile: string;
  /** Line of the entry in its file, or null when unknown. */
  line: number | null;
  /** Order across all lists: list order, then file order. */
  position: number;
  /** Page title, e.g. "Bitcoin (BTC)". */
  title: string;
  /** Lead sentence of the page. */
  summary: string;
  /** Meta description. */
  description: string;
  facts: SymbolFact[];
  /** Pairs the API quotes it in (coins, currencies); empty for others. */
  pairs: string[];
  /** HTTP operations that take the symbol. */
  operationIds: string[];
  stream: SymbolStream | null;
  quoteSamples: SymbolSample[];
  /** The entry as validated from its file. */
  data: Record<string, unknown>;
}

/** What building needs besides the catalogue. */
export interface SymbolReferenceOptions {
  highlight: Highlighter;
  /** Base URL of the HTTP API, e.g. https://api.tickwire.io/v1. */
  httpApi: string;
  /** Base URL of the streams, e.g. wss://stream.tickwire.io/v1. */
  websocket: string;
  /** Stocks the API lists per country code, from content/facts.yaml; a stock list page shows a selection of them. */
  stockTotals?: Partial<Record<string, number>>;
  /** Line of the value at `path` in `file`, for messages; null when unknown. */
  lineOf?: (file: string, path: ReadonlyArray<string | number>) => number | null;
}

/** The whole reference: every list and every symbol. */
export interface SymbolReference {
  lists: SymbolListModel[];
  symbols: MarketSymbolModel[];
}

function listDescription(
  spec: SymbolListSpec,
  catalogue: SymbolCatalogue,
  count: number,
  apiTotal: number | null,
): string {
  switch (spec.kind) {
    case "crypto":
      return `${count} coins and their pairs against fiat currencies, each with a page of its own.`;
    case "currencies":
      return `${count} currencies and the ${catalogue.currencies.currencies.flatMap((currency) => currency.pairs).length} pairs they form, each with a page of its own.`;
    case "indices":
      return `${count} indices from ${new Set(catalogue.indices.indices.map((index) => index.country)).size} markets, each with a page of its own.`;
    case "commodities":
      return `${count} ${spec.group} commodities with their units, currencies and benchmark exchanges.`;
    case "stocks":
      if (apiTotal !== null) {
        return `${count} of the ${apiTotal.toLocaleString("en-US")} ${STOCK_COUNTRIES[spec.country].adjective} stocks the API lists, on ${joinWords(exchangesOf(spec.country).map((mic) => STOCK_EXCHANGES[mic].name))}, with their sectors and currencies.`;
      }
      return `${count} ${STOCK_COUNTRIES[spec.country].adjective} stocks listed on ${joinWords(exchangesOf(spec.country).map((mic) => STOCK_EXCHANGES[mic].name))}, with their sectors and currencies.`;
    case "algo": {
      const { algo } = catalogue;
      const parts = [
        plural(algo.stocks.length, "stock", "stocks"),
        plural(algo.indices.length, "index", "indices"),
        plural(algo.currencies.length, "currency pair", "currency pairs"),
        plural(algo.crypto.length, "crypto pair", "crypto pairs"),
        plural(algo.commodities.length, "commodity", "commodities"),
      ];
      return `${count} symbols that uploaded strategies can trade: ${joinWords(parts)}.`;
    }
  }
}

/** Builds every list and symbol model from the validated catalogue. */
export function buildSymbolReference(catalogue: SymbolCatalogue, options: SymbolReferenceOptions): SymbolReference {
  const counts = countSymbolEntries(catalogue);
  const pages = new Map(buildSymbolPages(catalogue).map((page) => [`${page.listId}:${page.entryKey ?? ""}`, page]));
  const lineOf = options.lineOf ?? (() => null);

  const lists = SYMBOL_LISTS.map((spec, position): SymbolListModel => {
    const { table, noun } = listTable(spec, catalogue, SYMBOL_LISTS);
    const total = spec.kind === "stocks" ? options.stockTotals?.[spec.country] : undefined;
    const apiTotal = total !== undefined && total > counts[spec.id] ? total : null;
    return {
      listId: spec.id,
      kind: spec.kind,
      title: spec.title,
      label: spec.label,
      route: spec.route,
      sourceFile: spec.file,
      position,
      description: listDescription(spec, catalogue, counts[spec.id], apiTotal),
      entryCount: counts[spec.id],
      apiTotal,
      noun,
      symbolsOperationId: symbolsOperationId(spec),
      symbolsQuery:
        spec.kind === "stocks" ? `country=${spec.country}` : spec.kind === "commodities" ? `type=${spec.group}` : "",
      table,
    };
  });

  const symbols = SYMBOL_LISTS.flatMap((spec): Array<Omit<MarketSymbolModel, "position">> => {
    const base = (symbol: string, path: ReadonlyArray<string | number>) => ({
      key: `${spec.id}:${symbol}`,
      listId: spec.id,
      assetClass: spec.kind,
      symbol,
      listRoute: spec.route,
      sourceFile: spec.file,
      line: lineOf(spec.file, path),
    });
    if (spec.kind === "crypto" || spec.kind === "currencies" || spec.kind === "indices") {
      const service = ENTRY_SERVICES[spec.kind];
      return entryParts(spec.kind, catalogue).map((entry): Omit<MarketSymbolModel, "position"> => {
        const page = pages.get(`${spec.id}:${entry.symbol}`);
        const streamed = entry.sampleSymbols.slice(0, 3);
        return {
          ...base(entry.symbol, entry.path),
          name: entry.name,
          route: page?.path ?? null,
          title: page?.title ?? entry.name,
          summary: entry.summary,
          description: `${page?.title ?? entry.name}: ${entry.pairs.length ? "its pairs, " : ""}key facts, the HTTP endpoints and WebSocket stream that serve it, and a quote request in nine languages.`,
          facts: entry.facts,
          pairs: entry.pairs,
          operationIds: service.operationIds,
          stream: {
            url: `${options.websocket}${service.streamPath}`,
            channelRoute: service.channelRoute,
            quotesRoute: service.quotesRoute,
            symbols: streamed,
            subscribeHtml: options.highlight(subscribeMessage(streamed), "json"),
          },
          quoteSamples: quoteSamples(
            quoteRequest(options.httpApi, service.quotePath, entry.sampleSymbols[0]),
            options.highlight,
          ),
          data: entry.data,
        };
      });
    }
    return listedOnly(spec, catalogue).map((entry): Omit<MarketSymbolModel, "position"> => ({
      ...base(entry.symbol, entry.path),
      name: entry.name,
      route: null,
      title: `${entry.name} (${entry.symbol})`,
      summary: "",
      description: `${spec.title}: ${entry.name} (${entry.symbol}).`,
      facts: [],
      pairs: [],
      operationIds: [],
      stream: null,
      quoteSamples: [],
      data: entry.data,
    }));
  });

  return { lists, symbols: symbols.map((symbol, position) => ({ ...symbol, position })) };
}
