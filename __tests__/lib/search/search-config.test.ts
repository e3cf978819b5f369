/** @jest-environment node */
import { ALGOLIA_INDEX_SETTINGS, ALGOLIA_SYNONYMS } from "../../../src/lib/search/algolia-config";
import { buildLocalIndex, searchLocalIndex } from "../../../src/lib/search/engine";
import { SEARCH_CONFIG } from "../../../src/lib/search/search-config";
import { pageRecord } from "./fixtures/record";

describe("one search config for both backends", () => {
  it("gives Algolia the local engine's attributes, typo, prefix, separator and optional-word rules", () => {
    expect(ALGOLIA_INDEX_SETTINGS.searchableAttributes).toEqual(
      SEARCH_CONFIG.searchableAttributes.map((entry) => (entry.includes(",") ? entry : `unordered(${entry})`)),
    );
    expect(ALGOLIA_INDEX_SETTINGS.searchableAttributes).toContain("hierarchy.lvl1,trail");
    expect(ALGOLIA_INDEX_SETTINGS).toMatchObject({
      minWordSizefor1Typo: SEARCH_CONFIG.minWordSizefor1Typo,
      minWordSizefor2Typos: SEARCH_CONFIG.minWordSizefor2Typos,
      disableTypoToleranceOnAttributes: SEARCH_CONFIG.disableTypoToleranceOnAttributes,
      allowTyposOnNumericTokens: SEARCH_CONFIG.allowTyposOnNumericTokens,
      queryType: SEARCH_CONFIG.queryType,
      separatorsToIndex: SEARCH_CONFIG.separatorsToIndex,
      optionalWords: SEARCH_CONFIG.optionalWords,
      removeWordsIfNoResults: SEARCH_CONFIG.removeWordsIfNoResults,
    });
    expect([SEARCH_CONFIG.minWordSizefor1Typo, SEARCH_CONFIG.minWordSizefor2Typos]).toEqual([4, 8]);
  });

  it("pushes every synonym group the local engine applies", () => {
    expect(ALGOLIA_SYNONYMS.map((synonym) => synonym.synonyms)).toEqual(
      SEARCH_CONFIG.synonyms.map((group) => [...group]),
    );
    expect(new Set(ALGOLIA_SYNONYMS.map((synonym) => synonym.objectID)).size).toBe(ALGOLIA_SYNONYMS.length);
    const index = buildLocalIndex([pageRecord("/docs/infra", "IP allowlisting"), pageRecord("/docs/other", "Other")]);
    for (const group of SEARCH_CONFIG.synonyms.filter((terms) => terms.includes("allowlisting"))) {
      for (const term of group)
        expect(searchLocalIndex(index, { query: term }).hits.map((hit) => hit.url)).toContain("/docs/infra");
    }
  });

  it("ranks a ticker above a text mention and gives tickers no typos", () => {
    const index = buildLocalIndex([
      pageRecord("/docs/guide", "Quotes", { content: "Ask for AAPL and AAL quotes." }),
      pageRecord("/docs/symbols/stocks/us?q=AAL", "American Airlines Group Inc. (AAL)", { symbols: ["AAL"] }),
      pageRecord("/docs/symbols/stocks/us?q=AAPL", "Apple Inc. (AAPL)", { symbols: ["AAPL"] }),
      pageRecord("/docs/symbols/currencies/eur", "Euro (EUR)", { symbols: ["EUR", "EURUSD"] }),
      pageRecord("/docs/symbols/stocks/us?q=BRK.B", "Berkshire Hathaway Inc. Class B (BRK.B)", { symbols: ["BRK.B"] }),
    ]);
    const urls = (query: string) => searchLocalIndex(index, { query }).hits.map((hit) => hit.url);
    expect(urls("AAPL")).toEqual(["/docs/symbols/stocks/us?q=AAPL", "/docs/guide"]);
    expect(urls("EUR/USD")[0]).toBe("/docs/symbols/currencies/eur");
    expect(urls("BRK.B")[0]).toBe("/docs/symbols/stocks/us?q=BRK.B");
  });
});
