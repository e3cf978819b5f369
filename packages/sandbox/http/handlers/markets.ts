/** Markets, their status, trading hours and holidays: all from the one trading calendar. */
import type { Json } from "../../../../src/lib/tryit/json-schema.ts";
import type { MarketDefinition } from "../../market/calendar/markets.ts";
import type { Asset, Market } from "../../market/index.ts";
import { dateOf, dayNumber, dayOfDate, isoSeconds, partsOf, utcDayOf } from "../../market/time.ts";
import { invalidParameter, quoted } from "../errors.ts";
import { integer, text, type Handler, type HandlerContext } from "../context.ts";
import { paginate } from "../paging.ts";

/** Longest holiday range, in days after `from`. */
const MAX_HOLIDAY_RANGE_DAYS = 366;
/** The default holiday range: a year from `from`. */
const DEFAULT_HOLIDAY_RANGE_DAYS = 365;

/** The asset classes whose prices follow each market's sessions, from the instruments. */
export function assetClassesOf(market: Market): Map<string, Asset[]> {
  const classes = new Map<string, Set<Asset>>();
  for (const instrument of market.instruments.all) {
    const set = classes.get(instrument.market) ?? new Set<Asset>();
    set.add(instrument.asset);
    classes.set(instrument.market, set);
  }
  const order: Asset[] = ["stocks", "indices", "currencies", "crypto", "commodities"];
  return new Map([...classes].map(([id, set]) => [id, order.filter((asset) => set.has(asset))]));
}

/**
 * The markets a request selects, sorted by id: `markets` (an unknown identifier is a 400),
 * `asset_class`, and for the stock views only stock exchanges, filtered by `country`.
 */
function selected(context: HandlerContext, stocksOnly: boolean): MarketDefinition[] {
  const classes = assetClassesOf(context.market);
  const all = context.market.calendar.markets.filter((market) => (classes.get(market.id) ?? []).length > 0);
  const ids = context.param("markets") as Json[] | undefined;
  let chosen = all;
  if (Array.isArray(ids)) {
    const wanted = [...new Set(ids.map((id) => String(id).toUpperCase()))];
    const unknown = wanted.filter((id) => !all.some((market) => market.id === id));
    if (unknown.length > 0)
      throw invalidParameter(
        `markets must list market identifiers returned by /markets; ${unknown.map(quoted).join(", ")} ${unknown.length === 1 ? "is" : "are"} not one.`,
      );
    chosen = all.filter((market) => wanted.includes(market.id));
  }
  const assetClass = text(context, "asset_class") ?? (stocksOnly ? "stocks" : undefined);
  const country = stocksOnly ? text(context, "country") : undefined;
  return chosen
    .filter((market) => assetClass === undefined || (classes.get(market.id) ?? []).includes(assetClass as Asset))
    .filter((market) => country === undefined || market.country === country)
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}

const marketsOf =
  (stocksOnly: boolean): Handler =>
  (context) => {
    const classes = assetClassesOf(context.market);
    return {
      data: selected(context, stocksOnly).map((market) => ({
        id: market.id,
        mic: market.mic,
        acronym: market.acronym,
        name: market.name,
        country: market.country,
        city: market.city,
        time_zone: market.timeZone,
        currency: market.currency,
        asset_classes: classes.get(market.id) ?? [],
      })),
    };
  };
export const markets = marketsOf(false);
export const stockMarkets = marketsOf(true);

const statusOf =
  (stocksOnly: boolean): Handler =>
  (context) => ({
    data: selected(context, stocksOnly).map((market) => {
      const base = { market: market.id, name: market.name, time_zone: market.timeZone };
      const status = context.market.calendar.status(market.id, context.now);
      return status.status === "open"
        ? {
            ...base,
            status: "open",
            session: status.session,
            opened_at: isoSeconds(status.openedAt),
            closes_at: status.closesAt === null ? null : isoSeconds(status.closesAt),
            early_close: status.earlyClose,
          }
        : {
            ...base,
            status: "closed",
            reason: status.reason,
            holiday: status.holiday,
            opens_at: isoSeconds(status.opensAt),
          };
    }),
  });
export const marketStatus = statusOf(false);
export const stockMarketStatus = statusOf(true);

const hoursOf =
  (stocksOnly: boolean): Handler =>
  (context) => {
    const today = utcDayOf(context.now);
    const date = text(context, "date");
    const day = date === undefined ? today : dayNumber(date);
    // Calendars are published to the end of next year.
    const last = dayOfDate(partsOf(today).year + 2, 1, 1) - 1;
    if (day > last) throw invalidParameter(`date must be ${dateOf(last)} or earlier; ${dateOf(day)} was sent.`);
    return {
      data: selected(context, stocksOnly).map((market) => {
        const found = context.market.calendar.date(market.id, day);
        return {
          market: market.id,
          name: market.name,
          date: dateOf(day),
          time_zone: market.timeZone,
          trading_day: found.trading,
          early_close: found.earlyClose,
          sessions: found.sessions.map((s) => ({
            session: s.session,
            opens_at: isoSeconds(s.opens),
            closes_at: isoSeconds(s.closes),
          })),
        };
      }),
    };
  };
export const tradingHours = hoursOf(false);
export const stockTradingHours = hoursOf(true);

const holidaysOf =
  (stocksOnly: boolean, paginated: boolean): Handler =>
  (context) => {
    const fromText = text(context, "from");
    const toText = text(context, "to");
    const from = fromText === undefined ? utcDayOf(context.now) : dayNumber(fromText);
    const to = toText === undefined ? from + DEFAULT_HOLIDAY_RANGE_DAYS : dayNumber(toText);
    if (to < from) throw invalidParameter(`to must not be before from (${dateOf(from)}); ${dateOf(to)} was sent.`);
    if (to - from > MAX_HOLIDAY_RANGE_DAYS)
      throw invalidParameter(
        `to must be at most ${MAX_HOLIDAY_RANGE_DAYS} days after from (${dateOf(from + MAX_HOLIDAY_RANGE_DAYS)}); ${dateOf(to)} was sent.`,
      );
    const holidays = selected(context, stocksOnly)
      .flatMap((market) => context.market.calendar.holidays(market.id, from, to))
      .sort((a, b) => a.day - b.day || (a.market < b.market ? -1 : 1))
      .map((holiday) => ({
        market: holiday.market,
        date: dateOf(holiday.day),
        name: holiday.name,
        type: holiday.type,
        closes_at: holiday.closesAt === null ? null : isoSeconds(holiday.closesAt),
      }));
    return paginated
      ? paginate(holidays, integer(context, "page", 1), integer(context, "page_size", 100))
      : { data: holidays };
  };
export const marketHolidays = holidaysOf(false, true);
export const stockMarketHolidays = holidaysOf(true, false);
