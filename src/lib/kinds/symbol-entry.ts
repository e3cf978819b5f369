/** Symbols with a page of their own (coins, currencies, indices), each under its list. */
import { byPosition } from "../by-position";
import { symbolEntryMarkdown, type SymbolEntrySource } from "../markdown-export/symbols";
import type { OperationSource } from "../markdown-export/operation";
import type { PageContext } from "../page-context";
import { buildSymbolRecords, operationPages, type SymbolSource } from "../search/symbol-records";
import { ENTRY_TOC } from "../symbols/entry-toc";
import { operationRoutes, type OperationTarget } from "../symbols/operation-routes";
import { tickerAliases } from "../symbols/ticker-aliases";
import type { PageKind } from "./types";

/** A MarketSymbol node, as the symbol pages and the symbols' search records read it. */
export interface MarketSymbolNode
  extends Omit<SymbolEntrySource, "route" | "operations" | "listTitle">, Omit<SymbolSource, "listTitle"> {
  key: string;
  /** Null for symbols without a page (stocks, commodities): they live in their list. */
  route: string | null;
  sourceFile: string;
  line: number | null;
  position: number;
  operationIds: readonly string[];
}

interface SymbolNodes {
  symbols: MarketSymbolNode[];
  lists: ReadonlyArray<{ listId: string; title: string }>;
  operations: ReadonlyArray<OperationTarget & OperationSource>;
}

/** What the symbol template's query selects by: the symbol's key. */
export interface SymbolEntryIds {
  id: string;
}

/** The page context of a symbol's page. */
export type SymbolEntryPageContext = PageContext<SymbolEntryIds>;

const listTitle = (nodes: SymbolNodes, listId: string): string =>
  nodes.lists.find((list) => list.listId === listId)?.title ?? listId;

export const symbolEntryKind: PageKind<SymbolEntryIds, SymbolNodes> = {
  name: "symbol-entry",
  template: "src/templates/symbol-entry.tsx",
  nodeTypes: { symbols: "MarketSymbol", lists: "SymbolList", operations: "ApiOperation" },
  pages: (nodes) => {
    const operationRoute = operationRoutes(nodes.operations);
    return byPosition(nodes.symbols).flatMap((symbol) => {
      if (!symbol.route) return [];
      const source = `${symbol.sourceFile}${symbol.line === null ? "" : `:${symbol.line}`} (${symbol.symbol})`;
      const streamLinks = symbol.stream ? [symbol.stream.channelRoute, symbol.stream.quotesRoute] : [];
      return [
        {
          path: symbol.route,
          source,
          context: { id: symbol.key },
          title: symbol.title,
          description: symbol.description,
          parent: symbol.listRoute,
          linked: {
            anchors: new Set(ENTRY_TOC.map((entry) => entry.id)),
            links: [
              ...symbol.operationIds.map((id) => operationRoute(id, symbol.sourceFile)),
              ...streamLinks,
              symbol.listRoute,
            ].map((href) => ({ href })),
          },
        },
      ];
    });
  },
  // Over 150 symbols have pages: each is reached from its list, not from the sidebar.
  sidebarItems: null,
  searchRecords: (page) => ({ title: page.title, description: page.description, keywords: [], body: null, code: [] }),
  /**
   * One record per symbol of every list: a symbol with a page of its own lends that page's record
   * its tickers and pairs; the others (stocks, commodities) are records of their own.
   */
  moreSearchRecords: (nodes, pageRecords, tags) =>
    buildSymbolRecords(
      byPosition(nodes.symbols).map((symbol) => ({
        listId: symbol.listId,
        assetClass: symbol.assetClass,
        symbol: symbol.symbol,
        name: symbol.name,
        route: symbol.route,
        listRoute: symbol.listRoute,
        listTitle: listTitle(nodes, symbol.listId),
        pairs: symbol.pairs,
        data: symbol.data,
      })),
      tags,
      operationPages(pageRecords),
    ),
  markdown: (page, nodes) => {
    const symbol = nodes.symbols.find((node) => node.key === page.context.id);
    if (!symbol) return null;
    const operations = symbol.operationIds.flatMap(
      (operationId) => nodes.operations.find((operation) => operation.operationId === operationId) ?? [],
    );
    return symbolEntryMarkdown({ ...symbol, listTitle: listTitle(nodes, symbol.listId), operations });
  },
  // Listed under "Optional": there are many, and each list already names them.
  llms: (page) => ({ title: page.title, description: page.description, optional: true, full: false }),
  files: null,
  // A ticker typed into the address (`/docs/symbols/crypto/btc`) leads to the symbol's page.
  redirects: (nodes) => tickerAliases(nodes.symbols),
};
