/**
 * Every example value of the specs and the guides that the market determines, with the value the
 * sandbox gives at the examples' instant: what `npm run examples:sync` writes and what the
 * content tests check. Pure apart from the reader it is given, which asks the sandbox.
 */
import { resolveFacts } from "../facts/load";
import type { Facts } from "../facts/schema";
import { childPointer, parseSpecDocument } from "../openapi/document";
import { specOperations } from "../consistency/spec-text";
import { isMarketScalar, marketValues, valueAtPath, type MarketValue } from "./compare";
import { guideSites } from "./guide-sites";
import { afterDay, EXAMPLES_INSTANT_MS } from "./instant";
import { yamlLocator, type ValuePath } from "./locate";
import { requestOf, requestTarget, type MarketRequest } from "./requests";
import { describedInstances, schemaInstances, schemaSlots } from "./schema-examples";
import type { ExampleSite, FileRowsSite, ResponseSite, StreamSite } from "./sites";
import { responseSites, streamSites, type SpecSource } from "./spec-sites";
import { applyEdits, lineAt, writeLike, type Span } from "./text";

/** A file of the project and its text. */
export interface SourceText {
  /** Relative to the project root. */
  file: string;
  text: string;
}

export interface ExampleSources {
  facts: Facts;
  httpSpec: SourceText;
  websocketSpec: SourceText;
  guides: readonly SourceText[];
}

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

/** A value of an example that the market determines, where it is written, and the market's value. */
export interface ExampleValue extends MarketValue {
  file: string;
  line: number;
  /** In a spec, the value's JSON pointer; in a guide, its path in the example shown (`data/price`). */
  where: string;
  span: Span;
  /** The market's value, written as the source writes the example's. */
  text: string;
}

export interface ExampleReport {
  values: ExampleValue[];
  /** Examples the sandbox can't answer as they are (a request it refuses, a symbol it doesn't list). */
  problems: string[];
}

/** The sandbox's quote events run on the fact's delay. */
const delayMs = (facts: Facts) => facts.delayMinutes * 60_000;

function specSource({ file, text }: SourceText, facts: Facts): SpecSource {
  const locate = yamlLocator(text);
  if (!locate) throw new Error(`${file} doesn't parse as YAML`);
  return { file, root: parseSpecDocument(resolveFacts(text, facts, file), file).root, locate };
}

/** `value` under the path a `jq` filter selected: `{ data: value }` for `.data`. */
const unselect = (selected: readonly string[], value: unknown): unknown =>
  selected.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value);

type Found = { values: MarketValue[]; problems: string[] };

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
function siteValues(site: ExampleSite, reader: MarketReader, facts: Facts, examplesInstant: number): Promise<Found> {
  const instant = site.reading?.at ?? examplesInstant;
  if (site.kind === "response") return responseValues(site, reader, instant);
  if (site.kind === "stream") return Promise.resolve(streamValues(site, reader, facts, instant));
  return rowValues(site, reader);
}

const pathKey = (path: ValuePath) => JSON.stringify(path);

/** Where a value of a site is, for messages: its JSON pointer in a spec, its path in a guide's example. */
const valueWhere = (site: ExampleSite, path: ValuePath): string =>
  site.where.startsWith("#") ? childPointer(site.where, ...path) : path.join("/");

/**
 * The schema examples of a spec that follow an instance among its sites, as values: each takes
 * the value the market gives the instance's field.
 */
function schemaValues(
  spec: SpecSource,
  sites: readonly ExampleSite[],
  found: readonly MarketValue[][],
): Array<MarketValue & { span?: Span; where: string }> {
  const examples = sites.map((site) => site.value);
  const instances = sites.flatMap((site, index) =>
    "schema" in site && site.schema !== undefined ? schemaInstances(spec.root, site.schema, site.value, index) : [],
  );
  const slots = schemaSlots(spec.root);
  const chosen = describedInstances(slots, instances, examples);
  const byPath = found.map((values) => new Map(values.map((value) => [pathKey(value.path), value])));
  return slots.flatMap((slot) => {
    const instance = chosen.get(slot.schema);
    if (!instance || !isMarketScalar(slot.value)) return [];
    const market = byPath[instance.example].get(pathKey([...instance.path, ...slot.field]));
    if (!market) return [];
    return [
      {
        path: slot.at,
        actual: slot.value,
        expected: market.expected,
        subject: market.subject,
        span: spec.locate(slot.at),
        where: childPointer("#", ...slot.at),
      },
    ];
  });
}

/** Every example value the market determines, in the specs and the guides, against the sandbox at `instant`. */
export async function readExamples(
  sources: ExampleSources,
  reader: MarketReader,
  instant = EXAMPLES_INSTANT_MS,
): Promise<ExampleReport> {
  const { facts } = sources;
  const http = specSource(sources.httpSpec, facts);
  const websocket = specSource(sources.websocketSpec, facts);
  const paths = [...new Set(specOperations(http.root).map((operation) => operation.path))];
  const texts = new Map([sources.httpSpec, sources.websocketSpec, ...sources.guides].map((s) => [s.file, s.text]));
  const report: ExampleReport = { values: [], problems: [] };

  const record = (file: string, where: string, value: MarketValue, span: Span | undefined) => {
    const text = texts.get(file) ?? "";
    if (!span) {
      report.problems.push(`${where}: no value written at ${pathKey(value.path)}`);
      return;
    }
    report.values.push({
      ...value,
      file,
      where,
      span,
      line: lineAt(text, span.start),
      text: writeLike(text.slice(span.start, span.end), value.expected),
    });
  };
  const locateIn = (site: ExampleSite, path: ValuePath): Span | undefined => {
    if (site.kind === "response" && path[0] === "#headers") return site.headers?.find((h) => h.name === path[1])?.span;
    return site.locate(path);
  };

  const specSets: Array<[SpecSource, ExampleSite[]]> = [
    [http, responseSites(http)],
    [websocket, streamSites(websocket)],
  ];
  for (const [spec, sites] of specSets) {
    const found: MarketValue[][] = [];
    for (const site of sites) {
      const { values, problems } = await siteValues(site, reader, facts, instant);
      found.push(values);
      report.problems.push(...problems);
      for (const value of values) record(site.file, valueWhere(site, value.path), value, locateIn(site, value.path));
    }
    for (const value of schemaValues(spec, sites, found)) record(spec.file, value.where, value, value.span);
  }
  for (const guide of sources.guides) {
    for (const site of guideSites(guide.file, guide.text, facts, paths)) {
      const { values, problems } = await siteValues(site, reader, facts, instant);
      report.problems.push(...problems);
      for (const value of values) record(site.file, valueWhere(site, value.path), value, locateIn(site, value.path));
    }
  }
  return report;
}

/** The values whose example differs from the market. */
export const differing = (report: ExampleReport): ExampleValue[] =>
  report.values.filter((value) => value.actual !== value.expected);

/** Each file's text with its differing values replaced by the market's; only changed files. */
export function rewrite(sources: readonly SourceText[], values: readonly ExampleValue[]): Map<string, string> {
  const changed = new Map<string, string>();
  for (const { file, text } of sources) {
    const edits = values
      .filter((value) => value.file === file && value.actual !== value.expected)
      .map((value) => ({ ...value.span, text: value.text }));
    // The same span can be reached twice (an example shown in two places of one block): edit it once.
    const unique = [...new Map(edits.map((edit) => [`${edit.start}:${edit.end}`, edit])).values()];
    if (unique.length > 0) changed.set(file, applyEdits(text, unique));
  }
  return changed;
}
