/**
 * The stream's `quote` events, from the market's quote at the instant they describe: the same
 * prices as the HTTP quotes at that instant. Fields depend on the asset class, as in the spec;
 * every event says whether it is delayed, as every HTTP quote does.
 */
import type { Instrument, Quote } from "../market/index.ts";
import { roundTo } from "../market/rounding.ts";
import type { ServerEvent } from "./protocol.ts";

/**
 * A quote event. `size` is what traded since the symbol's previous event (shares, or base coin
 * for crypto), which the caller works out from the volumes.
 */
export function quoteEvent(instrument: Instrument, quote: Quote, delayed: boolean, size: number): ServerEvent {
  const timestamp = new Date(quote.timestamp).toISOString();
  switch (instrument.asset) {
    case "stocks":
      return {
        event: "quote",
        symbol: instrument.streamSymbol,
        country: instrument.country,
        price: quote.price,
        bid: quote.bid,
        ask: quote.ask,
        size,
        volume: quote.volume,
        delayed,
        timestamp,
      };
    case "indices":
      return { event: "quote", symbol: instrument.streamSymbol, level: quote.price, delayed, timestamp };
    case "currencies":
      return {
        event: "quote",
        symbol: instrument.streamSymbol,
        price: quote.price,
        bid: quote.bid,
        ask: quote.ask,
        delayed,
        timestamp,
      };
    case "crypto":
      return {
        event: "quote",
        symbol: instrument.streamSymbol,
        price: quote.price,
        bid: quote.bid,
        ask: quote.ask,
        size: roundTo(size, 4),
        delayed,
        timestamp,
      };
    case "commodities":
      return {
        event: "quote",
        symbol: instrument.streamSymbol,
        price: quote.price,
        currency: instrument.currency,
        unit: instrument.unit,
        delayed,
        timestamp,
      };
  }
}

/** What traded between two volumes of a day: the difference, or the whole of a new day's volume. */
export function tradedSince(previous: number | null | undefined, volume: number | null): number {
  if (volume === null) return 0;
  if (previous === null || previous === undefined || volume < previous) return volume;
  return volume - previous;
}
