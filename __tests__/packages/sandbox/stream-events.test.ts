/** @jest-environment node */
/** The stream's quote events, from the market, and the instruments each stream knows. */
import { ASSETS, type Asset } from "../../../packages/sandbox/market/instruments.ts";
import { quoteEvent, tradedSince } from "../../../packages/sandbox/stream/events.ts";
import { normaliseSymbol } from "../../../packages/sandbox/stream/symbols.ts";
import { MARKET, SESSION_INSTANT } from "./fixtures/sandbox";

const streamed = (asset: Asset, symbol: string) => MARKET.instruments.streamed(asset, symbol);

/** The event of an instrument at the session instant. */
function eventOf(asset: Asset, symbol: string, delayed = false, at = SESSION_INSTANT) {
  const instrument = streamed(asset, symbol);
  if (!instrument) throw new Error(`${symbol} is not on the ${asset} stream`);
  return quoteEvent(instrument, MARKET.quote(instrument, at), delayed, 100);
}

describe("quote events", () => {
  test.each(ASSETS)("%s events have the asset class's fields, bid < price < ask, and ISO timestamps", (asset) => {
    for (const instrument of MARKET.instruments
      .list(asset)
      .filter((i) => MARKET.inSession(i, SESSION_INSTANT))
      .slice(0, 25)) {
      const event = eventOf(asset, instrument.streamSymbol);
      expect(event).toMatchObject({
        event: "quote",
        symbol: instrument.streamSymbol,
        timestamp: new Date(SESSION_INSTANT).toISOString(),
      });
      if (asset === "indices") expect(event.level).toBeGreaterThan(0);
      else expect(event.price).toBeGreaterThan(0);
      if (event.bid !== undefined) {
        expect(event.bid).toBeLessThan(event.price as number);
        expect(event.ask).toBeGreaterThan(event.price as number);
      }
    }
  });

  test("stock events carry the listing country and the day's volume; prices are in cents", () => {
    expect(eventOf("stocks", "SAP:de")).toMatchObject({ country: "de", size: 100 });
    expect(Number.isInteger(eventOf("stocks", "SAP:de").volume)).toBe(true);
    expect(String(eventOf("stocks", "AAPL").price)).toMatch(/^\d+(\.\d{1,2})?$/);
  });

  test("every event says whether it is delayed, on every stream, as every HTTP quote does", () => {
    expect(eventOf("indices", "SPX", true)).toMatchObject({ delayed: true });
    const symbols: Record<Asset, string> = {
      stocks: "AAPL",
      indices: "SPX",
      currencies: "EURUSD",
      crypto: "BTCUSD",
      commodities: "XAUUSD",
    };
    for (const asset of ASSETS) expect([asset, eventOf(asset, symbols[asset]).delayed]).toEqual([asset, false]);
  });

  test("a trade's size is the volume since the previous event, or a new day's whole volume", () => {
    expect(tradedSince(1000, 1250)).toBe(250);
    expect(tradedSince(undefined, 1250)).toBe(1250);
    expect(tradedSince(5000, 120)).toBe(120);
    expect(tradedSince(10, null)).toBe(0);
  });
});

describe("the streams' instruments", () => {
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
        expect([asset, symbol, streamed(asset, symbol)?.streamSymbol]).toEqual([asset, symbol, symbol]);
  });

  test("are built from content/symbols: stock countries, commodity units and crypto fiat pairs come from the lists", () => {
    expect(streamed("stocks", "SAP:de")).toMatchObject({ country: "de" });
    expect(streamed("stocks", "SAP")).toBeUndefined();
    expect(streamed("commodities", "NATGAS")).toMatchObject({ unit: "MMBtu", currency: "USD" });
    expect(streamed("crypto", "BTCJPY")!.level).toBeGreaterThan(streamed("crypto", "BTCUSD")!.level * 100);
    expect(streamed("currencies", "JPYEUR")).toBeUndefined();
    expect(MARKET.instruments.list("stocks").length).toBeGreaterThan(400);
  });

  test("streams have enough symbols to reach the trial plan's 50 per connection", () => {
    expect(MARKET.instruments.list("stocks").length).toBeGreaterThan(50);
    expect(MARKET.instruments.list("currencies").length).toBeGreaterThan(50);
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
