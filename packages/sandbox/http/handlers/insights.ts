/** Insights: statistics from the instrument's daily bars, with an optional window and its bars. */
import type { Asset } from "../../market/index.ts";
import { dateOf, dayNumber, dayOfDate, partsOf, utcDayOf } from "../../market/time.ts";
import { invalidParameter, planRestricted } from "../errors.ts";
import { integer, text, type Handler, type HandlerContext } from "../context.ts";
import { paginate } from "../paging.ts";
import { findAll } from "./lookup.ts";

/** The first day of the plan's history at `today`, or 0 (none) for full history. */
function planHistoryStart(context: HandlerContext, today: number): number {
  const years = context.facts.plans[context.plan].historyYears;
  if (years === null) return 0;
  const { year, month, day } = partsOf(today);
  return dayOfDate(year - years, month, day);
}

/** A date parameter as a day number, or undefined. */
function day(context: HandlerContext, name: string): number | undefined {
  const value = text(context, name);
  return value === undefined ? undefined : dayNumber(value);
}

export const insights =
  (asset: Asset): Handler =>
  (context) => {
    const country = asset === "stocks" ? text(context, "country") : undefined;
    const [instrument] = findAll(context.market, asset, [text(context, "symbol") ?? ""], country);
    const { at } = context.observe(asset);
    const today = utcDayOf(context.now);
    const from = day(context, "from");
    const to = day(context, "to");
    const series = text(context, "series");
    if (from === undefined && to !== undefined)
      throw invalidParameter(`to is used only with from; send from as well (to=${dateOf(to)} was sent alone).`);
    if (from === undefined && series !== undefined)
      throw invalidParameter(`series=${series} needs from: the series covers the window from from to to.`);
    const end = to ?? today;
    if (from !== undefined) {
      if (from > today)
        throw invalidParameter(`from must be today (${dateOf(today)}) or earlier; ${dateOf(from)} was sent.`);
      if (end > today)
        throw invalidParameter(`to must be today (${dateOf(today)}) or earlier; ${dateOf(end)} was sent.`);
      if (end < from) throw invalidParameter(`to must not be before from (${dateOf(from)}); ${dateOf(end)} was sent.`);
    }
    const historyStart = planHistoryStart(context, today);
    const plan = context.facts.plans[context.plan];
    if (from !== undefined && from < historyStart)
      throw planRestricted(
        `The ${plan.name} plan includes ${plan.historyYears} year${plan.historyYears === 1 ? "" : "s"} of history; from must be ${dateOf(historyStart)} or later. Start a trial or upgrade for full history.`,
      );

    const { insight, bars } = context.market.insight(instrument, at, {
      historyStart,
      window: from === undefined ? undefined : { from, to: end },
    });
    if (from !== undefined && insight.window === null)
      throw invalidParameter(
        `The window from ${dateOf(from)} to ${dateOf(end)} has no trading day of ${instrument.symbol}; its history starts on ${insight.history_start}.`,
      );
    const data: Record<string, unknown> = {
      symbol: instrument.symbol,
      ...(instrument.asset === "stocks" ? { country: instrument.country } : {}),
      name: instrument.name,
      currency: instrument.currency,
      ...insight,
    };
    if (series === undefined) return { data };
    const page = paginate(
      bars.map((bar) => ({
        date: dateOf(bar.day),
        open: bar.open,
        high: bar.high,
        low: bar.low,
        close: bar.close,
        volume: bar.volume,
      })),
      integer(context, "page", 1),
      integer(context, "page_size", 100),
    );
    return { data: { ...data, series: page.data }, meta: page.meta };
  };
