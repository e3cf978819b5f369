/**
 * What the market says about one example site: the request it answers (or the stream event, or
 * the bulk file's rows), asked of the sandbox through a reader, and the example's values that the
 * answer determines. A request the sandbox refuses is a problem, named with the site.
 */
import type { Facts } from "../facts/schema";
import { marketValues, valueAtPath, type MarketValue } from "./compare";
import { afterDay } from "./instant";
import { requestOf, requestTarget, type MarketRequest } from "./requests";
import type { ExampleSite, FileRowsSite, ResponseSite, StreamSite } from "./sites";

/** The sandbox's answer to a request. */
export interface MarketAnswer {
  status: number;
  body: unknown;
  /** Header names in lower case. */
  headers: Record<string, string>;
}

/** How the examples read the market: the sandbox's HTTP answers and stream events at chosen instants. */
export interface MarketReader {
  get(request: MarketRequest): Promise<MarketAnswer>;
  /**
   * The stream's quote event of a symbol (as the stream writes it) at an instant, in the market of
   * `seed` (default: the sandbox's); undefined for an unknown symbol.
   */
  streamQuote(symbol: string, at: number, delayed: boolean, seed?: number): Record<string, unknown> | undefined;
}

/** The sandbox's quote events run on the fact's delay. */
const delayMs = (facts: Facts) => facts.delayMinutes * 60_000;

/** `value` under the path a `jq` filter selected: `{ data: value }` for `.data`. */
const unselect = (selected: readonly string[], value: unknown): unknown =>
  selected.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value);

/** The values of a site the market determines, and what kept others from being read. */
export interface Found {
  values: MarketValue[];
  problems: string[];
}

/** A site's seed, if its guide starts the sandbox with one. */
const seedOf = (site: ExampleSite) => (site.reading?.seed === undefined ? {} : { seed: site.reading.seed });

async function responseValues(site: ResponseSite, reader: MarketReader, instant: number): Promise<Found> {
  const asked = requestOf(site.operation, unselect(site.selected, site.value), instant);
  if (!asked) return { values: [], problems: [] };
  const request: MarketRequest = { ...asked, ...seedOf(site) };
  const answer = await reader.get(request);
  if (answer.status !== 200) {
    const error = (answer.body as { error?: { code?: string; message?: string } } | null)?.error;
    return {
      values: [],
      problems: [
        `${site.where}: the sandbox answers GET ${requestTarget(request)} (${request.plan} plan) with ${answer.status} ${error?.code ?? ""}: ${error?.message ?? ""}`,
      ],
    };
  }
  const values = marketValues(site.value, valueAtPath(answer.body, site.selected));
  const reset = site.headers?.find((header) => header.name.toLowerCase() === "x-ratelimit-reset");
  const expected = Number(answer.headers["x-ratelimit-reset"]);
  // The rate-limit window of the request's instant: the one header the instant determines.
  if (reset && /^\d+$/.test(reset.value) && Number.isFinite(expected))
    values.push({ path: ["#headers", reset.name], actual: Number(reset.value), expected, subject: "" });
  return { values, problems: [] };
}

function streamValues(site: StreamSite, reader: MarketReader, facts: Facts, instant: number): Found {
  const event = site.value as Record<string, unknown>;
  const delayed = event.delayed === true;
  const at = delayed ? instant - delayMs(facts) : instant;
  const answer = reader.streamQuote(String(event.symbol), at, delayed, site.reading?.seed);
  if (!answer)
    return { values: [], problems: [`${site.where}: the sandbox streams no symbol ${String(event.symbol)}`] };
  return { values: marketValues(event, answer), problems: [] };
}

async function rowValues(site: FileRowsSite, reader: MarketReader): Promise<Found> {
  const found: Found = { values: [], problems: [] };
  const rows = Array.isArray(site.value) ? (site.value as Array<Record<string, unknown>>) : [];
  for (const [index, row] of rows.entries()) {
    let answer: unknown;
    if (site.kind === "ticks") {
      // A tick's size is that of one trade, which the market's quotes don't say.
      const event = reader.streamQuote(
        String(row.symbol),
        Date.parse(String(row.timestamp)),
        false,
        site.reading?.seed,
      );
      answer = event && { bid: event.bid, ask: event.ask, price: event.price };
    } else {
      // An end-of-day file holds each day's final bar: read once the day is over.
      const date = String(row.date);
      const query = { symbol: String(row.symbol), ...(row.country ? { country: String(row.country) } : {}) };
      const request: MarketRequest = {
        path: `/${site.asset}/insights`,
        query: { ...query, from: date, to: date, series: "daily" },
        plan: "enterprise",
        at: afterDay(date),
        ...seedOf(site),
      };
      const response = await reader.get(request);
      answer = response.status === 200 ? valueAtPath(response.body, ["data", "series", 0]) : undefined;
    }
    if (answer === undefined)
      found.problems.push(`${site.where}: the sandbox has no ${site.kind} row for ${String(row.symbol)}`);
    found.values.push(...marketValues(row, answer, [index]));
  }
  return found;
}

/** Values and problems of one site, at its guide's instant if it says one. */
export function siteValues(
  site: ExampleSite,
  reader: MarketReader,
  facts: Facts,
  examplesInstant: number,
): Promise<Found> {
  const instant = site.reading?.at ?? examplesInstant;
  if (site.kind === "response") return responseValues(site, reader, instant);
  if (site.kind === "stream") return Promise.resolve(streamValues(site, reader, facts, instant));
  return rowValues(site, reader);
}
