/** @jest-environment node */
import { createDocsSearch } from "../../../src/lib/mcp/search";
import { buildLocalIndex, searchLocalIndex } from "../../../src/lib/search/engine";
import { withQuoteHit } from "../../../src/lib/search/quote-hit";
import type { LocalIndexFile, SearchRecord } from "../../../src/lib/search/types";
import { pageRecord } from "../search/fixtures/record";

const QUOTE = {
  url: "/docs/api/stocks/get-quote",
  title: "Get quote",
  trail: ["Available endpoints", "Stocks"],
  request: "GET /stocks/quote",
};

let order = 0;
const record = (url: string, lvl1: string, overrides: Partial<SearchRecord> = {}): SearchRecord =>
  pageRecord(url, lvl1, { position: order++, ...overrides });

/** Twenty-odd records: more limit pages than one answer holds, a symbol whose endpoint ranks low, another language. */
const RECORDS: SearchRecord[] = [
  record("/docs/symbols/stocks/us?q=AAPL", "Apple Inc. (AAPL)", {
    hierarchy: { lvl0: "Symbols", lvl1: "Apple Inc. (AAPL)", lvl2: null, lvl3: null },
    symbols: ["AAPL"],
    content: "US stocks: XNAS.",
    quote: QUOTE,
  }),
  ...Array.from({ length: 24 }, (_, index) =>
    record(`/docs/guides/limits-${index}`, `Limits note ${index}`, {
      content: `Rate limits, part ${index}: AAPL quotes count ${"once ".repeat(40)}against the limits.`,
    }),
  ),
  record(QUOTE.url, "Get quote", {
    hierarchy: { lvl0: "HTTP API", lvl1: "Get quote", lvl2: null, lvl3: null },
    trail: QUOTE.trail,
    content: "Latest price of one stock.",
  }),
  record("/docs/de/limits", "Ratenlimits", { content: "Rate limits auf Deutsch.", language: "de" }),
];
const FILE: LocalIndexFile = { version: 1, records: RECORDS };
const docs = createDocsSearch(FILE, "https://tickwire.io");

describe("createDocsSearch", () => {
  it("returns the site's hits in the site's order: the dialog's parameters, then the symbol's endpoint after it", () => {
    const index = buildLocalIndex(RECORDS);
    const dialog = searchLocalIndex(index, {
      query: "rate limits",
      hitsPerPage: 20,
      facetFilters: ["language:en", "version:current"],
      attributesToSnippet: ["content:24"],
    });
    const expected = withQuoteHit(dialog.hits)
      .slice(0, 20)
      .map((hit) => hit.url);
    expect(
      docs.search("rate limits", 20).results.map((result) => result.url.replace("https://tickwire.io", "")),
    ).toEqual(expected);
  });

  it("answers a ticker with the symbol, then the endpoint that quotes it even when that ranks below the first page", () => {
    const [first, second] = docs.search("AAPL").results;
    expect(first).toMatchObject({ title: "Apple Inc. (AAPL)", route: "/docs/symbols/stocks/us" });
    expect(second).toMatchObject({ title: "Get quote", route: QUOTE.url, area: "HTTP API" });
  });

  it("returns five results by default, up to twenty and at least one", () => {
    const output = docs.search("limits");
    expect(output.results).toHaveLength(5);
    expect(output.total).toBeGreaterThan(20);
    expect(docs.search("limits", 20).results).toHaveLength(20);
    expect(docs.search("limits", 50).results).toHaveLength(20);
    expect(docs.search("limits", 0).results).toHaveLength(1);
  });

  it("searches only the site's language and version", () => {
    expect(docs.search("Ratenlimits").results).toEqual([]);
  });

  it("cuts the query to 64 characters, as the search box does", () => {
    const long = `limits ${"x".repeat(100)}`;
    const output = docs.search(long);
    expect(output.query).toBe(long.slice(0, 64));
  });

  it("snippets the text around the match as plain text, without highlight tags", () => {
    const [result] = docs.search("part 3 against").results;
    expect(result.route).toBe("/docs/guides/limits-3");
    expect(result.snippet).toMatch(/…$/);
    expect(result.snippet).not.toMatch(/<\/?em>/);
    expect(result.snippet.split(" ").length).toBeLessThanOrEqual(25);
  });
});
