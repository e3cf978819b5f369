/** @jest-environment node */
import type { SearchResponse } from "algoliasearch/lite";
import { buildLocalIndex, queryWords, searchLocalIndex, tokenize, type LocalSearchParams } from "../../../src/lib/search/local-engine";
import type { SearchRecord } from "../../../src/lib/search/types";

let order = 0;
const record = (url: string, lvl1: string, overrides: Partial<SearchRecord> = {}): SearchRecord => ({
  objectID: url,
  url,
  hierarchy: { lvl0: "Guides", lvl1, lvl2: null, lvl3: null },
  trail: [],
  content: null,
  type: "lvl1",
  keywords: [],
  language: "en",
  version: "current",
  position: order++,
  ...overrides,
});

const RECORDS = [
  record("/docs/api/crypto/get-quote", "Get quote", { hierarchy: { lvl0: "HTTP API", lvl1: "Get quote", lvl2: null, lvl3: null }, content: "Latest price of one crypto pair.", keywords: ["GET /v1/crypto/quote", "Crypto"] }),
  record("/docs/api/limits", "Rate limits", { content: "Requests per minute for each plan; a quote counts once." }),
  record("/docs/api/limits#plans", "Rate limits", { hierarchy: { lvl0: "Guides", lvl1: "Rate limits", lvl2: "Limits per plan", lvl3: null }, type: "lvl2", position: 1 }),
  record("/docs/symbols/indices/gspc", "S&P 500 (^GSPC)", { keywords: ["^GSPC"] }),
  record("/docs/symbols/stocks/us", "US stocks", { content: "BRK.B, AAPL and 157 more <listed> companies." }),
  record("/docs/de/boerse", "Börse Zürich", { language: "de", content: "Kurse der Börse." }),
  record("/docs/v1/api/limits", "Rate limits", { version: "v1" }),
];
const index = buildLocalIndex(RECORDS);
const search = (query: string, params: LocalSearchParams = {}) => searchLocalIndex(index, { query, ...params });
const urls = (query: string, params: LocalSearchParams = {}) => search(query, params).hits.map((hit) => hit.url);
const ONLY_CURRENT_ENGLISH = ["language:en", "version:current"];

describe("words", () => {
  it("splits on anything but letters and digits, so tickers and hyphenated words become plain words", () => {
    expect(queryWords("BRK.B ^GSPC get-quote S&P500")).toEqual(["brk", "b", "gspc", "get", "quote", "s", "p500"]);
    expect(tokenize("x ^GSPC")).toEqual([
      { start: 0, end: 1, norm: "x" },
      { start: 3, end: 7, norm: "gspc" },
    ]);
  });

  it("compares without case or accents, composed or not", () => {
    expect(queryWords("Zürich BÖRSE Zu\u0308rich ﬁle")).toEqual(["zurich", "borse", "zurich", "file"]);
    expect(queryWords("  ^ -- ")).toEqual([]);
  });
});

describe("matching", () => {
  it("needs every query word somewhere in the record", () => {
    expect(urls("crypto quote")).toEqual(["/docs/api/crypto/get-quote"]);
    expect(urls("rate quote")).toEqual(["/docs/api/limits"]);
    expect(urls("rate zzz")).toEqual([]);
  });

  it("finds tickers and hyphenated words however they are typed", () => {
    expect(urls("^gspc")).toEqual(["/docs/symbols/indices/gspc"]);
    expect(urls("GSPC")).toEqual(["/docs/symbols/indices/gspc"]);
    expect(urls("brk.b")).toEqual(["/docs/symbols/stocks/us"]);
    expect(urls("get-quote")[0]).toBe("/docs/api/crypto/get-quote");
  });

  it("matches the last word as a prefix, and earlier words as a prefix only from three letters", () => {
    expect(urls("rate lim", { facetFilters: ONLY_CURRENT_ENGLISH })).toEqual(["/docs/api/limits", "/docs/api/limits#plans"]);
    expect(urls("r", { facetFilters: ONLY_CURRENT_ENGLISH })).toEqual(["/docs/api/limits", "/docs/api/limits#plans"]);
    expect(urls("lim rate", { facetFilters: ONLY_CURRENT_ENGLISH })).toEqual(["/docs/api/limits", "/docs/api/limits#plans"]);
    expect(urls("li rate")).toEqual([]);
  });

  it("finds accented words typed without accents", () => {
    expect(urls("borse zur")).toEqual(["/docs/de/boerse"]);
  });

  it("tolerates one typo in a word of five letters or more: a swap, a missing, extra or wrong letter", () => {
    const limits = ["/docs/api/limits", "/docs/api/limits#plans"];
    for (const typo of ["limtis", "limts", "limitts", "limuts"]) expect(urls(`rate ${typo}`, { facetFilters: ONLY_CURRENT_ENGLISH })).toEqual(limits);
    // The last word may be a mistyped prefix.
    expect(urls("reqeus")).toEqual(["/docs/api/limits"]);
    // Short words must be exact (or a prefix): too many words are one letter apart.
    expect(urls("lmit")).toEqual([]);
    expect(urls("limtis zzz")).toEqual([]);
  });

  it("finds nothing for an empty query", () => {
    for (const query of ["", "   ", "^ -"]) expect(search(query)).toMatchObject({ hits: [], nbHits: 0, nbPages: 0 });
    expect(searchLocalIndex(index, undefined)).toMatchObject({ hits: [], nbHits: 0, query: "" });
  });
});

describe("ranking", () => {
  it("ranks exact matches above typo matches, even in a worse field", () => {
    const ranked = buildLocalIndex([record("/typo", "Quotas"), record("/exact", "Overview", { content: "Streaming quotes." })]);
    expect(searchLocalIndex(ranked, { query: "quotes" }).hits.map((hit) => hit.url)).toEqual(["/exact", "/typo"]);
  });

  it("ranks by the field matched: title, then h2, h3, keywords, content", () => {
    const fields = buildLocalIndex([
      record("/content", "Alpha", { content: "About streams." }),
      record("/keywords", "Beta", { keywords: ["streams"] }),
      record("/h3", "Gamma", { hierarchy: { lvl0: "Guides", lvl1: "Gamma", lvl2: "Setup", lvl3: "Streams" }, type: "lvl3" }),
      record("/h2", "Delta", { hierarchy: { lvl0: "Guides", lvl1: "Delta", lvl2: "Streams", lvl3: null }, type: "lvl2" }),
      record("/title", "Streams"),
    ]);
    expect(searchLocalIndex(fields, { query: "streams" }).hits.map((hit) => hit.url)).toEqual(["/title", "/h2", "/h3", "/keywords", "/content"]);
    expect(urls("quote", { facetFilters: ONLY_CURRENT_ENGLISH })).toEqual(["/docs/api/crypto/get-quote", "/docs/api/limits"]);
  });

  it("ranks exact words above prefixes, then pages above headings above text, then by position", () => {
    const ties = buildLocalIndex([
      record("/plans", "Plans"),
      record("/plan#later", "Plan", { type: "content", content: "More.", position: 5 }),
      record("/plan#earlier", "Plan", { type: "content", content: "Text.", position: 2 }),
      record("/plan#heading", "Plan", { hierarchy: { lvl0: "Guides", lvl1: "Plan", lvl2: "Heading", lvl3: null }, type: "lvl2", position: 9 }),
      record("/plan", "Plan", { position: 0 }),
    ]);
    expect(searchLocalIndex(ties, { query: "plan" }).hits.map((hit) => hit.url)).toEqual(["/plan", "/plan#heading", "/plan#earlier", "/plan#later", "/plans"]);
  });
});

describe("filters and pages", () => {
  it("applies facetFilters: top-level entries ANDed, nested lists ORed, negation with a dash", () => {
    expect(urls("limits")).toEqual(["/docs/api/limits", "/docs/v1/api/limits", "/docs/api/limits#plans"]);
    expect(urls("limits", { facetFilters: ONLY_CURRENT_ENGLISH })).toEqual(["/docs/api/limits", "/docs/api/limits#plans"]);
    expect(urls("limits", { facetFilters: [["version:v1", "version:v9"]] })).toEqual(["/docs/v1/api/limits"]);
    expect(urls("limits", { facetFilters: "type:lvl2" })).toEqual(["/docs/api/limits#plans"]);
    expect(urls("limits", { facetFilters: ["version:-current"] })).toEqual(["/docs/v1/api/limits"]);
    expect(urls("borse", { facetFilters: ONLY_CURRENT_ENGLISH })).toEqual([]);
    expect(urls("quote", { facetFilters: ["hierarchy.lvl0:HTTP API", "keywords:Crypto"] })).toEqual(["/docs/api/crypto/get-quote"]);
  });

  it("pages with page and hitsPerPage, from an object or a URL-encoded string", () => {
    const many = buildLocalIndex(Array.from({ length: 45 }, (_, n) => record(`/docs/p${n}`, `Quote ${n}`, { position: n })));
    expect(searchLocalIndex(many, { query: "quote", hitsPerPage: 20, page: 2 })).toMatchObject({ nbHits: 45, nbPages: 3, page: 2, hitsPerPage: 20 });
    expect(searchLocalIndex(many, { query: "quote", hitsPerPage: 20, page: 2 }).hits.map((hit) => hit.url)).toEqual(["/docs/p40", "/docs/p41", "/docs/p42", "/docs/p43", "/docs/p44"]);
    expect(searchLocalIndex(many, { query: "quote", page: 3, hitsPerPage: 20 }).hits).toEqual([]);
    expect(searchLocalIndex(many, { query: "quote" })).toMatchObject({ hitsPerPage: 20, page: 0, nbPages: 3 });
    const fromString = searchLocalIndex(many, "query=quote&hitsPerPage=10&page=4&facetFilters=%5B%22language%3Aen%22%5D");
    expect(fromString).toMatchObject({ nbHits: 45, nbPages: 5, page: 4, hitsPerPage: 10, query: "quote", params: "query=quote&hitsPerPage=10&page=4&facetFilters=%5B%22language%3Aen%22%5D" });
    expect(fromString.hits).toHaveLength(5);
  });

  it("answers in Algolia's response format, with facet counts when asked", () => {
    const response = searchLocalIndex(index, { query: "limits", facets: ["version", "type"], facetFilters: ["language:en"] }, "tickwire-docs");
    // Assignable to algoliasearch's own response type: the same rendering code reads both.
    const typed: SearchResponse<SearchRecord> = response;
    expect(typed).toMatchObject({ index: "tickwire-docs", query: "limits", exhaustiveNbHits: true, nbHits: 3, exhaustiveFacetsCount: true });
    expect(response.params).toBe(new URLSearchParams({ query: "limits", facets: '["version","type"]', facetFilters: '["language:en"]' }).toString());
    expect(response.facets).toEqual({ version: { current: 2, v1: 1 }, type: { lvl1: 2, lvl2: 1 } });
    expect(typeof response.processingTimeMS).toBe("number");
    expect(response.hits[0]).toMatchObject(RECORDS[1]);
  });
});

describe("highlighting", () => {
  const AIS = { highlightPreTag: "__ais-highlight__", highlightPostTag: "__/ais-highlight__" };

  it("wraps matched words in the requested tags, and only the typed part of a prefix", () => {
    const [hit] = search("get quo", AIS).hits;
    expect(hit._highlightResult.hierarchy.lvl1).toEqual({
      value: "__ais-highlight__Get__/ais-highlight__ __ais-highlight__quo__/ais-highlight__te",
      matchLevel: "full",
      matchedWords: ["get", "quo"],
      fullyHighlighted: false,
    });
    expect(hit._highlightResult.keywords).toEqual([
      { value: "__ais-highlight__GET__/ais-highlight__ /v1/crypto/__ais-highlight__quo__/ais-highlight__te", matchLevel: "full", matchedWords: ["get", "quo"], fullyHighlighted: false },
      { value: "Crypto", matchLevel: "none", matchedWords: [] },
    ]);
    expect(hit._highlightResult.content).toEqual({ value: "Latest price of one crypto pair.", matchLevel: "none", matchedWords: [] });
  });

  it("uses <em> by default, reports partial and full matches, and skips missing heading levels", () => {
    const [hit] = search("rate limits", { facetFilters: ONLY_CURRENT_ENGLISH }).hits;
    expect(hit._highlightResult.hierarchy).toEqual({
      lvl0: { value: "Guides", matchLevel: "none", matchedWords: [] },
      lvl1: { value: "<em>Rate</em> <em>limits</em>", matchLevel: "full", matchedWords: ["rate", "limits"], fullyHighlighted: true },
    });
    const [plans] = search("limits plan", { facetFilters: ["type:lvl2"] }).hits;
    expect(plans._highlightResult.hierarchy.lvl2).toEqual({ value: "<em>Limits</em> per <em>plan</em>", matchLevel: "full", matchedWords: ["limits", "plan"], fullyHighlighted: false });
    expect(plans._highlightResult.hierarchy.lvl1).toMatchObject({ value: "Rate <em>limits</em>", matchLevel: "partial", matchedWords: ["limits"] });
    expect(plans._highlightResult.hierarchy).not.toHaveProperty("lvl3");
    expect(plans._highlightResult).not.toHaveProperty("content");
  });

  it("marks typos and accented words as they are written", () => {
    expect(search("limtis", { facetFilters: ["type:lvl1", "version:current"] }).hits[0]._highlightResult.hierarchy.lvl1?.value).toBe("Rate <em>limits</em>");
    expect(search("zur").hits[0]._highlightResult.hierarchy.lvl1?.value).toBe("Börse <em>Zür</em>ich");
    const decomposed = buildLocalIndex([record("/zurich", "Zu\u0308rich")]);
    expect(searchLocalIndex(decomposed, { query: "zu" }).hits[0]._highlightResult.hierarchy.lvl1?.value).toBe("<em>Zu\u0308</em>rich");
  });

  it("leaves the text as written around the tags, as Algolia does; instantsearch escapes it", () => {
    const unsafe = buildLocalIndex([record("/unsafe", `Quotes <script>alert("x")</script> & 'more'`, { content: "a < b && c > d" })]);
    const [hit] = searchLocalIndex(unsafe, { query: "quotes", ...AIS }).hits;
    expect(hit._highlightResult.hierarchy.lvl1?.value).toBe(`__ais-highlight__Quotes__/ais-highlight__ <script>alert("x")</script> & 'more'`);
    expect(hit._highlightResult.content?.value).toBe("a < b && c > d");
    // Markup in a record is plain text to the engine: its words match like any other.
    expect(searchLocalIndex(unsafe, { query: "quotes script" }).hits[0]._highlightResult.hierarchy.lvl1?.value).toBe(
      `<em>Quotes</em> <<em>script</em>>alert("x")</<em>script</em>> & 'more'`,
    );
  });
});

describe("snippets", () => {
  const long = buildLocalIndex([record("/docs/long", "Long", { content: `${"alpha ".repeat(30)}target ${"omega ".repeat(30)}`.trim() })]);

  it("cuts about N words around the first match, with an ellipsis at each cut end", () => {
    const [hit] = searchLocalIndex(long, { query: "target", attributesToSnippet: ["content:9"] }).hits;
    expect(hit._snippetResult?.content).toEqual({ value: "…alpha alpha <em>target</em> omega omega omega omega omega omega…", matchLevel: "full" });
    const [custom] = searchLocalIndex(long, { query: "target", attributesToSnippet: ["content:4"], snippetEllipsisText: " [...] " }).hits;
    expect(custom._snippetResult?.content?.value).toBe(" [...] alpha <em>target</em> omega omega [...] ");
  });

  it("starts at the beginning when the content does not match, and keeps short content whole", () => {
    const [hit] = searchLocalIndex(long, { query: "long", attributesToSnippet: ["content:3"] }).hits;
    expect(hit._snippetResult?.content).toEqual({ value: "alpha alpha alpha…", matchLevel: "none" });
    const [quote] = search("crypto", { attributesToSnippet: ["content:24"] }).hits;
    expect(quote._snippetResult?.content).toEqual({ value: "Latest price of one <em>crypto</em> pair.", matchLevel: "full" });
  });

  it("snippets only when asked, and only text that exists", () => {
    expect(search("crypto").hits[0]).not.toHaveProperty("_snippetResult");
    expect(search("gspc", { attributesToSnippet: ["content:24"] }).hits[0]).not.toHaveProperty("_snippetResult");
  });
});

describe("speed", () => {
  it("answers each keystroke over 3,000 records well within a frame", () => {
    const vocabulary = ["quote", "stream", "websocket", "authentication", "limit", "crypto", "forex", "index", "candle", "symbol", "exchange", "latency", "session", "market", "order", "price"];
    const pick = (n: number, salt: number) => vocabulary[(n * 7 + salt * 13) % vocabulary.length];
    const text = (n: number, words: number) => Array.from({ length: words }, (_, w) => `${pick(n, w)}${(n + w) % 50}`).join(" ");
    const records = Array.from({ length: 3000 }, (_, n) =>
      record(`/docs/p${n}`, `${pick(n, 0)} ${pick(n, 1)} ${n}`, {
        hierarchy: { lvl0: "Guides", lvl1: `${pick(n, 0)} ${pick(n, 1)} ${n}`, lvl2: n % 3 ? text(n, 4) : null, lvl3: null },
        content: `${text(n, 80)} websocket authentication`,
        keywords: [`TICK${n}`, pick(n, 2)],
        type: n % 3 ? "lvl2" : "lvl1",
      }),
    );
    const big = buildLocalIndex(records);
    const typed = "websocket authen";
    const keystroke = (length: number) => {
      const started = performance.now();
      const { nbHits } = searchLocalIndex(big, { query: typed.slice(0, length), hitsPerPage: 20, attributesToSnippet: ["content:24"], facetFilters: ONLY_CURRENT_ENGLISH });
      expect(nbHits).toBe(3000);
      return performance.now() - started;
    };
    // Each keystroke's best of three runs, so a busy machine pausing the test does not fail it.
    const times = Array.from({ length: typed.length }, (_, n) => Math.min(keystroke(n + 1), keystroke(n + 1), keystroke(n + 1)));
    // A guard against accidental quadratic work, not a benchmark: a keystroke takes a few ms.
    expect(Math.max(...times)).toBeLessThan(50);
  });
});
