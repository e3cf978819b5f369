/**
 * The examples of both specs and of the guides, read as one market: one price per symbol and
 * instant, one open and previous close per symbol and trading day, a previous close equal to the
 * previous daily bar's close, changes that follow from price and previous close, and conversions
 * at the quoted rate. Pure: examples come in as JSON values with where they were found.
 */
import { isObject } from "../openapi/document";

/** An example value and where it is: a spec pointer or a guide's file and line. */
export interface MarketExample {
  where: string;
  value: unknown;
  /** The asset class when the context says it (operation path, stream, file name); otherwise guessed. */
  asset?: string;
  /** The rows of a bulk file, which has columns of its own rather than the API's fields. */
  bulk?: boolean;
}

interface Quote {
  where: string;
  key: string;
  asset: string | undefined;
  timestamp: string;
  fields: Record<string, number>;
  /** The quote's `delayed`, as written (undefined when the example leaves it out). */
  delayed: unknown;
}

interface Bar {
  where: string;
  key: string;
  /** The asset class when the example's context says it. */
  asset: string | undefined;
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  /** For a bar of an insights series, the time of the latest price the series includes. */
  asOf: string | undefined;
}

interface Conversion {
  where: string;
  from: string;
  to: string;
  amount: number;
  rate: number;
  result: number;
  timestamp: string;
}

/** What the examples say, gathered. */
export interface MarketObservations {
  quotes: Quote[];
  bars: Bar[];
  conversions: Conversion[];
}

const PRICE_FIELDS = ["price", "level", "bid", "ask"];
const SESSION_FIELDS = [
  "open",
  "high",
  "low",
  "previous_close",
  "change",
  "change_percent",
  "change_pct",
  "high_24h",
  "low_24h",
];
const num = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/** `AAPL:us` for a stock wherever it is shown (`AAPL` with `country`, or `SAP:de` on the stream), the symbol otherwise. */
export function symbolKey(symbol: string, country: unknown): string {
  if (symbol.includes(":")) return symbol;
  return typeof country === "string" ? `${symbol}:${country}` : symbol;
}

/** The asset class a quote's own fields show, when its context doesn't say. */
function guessAsset(quote: Record<string, unknown>): string | undefined {
  if ("unit" in quote) return "commodities";
  if ("country" in quote || String(quote.symbol).includes(":")) return "stocks";
  if ("level" in quote) return "indices";
  if (["size", "volume_24h", "high_24h"].some((field) => field in quote)) return "crypto";
  return /^[A-Z]{6}$/.test(String(quote.symbol)) ? "currencies" : undefined;
}

/** Every quote, daily bar and conversion in the examples. */
export function observe(examples: readonly MarketExample[]): MarketObservations {
  const found: MarketObservations = { quotes: [], bars: [], conversions: [] };
  const visit = (
    value: unknown,
    where: string,
    asset: string | undefined,
    owner: { key: string; asOf?: string } | null,
  ) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${where}/${index}`, asset, owner));
      return;
    }
    if (!isObject(value)) return;
    const symbol = typeof value.symbol === "string" ? value.symbol : null;
    const key = symbol ? symbolKey(symbol, value.country) : owner?.key;
    if (symbol && typeof value.timestamp === "string" && PRICE_FIELDS.some((field) => num(value[field]))) {
      const fields: Record<string, number> = {};
      for (const field of [...PRICE_FIELDS, ...SESSION_FIELDS])
        if (num(value[field])) fields[field] = value[field] as number;
      found.quotes.push({
        where,
        key: key as string,
        asset: asset ?? guessAsset(value),
        timestamp: value.timestamp,
        fields,
        delayed: value.delayed,
      });
    }
    if (key && typeof value.date === "string" && ["open", "high", "low", "close"].every((field) => num(value[field]))) {
      found.bars.push({
        where,
        key,
        asset,
        date: value.date,
        open: value.open as number,
        high: value.high as number,
        low: value.low as number,
        close: value.close as number,
        asOf: owner?.asOf,
      });
    }
    if (
      typeof value.from === "string" &&
      typeof value.to === "string" &&
      num(value.rate) &&
      num(value.amount) &&
      num(value.result) &&
      typeof value.timestamp === "string"
    ) {
      found.conversions.push({
        where,
        from: value.from,
        to: value.to,
        amount: value.amount,
        rate: value.rate,
        result: value.result,
        timestamp: value.timestamp,
      });
    }
    const asOf = typeof value.as_of === "string" ? value.as_of : owner?.asOf;
    for (const [name, child] of Object.entries(value))
      visit(child, `${where}/${name}`, asset, key ? { key, asOf } : owner);
  };
  for (const example of examples) visit(example.value, example.where, example.asset, null);
  return found;
}

/** The CSV rows of a bulk-file sample as objects, numbers parsed. */
export function csvRows(text: string): Array<Record<string, string | number>> {
  const [header, ...rows] = text.trim().split("\n");
  const names = header.split(",");
  return rows.map((row) =>
    Object.fromEntries(
      row
        .split(",")
        .map((cell, index) => [names[index], cell !== "" && !Number.isNaN(Number(cell)) ? Number(cell) : cell]),
    ),
  );
}

/** Decimal places a number is written with. */
export function decimals(value: number): number {
  const text = String(value);
  if (text.includes("e-")) return Number(text.split("e-")[1]);
  return text.includes(".") ? text.split(".")[1].length : 0;
}

/** True when `shown` is `exact` rounded to the places `shown` is written with (give or take one in the last place). */
export function roundsTo(shown: number, exact: number, places = decimals(shown)): boolean {
  return Math.abs(shown - exact) <= 10 ** -places * 1.0001 + 1e-12;
}

/** The trading day a quote belongs to: FX days end at `fxDayEnd` in `fxTimeZone`; others are UTC days. */
export function tradingDate(
  timestamp: string,
  asset: string | undefined,
  fx: { timeZone: string; dayEndLocal: string },
): string {
  const instant = new Date(timestamp);
  if (asset !== "currencies") return instant.toISOString().slice(0, 10);
  const [hours, minutes] = fx.dayEndLocal.split(":").map(Number);
  // The FX day that ends at 17:00 New York time is the next calendar day's: shift by the rest of the day.
  const shifted = new Date(instant.getTime() + ((24 - hours) * 60 - minutes) * 60_000);
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: fx.timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(shifted);
}

const same = (a: number, b: number) => Math.abs(a - b) < 1e-9;
const list = (items: Array<{ where: string }>) => items.map((item) => item.where).join(", ");

/** Every contradiction between the examples. */
export function marketProblems(found: MarketObservations, fx: { timeZone: string; dayEndLocal: string }): string[] {
  const problems: string[] = [];
  const group = <T>(items: T[], keyOf: (item: T) => string) => {
    const groups = new Map<string, T[]>();
    for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
    return groups;
  };

  // One price per symbol and instant.
  for (const [instant, quotes] of group(found.quotes, (quote) => `${quote.key} at ${quote.timestamp}`)) {
    for (const field of PRICE_FIELDS) {
      const values = quotes.filter((quote) => field in quote.fields);
      const distinct = [...new Set(values.map((quote) => quote.fields[field]))];
      if (distinct.length > 1) problems.push(`${instant}: ${field} is ${distinct.join(" and ")} (${list(values)})`);
    }
  }

  const dateOf = (quote: Quote) => tradingDate(quote.timestamp, quote.asset, fx);
  // One open and one previous close per symbol and trading day.
  for (const [day, quotes] of group(found.quotes, (quote) => `${quote.key} on ${dateOf(quote)}`)) {
    for (const field of ["open", "previous_close"]) {
      const values = quotes.filter((quote) => field in quote.fields);
      const distinct = [...new Set(values.map((quote) => quote.fields[field]))];
      if (distinct.length > 1) problems.push(`${day}: ${field} is ${distinct.join(" and ")} (${list(values)})`);
    }
  }

  const barsOf = group(found.bars, (bar) => bar.key);
  for (const bar of found.bars) {
    if (bar.low > Math.min(bar.open, bar.close) + 1e-9 || bar.high < Math.max(bar.open, bar.close) - 1e-9)
      problems.push(
        `${bar.key} on ${bar.date}: the bar's open and close must lie between its low and high (${bar.where})`,
      );
  }
  for (const [day, bars] of group(found.bars, (bar) => `${bar.key} on ${bar.date}`)) {
    for (const field of ["open", "high", "low", "close"] as const) {
      const distinct = [...new Set(bars.map((bar) => bar[field]))];
      if (distinct.length > 1)
        problems.push(`${day}: the daily bar's ${field} is ${distinct.join(" and ")} (${list(bars)})`);
    }
  }

  for (const quote of found.quotes) {
    const { fields } = quote;
    const date = dateOf(quote);
    const at = `${quote.key} at ${quote.timestamp} (${quote.where})`;
    const bars = barsOf.get(quote.key) ?? [];
    // The previous trading day's bar: at most a long weekend before, or the series doesn't reach it.
    const earliest = new Date(Date.parse(`${date}T00:00:00Z`) - 5 * 86_400_000).toISOString().slice(0, 10);
    const previous = bars
      .filter((bar) => bar.date < date && bar.date >= earliest)
      .sort((a, b) => b.date.localeCompare(a.date))[0];
    const sameDay = bars.find((bar) => bar.date === date);
    // A bar of today, in a series read at `as_of`, holds the day so far: later quotes may exceed it.
    const partial = sameDay?.asOf !== undefined && tradingDate(sameDay.asOf, quote.asset, fx) === date;
    const bounded = sameDay && (!partial || quote.timestamp <= (sameDay.asOf as string));
    if ("previous_close" in fields && previous && !same(previous.close, fields.previous_close))
      problems.push(
        `${at}: previous_close ${fields.previous_close} isn't the close ${previous.close} of the previous daily bar, ${previous.date} (${previous.where})`,
      );
    if (sameDay && "open" in fields && !same(sameDay.open, fields.open))
      problems.push(`${at}: open ${fields.open} isn't the open ${sameDay.open} of the day's bar (${sameDay.where})`);
    if (bounded && "high" in fields && fields.high > sameDay.high + 1e-9)
      problems.push(`${at}: high ${fields.high} is above the day's bar high ${sameDay.high} (${sameDay.where})`);
    if (bounded && "low" in fields && fields.low < sameDay.low - 1e-9)
      problems.push(`${at}: low ${fields.low} is below the day's bar low ${sameDay.low} (${sameDay.where})`);
    const value = fields.price ?? fields.level;
    if (partial && sameDay && quote.timestamp === sameDay.asOf && value !== undefined && !same(sameDay.close, value))
      problems.push(
        `${at}: the day's bar, read at the same time, closes at ${sameDay.close}, not at the latest price ${value} (${sameDay.where})`,
      );
    if (
      value !== undefined &&
      "high" in fields &&
      "low" in fields &&
      (value > fields.high + 1e-9 || value < fields.low - 1e-9)
    )
      problems.push(`${at}: the price ${value} is outside the day's range ${fields.low} to ${fields.high}`);
    if (value !== undefined && "change" in fields) {
      // Crypto has no previous close: its change is against the price 24 hours earlier.
      const base = fields.previous_close ?? value - fields.change;
      if ("previous_close" in fields && !roundsTo(fields.change, value - base))
        problems.push(`${at}: change ${fields.change} isn't price ${value} minus previous_close ${base}`);
      if ("change_percent" in fields && !roundsTo(fields.change_percent, (100 * (value - base)) / base))
        problems.push(
          `${at}: change_percent ${fields.change_percent} isn't ${(((value - base) / base) * 100).toFixed(4)}`,
        );
      if ("change_pct" in fields && !roundsTo(fields.change_pct, (value - base) / base))
        problems.push(`${at}: change_pct ${fields.change_pct} isn't ${((value - base) / base).toFixed(6)}`);
    }
    if ("bid" in fields && "ask" in fields && fields.bid > fields.ask)
      problems.push(`${at}: bid ${fields.bid} is above ask ${fields.ask}`);
  }

  // Through a trading day, the high can only rise and the low only fall.
  for (const [day, quotes] of group(found.quotes, (quote) => `${quote.key} on ${dateOf(quote)}`)) {
    const ordered = [...quotes].sort((a, b) => a.timestamp.localeCompare(b.timestamp));
    ordered.forEach((later, index) => {
      for (const earlier of ordered.slice(0, index)) {
        if (earlier.timestamp === later.timestamp) continue;
        if ((later.fields.high ?? Infinity) < (earlier.fields.high ?? -Infinity) - 1e-9)
          problems.push(
            `${day}: the high falls from ${earlier.fields.high} at ${earlier.timestamp} to ${later.fields.high} at ${later.timestamp} (${earlier.where}, ${later.where})`,
          );
        if ((later.fields.low ?? -Infinity) > (earlier.fields.low ?? Infinity) + 1e-9)
          problems.push(
            `${day}: the low rises from ${earlier.fields.low} at ${earlier.timestamp} to ${later.fields.low} at ${later.timestamp} (${earlier.where}, ${later.where})`,
          );
      }
    });
  }

  for (const conversion of found.conversions) {
    const at = `${conversion.from} to ${conversion.to} at ${conversion.timestamp} (${conversion.where})`;
    if (!roundsTo(conversion.result, conversion.amount * conversion.rate))
      problems.push(`${at}: result ${conversion.result} isn't amount ${conversion.amount} × rate ${conversion.rate}`);
    const direct = found.quotes.find(
      (quote) => quote.key === `${conversion.from}${conversion.to}` && quote.timestamp === conversion.timestamp,
    );
    const inverse = found.quotes.find(
      (quote) => quote.key === `${conversion.to}${conversion.from}` && quote.timestamp === conversion.timestamp,
    );
    if (direct && direct.fields.price !== undefined && !same(direct.fields.price, conversion.rate))
      problems.push(`${at}: rate ${conversion.rate} isn't the quoted price ${direct.fields.price} (${direct.where})`);
    if (inverse && inverse.fields.price !== undefined && !roundsTo(conversion.rate, 1 / inverse.fields.price))
      problems.push(
        `${at}: rate ${conversion.rate} isn't 1 / the quoted price ${inverse.fields.price} (${inverse.where})`,
      );
  }
  return problems;
}
