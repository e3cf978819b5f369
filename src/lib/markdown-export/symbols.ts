/** Symbol lists and symbol entry pages as Markdown. */
import { pageLabel, pagePositions, pageRoute, pageTitle, type PagePosition } from "../symbols/paging";
import type { SymbolTableData, TableRow } from "../symbols/table";
import { codeFence, sampleFence, inlineCode, joinBlocks, link, pageHeader, table } from "./blocks";

/** What the export reads of a symbol list (a SymbolList node). */
export interface SymbolListSource {
  title: string;
  description: string;
  entryCount: number;
  noun: { one: string; other: string };
  table: SymbolTableData;
}

/** One page of a list: where it sits in the list and its rows (the whole list when it has one page). */
export interface SymbolListPageSource {
  listRoute: string;
  position: PagePosition;
  rows: readonly TableRow[];
}

/** Links to every page of a paged list, the current one as plain text. */
function pagesLine(page: SymbolListPageSource): string {
  const pages = pagePositions(page.position.total).map(({ number }) =>
    number === page.position.number ? `**${number}**` : link(String(number), pageRoute(page.listRoute, number)),
  );
  return `Pages: ${pages.join(" ")}`;
}

/**
 * A page of a symbol list as Markdown: the page's rows as a table, each symbol with a page linked
 * to it, and for a list of several pages where the page sits and links to every page.
 */
export function symbolListMarkdown(list: SymbolListSource, page: SymbolListPageSource): string {
  const { columns } = list.table;
  const { position } = page;
  const paged = position.count > 1;
  const noun = (count: number) => (count === 1 ? list.noun.one : list.noun.other);
  const body = page.rows.map((row) =>
    row.cells.map((value, index) => {
      const text = Array.isArray(value) ? value.join(", ") : String(value);
      return index === 0 && row.href ? link(text, row.href) : text;
    }),
  );
  const count = `${list.entryCount} ${noun(list.entryCount)}.`;
  const where = `${pageLabel(position)}: ${list.noun.other} ${position.first + 1} to ${position.first + page.rows.length}.`;
  return joinBlocks([
    pageHeader(pageTitle(list.title, position.number), list.description),
    paged ? `${count} ${where}` : count,
    table(
      columns.map((column) => column.label),
      body,
    ),
    paged ? pagesLine(page) : null,
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
