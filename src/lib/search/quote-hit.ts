import type { SearchRecord } from "./types";

/** Whether `hit` is the endpoint withQuoteHit put after the first hit: it is shown with that hit's group. */
export const followsFirstHit = <Hit extends SearchRecord>(hits: Hit[], hit: Hit): boolean =>
  hits[1] === hit && hits[0]?.quote?.url === hit.url;

/**
 * Hits with the endpoint that quotes the first hit's symbol right after it: "AAPL" answers with
 * Apple in the US stock list, then GET /stocks/quote. The endpoint's own hit moves up if the
 * engine found it further down; otherwise it is made from what the symbol record says of it.
 * Other hits keep their order.
 */
export function withQuoteHit<Hit extends SearchRecord>(hits: Hit[]): Hit[] {
  const quote = hits[0]?.quote;
  if (!quote) return hits;
  const found = hits.find((hit) => hit.url === quote.url);
  const endpoint =
    found ??
    ({
      objectID: quote.url,
      url: quote.url,
      hierarchy: { lvl0: "HTTP API", lvl1: quote.title, lvl2: null, lvl3: null },
      trail: quote.trail,
      content: quote.request,
      type: "lvl1",
      keywords: [],
      language: hits[0].language,
      version: hits[0].version,
      position: 0,
    } as SearchRecord as Hit);
  return [hits[0], endpoint, ...hits.slice(1).filter((hit) => hit !== found)];
}
