/** @jest-environment node */
import { SAMPLE_LANGUAGES } from "../../../src/lib/openapi/code-samples";
import { SYMBOL_LISTS } from "../../../src/lib/symbols/lists";
import { joinWords } from "../../../src/lib/symbols/entries";
import { buildSymbolReference } from "../../../src/lib/symbols/model";
import { cellText } from "../../../src/lib/symbols/table";
import { plainHighlight, realCatalogue, tinyCatalogue } from "../../fixtures/symbol-catalogue";

const OPTIONS = { highlight: plainHighlight, httpApi: "https://api.example/v1", websocket: "wss://stream.example/v1" };
const tiny = () => buildSymbolReference(tinyCatalogue(), OPTIONS);
const listOf = (id: string) => tiny().lists.find((list) => list.listId === id)!;
const symbolOf = (key: string) => tiny().symbols.find((symbol) => symbol.key === key)!;
const rowsAsText = (id: string) =>
  listOf(id).table.rows.map((row) => [...row.cells.map(cellText), row.href ?? "-"].join(" | "));

describe("lists", () => {
  test("one model per list, in sidebar order, with the file it comes from", () => {
    expect(tiny().lists.map((list) => [list.listId, list.position, list.sourceFile])).toEqual(
      SYMBOL_LISTS.map((spec, position) => [spec.id, position, spec.file]),
    );
  });

  test("a stock list with a larger API total says it is a selection; other lists hold the whole list", () => {
    const reference = buildSymbolReference(tinyCatalogue(), { ...OPTIONS, stockTotals: { us: 6214, uk: 1 } });
    const us = reference.lists.find((list) => list.listId === "stocks-us");
    expect(us?.apiTotal).toBe(6214);
    expect(us?.description).toBe(
      "2 of the 6,214 US stocks the API lists, on New York Stock Exchange, Nasdaq and NYSE American, with their sectors and currencies.",
    );
    // A total that is not larger than the page's count means the page is the whole list.
    expect(reference.lists.find((list) => list.listId === "stocks-uk")?.apiTotal).toBeNull();
    expect(reference.lists.find((list) => list.listId === "crypto")?.apiTotal).toBeNull();
  });

  test("descriptions carry the counts, so cards and meta descriptions follow the data", () => {
    expect(listOf("crypto").description).toBe(
      "2 coins and their pairs against fiat currencies, each with a page of its own.",
    );
    expect(listOf("currencies").description).toBe(
      "3 currencies and the 3 pairs they form, each with a page of its own.",
    );
    expect(listOf("stocks-us").description).toBe(
      "2 US stocks listed on New York Stock Exchange, Nasdaq and NYSE American, with their sectors and currencies.",
    );
    expect(listOf("algo").description).toBe(
      "5 symbols that uploaded strategies can trade: 1 stock, 1 index, 1 currency pair, 1 crypto pair and 1 commodity.",
    );
    expect(listOf("stocks-us").entryCount).toBe(2);
  });

  test("the runtime endpoint of each list, with the query it needs", () => {
    expect(
      [listOf("stocks-uk"), listOf("commodities-energy"), listOf("crypto")].map((list) => [
        list.symbolsOperationId,
        list.symbolsQuery,
      ]),
    ).toEqual([
      ["stocks-get-symbols", "country=uk"],
      ["commodities-get-symbols", "type=energy"],
      ["crypto-get-symbols", ""],
    ]);
  });

  test("crypto rows link to the coin pages; exchanges filter the table", () => {
    const { columns } = listOf("crypto").table;
    expect(columns.filter((column) => column.facet).map((column) => column.key)).toEqual(["exchange"]);
    expect(columns.filter((column) => column.numeric).map((column) => column.key)).toEqual(["launched"]);
    expect(rowsAsText("crypto")).toEqual([
      "BTC | Bitcoin | BTCUSD, BTCEUR | Binance, Kraken | 2009 | /docs/symbols/crypto/bitcoin",
      "ETH | Ethereum | ETHUSD | Kraken | 2015 | /docs/symbols/crypto/ethereum",
    ]);
  });

  test("stock rows name the exchange and sector, which filter the table, and have no pages", () => {
    expect(rowsAsText("stocks-us")).toEqual([
      "AAPL | Apple Inc. | Nasdaq | Information Technology | USD | -",
      "BRK.B | Berkshire Hathaway Inc. | New York Stock Exchange | Financials | USD | -",
    ]);
    expect(
      listOf("stocks-us")
        .table.columns.filter((column) => column.facet)
        .map((column) => column.facet),
    ).toEqual(["Exchange", "Sector"]);
  });

  test("currency rows count pairs as base or quote; index and commodity rows", () => {
    expect(rowsAsText("currencies")).toEqual([
      "EUR | Euro | France, Germany | 2 | 2 | /docs/symbols/currencies/eur",
      "USD | US dollar | United States | 2 | 2 | /docs/symbols/currencies/usd",
      "JPY | Japanese yen | Japan | 0 | 2 | /docs/symbols/currencies/jpy",
    ]);
    expect(rowsAsText("indices")).toEqual([
      "SPX | S&P 500 | United States | S&P Dow Jones Indices | 500 | /docs/symbols/indices/sp-500",
    ]);
    expect(rowsAsText("commodities-metal")).toEqual([
      "XAUUSD | Gold | troy ounce | USD | London bullion market (LBMA) | -",
    ]);
  });

  test("algo rows link to the symbol's page, or to its list filtered to it", () => {
    expect(rowsAsText("algo")).toEqual([
      "BRK.B | Berkshire Hathaway Inc. | Stock | United States | /docs/symbols/stocks/us?q=BRK.B",
      "SPX | S&P 500 | Index | United States | /docs/symbols/indices/sp-500",
      "EURUSD | Euro / US dollar | Currency pair |  | /docs/symbols/currencies/eur",
      "BTCEUR | Bitcoin / Euro | Crypto pair |  | /docs/symbols/crypto/bitcoin",
      "XAUUSD | Gold | Commodity |  | /docs/symbols/commodities/metal?q=XAUUSD",
    ]);
  });
});

describe("symbols", () => {
  test("every entry of every list is a symbol, in list then file order; coins, currencies and indices have pages", () => {
    const { symbols } = tiny();
    expect(symbols.map((symbol) => symbol.position)).toEqual(symbols.map((_, index) => index));
    expect(symbols.filter((symbol) => symbol.route).map((symbol) => symbol.route)).toEqual([
      "/docs/symbols/crypto/bitcoin",
      "/docs/symbols/crypto/ethereum",
      "/docs/symbols/currencies/eur",
      "/docs/symbols/currencies/usd",
      "/docs/symbols/currencies/jpy",
      "/docs/symbols/indices/sp-500",
    ]);
    expect(symbolOf("stocks-us:BRK.B")).toMatchObject({
      route: null,
      listRoute: "/docs/symbols/stocks/us",
      stream: null,
      quoteSamples: [],
    });
  });

  test("a coin: title, lead, facts, endpoints and stream", () => {
    const coin = symbolOf("crypto:BTC");
    expect(coin).toMatchObject({
      title: "Bitcoin (BTC)",
      summary: "Bitcoin trades as BTCUSD and BTCEUR, at a price aggregated from 2 exchanges.",
      pairs: ["BTCUSD", "BTCEUR"],
      listRoute: "/docs/symbols/crypto",
      operationIds: ["crypto-get-quote", "crypto-get-quotes", "crypto-get-insights", "crypto-convert"],
    });
    expect(coin.facts.map((fact) => `${fact.label}: ${fact.value}`)).toEqual([
      "Ticker: BTC",
      "Pairs: BTCUSD, BTCEUR",
      "Quote currencies: US dollar (USD), Euro (EUR)",
      "Exchanges: Binance, Kraken",
      "Launched: 2009",
    ]);
    expect(coin.stream).toEqual({
      url: "wss://stream.example/v1/crypto",
      channelRoute: "/docs/websocket/crypto",
      quotesRoute: "/docs/websocket/crypto/quotes",
      symbols: ["BTCUSD", "BTCEUR"],
      subscribeHtml:
        '<code class="language-json">{\n  "action": "subscribe",\n  "symbols": [\n    "BTCUSD",\n    "BTCEUR"\n  ]\n}</code>',
    });
  });

  test("a currency lists the pairs it is in as base or quote; its stream is the currencies stream", () => {
    const yen = symbolOf("currencies:JPY");
    expect(yen.pairs).toEqual(["EURJPY", "USDJPY"]);
    expect(yen.summary).toBe("Japanese yen (JPY) is the official currency of Japan and part of 2 pairs.");
    expect(yen.stream?.quotesRoute).toBe("/docs/websocket/currencies/currency-quotes");
  });

  test("an index: facts and a quote request for its code", () => {
    const index = symbolOf("indices:SPX");
    expect(index.summary).toBe(
      "S&P 500 (SPX) is calculated by S&P Dow Jones Indices from 500 constituents; its level is in points, not a currency.",
    );
    expect(index.quoteSamples[0].source).toContain("https://api.example/v1/indices/quote?symbol=SPX");
  });

  test("the quote request comes in every site language, for the first pair", () => {
    const samples = symbolOf("crypto:ETH").quoteSamples;
    expect(samples.map((sample) => sample.lang)).toEqual(SAMPLE_LANGUAGES.map((language) => language.lang));
    for (const sample of samples) {
      expect(sample.source).toContain("https://api.example/v1/crypto/quote");
      expect(sample.source).toContain("ETHUSD");
      expect(sample.source).toContain("YOUR_API_KEY");
      expect(sample.html).toBe(plainHighlight(sample.source, sample.lang));
    }
  });

  test("entries know their line when the caller can locate them", () => {
    const reference = buildSymbolReference(tinyCatalogue(), {
      ...OPTIONS,
      lineOf: (file, at) => (file.endsWith("crypto.yaml") ? 10 + Number(at[1]) : null),
    });
    expect(reference.symbols.filter((symbol) => symbol.listId === "crypto").map((symbol) => symbol.line)).toEqual([
      10, 11,
    ]);
    expect(reference.symbols.find((symbol) => symbol.listId === "indices")?.line).toBeNull();
  });
});

test("the real lists: 154 symbol pages and a table row for every entry", () => {
  const reference = buildSymbolReference(realCatalogue(), OPTIONS);
  expect(reference.symbols.filter((symbol) => symbol.route)).toHaveLength(154);
  for (const list of reference.lists) expect(list.table.rows).toHaveLength(list.entryCount);
  expect(reference.lists.find((list) => list.listId === "stocks-us")?.entryCount).toBe(159);
});

test("joinWords", () => {
  expect([[], ["a"], ["a", "b"], ["a", "b", "c"]].map(joinWords)).toEqual(["", "a", "a and b", "a, b and c"]);
});
