import { AuthorError, closest } from "../author-error";
import type { LinkedPage } from "../links";
import type { GeneratedPage } from "../routes";
import { ENTRY_TOC } from "./entry-toc";

export { ENTRY_TOC } from "./entry-toc";

/** What page generation needs of a list. */
export interface SymbolListPageSource {
  listId: string;
  title: string;
  route: string;
  description: string;
  sourceFile: string;
  position: number;
  symbolsOperationId: string;
  table: { rows: ReadonlyArray<{ href: string | null }> };
}

/** What page generation needs of a symbol. */
export interface SymbolEntryPageSource {
  key: string;
  symbol: string;
  title: string;
  /** Null for symbols without a page. */
  route: string | null;
  description: string;
  sourceFile: string;
  line: number | null;
  listRoute: string;
  position: number;
  operationIds: readonly string[];
  stream: { channelRoute: string; quotesRoute: string } | null;
}

/** What page generation needs of an HTTP operation: the route a link to it takes. */
export interface OperationTarget {
  operationId: string;
  route: string;
}

/** Pages of the symbol reference and what the link checker reads on them. */
export interface SymbolPages {
  pages: GeneratedPage[];
  linked: LinkedPage[];
}

const byPosition = <T extends { position: number }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => a.position - b.position);

/**
 * One page per list and one per symbol that has a route, in list and file order (the order of
 * previous and next links), whatever order the nodes come in; a symbol's page sits under its list's
 * page. Links to HTTP operations are resolved through the spec's operation ids, and an id the spec
 * does not have stops the build rather than leaving a dead link.
 */
export function symbolPages(
  lists: readonly SymbolListPageSource[],
  symbols: readonly SymbolEntryPageSource[],
  operations: readonly OperationTarget[],
  specFile = "specs/http-api.openapi.yaml",
): SymbolPages {
  const routes = new Map(operations.map((operation) => [operation.operationId, operation.route]));
  const operationRoute = (id: string, usedBy: string): string => {
    const route = routes.get(id);
    if (route) return route;
    throw new AuthorError(
      specFile,
      `${specFile} has no operation "${id}", which the symbol pages of ${usedBy} link to (src/lib/symbols/services.ts). ` +
        `Closest operation ids: ${closest(id, routes.keys()).join(", ") || "none"}. Restore the operation, or change the id there.`,
    );
  };
  const pages: GeneratedPage[] = [];
  const linked: LinkedPage[] = [];
  for (const list of byPosition(lists)) {
    const source = list.sourceFile;
    pages.push({
      path: list.route,
      template: "symbol-list",
      source,
      id: list.listId,
      title: list.title,
      description: list.description,
    });
    const hrefs = list.table.rows.flatMap((row) => (row.href ? [{ href: row.href }] : []));
    linked.push({
      route: list.route,
      file: source,
      anchors: new Set(),
      links: [{ href: operationRoute(list.symbolsOperationId, source) }, ...hrefs],
    });
  }
  for (const symbol of byPosition(symbols)) {
    if (!symbol.route) continue;
    const source = `${symbol.sourceFile}${symbol.line === null ? "" : `:${symbol.line}`} (${symbol.symbol})`;
    pages.push({
      path: symbol.route,
      template: "symbol-entry",
      source,
      id: symbol.key,
      title: symbol.title,
      description: symbol.description,
      parent: symbol.listRoute,
    });
    const streamLinks = symbol.stream ? [symbol.stream.channelRoute, symbol.stream.quotesRoute] : [];
    linked.push({
      route: symbol.route,
      file: source,
      anchors: new Set(ENTRY_TOC.map((entry) => entry.id)),
      links: [
        ...symbol.operationIds.map((id) => operationRoute(id, symbol.sourceFile)),
        ...streamLinks,
        symbol.listRoute,
      ].map((href) => ({ href })),
    });
  }
  return { pages, linked };
}
