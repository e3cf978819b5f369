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

/** The bars of the trading days from `fromDay` to `toDay` that have opened by `now`, oldest first. */
export function dailyBars(days: Days, fromDay: number, toDay: number, now: number): DailyBar[] {
  const instrument = days.instrument;
  const decimals = instrument.decimals;
  const round = (value: number) => roundTo(value, decimals);
  const today = days.activeDay(now);
  const bars: DailyBar[] = [];
  for (let day = fromDay; day <= Math.min(toDay, today); day += 1) {
    if (!days.isTradingDay(day)) continue;
    const state = days.state(day, day === today ? now : Number.POSITIVE_INFINITY);
    bars.push({
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
    });
  }
  return bars;
}
