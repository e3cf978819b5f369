/**
 * Where the APIs serve each symbol list: the HTTP operations that take its symbols (by operation
 * id in specs/http-api.openapi.yaml, so routes come from the spec) and the WebSocket stream and
 * reference pages. An operation id the spec no longer has stops the build (see pages.ts).
 */
import type { SymbolListSpec } from "./lists";

/** Asset classes whose entries have pages of their own. */
export type EntryKind = "crypto" | "currencies" | "indices";

/** How the APIs serve the entries of one asset class. */
export interface EntryService {
  /** HTTP operations that take one of its symbols, in the order the page lists them. */
  operationIds: string[];
  /** Path of the quote endpoint under the API host, for the request sample. */
  quotePath: string;
  /** Path of its stream under the WebSocket host. */
  streamPath: string;
  /** WebSocket reference pages: the stream's overview and its quote events. */
  channelRoute: string;
  quotesRoute: string;
}

/** The services of coins, currencies and indices. */
export const ENTRY_SERVICES: Record<EntryKind, EntryService> = {
  crypto: {
    operationIds: ["crypto-get-quote", "crypto-get-quotes", "crypto-get-insights", "crypto-convert"],
    quotePath: "/crypto/quote",
    streamPath: "/crypto",
    channelRoute: "/docs/websocket/crypto",
    quotesRoute: "/docs/websocket/crypto/quotes",
  },
  currencies: {
    operationIds: ["currencies-get-quote", "currencies-get-quotes", "currencies-get-insights", "currencies-convert"],
    quotePath: "/currencies/quote",
    streamPath: "/currencies",
    channelRoute: "/docs/websocket/currencies",
    quotesRoute: "/docs/websocket/currencies/currency-quotes",
  },
  indices: {
    operationIds: ["indices-get-quote", "indices-get-quotes", "indices-get-insights"],
    quotePath: "/indices/quote",
    streamPath: "/indices",
    channelRoute: "/docs/websocket/indices",
    quotesRoute: "/docs/websocket/indices/quotes",
  },
};

/** The operation that returns a list at runtime, e.g. `stocks-get-symbols` for every stock country. */
export function symbolsOperationId(spec: SymbolListSpec): string {
  return `${spec.kind}-get-symbols`;
}
