import type { TocEntry } from "../headings";

/**
 * The sections of a symbol's page. The page renders exactly these headings and the link checker
 * reads the same list, so `/docs/symbols/crypto/bitcoin#quote-request` is valid.
 */
export const ENTRY_TOC: TocEntry[] = [
  { id: "details", value: "Details", children: [] },
  { id: "http-endpoints", value: "HTTP endpoints", children: [] },
  { id: "websocket-stream", value: "WebSocket stream", children: [] },
  { id: "quote-request", value: "Quote request", children: [] },
];
