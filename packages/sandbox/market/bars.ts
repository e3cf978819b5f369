/** Daily bars: one per trading day, from the same path as the quotes. */
import type { Days } from "./days.ts";
import { roundTo } from "./rounding.ts";

export interface DailyBar {
  day: number;
  open: number;
  high: number;
  low: number;
  /** The official close; for today, the latest price. */
  close: number;
  volume: number | null;
  highAt: number;
  lowAt: number;
}

/** A bar's open and close only: what a backtest reads, without the extremes that make a bar costly. */
export type DailyClose = Pick<DailyBar, "day" | "open" | "close">;

/** The trading days from `fromDay` to `toDay` that have opened by `now`, oldest first. */
function openedDays(days: Days, fromDay: number, toDay: number, today: number): number[] {
  const found: number[] = [];
  for (let day = fromDay; day <= Math.min(toDay, today); day += 1) if (days.isTradingDay(day)) found.push(day);
  return found;
}

/** The bars of the trading days from `fromDay` to `toDay` that have opened by `now`, oldest first. */
export function dailyBars(days: Days, fromDay: number, toDay: number, now: number): DailyBar[] {
  const instrument = days.instrument;
  const decimals = instrument.decimals;
  const round = (value: number) => roundTo(value, decimals);
  const today = days.activeDay(now);
  return openedDays(days, fromDay, toDay, today).map((day) => {
    const state = days.state(day, day === today ? now : Number.POSITIVE_INFINITY);
    return {
      day,
      open: round(state.open),
      high: round(state.high),
      low: round(state.low),
      close: round(state.close ?? state.last),
      volume:
        state.volume === null
          ? null
          : instrument.asset === "crypto"
            ? roundTo(state.volume, 4)
            : Math.floor(state.volume),
      highAt: state.highAt,
      lowAt: state.lowAt,
    };
  });
}

/** The same days' opens and closes, equal to their bars' (a finished day's close is its official close). */
export function dailyCloses(days: Days, fromDay: number, toDay: number, now: number): DailyClose[] {
  const decimals = days.instrument.decimals;
  const today = days.activeDay(now);
  return openedDays(days, fromDay, toDay, today).map((day) => {
    if (day === today) {
      const state = days.state(day, now);
      return { day, open: roundTo(state.open, decimals), close: roundTo(state.close ?? state.last, decimals) };
    }
    return { day, open: roundTo(days.open(day), decimals), close: roundTo(days.close(day), decimals) };
  });
}
