/** @jest-environment node */
import { buildLocalIndex, searchLocalIndex, words } from "../../../src/lib/search/engine";
import type { SearchRecord } from "../../../src/lib/search/types";
import { pageRecord } from "./fixtures/record";

let order = 0;
const record = (url: string, lvl1: string, overrides: Partial<SearchRecord> = {}): SearchRecord =>
  pageRecord(url, lvl1, { position: order++, ...overrides });

const RECORDS = [
  record("/docs/api/crypto/get-quote", "Get quote", {
    content: "Latest price of one crypto pair.",
    keywords: ["GET", "Crypto"],
  }),
  record("/docs/api/limits", "Rate limits", { content: "Requests per minute for each plan; a quote counts once." }),
  record("/docs/api/limits#plans", "Rate limits", {
    hierarchy: { lvl0: "Guides", lvl1: "Rate limits", lvl2: "Limits per plan", lvl3: null },
    type: "lvl2",
    position: 1,
  }),
  record("/docs/symbols/indices/gspc", "S&P 500 (^GSPC)", { keywords: ["^GSPC"], language: "en" }),
  record("/docs/symbols/stocks/us", "US stocks", { content: "BRK.B, AAPL and 157 more <listed> companies." }),
  record("/docs/de/quote", "Kurs", { language: "de" }),
];
const index = buildLocalIndex(RECORDS);
const urls = (query: string, params: object = {}) =>
  searchLocalIndex(index, { query, ...params }).hits.map((hit) => hit.url);

describe("local search engine", () => {
  it("splits words on anything but letters and digits, without case or accents", () => {
    expect(words("BRK.B ^GSPC get-quote Zürich").map((word) => word.norm)).toEqual([
      "brk",
      "b",
      "gspc",
      "get",
      "quote",
      "zurich",
    ]);
  });

  it("needs every word, matches the last as a prefix, and finds tickers written with punctuation", () => {
    expect(urls("rate lim")).toEqual(["/docs/api/limits", "/docs/api/limits#plans"]);
    expect(urls("qqq zzz")).toEqual([]);
    // No record has both words: the records with most of them answer (removeWordsIfNoResults "allOptional").
    expect(urls("rate zzz")).toEqual(["/docs/api/limits", "/docs/api/limits#plans"]);
    expect(urls("^gspc")).toEqual(["/docs/symbols/indices/gspc"]);
    expect(urls("brk.b")).toEqual(["/docs/symbols/stocks/us"]);
    expect(urls("")).toEqual([]);
  });

  it("ranks a title match above a content match, and tolerates one typo below exact matches", () => {
    expect(urls("quote").slice(0, 2)).toEqual(["/docs/api/crypto/get-quote", "/docs/api/limits"]);
    expect(urls("crypto quote")).toEqual(["/docs/api/crypto/get-quote"]);
    expect(urls("limtis")).toEqual(["/docs/api/limits", "/docs/api/limits#plans"]);
    expect(urls("plan")[0]).toBe("/docs/api/limits#plans");
  });

  it("keeps to the filtered language and version", () => {
    expect(urls("kurs")).toEqual(["/docs/de/quote"]);
    expect(urls("kurs", { facetFilters: ["language:en", "version:current"] })).toEqual([]);
    expect(urls("kurs", { facetFilters: [["language:en", "language:de"]] })).toEqual(["/docs/de/quote"]);
  });

  it("pages through hits", () => {
    const many = buildLocalIndex(Array.from({ length: 45 }, (_, n) => record(`/docs/q${n}`, `Quote ${n}`)));
    const second = searchLocalIndex(many, { query: "quote", hitsPerPage: 20, page: 1 });
    expect([second.nbHits, second.nbPages, second.page, second.hits.length]).toEqual([45, 3, 1, 20]);
    expect(searchLocalIndex(many, "query=quote&hitsPerPage=20&page=2").hits).toHaveLength(5);
  });

  it("puts in order only the hits up to the page asked for, as ranking every hit orders them", () => {
    // Records that tie on most criteria and differ on the last ones: title or text, prefix or whole word, typos.
    const mixed = buildLocalIndex(
      Array.from({ length: 120 }, (_, n) =>
        record(`/docs/m${n}`, n % 3 ? `Guide ${n}` : `Quotes ${n}`, {
          content: ["Quote of a stock.", "Quotes and trades.", "A qoute with a typo.", "Nothing here."][n % 4],
          position: (n * 7) % 11,
        }),
      ),
    );
    for (const query of ["quote", "quot", "quotes stock"]) {
      const all = searchLocalIndex(mixed, { query, hitsPerPage: 1000 });
      expect(all.nbHits).toBeGreaterThan(25);
      for (const page of [0, 1, 2]) {
        const paged = searchLocalIndex(mixed, { query, hitsPerPage: 15, page });
        expect(paged.nbHits).toBe(all.nbHits);
        expect(paged.hits.map((hit) => hit.url)).toEqual(
          all.hits.slice(page * 15, (page + 1) * 15).map((hit) => hit.url),
        );
      }
    }
  });

  it("wraps matches in the requested tags, marking only the typed part of a prefix", () => {
    const [hit] = searchLocalIndex(index, { query: "get quo", highlightPreTag: "[", highlightPostTag: "]" }).hits;
    expect(hit._highlightResult.hierarchy.lvl1).toMatchObject({ value: "[Get] [quo]te", matchLevel: "full" });
    const [stocks] = searchLocalIndex(index, { query: "companies", highlightPreTag: "[", highlightPostTag: "]" }).hits;
    // Text stays as written: the UI library escapes it.
    expect(stocks._highlightResult.content?.value).toBe("BRK.B, AAPL and 157 more <listed> [companies].");
  });

  it("marks only text that matches: the typed part of a prefix, a whole word within the typos, never a typo in a prefix", () => {
    // Words of the site: the WebSocket guide's heartbeats, and the New Zealand stock HGH.
    const site = buildLocalIndex([
      record("/docs/websocket#heartbeats", "WebSocket API: getting started", {
        hierarchy: { lvl0: "WebSocket API", lvl1: "WebSocket API: getting started", lvl2: "Heartbeats", lvl3: null },
        type: "lvl2",
        content: "Use heartbeats to detect dead connections. Every stream adds a heartbeat every 15 seconds.",
      }),
      record("/docs/symbols/stocks/nz?q=HGH", "Heartland Group Holdings (HGH)", {
        symbols: ["HGH"],
        content: "New Zealand stocks: XNZE · Financials · NZD.",
      }),
    ]);
    const marked = (query: string) =>
      searchLocalIndex(site, { query, highlightPreTag: "[", highlightPostTag: "]" }).hits.map((hit) => [
        hit.url,
        hit._highlightResult.hierarchy.lvl1?.value,
        hit._highlightResult.hierarchy.lvl2?.value,
        hit._highlightResult.content?.value,
      ]);
    // "heartb" reaches Heartland through a typo in its beginning ("heartl"): still a hit, below
    // the exact prefix, but no letter of "Heartland" is what was typed, so none is marked.
    expect(marked("heartb")).toEqual([
      [
        "/docs/websocket#heartbeats",
        "WebSocket API: getting started",
        "[Heartb]eats",
        "Use [heartb]eats to detect dead connections. Every stream adds a [heartb]eat every 15 seconds.",
      ],
      [
        "/docs/symbols/stocks/nz?q=HGH",
        "Heartland Group Holdings (HGH)",
        undefined,
        "New Zealand stocks: XNZE · Financials · NZD.",
      ],
    ]);
    const [heartland] = searchLocalIndex(site, { query: "heartb" }).hits.slice(1);
    expect(heartland._highlightResult.hierarchy.lvl1).toMatchObject({ matchLevel: "none", matchedWords: [] });
    // A typo reaches whole words: each is marked whole, not as many letters as were typed.
    expect(marked("heartbeta")[0][3]).toBe(
      "Use [heartbeats] to detect dead connections. Every stream adds a [heartbeat] every 15 seconds.",
    );
    expect(marked("heartland")[0][1]).toBe("[Heartland] Group Holdings (HGH)");
  });

  it("snippets long text around the first match, with ellipses where it is cut", () => {
    const long = buildLocalIndex([
      record("/docs/long", "Long", { content: `${"alpha ".repeat(30)}target ${"omega ".repeat(30)}`.trim() }),
    ]);
    const [hit] = searchLocalIndex(long, {
      query: "target",
      attributesToSnippet: ["content:9"],
      snippetEllipsisText: "…",
    }).hits;
    expect(hit._snippetResult?.content?.value).toBe(
      "…alpha alpha alpha <em>target</em> omega omega omega omega omega…",
    );
  });

  it("ranks the trail with the title, words found as typed above synonyms, a named record, then the areas in the navbar's order", () => {
    const ranked = buildLocalIndex([
      record("/docs/websocket/stocks/quotes", "Stock quotes", {
        hierarchy: { lvl0: "WebSocket API", lvl1: "Stock quotes", lvl2: null, lvl3: null },
        trail: ["Available channels", "Stocks"],
        position: 0,
      }),
      record("/docs/api/stocks/get-quote", "Get quote", {
        hierarchy: { lvl0: "HTTP API", lvl1: "Get quote", lvl2: null, lvl3: null },
        trail: ["Available endpoints", "Stocks"],
        content: "The latest quote for one stock.",
        position: 0,
      }),
      record("/docs/products/stocks#sample-quote", "Stocks", {
        hierarchy: { lvl0: "Guides", lvl1: "Stocks", lvl2: "Sample quote", lvl3: null },
        type: "lvl2",
        position: 3,
      }),
      record("/docs/api/stocks", "Stocks", {
        hierarchy: { lvl0: "HTTP API", lvl1: "Stocks", lvl2: null, lvl3: null },
        position: 0,
      }),
      record("/docs/products/stocks", "Stocks", { keywords: ["equities"], position: 0 }),
      record("/docs/symbols/crypto/pax-gold", "PAX Gold (PAXG)", {
        symbols: ["PAXG"],
        content: "a quote request",
        position: 0,
      }),
      record("/docs/symbols/commodities/metal?q=XAUUSD", "Gold (XAUUSD)", {
        symbols: ["XAUUSD"],
        content: "Quote: GET /commodities/quote",
        position: 0,
      }),
    ]);
    const first = (query: string) => searchLocalIndex(ranked, { query }).hits.map((hit) => hit.url)[0];
    // "Get quote" under "Stocks" ties "Stock quotes" as a title; the HTTP API comes before the WebSocket API.
    expect(first("stock quote")).toBe("/docs/api/stocks/get-quote");
    // The product page has the word as typed; the API overview only its synonym.
    expect(first("equities")).toBe("/docs/products/stocks");
    // Both titles have the word; only Gold is named by it.
    expect(first("gold price")).toBe("/docs/symbols/commodities/metal?q=XAUUSD");
    // Nothing else ties: a guide, then the HTTP API.
    expect(
      searchLocalIndex(ranked, { query: "stocks" })
        .hits.map((hit) => hit.url)
        .slice(0, 2),
    ).toEqual(["/docs/products/stocks", "/docs/api/stocks"]);
  });

  // A guard against quadratic work, not a benchmark: the same query over ten times the records takes
  // 5 to 12 times as long here, and work that grows with their square fails long before it would
  // take a hundred times. Each size keeps its fastest of a few runs, taken one right after the
  // other, so both meet the same machine: a shared host's speed can drift tenfold within minutes,
  // and a bound in milliseconds failed in such a spell (1.5 s for a query of 5 to 30 ms).
  it("answers a few thousand records without work growing with their square", () => {
    const index = (size: number) =>
      buildLocalIndex(
        Array.from({ length: size }, (_, n) =>
          record(`/docs/p${n}`, `Page ${n} about quotes`, {
            content: "Streaming quotes over WebSocket with authentication and rate limits. ".repeat(6),
          }),
        ),
      );
    const fastest = (built: ReturnType<typeof buildLocalIndex>) =>
      Math.min(
        ...Array.from({ length: 5 }, () => {
          const started = performance.now();
          searchLocalIndex(built, { query: "websocket authen", hitsPerPage: 20, attributesToSnippet: ["content:24"] });
          return performance.now() - started;
        }),
      );
    const small = index(300);
    const big = index(3000);
    fastest(small); // the engine's code compiled before either is timed
    expect(fastest(big) / fastest(small)).toBeLessThan(25);
  });
});
