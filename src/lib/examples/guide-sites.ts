/**
 * The example sites of a guide (MDX): the JSON responses that follow a request for a market
 * operation (bound as the consistency checks bind them: by title, or by the request before them
 * in the same section), the stream's quote events, and the rows of bulk file samples. Fenced
 * blocks are read from the source text, so every value keeps its span in the file.
 */
import type { Facts } from "../facts/schema";
import { resolveFactsInMdx } from "../facts/resolve-text";
import { csvRows } from "../consistency/market-examples";
import { blockBody, responseBlocks } from "../consistency/response-blocks";
import { fenceTitle, type CodeUnit } from "../consistency/units";
import { yamlLocator, type Locator } from "./locate";
import { isMarketOperation } from "./requests";
import type { ExampleSite, FileRowsSite, ResponseSite, SandboxReading, StreamSite } from "./sites";
import type { Span } from "./text";

/** A fenced block as written: its unit (facts resolved) and the span of its content in the file. */
interface Fence {
  unit: CodeUnit;
  content: Span;
}

const FENCE_OPEN = /^(`{3,}|~{3,})([^\s`]*)(.*)$/;

/** The fenced blocks of an MDX text at the left margin, with the heading each sits under. */
export function fencedBlocks(text: string, facts: Facts): Fence[] {
  const fences: Fence[] = [];
  const lines = text.split("\n");
  const starts: number[] = [];
  lines.reduce((offset, line) => (starts.push(offset), offset + line.length + 1), 0);
  let section = "";
  for (let index = 0; index < lines.length; index++) {
    const open = FENCE_OPEN.exec(lines[index]);
    if (!open) {
      const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(lines[index]);
      if (heading) section = heading[1];
      continue;
    }
    const marker = open[1];
    const closing = new RegExp(`^${marker[0] === "`" ? "`" : "~"}{${marker.length},}\\s*$`);
    let end = index + 1;
    while (end < lines.length && !closing.test(lines[end])) end++;
    const first = Math.min(index + 1, lines.length - 1);
    const content = {
      start: starts[first],
      end: end > index + 1 ? starts[end - 1] + lines[end - 1].length : starts[first],
    };
    const title = fenceTitle(open[3]);
    fences.push({
      unit: {
        kind: "code",
        lang: open[2].toLowerCase(),
        title: title === null ? null : resolveFactsInMdx(title, facts),
        value: resolveFactsInMdx(text.slice(content.start, content.end), facts),
        line: index + 1,
        section,
      },
      content,
    });
    index = end;
  }
  return fences;
}

/** The head of an `http` block: its header lines with the spans of their values, and where the body starts. */
function httpParts(text: string, content: Span) {
  const block = text.slice(content.start, content.end);
  const blank = /\r?\n\r?\n/.exec(block);
  if (!blank) return null;
  const headers: Array<{ name: string; value: string; span: Span }> = [];
  let offset = content.start;
  for (const line of block.slice(0, blank.index).split("\n")) {
    const header = /^([A-Za-z0-9-]+):[ \t]*(.*?)\s*$/.exec(line);
    if (header) {
      const start = offset + line.indexOf(header[2], header[1].length + 1);
      headers.push({ name: header[1], value: header[2], span: { start, end: start + header[2].length } });
    }
    offset += line.length + 1;
  }
  return { headers, body: { start: content.start + blank.index + blank[0].length, end: content.end } };
}

/** A locator of the cells of a CSV block: path [row, column name]. */
function csvLocator(text: string, content: Span): Locator {
  const lines = text.slice(content.start, content.end).split("\n");
  const names = lines[0].split(",");
  return ([row, column]) => {
    const index = names.indexOf(String(column));
    if (typeof row !== "number" || index < 0 || row + 1 >= lines.length) return undefined;
    let start = content.start + lines.slice(0, row + 1).reduce((sum, line) => sum + line.length + 1, 0);
    const cells = lines[row + 1].split(",");
    for (let i = 0; i < index; i++) start += cells[i].length + 1;
    return { start, end: start + (cells[index] ?? "").length };
  };
}

/** A command that starts the sandbox. */
const SANDBOX_COMMAND = /\btickwire-sandbox\b|\bnpm run sandbox\b|packages\/sandbox\/cli\.ts/;

/** The seed and start of a block that starts the sandbox with either; null for any other block. */
export function sandboxReading(source: string): SandboxReading | null {
  if (!SANDBOX_COMMAND.test(source)) return null;
  const seed = /--seed[= ](\d+)/.exec(source)?.[1];
  const start = /--start[= ]["']?([^\s"']+)/.exec(source)?.[1];
  const at = start === undefined ? NaN : Date.parse(start);
  if (seed === undefined && Number.isNaN(at)) return null;
  return { ...(seed === undefined ? {} : { seed: Number(seed) }), ...(Number.isNaN(at) ? {} : { at }) };
}

/** For each block, the sandbox started by a block before it in its section, if one is. */
function readings(fences: readonly Fence[]): Map<CodeUnit, SandboxReading> {
  const found = new Map<CodeUnit, SandboxReading>();
  let current: { section: string; reading: SandboxReading } | null = null;
  for (const { unit } of fences) {
    if (current && current.section !== unit.section) current = null;
    if (current) found.set(unit, current.reading);
    const reading = sandboxReading(unit.value);
    if (reading) current = { section: unit.section, reading };
  }
  return found;
}

const isQuoteEvent = (value: unknown) =>
  typeof value === "object" && value !== null && (value as Record<string, unknown>).event === "quote";

/** Every example site of one guide. `paths` are the HTTP spec's operation paths. */
export function guideSites(file: string, text: string, facts: Facts, paths: readonly string[]): ExampleSite[] {
  const fences = fencedBlocks(text, facts);
  const contentOf = new Map(fences.map((fence) => [fence.unit, fence.content]));
  const readingOf = readings(fences);
  const sites: ExampleSite[] = [];
  const where = (unit: CodeUnit) => `${file}:${unit.line}`;
  /** What every site of a block shares: where it is, and the sandbox it is the answer of. */
  const common = (unit: CodeUnit) => {
    const reading = readingOf.get(unit);
    return { file, where: where(unit), ...(reading ? { reading } : {}) };
  };

  for (const block of responseBlocks(
    fences.map((fence) => fence.unit),
    facts.hosts.api.baseUrl,
    paths,
  )) {
    const { unit, operation } = block;
    const content = contentOf.get(unit);
    if (!content || block.status !== "200" || operation?.method !== "get" || !isMarketOperation(operation.path))
      continue;
    const http = unit.lang === "http" ? httpParts(text, content) : null;
    const locate = yamlLocator(text, http?.body.start ?? content.start, http?.body.end ?? content.end);
    if (!locate) continue;
    const site: ResponseSite = {
      kind: "response",
      ...common(unit),
      value: block.body,
      locate,
      operation: operation.path,
      selected: block.selected,
      ...(http ? { headers: http.headers } : {}),
    };
    sites.push(site);
  }

  for (const { unit, content } of fences) {
    if (unit.lang === "json") {
      const whole = blockBody(unit);
      if (whole) {
        const locate = isQuoteEvent(whole.body) ? yamlLocator(text, content.start, content.end) : null;
        if (locate) sites.push({ kind: "stream", ...common(unit), value: whole.body, locate } satisfies StreamSite);
        continue;
      }
      // One message per line, as the WebSocket guides show a conversation.
      let offset = content.start;
      for (const line of text.slice(content.start, content.end).split("\n")) {
        const span = { start: offset, end: offset + line.length };
        offset = span.end + 1;
        const resolved = resolveFactsInMdx(line, facts);
        let message: unknown;
        try {
          message = JSON.parse(resolved);
        } catch {
          continue;
        }
        const locate = isQuoteEvent(message) ? yamlLocator(text, span.start, span.end) : null;
        if (locate) sites.push({ kind: "stream", ...common(unit), value: message, locate });
      }
      continue;
    }
    const kind = /^date,symbol,/.test(unit.value) ? "eod" : /^timestamp,symbol,/.test(unit.value) ? "ticks" : null;
    const asset = /tickwire\/(\w+)\//.exec(unit.title ?? "")?.[1];
    if (kind && asset)
      sites.push({
        kind,
        ...common(unit),
        value: csvRows(unit.value),
        locate: csvLocator(text, content),
        asset,
      } satisfies FileRowsSite);
  }
  return sites;
}
