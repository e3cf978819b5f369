/** Symbol lists and symbol entry pages as Markdown. */
import type { SymbolTableData } from "../symbols/table";
import { codeFence, sampleFence, inlineCode, joinBlocks, link, pageHeader, table } from "./blocks";

/** What the export reads of a symbol list (a SymbolList node). */
export interface SymbolListSource {
  title: string;
  description: string;
  entryCount: number;
  noun: { one: string; other: string };
  table: SymbolTableData;
}

/** A symbol list as Markdown: the whole list as one table, each symbol with a page linked to it. */
export function symbolListMarkdown(list: SymbolListSource): string {
  const { columns, rows } = list.table;
  const body = rows.map((row) =>
    row.cells.map((value, index) => {
      const text = Array.isArray(value) ? value.join(", ") : String(value);
      return index === 0 && row.href ? link(text, row.href) : text;
    }),
  );
  return joinBlocks([
    pageHeader(list.title, list.description),
    `${list.entryCount} ${list.entryCount === 1 ? list.noun.one : list.noun.other}.`,
    table(
      columns.map((column) => column.label),
      body,
    ),
  ]);
}

/** What the export reads of a symbol with a page (a MarketSymbol node), with its operations resolved. */
export interface SymbolEntrySource {
  title: string;
  symbol: string;
  description: string;
  listRoute: string;
  listTitle: string;
  facts: ReadonlyArray<{ label: string; value: string }>;
  pairs: readonly string[];
  operations: ReadonlyArray<{ route: string; summary: string; method: string; path: string }>;
  stream: { url: string; channelRoute: string; quotesRoute: string; symbols: readonly string[] } | null;
  quoteSamples: ReadonlyArray<{ lang: string; label: string; source: string }>;
}

/** A symbol's page as Markdown: facts, the endpoints and stream that serve it, a quote request. */
export function symbolEntryMarkdown(entry: SymbolEntrySource): string {
  const curl = entry.quoteSamples.find((sample) => sample.lang === "curl") ?? entry.quoteSamples[0];
  return joinBlocks([
    pageHeader(entry.title, entry.description),
    `Symbol ${inlineCode(entry.symbol)}, in ${link(entry.listTitle, entry.listRoute)}.`,
    entry.facts.length
      ? `## Facts\n\n${table(
          ["Fact", "Value"],
          entry.facts.map((fact) => [fact.label, fact.value]),
        )}`
      : null,
    entry.pairs.length ? `## Pairs\n\n${entry.pairs.map(inlineCode).join(", ")}` : null,
    entry.operations.length
      ? `## HTTP endpoints\n\n${entry.operations.map((operation) => `- ${link(operation.summary, operation.route)}: ${inlineCode(`${operation.method.toUpperCase()} ${operation.path}`)}`).join("\n")}`
      : null,
    entry.stream
      ? `## WebSocket stream\n\n${inlineCode(entry.stream.url)}, as ${entry.stream.symbols.map(inlineCode).join(", ")}: see ${link("the stream", entry.stream.channelRoute)} and ${link("its quotes", entry.stream.quotesRoute)}.`
      : null,
    curl ? `## Quote request\n\n${codeFence(curl.source, sampleFence(curl.lang), curl.label)}` : null,
  ]);
}
