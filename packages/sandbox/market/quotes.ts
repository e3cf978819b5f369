/**
 * A quote: the state of an instrument at an instant, rounded as the API writes prices. The HTTP
 * quotes and the stream's quote events both read it, so they agree at the same instant.
 */
import type { Days } from "./days.ts";
import type { Instrument } from "./instruments.ts";
import { roundTo } from "./rounding.ts";
import { DAY } from "./time.ts";

export interface Quote {
  instrument: Instrument;
  /** When the price was made: the instant, or the end of the last session while closed. */
  timestamp: number;
  price: number;
  /** The trading day's open, high and low so far (crypto: the UTC day's). */
  open: number;
  high: number;
  low: number;
  /** The previous trading day's official close. */
  previousClose: number;
  /** Change since the previous close; for crypto, since the price 24 hours earlier. */
  change: number;
  changePercent: number;
  /** The same change as a fraction (the deprecated `change_pct`). */
  changeFraction: number;
  /** Best bid and ask around the price; null where the asset class quotes none. */
  bid: number | null;
  ask: number | null;
  /** Volume of the trading day so far; null where nothing is traded. */
  volume: number | null;
  /** Crypto: the last 24 hours. */
  high24h: number | null;
  low24h: number | null;
  volume24h: number | null;
}

/** The quote of an instrument at an instant. */
export function quoteAt(days: Days, t: number): Quote {
  const instrument = days.instrument;
  const decimals = instrument.decimals;
  const round = (value: number) => roundTo(value, decimals);
  const day = days.activeDay(t);
  const state = days.state(day, t);
  const price = round(state.last);
  const crypto = instrument.asset === "crypto";
  const previousClose = round(days.close(days.previousDay(day)));
  const reference = crypto ? round(days.priceAt(t - DAY)) : previousClose;
  const range24h = crypto ? days.range(t - DAY, t) : null;
  const volume24h = crypto ? days.volumeBetween(t - DAY, t) : null;

  let bid: number | null = null;
  let ask: number | null = null;
  if (instrument.halfSpread > 0) {
    // In whole units of the last decimal, at least one each side, so bid < price < ask after rounding.
    const scale = 10 ** decimals;
    const units = Math.round(price * scale);
    const half = Math.max(1, Math.round(price * instrument.halfSpread * scale));
    bid = (units - half) / scale;
    ask = (units + half) / scale;
  }
  const changePercent = roundTo((price / reference - 1) * 100, 2);
  return {
    instrument,
    timestamp: state.lastAt,
    price,
    open: round(state.open),
    high: round(state.high),
    low: round(state.low),
    previousClose,
    change: round(price - reference),
    changePercent,
    changeFraction: roundTo(price / reference - 1, 4),
    bid,
    ask,
    volume: state.volume === null ? null : crypto ? roundTo(state.volume, 4) : Math.floor(state.volume),
    high24h: range24h && round(range24h.high),
    low24h: range24h && round(range24h.low),
    volume24h: volume24h === null ? null : roundTo(volume24h, 2),
  };
}
