/**
 * The request a response example is the answer to, read from the example itself: its symbols,
 * its window and page, its plan (a delayed price is the Free plan's) and its instant. Only the
 * operations whose answers the market determines have one: quotes, insights and conversions.
 */
import { planOf, requestInstant, EXAMPLES_INSTANT_MS, type ExamplePlan } from "./instant";

/** A GET request of the HTTP API, at an instant, with a key of a plan. */
export interface MarketRequest {
  /** Under the base URL: `/stocks/quote`. */
  path: string;
  query: Record<string, string>;
  plan: ExamplePlan;
  /** Milliseconds since the epoch. */
  at: number;
  /** The market's seed; the sandbox's default when absent. */
  seed?: number;
}

const MARKET_OPERATION = /^\/(stocks|indices|currencies|crypto|commodities)\/(quote|quotes|insights|convert)$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined =>
  typeof value === "string" || typeof value === "number" ? String(value) : undefined;

/** Whether an operation's answers come from the market. */
export const isMarketOperation = (path: string): boolean => MARKET_OPERATION.test(path);

/** The query naming one instrument: its symbol, and its country for a stock; null when the example doesn't say. */
function instrumentQuery(asset: string, value: unknown): Record<string, string> | null {
  if (!isRecord(value) || typeof value.symbol !== "string") return null;
  if (asset !== "stocks") return { symbol: value.symbol };
  return typeof value.country === "string" ? { symbol: value.symbol, country: value.country } : null;
}

/** The request that `body`, a response of the operation at `path`, answers; null when it can't be told. */
export function requestOf(path: string, body: unknown, instant = EXAMPLES_INSTANT_MS): MarketRequest | null {
  const match = MARKET_OPERATION.exec(path);
  if (!match || !isRecord(body)) return null;
  const [, asset, kind] = match;
  const { data, meta } = body;
  const request = (query: Record<string, string> | null, at = instant): MarketRequest | null =>
    query && { path, query, plan: planOf(data), at };
  switch (kind) {
    case "quote":
      return request(instrumentQuery(asset, data));
    case "quotes": {
      if (!Array.isArray(data) || data.length === 0) return null;
      const each = data.map((item) => instrumentQuery(asset, item));
      if (each.some((query) => query === null || query.country !== each[0]?.country)) return null;
      const symbols = each.map((query) => query?.symbol).join(",");
      return request({ symbols, ...(each[0]?.country ? { country: each[0].country } : {}) });
    }
    case "insights": {
      const query = instrumentQuery(asset, data);
      if (!query || !isRecord(data)) return null;
      const window = isRecord(data.window) ? data.window : null;
      const from = text(window?.from);
      const to = text(window?.to);
      const page = isRecord(meta) ? { page: text(meta.page), page_size: text(meta.page_size) } : {};
      const series = Array.isArray(data.series) ? { series: "daily", ...page } : {};
      const all: Record<string, string | undefined> = { ...query, from, to, ...(from ? series : {}) };
      const defined = Object.fromEntries(
        Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== undefined),
      );
      return request(defined, requestInstant(to, instant));
    }
    default: {
      if (!isRecord(data)) return null;
      const [from, to, amount] = [text(data.from), text(data.to), text(data.amount)];
      return request(from && to && amount ? { from, to, amount } : null);
    }
  }
}

/** A request as a URL path and query, for messages: `/stocks/quote?symbol=AAPL&country=us`. */
export const requestTarget = (request: MarketRequest): string =>
  `${request.path}?${new URLSearchParams(request.query).toString().replace(/%2C/g, ",")}`;
