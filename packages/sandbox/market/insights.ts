/**
 * Insights: the statistics /…/insights returns, all computed from the instrument's daily bars
 * and its quote at the same instant, so a period's performance, the 52-week range and a
 * window's bars agree with each other and with the quotes.
 */
import { dailyBars, type DailyBar } from "./bars.ts";
import type { Days } from "./days.ts";
import { quoteAt } from "./quotes.ts";
import { roundTo } from "./rounding.ts";
import { dateOf, dayOfDate, isoSeconds, partsOf } from "./time.ts";

export interface InsightOptions {
  /** First day the plan's history allows (the later of it and the symbol's first day is used). */
  historyStart: number;
  /** Trading days per year, to annualise volatility. */
  daysPerYear: number;
  /** A custom window, as day numbers. */
  window?: { from: number; to: number };
}

export interface InsightWindow {
  from: string;
  to: string;
  open: number;
  close: number;
  high: number;
  low: number;
  change_percent: number;
  volatility: number;
  average_volume: number | null;
}

export interface Insight {
  as_of: string;
  history_start: string;
  day_range: { low: number; high: number };
  range_52w: { low: number; low_date: string; high: number; high_date: string };
  average_volume_30d: number | null;
  volatility_30d: number;
  performance: Record<"1w" | "1m" | "3m" | "6m" | "ytd" | "1y" | "3y" | "5y", number | null>;
  window: InsightWindow | null;
}

/** Statistics of one instrument at `now`, and the window's bars when a window is asked for. */
export function insightAt(days: Days, now: number, options: InsightOptions): { insight: Insight; bars: DailyBar[] } {
  const instrument = days.instrument;
  const quote = quoteAt(days, now);
  const today = days.activeDay(now);
  const historyStart = Math.max(options.historyStart, instrument.historyStart);

  /** The official close of the last trading day on or before `day`, or null before the history. */
  const closeOnOrBefore = (day: number): number | null => {
    let candidate = day;
    while (!days.isTradingDay(candidate)) candidate -= 1;
    return candidate < historyStart ? null : days.close(candidate);
  };
  const monthsBack = (months: number) => {
    const { year, month, day } = partsOf(today);
    const target = dayOfDate(year, month - months, 1);
    const { year: y, month: m } = partsOf(target);
    const last = dayOfDate(y, m + 1, 1) - 1;
    return Math.min(target + day - 1, last);
  };
  const performanceSince = (day: number) => {
    const then = closeOnOrBefore(day);
    return then === null ? null : roundTo((quote.price / then - 1) * 100, 2);
  };

  const year = dailyBars(days, Math.max(today - 364, historyStart), today, now);
  const month = dailyBars(days, Math.max(today - 60, historyStart), today, now).slice(-31);
  const lowest = year.reduce((a, b) => (b.low < a.low ? b : a));
  const highest = year.reduce((a, b) => (b.high > a.high ? b : a));

  let window: InsightWindow | null = null;
  let bars: DailyBar[] = [];
  if (options.window) {
    bars = dailyBars(days, Math.max(options.window.from, historyStart), options.window.to, now);
    if (bars.length > 0) {
      const first = bars[0];
      const last = bars[bars.length - 1];
      window = {
        from: dateOf(options.window.from),
        to: dateOf(options.window.to),
        open: first.open,
        close: last.close,
        high: Math.max(...bars.map((bar) => bar.high)),
        low: Math.min(...bars.map((bar) => bar.low)),
        change_percent: roundTo((last.close / first.open - 1) * 100, 2),
        volatility: volatility(bars, options.daysPerYear),
        average_volume: averageVolume(bars),
      };
    }
  }

  const insight: Insight = {
    as_of: isoSeconds(quote.timestamp),
    history_start: dateOf(historyStart),
    day_range: { low: quote.low24h ?? quote.low, high: quote.high24h ?? quote.high },
    range_52w: {
      low: lowest.low,
      low_date: dateOf(lowest.day),
      high: highest.high,
      high_date: dateOf(highest.day),
    },
    average_volume_30d: averageVolume(month.slice(-30)),
    volatility_30d: volatility(month, options.daysPerYear),
    performance: {
      "1w": performanceSince(today - 7),
      "1m": performanceSince(monthsBack(1)),
      "3m": performanceSince(monthsBack(3)),
      "6m": performanceSince(monthsBack(6)),
      ytd: performanceSince(dayOfDate(partsOf(today).year, 1, 1) - 1),
      "1y": performanceSince(monthsBack(12)),
      "3y": performanceSince(monthsBack(36)),
      "5y": performanceSince(monthsBack(60)),
    },
    window,
  };
  return { insight, bars };
}

/** Annualised standard deviation of daily log returns, as a percentage; 0 below two bars. */
function volatility(bars: readonly DailyBar[], daysPerYear: number): number {
  if (bars.length < 3) return 0;
  const returns = bars.slice(1).map((bar, i) => Math.log(bar.close / bars[i].close));
  const mean = returns.reduce((sum, r) => sum + r, 0) / returns.length;
  const variance = returns.reduce((sum, r) => sum + (r - mean) ** 2, 0) / (returns.length - 1);
  return roundTo(Math.sqrt(variance * daysPerYear) * 100, 2);
}

function averageVolume(bars: readonly DailyBar[]): number | null {
  if (bars.length === 0 || bars[0].volume === null) return null;
  return roundTo(bars.reduce((sum, bar) => sum + (bar.volume ?? 0), 0) / bars.length, 2);
}
