/**
 * The moment every example of the specs and the guides shows, and how an example says which
 * request and plan it answers. The sandbox started at this instant (`--start`, default seed)
 * answers those requests with exactly the examples' values.
 */

/**
 * Wednesday 20 November 2024, 15:30:12 UTC: an hour into the US session, with the European stock
 * markets, FX, crypto, London gold, Brent and the grain futures all trading. (Asian markets are
 * closed: their examples show the day's close.)
 */
export const EXAMPLES_INSTANT = "2024-11-20T15:30:12Z";

export const EXAMPLES_INSTANT_MS = Date.parse(EXAMPLES_INSTANT);

/**
 * The plans an example can be the answer of: a real-time plan with full history, unless the
 * example shows a delayed price, which only the Free plan gets.
 */
export type ExamplePlan = "free" | "enterprise";

const DAY_MS = 86_400_000;

/** Whether a value (a quote, a list of them, a response) shows a delayed price anywhere. */
export function showsDelayed(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(showsDelayed);
  if (typeof value !== "object" || value === null) return false;
  return Object.entries(value).some(([key, child]) => (key === "delayed" ? child === true : showsDelayed(child)));
}

export const planOf = (value: unknown): ExamplePlan => (showsDelayed(value) ? "free" : "enterprise");

/** The instant, at the same time of day, two days after a date: the bars of that date are final in every market by then. */
export function afterDay(date: string, instant = EXAMPLES_INSTANT_MS): number {
  return Date.parse(`${date}T00:00:00Z`) + 2 * DAY_MS + (instant % DAY_MS);
}

/**
 * When a request about the days up to `lastDate` (`YYYY-MM-DD`) is made: at the examples'
 * instant, or, for days after its date (a year's series to 31 December), once those days are
 * over. The bars of past days don't depend on when they are asked for.
 */
export function requestInstant(lastDate: string | undefined, instant = EXAMPLES_INSTANT_MS): number {
  const today = new Date(instant).toISOString().slice(0, 10);
  return lastDate === undefined || lastDate <= today ? instant : afterDay(lastDate, instant);
}
