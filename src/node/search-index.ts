import fs from "fs";
import path from "path";
import type { Node, Reporter } from "gatsby";
import type { GeneratedPage, RouteEntry } from "../lib/routes";
import { resolveFactsInMdx } from "../lib/facts/resolve-text";
import { codeTermsOf } from "../lib/search/code-terms";
import { buildSearchRecords, type SearchPageSource } from "../lib/search/records";
import { buildSymbolRecords, type SymbolSource } from "../lib/search/symbol-records";
import { LOCAL_INDEX_URL, type LocalIndexFile, type QuoteEndpoint, type SearchRecord } from "../lib/search/types";
import { siteFactsForPages } from "./facts";

/** A guide's node as the search records need it. */
export interface SearchDocNode {
  docId: string;
  route: string;
  title: string;
  description: string | null;
  keywords: string[];
  sourceFile: string;
  /** Id of the Mdx node holding the body. */
  mdx: string;
}

/** Where the records of the last build are written: the local index, also what Algolia receives. */
export const localIndexFile = (root = process.cwd()): string => path.join(root, "public", LOCAL_INDEX_URL);

/** The search sources of every page of the route table. */
export function searchPageSources(
  routes: RouteEntry[],
  docs: SearchDocNode[],
  generated: GeneratedPage[],
  getNode: (id: string) => Node | undefined,
  /** The node a generated page renders (an operation, a channel), for the names in its schemas. */
  nodeOfRoute: (route: string) => Node | undefined = () => undefined,
): SearchPageSource[] {
  const docsById = new Map(docs.map((doc) => [doc.docId, doc]));
  const generatedByPath = new Map(generated.map((page) => [page.path, page]));
  return routes.flatMap((route): SearchPageSource[] => {
    const trail = route.context.navigation.breadcrumbs.map((crumb) => crumb.label);
    const base = { path: route.path, sidebarId: route.context.sidebarId, source: route.source, trail };
    if (route.template === "doc") {
      const doc = docsById.get(route.context.docId);
      if (!doc) return [];
      // Index the facts' values, as the page shows them, not the <Fact> tags and placeholders.
      const body = resolveFactsInMdx(
        (getNode(doc.mdx) as (Node & { body?: string }) | undefined)?.body ?? "",
        siteFactsForPages(),
      );
      return [
        {
          ...base,
          title: doc.title,
          description: doc.description,
          keywords: doc.keywords,
          body,
          source: doc.sourceFile,
        },
      ];
    }
    if (route.template === "category-index") {
      return [
        { ...base, title: route.context.title, description: route.context.description, keywords: [], body: null },
      ];
    }
    const page = generatedByPath.get(route.path);
    if (!page) return [];
    const node = nodeOfRoute(route.path) as (Node & { path?: unknown }) | undefined;
    // An operation is found by its method and path as well (GET /crypto/quote).
    const keywords = page.method
      ? [page.method.toUpperCase(), ...(typeof node?.path === "string" ? [node.path] : [])]
      : [];
    return [
      {
        ...base,
        title: page.title,
        description: page.description,
        keywords,
        body: null,
        code: node ? codeTermsOf(node) : [],
      },
    ];
  });
}

/** Writes the records as the local index file and says how many and how large. */
export function writeLocalIndex(
  records: SearchRecord[],
  pages: number,
  reporter: Reporter,
  root = process.cwd(),
): void {
  const file = localIndexFile(root);
  const content: LocalIndexFile = { version: 1, records };
  const json = JSON.stringify(content);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, json);
  reporter.info(
    `Search: ${records.length} records from ${pages} pages → ${LOCAL_INDEX_URL} (${(json.length / 1024).toFixed(0)} KB).`,
  );
}

/** Every symbol of every list, as its search record reads it. */
export function symbolSources(getNodesByType: (type: string) => Node[]): SymbolSource[] {
  const lists = new Map(
    (getNodesByType("SymbolList") as Array<Node & { listId: string; title: string }>).map((list) => [
      list.listId,
      list.title,
    ]),
  );
  return (getNodesByType("MarketSymbol") as Array<Node & Omit<SymbolSource, "listTitle"> & { position: number }>)
    .sort((a, b) => a.position - b.position)
    .map((symbol) => ({
      listId: symbol.listId,
      assetClass: symbol.assetClass,
      symbol: symbol.symbol,
      name: symbol.name,
      route: symbol.route,
      listRoute: symbol.listRoute,
      listTitle: lists.get(symbol.listId) ?? symbol.listId,
      pairs: symbol.pairs,
      data: symbol.data,
    }));
}

/**
 * The page records with the symbol records: a symbol with a page of its own (a coin, a currency,
 * an index) lends that page's record its tickers and pairs; the others are records of their own.
 */
export function withSymbols(pages: SearchRecord[], symbols: SearchRecord[]): SearchRecord[] {
  const byUrl = new Map(pages.map((record, index) => [record.url, index]));
  const merged = [...pages];
  const extra: SearchRecord[] = [];
  for (const symbol of symbols) {
    const index = byUrl.get(symbol.url);
    if (index === undefined) extra.push(symbol);
    else
      merged[index] = {
        ...merged[index],
        symbols: symbol.symbols,
        keywords: [...merged[index].keywords, ...symbol.keywords],
        ...(symbol.quote ? { quote: symbol.quote } : {}),
      };
  }
  return [...merged, ...extra];
}

/** The operation page of each request (`GET /stocks/quote`), found by the method and path its record is searched by. */
export function operationPages(pages: SearchRecord[]): (request: string) => QuoteEndpoint | null {
  const byRequest = new Map<string, QuoteEndpoint>();
  for (const page of pages) {
    if (page.type !== "lvl1" || page.keywords.length < 2) continue;
    const [method, path] = page.keywords;
    if (/^[A-Z]+$/.test(method) && path.startsWith("/"))
      byRequest.set(`${method} ${path}`, {
        url: page.url,
        title: page.hierarchy.lvl1,
        trail: page.trail,
        request: `${method} ${path}`,
      });
  }
  return (request) => byRequest.get(request) ?? null;
}

/** Builds the records of the route table's pages and of every symbol, and writes the local index. */
export function createSearchIndex(args: {
  routes: RouteEntry[];
  docs: SearchDocNode[];
  generated: GeneratedPage[];
  getNode: (id: string) => Node | undefined;
  getNodesByType: (type: string) => Node[];
  reporter: Reporter;
}): SearchRecord[] {
  const byRoute = new Map(
    ["ApiOperation", "WsChannel"].flatMap((type) =>
      args.getNodesByType(type).map((node) => [String((node as { route?: unknown }).route), node] as const),
    ),
  );
  const sources = searchPageSources(args.routes, args.docs, args.generated, args.getNode, (route) =>
    byRoute.get(route),
  );
  const tags = { language: "en", version: "current" };
  const pages = buildSearchRecords(sources, tags);
  const records = withSymbols(
    pages,
    buildSymbolRecords(symbolSources(args.getNodesByType), tags, operationPages(pages)),
  );
  writeLocalIndex(records, sources.length, args.reporter);
  return records;
}

/** The records the last `createPages` wrote, for the Algolia push that follows in the same build. */
export function readLocalIndexRecords(root = process.cwd()): SearchRecord[] {
  return (JSON.parse(fs.readFileSync(localIndexFile(root), "utf8")) as LocalIndexFile).records;
}
