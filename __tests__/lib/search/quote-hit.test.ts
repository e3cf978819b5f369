/** @jest-environment node */
import { groupByArea } from "../../../src/lib/search/dialog-model";
import { followsFirstHit, withQuoteHit } from "../../../src/lib/search/quote-hit";
import { pageRecord } from "./fixtures/record";

const quote = {
  url: "/docs/api/stocks/get-quote",
  title: "Get quote",
  trail: ["Available endpoints", "Stocks"],
  request: "GET /stocks/quote",
};
const aapl = pageRecord("/docs/symbols/stocks/us?q=AAPL", "Apple Inc. (AAPL)", {
  hierarchy: { lvl0: "Symbols", lvl1: "Apple Inc. (AAPL)", lvl2: null, lvl3: null },
  symbols: ["AAPL"],
  quote,
});
const guide = pageRecord("/docs/products/stocks", "Stocks");

describe("the endpoint that quotes a symbol, after it", () => {
  it("follows the symbol hit, made from what the symbol record says when the engine did not find it", () => {
    const hits = withQuoteHit([aapl, guide]);
    expect(hits.map((hit) => hit.url)).toEqual([aapl.url, quote.url, guide.url]);
    expect(hits[1]).toMatchObject({
      hierarchy: { lvl0: "HTTP API", lvl1: "Get quote" },
      trail: quote.trail,
      content: "GET /stocks/quote",
    });
  });

  it("is filed with the symbol's group", () => {
    const hits = withQuoteHit([aapl, guide]);
    expect(
      groupByArea(hits, 5, (hit) => (followsFirstHit(hits, hit) ? hits[0].hierarchy.lvl0 : hit.hierarchy.lvl0)).map(
        (group) => [group.area, group.hits.map((hit) => hit.url)],
      ),
    ).toEqual([
      ["Symbols", [aapl.url, quote.url]],
      ["Guides", [guide.url]],
    ]);
    expect(followsFirstHit([guide, aapl], aapl)).toBe(false);
  });

  it("moves the endpoint's own hit up rather than repeating it", () => {
    const endpoint = pageRecord(quote.url, "Get quote");
    expect(withQuoteHit([aapl, guide, endpoint]).map((hit) => hit.url)).toEqual([aapl.url, quote.url, guide.url]);
    expect(withQuoteHit([aapl, guide, endpoint])[1]).toBe(endpoint);
  });

  it("leaves hits alone when the first is not a symbol", () => {
    const hits = [guide, aapl];
    expect(withQuoteHit(hits)).toBe(hits);
    expect(withQuoteHit([])).toEqual([]);
  });
});
