import type { QuoteEndpoint, SearchRecord } from "./types";

/** A symbol as its search record needs it: the MarketSymbol node's fields this reads. */
export interface SymbolSource {
  listId: string;
  assetClass: string;
  symbol: string;
  name: string;
  /** The symbol's page, or null for stocks and commodities, which live in their list. */
  route: string | null;
  listRoute: string;
  /** Title of the list, e.g. "US stocks": the hit's trail. */
  listTitle: string;
  /** Pairs the symbol is quoted in. */
  pairs: readonly string[];
  /** The entry as validated from its file (exchange, country, sector, ISIN, …). */
  data: Record<string, unknown>;
}

/** Lists whose symbols all appear in another list: searching them would only repeat a hit. */
const REPEATING_LISTS = new Set(["algo"]);

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value.trim() : null);
const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.flatMap((item) => text(item) ?? []) : text(value) ? [text(value) as string] : [];

/**
 * Where a symbol hit leads: its page (coins, currencies, indices), or its list filtered to it
 * (`/docs/symbols/stocks/us?q=AAPL`), a view the list page already understands.
 */
export const symbolUrl = (symbol: Pick<SymbolSource, "route" | "listRoute" | "symbol">): string =>
  symbol.route ?? `${symbol.listRoute}?q=${encodeURIComponent(symbol.symbol)}`;

/**
 * One record per symbol of every list: ticker and pairs in `symbols` (matched exactly, ranked above
 * any text mention), the name as its title, exchange, country, sector and ISIN as keywords.
 * A stock outside the US is also written as the stocks stream takes it (`SAP:de`).
 */
export function buildSymbolRecords(
  symbols: SymbolSource[],
  tags: { language: string; version: string },
  /** The operation page serving a request (`GET /stocks/quote`), if the site has one. */
  endpoint: (request: string) => QuoteEndpoint | null = () => null,
): SearchRecord[] {
  const seen = new Set<string>();
  return symbols.flatMap((symbol): SearchRecord[] => {
    if (REPEATING_LISTS.has(symbol.listId)) return [];
    const url = symbolUrl(symbol);
    if (seen.has(url)) return [];
    seen.add(url);
    const country = text(symbol.data.country) ?? /^stocks-(\w+)$/.exec(symbol.listId)?.[1] ?? null;
    // A currency's pairs are filed under their base currency: EURUSD finds EUR, not USD.
    const pairs =
      symbol.assetClass === "currencies" ? symbol.pairs.filter((pair) => pair.startsWith(symbol.symbol)) : symbol.pairs;
    const streamName =
      symbol.assetClass === "stocks" && country && country !== "us" ? [`${symbol.symbol}:${country}`] : [];
    const exchanges = [...texts(symbol.data.exchange), ...texts(symbol.data.exchanges)];
    const facts = [
      exchanges.join(", "),
      text(symbol.data.sector),
      text(symbol.data.currency),
      text(symbol.data.unit) && `per ${text(symbol.data.unit)}`,
      text(symbol.data.provider),
    ].filter(Boolean);
    const quote = endpoint(`GET /${symbol.assetClass}/quote`);
    return [
      {
        objectID: url,
        url,
        hierarchy: { lvl0: "Symbols", lvl1: `${symbol.name} (${symbol.symbol})`, lvl2: null, lvl3: null },
        trail: [symbol.listTitle],
        // The endpoint that quotes it, named in the hit: "gold price" finds gold and where its price comes from.
        content: `${symbol.listTitle}${facts.length ? `: ${facts.join(" · ")}` : ""}. Quote: GET /${symbol.assetClass}/quote`,
        type: "lvl1",
        keywords: [...texts(symbol.data.isin), ...texts(symbol.data.sector)],
        symbols: [symbol.symbol, ...pairs, ...streamName],
        ...(quote ? { quote } : {}),
        language: tags.language,
        version: tags.version,
        position: 0,
      },
    ];
  });
}

/**
 * The operation page of each request (`GET /stocks/quote`), found by the method and path its
 * record is searched by: where a symbol hit says its quote comes from.
 */
export function operationPages(pages: readonly SearchRecord[]): (request: string) => QuoteEndpoint | null {
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
