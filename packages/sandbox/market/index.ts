/**
 * The simulated market: every instrument of the symbol lists, priced at any instant by a seeded
 * random walk that moves only in its market's sessions. Pure and deterministic: the same
 * catalogue and seed give the same prices, whatever is asked and in whatever order, so the
 * HTTP sandbox and the stream agree, and tests can pin a moment.
 */
import type { PrecisionRule } from "../../../src/lib/facts/precision.ts";
import type { SymbolCatalogue } from "../../../src/lib/symbols/lists.ts";
import { dailyBars, dailyCloses, type DailyBar, type DailyClose } from "./bars.ts";
import { createCalendar, type Calendar } from "./calendar/calendar.ts";
import { forexMarket, MARKETS, type FxDay } from "./calendar/markets.ts";
import { createDays, DAYS_PER_YEAR, type Days } from "./days.ts";
import { insightAt, type Insight, type InsightOptions } from "./insights.ts";
import { createInstruments, type Instrument, type Instruments } from "./instruments.ts";
import { quoteAt, type Quote } from "./quotes.ts";

/** The seed the sandbox runs with unless told otherwise; the docs' examples are its market. */
export const DEFAULT_SEED = 1;

export interface MarketOptions {
  /** Same seed, same market. */
  seed: number;
  /** Year daily history starts for stocks, indices, currencies and commodities (facts: history.stocksSince). */
  historySince: number;
  /** The FX day (facts: fx), which the currency market's sessions follow. */
  fx: FxDay;
  /** Decimal places of prices per asset class (facts: precision). */
  precision: PrecisionRule;
}

export interface Market {
  readonly seed: number;
  readonly calendar: Calendar;
  readonly instruments: Instruments;
  /** The trading days of an instrument. */
  days(instrument: Instrument): Days;
  quote(instrument: Instrument, t: number): Quote;
  bars(instrument: Instrument, fromDay: number, toDay: number, now: number): DailyBar[];
  /** The same bars' days, opens and closes only: much cheaper over years of history. */
  closes(instrument: Instrument, fromDay: number, toDay: number, now: number): DailyClose[];
  insight(
    instrument: Instrument,
    now: number,
    options: Omit<InsightOptions, "daysPerYear">,
  ): { insight: Insight; bars: DailyBar[] };
  /** Whether the instrument's market is in session at `t`: when its price moves. */
  inSession(instrument: Instrument, t: number): boolean;
}

export function createMarket(catalogue: SymbolCatalogue, options: MarketOptions): Market {
  const calendar = createCalendar([...MARKETS, forexMarket(options.fx)]);
  const instruments = createInstruments(catalogue, calendar, {
    historySince: options.historySince,
    precision: options.precision,
  });
  const cache = new Map<string, Days>();
  const daysOf = (instrument: Instrument) => {
    let days = cache.get(instrument.id);
    if (!days) {
      days = createDays(instrument, calendar, options.seed);
      cache.set(instrument.id, days);
    }
    return days;
  };
  const daysPerYear = (instrument: Instrument) => {
    const market = calendar.market(instrument.market);
    if (market?.days.length === 7) return DAYS_PER_YEAR.always;
    return instrument.market === "FOREX" ? DAYS_PER_YEAR.weekdays : DAYS_PER_YEAR.sessions;
  };
  return {
    seed: options.seed,
    calendar,
    instruments,
    days: daysOf,
    quote: (instrument, t) => quoteAt(daysOf(instrument), t),
    bars: (instrument, fromDay, toDay, now) => dailyBars(daysOf(instrument), fromDay, toDay, now),
    closes: (instrument, fromDay, toDay, now) => dailyCloses(daysOf(instrument), fromDay, toDay, now),
    insight: (instrument, now, insightOptions) =>
      insightAt(daysOf(instrument), now, { ...insightOptions, daysPerYear: daysPerYear(instrument) }),
    inSession: (instrument, t) => {
      const current = calendar.sessionAt(instrument.market, t);
      return current !== null && (instrument.extendedHours || current.session.session === "regular");
    },
  };
}

export type { Asset, Instrument, InstrumentOf, Instruments } from "./instruments.ts";
export type { Quote } from "./quotes.ts";
export type { DailyBar, DailyClose } from "./bars.ts";
export type { Insight } from "./insights.ts";
export type { Calendar } from "./calendar/calendar.ts";
