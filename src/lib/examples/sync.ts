/**
 * Every example value of the specs and the guides that the market determines, with the value the
 * sandbox gives at the examples' instant: what `npm run examples:sync` writes and what the
 * content tests check. Pure apart from the reader it is given, which asks the sandbox.
 */
import { resolveFacts } from "../facts/load";
import type { Facts } from "../facts/schema";
import { childPointer, parseSpecDocument } from "../openapi/document";
import { specOperations } from "../consistency/spec-text";
import { isMarketScalar, type MarketValue } from "./compare";
import { guideSites } from "./guide-sites";
import { EXAMPLES_INSTANT_MS } from "./instant";
import { yamlLocator, type ValuePath } from "./locate";
import { describedInstances, schemaInstances, schemaSlots } from "./schema-examples";
import { siteValues, type MarketReader } from "./site-values";
import type { ExampleSite } from "./sites";
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

function specSource({ file, text }: SourceText, facts: Facts): SpecSource {
  const locate = yamlLocator(text);
  if (!locate) throw new Error(`${file} doesn't parse as YAML`);
  return { file, root: parseSpecDocument(resolveFacts(text, facts, file), file).root, locate };
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
      report.problems.push(`${file} ${where}: no value written at ${pathKey(value.path)}`);
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
