/** @jest-environment node */
import { ASSETS, normaliseSymbol, type Asset } from "../../scripts/mock-stream/catalogue.mjs";
import { createQuoteGenerator, createRng, type QuoteEvent } from "../../scripts/mock-stream/quotes.mjs";
import { CATALOGUE } from "./fixtures/mock";

const findInstrument = CATALOGUE.find;

const NOW = Date.UTC(2026, 2, 2, 14, 30, 5, 123);

/** `count` consecutive quotes of one symbol. */
function walk(asset: Asset, symbol: string, count: number, seed = 1): QuoteEvent[] {
  const generator = createQuoteGenerator(asset, seed);
  const instrument = findInstrument(asset, symbol);
  if (!instrument) throw new Error(`${symbol} is not in the ${asset} catalogue`);
  return Array.from({ length: count }, (_, i) => generator.next(instrument, NOW + i * 250));
}

describe("createRng", () => {
  test("is deterministic per seed and uniform in [0, 1)", () => {
    const a = createRng(42);
    const b = createRng(42);
    const values = Array.from({ length: 10_000 }, () => a());
    expect(values.slice(0, 5)).toEqual(Array.from({ length: 5 }, () => b()));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const mean = values.reduce((s, v) => s + v, 0) / values.length;
    expect(mean).toBeGreaterThan(0.48);
    expect(mean).toBeLessThan(0.52);
    expect(createRng(43)()).not.toBe(createRng(42)());
  });
});

describe("createQuoteGenerator", () => {
  test("the same seed gives the same prices, another seed different ones", () => {
    expect(walk("stocks", "AAPL", 50)).toEqual(walk("stocks", "AAPL", 50));
    expect(walk("stocks", "AAPL", 50, 2).map((q) => q.price)).not.toEqual(
      walk("stocks", "AAPL", 50).map((q) => q.price),
    );
  });

  test("a symbol's prices don't depend on other symbols being generated in between", () => {
    const generator = createQuoteGenerator("crypto", 1);
    const btc = findInstrument("crypto", "BTCUSD")!;
    const eth = findInstrument("crypto", "ETHEUR")!;
    const interleaved = Array.from({ length: 20 }, (_, i) => {
      generator.next(eth, NOW + i);
      return generator.next(btc, NOW + i).price;
    });
    expect(interleaved).toEqual(walk("crypto", "BTCUSD", 20).map((q) => q.price));
  });

  test("prices walk in small steps and stay near the reference price over a long run", () => {
    const quotes = walk("currencies", "EURUSD", 20_000);
    const reference = findInstrument("currencies", "EURUSD")!.price;
    const prices = quotes.map((q) => q.price as number);
    expect(new Set(prices.slice(0, 100)).size).toBeGreaterThan(50);
    for (let i = 1; i < prices.length; i += 1) expect(Math.abs(prices[i] / prices[i - 1] - 1)).toBeLessThan(0.001);
    expect(Math.min(...prices)).toBeGreaterThan(reference * 0.95);
    expect(Math.max(...prices)).toBeLessThan(reference * 1.05);
  });

  test.each(ASSETS)("%s quotes have the asset class's fields, bid < price < ask, and ISO timestamps", (asset) => {
    for (const instrument of CATALOGUE.list(asset).slice(0, 25)) {
      const [quote] = walk(asset, instrument.symbol, 1);
      expect(quote).toMatchObject({
        event: "quote",
        symbol: instrument.symbol,
        timestamp: new Date(NOW).toISOString(),
      });
      if (asset === "indices") expect(quote.level).toBeGreaterThan(0);
      else expect(quote.price).toBeGreaterThan(0);
      if (quote.bid !== undefined) {
        expect(quote.bid).toBeLessThan(quote.price as number);
        expect(quote.ask).toBeGreaterThan(quote.price as number);
      }
    }
  });

  test("stock quotes carry the listing country, whole-share sizes and a growing day volume", () => {
    const quotes = walk("stocks", "SAP:de", 10);
    expect(quotes.every((q) => q.country === "de" && Number.isInteger(q.size) && (q.size as number) > 0)).toBe(true);
    for (let i = 1; i < quotes.length; i += 1)
      expect(quotes[i].volume).toBe((quotes[i - 1].volume as number) + (quotes[i].size as number));
    expect(walk("stocks", "AAPL", 1)[0].price?.toString()).toMatch(/^\d+(\.\d{1,2})?$/);
  });

  test("delayed quotes are marked and dated back by the delay they are given; real-time ones are not marked", () => {
    const spx = findInstrument("indices", "SPX")!;
    expect(createQuoteGenerator("indices").next(spx, NOW, 7 * 60_000)).toMatchObject({
      delayed: true,
      timestamp: new Date(NOW - 7 * 60_000).toISOString(),
    });
    const live = createQuoteGenerator("indices").next(spx, NOW, 0);
    expect(live.delayed).toBeUndefined();
    expect(live.timestamp).toBe(new Date(NOW).toISOString());
  });
});

describe("catalogue", () => {
  test("every stream has the symbols the guides and the spec use as examples", () => {
    const examples: Record<Asset, string[]> = {
      stocks: ["AAPL", "MSFT", "SAP:de", "VOD:uk", "600519:cn", "BRK.B"],
      indices: ["SPX", "NDX", "DJI", "DAX", "UKX", "N225"],
      currencies: ["EURUSD", "USDJPY", "GBPCHF", "GBPUSD"],
      crypto: ["BTCUSD", "ETHEUR", "DOGEUSD", "ETHUSD"],
      commodities: ["XAUUSD", "XAGUSD", "BRENT", "WTI", "NATGAS", "WHEAT", "CORN", "COFFEE"],
    };
    for (const asset of ASSETS)
      for (const symbol of examples[asset])
        expect([asset, symbol, findInstrument(asset, symbol)?.symbol]).toEqual([asset, symbol, symbol]);
  });

  test("is built from content/symbols: stock countries, commodity units and crypto fiat pairs come from the lists", () => {
    expect(findInstrument("stocks", "SAP:de")).toMatchObject({ country: "de" });
    expect(findInstrument("stocks", "SAP")).toBeUndefined();
    expect(findInstrument("commodities", "NATGAS")).toMatchObject({ unit: "MMBtu", currency: "USD" });
    expect(findInstrument("crypto", "BTCJPY")?.price).toBeGreaterThan(findInstrument("crypto", "BTCUSD")!.price * 100);
    expect(findInstrument("currencies", "JPYEUR")).toBeUndefined();
    expect(CATALOGUE.list("stocks").length).toBeGreaterThan(400);
  });

  test("every instrument has a positive reference price", () => {
    for (const asset of ASSETS) expect(CATALOGUE.list(asset).filter((i) => !(i.price > 0))).toEqual([]);
  });

  test("streams have enough symbols to reach the trial plan's 50 per connection", () => {
    expect(CATALOGUE.list("stocks").length).toBeGreaterThan(50);
    expect(CATALOGUE.list("currencies").length).toBeGreaterThan(50);
  });

  test.each([
    ["stocks", "aapl", "AAPL"],
    ["stocks", "AAPL:us", "AAPL"],
    ["stocks", "sap:DE", "SAP:de"],
    ["stocks", " vod:uk ", "VOD:uk"],
    ["crypto", "btcusd", "BTCUSD"],
    ["commodities", "xauusd", "XAUUSD"],
  ] as const)("normaliseSymbol(%s, %j) is %s", (asset, raw, expected) => {
    expect(normaliseSymbol(asset, raw)).toBe(expected);
  });
});
