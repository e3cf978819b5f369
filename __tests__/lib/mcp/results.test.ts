/** @jest-environment node */
import { searchResult, searchResultsText, routeOfHitUrl, type EngineHit } from "../../../src/lib/mcp/results";
import { searchDocsOutputObject, type SearchDocsOutput } from "../../../src/lib/mcp/schemas";
import { pageRecord } from "../search/fixtures/record";

const ORIGIN = "https://tickwire.io";

const page: EngineHit = pageRecord("/docs/api/limits", "Rate limits", {
  hierarchy: { lvl0: "HTTP API", lvl1: "Rate limits", lvl2: null, lvl3: null },
  content: "Request limits for each plan.",
});
const section: EngineHit = {
  ...pageRecord("/docs/api/limits#rate-limit-headers", "Rate limits", {
    hierarchy: { lvl0: "HTTP API", lvl1: "Rate limits", lvl2: "Reading your usage", lvl3: "Rate-limit headers" },
    type: "lvl3",
    content: "Every response carries\n   X-RateLimit-Remaining.",
  }),
  _snippetResult: { content: { value: "…carries  X-RateLimit-Remaining…" } },
};
const symbol: EngineHit = pageRecord("/docs/symbols/stocks/us?q=AAPL", "Apple Inc. (AAPL)", {
  hierarchy: { lvl0: "Symbols", lvl1: "Apple Inc. (AAPL)", lvl2: null, lvl3: null },
  trail: ["US stocks"],
  content: "US stocks: XNAS · USD.",
  symbols: ["AAPL"],
});

describe("routeOfHitUrl", () => {
  it("drops the symbol list's filter and the section's anchor", () => {
    expect(routeOfHitUrl("/docs/symbols/stocks/us?q=AAPL")).toBe("/docs/symbols/stocks/us");
    expect(routeOfHitUrl("/docs/api/limits#rate-limit-headers")).toBe("/docs/api/limits");
    expect(routeOfHitUrl("/docs")).toBe("/docs");
  });
});

describe("searchResult", () => {
  it("gives a page hit its route, addresses and summary, and no section", () => {
    expect(searchResult(page, ORIGIN)).toEqual({
      title: "Rate limits",
      route: "/docs/api/limits",
      url: "https://tickwire.io/docs/api/limits",
      markdownUrl: "https://tickwire.io/docs/api/limits.md",
      area: "HTTP API",
      breadcrumbs: [],
      snippet: "Request limits for each plan.",
    });
  });

  it("gives a section hit its deepest heading and anchor, and the engine's snippet on one line", () => {
    expect(searchResult(section, ORIGIN)).toMatchObject({
      route: "/docs/api/limits",
      url: "https://tickwire.io/docs/api/limits#rate-limit-headers",
      markdownUrl: "https://tickwire.io/docs/api/limits.md",
      section: { heading: "Rate-limit headers", anchor: "rate-limit-headers" },
      snippet: "…carries X-RateLimit-Remaining…",
    });
    const h2 = { ...section, url: "/docs/api/limits#reading", hierarchy: { ...section.hierarchy, lvl3: null } };
    expect(searchResult(h2, ORIGIN).section).toEqual({ heading: "Reading your usage", anchor: "reading" });
  });

  it("points a symbol hit at its list's page and Markdown, keeping the filtered view as its address", () => {
    expect(searchResult(symbol, ORIGIN)).toMatchObject({
      title: "Apple Inc. (AAPL)",
      route: "/docs/symbols/stocks/us",
      url: "https://tickwire.io/docs/symbols/stocks/us?q=AAPL",
      markdownUrl: "https://tickwire.io/docs/symbols/stocks/us.md",
      breadcrumbs: ["US stocks"],
    });
  });

  it("names the introduction's Markdown /docs.md, keeps site paths without an origin, and has an empty snippet without text", () => {
    const intro = searchResult(pageRecord("/docs", "Introduction"), "");
    expect(intro).toMatchObject({ route: "/docs", url: "/docs", markdownUrl: "/docs.md", snippet: "" });
  });

  it("fits the tool's output schema", () => {
    const output: SearchDocsOutput = {
      query: "limits",
      total: 3,
      results: [page, section, symbol].map((hit) => searchResult(hit, ORIGIN)),
    };
    expect(searchDocsOutputObject.strict().parse(output)).toEqual(output);
  });
});

describe("searchResultsText", () => {
  const output: SearchDocsOutput = {
    query: "rate limits",
    total: 12,
    results: [searchResult(page, ORIGIN), searchResult(section, ORIGIN)],
  };

  it("numbers the results with their heading, area, address, Markdown and route, and the snippet", () => {
    expect(searchResultsText(output, "rate limits")).toBe(
      [
        '2 of 12 results for "rate limits":',
        "",
        "1. Rate limits (HTTP API)",
        "   https://tickwire.io/docs/api/limits",
        "   Markdown: https://tickwire.io/docs/api/limits.md (read_page route: /docs/api/limits)",
        "   Request limits for each plan.",
        "",
        "2. Rate limits › Rate-limit headers (HTTP API)",
        "   https://tickwire.io/docs/api/limits#rate-limit-headers",
        "   Markdown: https://tickwire.io/docs/api/limits.md (read_page route: /docs/api/limits)",
        "   …carries X-RateLimit-Remaining…",
      ].join("\n"),
    );
  });

  it("says when the query was cut to the site's length", () => {
    expect(searchResultsText(output, `rate limits${" x".repeat(40)}`)).toMatch(
      /^2 of 12 results for "rate limits" \(the query was cut to its first 64 characters\):/,
    );
  });

  it("says there is nothing and where else to look", () => {
    expect(searchResultsText({ query: "zzz", total: 0, results: [] }, "zzz")).toBe(
      'No results for "zzz". Try other words, or find the page in llms.txt (docs://llms.txt).',
    );
  });
});
