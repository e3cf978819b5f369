/**
 * The trading calendar as functions of a market and a date or an instant: each date's sessions
 * in UTC, holidays, the session in progress, a market's status, and the trading day an instant
 * belongs to. Pure over the market definitions; results are cached per market and date.
 */
import { holidaysOfYear, type Holiday } from "./holiday-rules.ts";
import { HOLIDAY_CALENDARS } from "./holidays.ts";
import type { MarketDefinition, SessionType } from "./markets.ts";
import { localDayOf, minutesOf, partsOf, wallToUtc, weekdayOf } from "../time.ts";

/** One session on a trading date, in UTC milliseconds. */
export interface Session {
  session: SessionType;
  opens: number;
  closes: number;
}

/** A market's trading date. */
export interface TradingDate {
  day: number;
  /** A weekday the market trades on, and not a full holiday. */
  trading: boolean;
  /** Not one of the market's trading weekdays. */
  weekend: boolean;
  /** A full closure or an early close on this date. */
  holiday: Holiday | null;
  earlyClose: boolean;
  /** The sessions in chronological order; empty when not trading. */
  sessions: Session[];
}

export type MarketStatus =
  | { status: "open"; session: SessionType; openedAt: number; closesAt: number | null; earlyClose: boolean }
  | { status: "closed"; reason: "outside_hours" | "weekend" | "holiday"; holiday: string | null; opensAt: number };

/** A holiday entry of one market, as /markets/holidays lists them. */
export interface MarketHoliday {
  market: string;
  day: number;
  name: string;
  type: Holiday["type"];
  /** Early close: when the regular session ends, in UTC. */
  closesAt: number | null;
}

export interface Calendar {
  readonly markets: readonly MarketDefinition[];
  market(id: string): MarketDefinition | undefined;
  date(marketId: string, day: number): TradingDate;
  /** The trading date before `day` (skipping weekends and holidays). */
  previousTradingDay(marketId: string, day: number): number;
  /** The latest trading date whose first session has opened at `t`. */
  activeDay(marketId: string, t: number): number;
  /** The session in progress at `t`, with its trading date, or null when the market is closed. */
  sessionAt(marketId: string, t: number): { day: number; session: Session } | null;
  status(marketId: string, t: number): MarketStatus;
  holidays(marketId: string, fromDay: number, toDay: number): MarketHoliday[];
  /** How many of the market's trading weekdays come before `day`: its trading dates' ordinal. */
  ordinal(marketId: string, day: number): number;
}

/** Scanning further than this for a trading date means the calendar has none (a data error). */
const MAX_SCAN_DAYS = 30;
const MAX_CACHED_DATES = 200_000;

export function createCalendar(definitions: readonly MarketDefinition[]): Calendar {
  const byId = new Map(definitions.map((definition) => [definition.id, definition]));
  /** Each market's dates by day number; `datesKept` counts them all. */
  const dates = new Map<string, Map<number, TradingDate>>(definitions.map((definition) => [definition.id, new Map()]));
  let datesKept = 0;
  /** Each market's session times in minutes, read from its `HH:MM` once. */
  const minutes = new Map(
    definitions.map((definition) => [
      definition.id,
      definition.sessions.map((s) => ({ opens: minutesOf(s.opens), closes: minutesOf(s.closes) })),
    ]),
  );
  const years = new Map<string, Map<number, Holiday>>();

  function definitionOf(id: string): MarketDefinition {
    const definition = byId.get(id);
    if (!definition) throw new Error(`No market "${id}" in the trading calendar`);
    return definition;
  }

  /** Holidays falling in a year, including ones observed in it from a neighbouring year's rules. */
  function holidaysIn(definition: MarketDefinition, year: number): Map<number, Holiday> {
    const key = `${definition.holidays}|${year}`;
    let found = years.get(key);
    if (!found) {
      found = new Map();
      const rules = HOLIDAY_CALENDARS[definition.holidays];
      for (const candidate of [year - 1, year, year + 1])
        for (const [day, holiday] of holidaysOfYear(rules, candidate))
          if (partsOf(day).year === year && !found.has(day)) found.set(day, holiday);
      years.set(key, found);
    }
    return found;
  }

  function date(id: string, day: number): TradingDate {
    const cached = dates.get(id)?.get(day);
    if (cached) return cached;
    const definition = definitionOf(id);
    const weekend = !definition.days.includes(weekdayOf(day));
    const holiday = weekend ? null : (holidaysIn(definition, partsOf(day).year).get(day) ?? null);
    const trading = !weekend && holiday?.type !== "closed";
    const sessions: Session[] = [];
    if (trading) {
      const zone = definition.timeZone;
      const lastRegular = definition.sessions.map((s) => s.session).lastIndexOf("regular");
      let shift = 0;
      definition.sessions.forEach((times, index) => {
        const opensDay = times.opensPreviousDay ? day - 1 : day;
        let { opens: opensMinutes, closes: closesMinutes } = minutes.get(id)![index];
        if (holiday?.type === "early_close" && holiday.closesAt !== null) {
          // The regular session ends early; a post-market session starts then, keeping its length.
          if (index === lastRegular) {
            shift = closesMinutes - holiday.closesAt;
            closesMinutes = holiday.closesAt;
          } else if (index > lastRegular) {
            opensMinutes -= shift;
            closesMinutes -= shift;
          }
        }
        const opens = wallToUtc(zone, opensDay, opensMinutes);
        const closes = wallToUtc(zone, day, closesMinutes);
        if (closes > opens) sessions.push({ session: times.session, opens, closes });
      });
    }
    const result: TradingDate = {
      day,
      trading,
      weekend,
      holiday,
      earlyClose: holiday?.type === "early_close",
      sessions,
    };
    // Bounded: a request for decades of history touches thousands of dates per market.
    if (datesKept >= MAX_CACHED_DATES) {
      for (const kept of dates.values()) kept.clear();
      datesKept = 0;
    }
    dates.get(id)!.set(day, result);
    datesKept += 1;
    return result;
  }

  function previousTradingDay(id: string, day: number): number {
    for (let candidate = day - 1; candidate > day - MAX_SCAN_DAYS; candidate -= 1)
      if (date(id, candidate).trading) return candidate;
    throw new Error(`Market ${id} has no trading day in the ${MAX_SCAN_DAYS} days before day ${day}`);
  }

  function activeDay(id: string, t: number): number {
    const definition = definitionOf(id);
    // A session can open on the evening before its trading date: start from the next local date.
    const start = localDayOf(definition.timeZone, t) + 1;
    for (let candidate = start; candidate > start - MAX_SCAN_DAYS; candidate -= 1) {
      const found = date(id, candidate);
      if (found.trading && found.sessions[0].opens <= t) return candidate;
    }
    throw new Error(`Market ${id} has no trading day in the ${MAX_SCAN_DAYS} days before ${new Date(t).toISOString()}`);
  }

  function sessionAt(id: string, t: number): { day: number; session: Session } | null {
    const day = activeDay(id, t);
    // Sessions of consecutive dates can meet (FX closes at 17:00 as the next date opens): the later date wins.
    const session = date(id, day).sessions.find((s) => s.opens <= t && t < s.closes);
    return session ? { day, session } : null;
  }

  function nextRegularOpen(id: string, t: number): number {
    const definition = definitionOf(id);
    const start = localDayOf(definition.timeZone, t);
    for (let candidate = start; candidate < start + MAX_SCAN_DAYS; candidate += 1) {
      const next = date(id, candidate).sessions.find((s) => s.session === "regular" && s.opens > t);
      if (next) return next.opens;
    }
    throw new Error(`Market ${id} has no session in the ${MAX_SCAN_DAYS} days after ${new Date(t).toISOString()}`);
  }

  function status(id: string, t: number): MarketStatus {
    const definition = definitionOf(id);
    const current = sessionAt(id, t);
    if (current) {
      return {
        status: "open",
        session: current.session.session,
        openedAt: current.session.opens,
        closesAt: definition.neverCloses ? null : current.session.closes,
        earlyClose: date(id, current.day).earlyClose,
      };
    }
    const today = date(id, localDayOf(definition.timeZone, t));
    const reason = today.weekend ? "weekend" : today.trading ? "outside_hours" : "holiday";
    return {
      status: "closed",
      reason,
      holiday: reason === "holiday" ? (today.holiday?.name ?? null) : null,
      opensAt: nextRegularOpen(id, t),
    };
  }

  function holidays(id: string, fromDay: number, toDay: number): MarketHoliday[] {
    const definition = definitionOf(id);
    const result: MarketHoliday[] = [];
    // Only the holidays' dates: the rules give them per year, and a date's sessions cost time-zone look-ups.
    const candidates: number[] = [];
    for (let year = partsOf(fromDay).year; year <= partsOf(toDay).year; year += 1)
      for (const day of holidaysIn(definition, year).keys()) if (day >= fromDay && day <= toDay) candidates.push(day);
    for (const day of candidates.sort((a, b) => a - b)) {
      const found = date(id, day);
      if (!found.holiday) continue;
      const regular = found.sessions.filter((s) => s.session === "regular").at(-1);
      result.push({
        market: id,
        day,
        name: found.holiday.name,
        type: found.holiday.type,
        closesAt: found.holiday.type === "early_close" ? (regular?.closes ?? null) : null,
      });
    }
    return result;
  }

  function ordinal(id: string, day: number): number {
    const { days } = definitionOf(id);
    // Day 4 (1970-01-05) is a Monday: count whole weeks from there, then the rest day by day.
    const offset = day - 4;
    const weeks = Math.floor(offset / 7);
    let count = weeks * days.length;
    for (let d = 4 + weeks * 7; d < day; d += 1) if (days.includes(weekdayOf(d))) count += 1;
    return count;
  }

  return {
    markets: definitions,
    market: (id) => byId.get(id),
    date,
    previousTradingDay,
    activeDay,
    sessionAt,
    status,
    holidays,
    ordinal,
  };
}
