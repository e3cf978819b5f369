/**
 * An instrument's trading days: where each day sits in trading time, its price at any instant,
 * its open, high, low and official close, and its volume so far. Trading time advances only while
 * the instrument's market is in session, so a price stays put between sessions and moves again
 * when the next one opens (with an overnight gap, as the latent walk moved on meanwhile).
 */
import type { Calendar, Session } from "./calendar/calendar.ts";
import type { Instrument } from "./instruments.ts";
import { createWalk, extremes, KNOT_MINUTES, stretchOf, type Walk } from "./path.ts";
import { gaussian, hashOf } from "./random.ts";
import { MINUTE } from "./time.ts";

/** Latent trading minutes between the close of one trading day and the open of the next. */
const OVERNIGHT_MINUTES = 60;

/** Day-to-day variation of volume (standard deviation of its log). */
const VOLUME_VARIATION = 0.35;

/** Finished trading days of every instrument, by `seed|id|day`; bounded, as decades of bars are a lot of days. */
const FINISHED_DAYS = new Map<string, DayState>();
const MAX_FINISHED_DAYS = 200_000;

/** Trading days per year, for turning annual volatility into daily. */
export const DAYS_PER_YEAR = { sessions: 252, weekdays: 260, always: 365 } as const;

/** The state of one trading day at an instant (raw prices, before rounding). */
export interface DayState {
  day: number;
  open: number;
  high: number;
  low: number;
  /** The latest price. */
  last: number;
  /** When the latest price was made: the instant, or the end of the last session if closed. */
  lastAt: number;
  /** The official close (end of the regular session); null before it. */
  close: number | null;
  /** Traded so far; null when the instrument has no volume. */
  volume: number | null;
  /** When the high and the low were made. */
  highAt: number;
  lowAt: number;
}

export interface Days {
  readonly instrument: Instrument;
  /** The trading date an instant belongs to: the latest whose first session has opened. */
  activeDay(t: number): number;
  previousDay(day: number): number;
  isTradingDay(day: number): boolean;
  /** The price at an instant (it stays at the last trade while the market is closed). */
  priceAt(t: number): number;
  /** A trading day as it stood at `t` (the whole day when `t` is after its last session). */
  state(day: number, t: number): DayState;
  /** The price of a trading day's first trade. */
  open(day: number): number;
  /** The official close of a trading day. */
  close(day: number): number;
  /** The lowest and highest prices between two instants. */
  range(from: number, to: number): { low: number; high: number };
  /** Volume traded between two instants. */
  volumeBetween(from: number, to: number): number | null;
}

const spanOf = (sessions: readonly Session[]) => sessions.reduce((sum, s) => sum + (s.closes - s.opens) / MINUTE, 0);

/** Trading minutes of a day's sessions elapsed at `t`. */
function elapsed(sessions: readonly Session[], t: number): number {
  let minutes = 0;
  for (const s of sessions) minutes += (Math.min(Math.max(t, s.opens), s.closes) - s.opens) / MINUTE;
  return minutes;
}

export function createDays(instrument: Instrument, calendar: Calendar, seed: number): Days {
  const market = calendar.market(instrument.market);
  if (!market) throw new Error(`${instrument.id}: no market ${instrument.market} in the calendar`);
  const alwaysOpen = market.days.length === 7;
  // A day's block of trading time: its normal sessions plus an overnight gap, unless the
  // sessions already fill the day (FX, crypto), whose prices then run on without a gap.
  const moving = (session: string) => instrument.extendedHours || session === "regular";
  const normalDay = market.sessions
    .filter((s) => moving(s.session))
    .reduce((sum, s) => {
      const [oh, om] = s.opens.split(":").map(Number);
      const [ch, cm] = s.closes.split(":").map(Number);
      return sum + (ch * 60 + cm) - (oh * 60 + om) + (s.opensPreviousDay ? 1440 : 0);
    }, 0);
  const gap = normalDay >= 1440 ? 0 : OVERNIGHT_MINUTES;
  const block = Math.ceil((normalDay + gap) / KNOT_MINUTES) * KNOT_MINUTES;
  const daysPerYear = alwaysOpen ? DAYS_PER_YEAR.always : gap === 0 ? DAYS_PER_YEAR.weekdays : DAYS_PER_YEAR.sessions;
  const walk: Walk = createWalk(
    seed,
    instrument.hash,
    instrument.volatility / Math.sqrt(daysPerYear),
    block / KNOT_MINUTES,
  );
  const logLevel = Math.log(instrument.level);
  const priceOf = (minutes: number) => Math.exp(logLevel + walk.at(minutes));

  const sessionsOf = (day: number) => {
    const all = calendar.date(instrument.market, day).sessions;
    return instrument.extendedHours ? all : all.filter((s) => moving(s.session));
  };
  const start = (day: number) => calendar.ordinal(instrument.market, day) * block;
  /** Trading time (minutes) of an instant within a trading day (its sessions, its start), capped at the day's block. */
  const timeWithin = (sessions: readonly Session[], from: number, t: number) =>
    from + Math.min(elapsed(sessions, t), block - gap);
  const timeIn = (day: number, t: number) => timeWithin(sessionsOf(day), start(day), t);
  const regularEndOf = (sessions: readonly Session[]) =>
    sessions.filter((s) => s.session === "regular").at(-1)?.closes ?? sessions[sessions.length - 1].closes;
  const regularEnd = (day: number) => regularEndOf(sessionsOf(day));

  const dayVolume = (day: number) =>
    instrument.volume === null
      ? null
      : instrument.volume * Math.exp(VOLUME_VARIATION * gaussian(hashOf(seed, instrument.hash, -1, day)));
  /** Share of a day's volume traded after a fraction x of its trading time: busier at the open and the close. */
  const volumeShare = (x: number) => (alwaysOpen ? x : x + (0.6 * Math.sin(2 * Math.PI * x)) / (2 * Math.PI));
  const volumeAt = (day: number, t: number, sessions = sessionsOf(day)) => {
    const total = dayVolume(day);
    if (total === null) return null;
    return total * volumeShare(Math.min(1, elapsed(sessions, t) / spanOf(sessions)));
  };

  const activeDay = (t: number) => {
    let day = calendar.activeDay(instrument.market, t);
    // Before its own first session of that date (an index in the pre-market), the instrument is still on the previous one.
    while (sessionsOf(day)[0].opens > t) day = calendar.previousTradingDay(instrument.market, day);
    return day;
  };

  function lastTradeAt(sessions: readonly Session[], t: number): number {
    let at = t;
    for (const s of sessions) if (s.opens <= t) at = Math.min(t, s.closes);
    return at;
  }

  /** The instant of a trading time within a day that starts at `from` (trading time). */
  function instantOf(sessions: readonly Session[], from: number, minutes: number): number {
    // Back from trading time to the instant: walk the day's sessions.
    let left = minutes - from;
    for (const s of sessions) {
      const length = (s.closes - s.opens) / MINUTE;
      if (left <= length) return s.opens + left * MINUTE;
      left -= length;
    }
    return sessions[sessions.length - 1].closes;
  }

  return {
    instrument,
    activeDay,
    previousDay: (day) => calendar.previousTradingDay(instrument.market, day),
    isTradingDay: (day) => calendar.date(instrument.market, day).trading,
    priceAt: (t) => priceOf(timeIn(activeDay(t), t)),
    open: (day) => priceOf(start(day)),
    close: (day) => priceOf(timeIn(day, regularEnd(day))),
    state(day, t) {
      const sessions = sessionsOf(day);
      // A finished day never changes: keep it, so that a year of bars is computed once.
      const finished = t >= sessions[sessions.length - 1].closes;
      const key = `${seed}|${instrument.id}|${day}`;
      const kept = finished ? FINISHED_DAYS.get(key) : undefined;
      if (kept) return kept;
      const from = start(day);
      const to = timeWithin(sessions, from, t);
      const end = regularEndOf(sessions);
      // The day's knots once, for its open, last, close and extremes alike.
      const stretch = stretchOf(walk, from, to);
      const price = (minutes: number) => Math.exp(logLevel + stretch.at(minutes));
      const state: DayState = {
        day,
        open: price(from),
        high: Math.exp(logLevel + stretch.high),
        low: Math.exp(logLevel + stretch.low),
        last: price(to),
        lastAt: lastTradeAt(sessions, t),
        close: t >= end ? price(timeWithin(sessions, from, end)) : null,
        volume: volumeAt(day, t, sessions),
        highAt: instantOf(sessions, from, stretch.highAt),
        lowAt: instantOf(sessions, from, stretch.lowAt),
      };
      if (finished) {
        if (FINISHED_DAYS.size >= MAX_FINISHED_DAYS) FINISHED_DAYS.clear();
        FINISHED_DAYS.set(key, state);
      }
      return state;
    },
    range(from, to) {
      const a = timeIn(activeDay(from), from);
      const b = timeIn(activeDay(to), to);
      const found = extremes(walk, a, b);
      return { low: Math.exp(logLevel + found.low), high: Math.exp(logLevel + found.high) };
    },
    volumeBetween(from, to) {
      if (instrument.volume === null) return null;
      const first = activeDay(from);
      const last = activeDay(to);
      let total = 0;
      for (let day = first; day <= last; day += 1) {
        if (!calendar.date(instrument.market, day).trading) continue;
        const upTo = volumeAt(day, to) ?? 0;
        const before = day === first ? (volumeAt(day, from) ?? 0) : 0;
        total += upTo - before;
      }
      return total;
    },
  };
}
