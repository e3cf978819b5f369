/** A WebSocket channel's pages as Markdown: the overview and the quotes page, messages both ways. */
import type { CompactSchemaView } from "../openapi/schema-compact";
import { QUOTES_PAGE_MESSAGES } from "../asyncapi/page-toc";
import { codeFence, sampleFence, inlineCode, joinBlocks, link, pageHeader, table } from "./blocks";
import { htmlToMarkdown } from "./from-html";
import { schemaTable } from "./schema";

/** What the export reads of a message (a WsMessage node). */
export interface WsMessageSource {
  name: string;
  title: string;
  summary: string | null;
  descriptionHtml: string | null;
  direction: "send" | "receive";
  payload: CompactSchemaView;
  example: string | null;
}

/** What the export reads of a channel (a WsChannel node) and its messages. */
export interface WsChannelSource {
  title: string;
  summary: string | null;
  descriptionHtml: string | null;
  url: string;
  route: string;
  quotesRoute: string;
  quotesTitle: string;
  samples: ReadonlyArray<{ lang: string; label: string; source: string }>;
  closeCodes: ReadonlyArray<{ code: number; name: string; reconnect: boolean }>;
  messages: readonly WsMessageSource[];
}

function message(entry: WsMessageSource): string {
  return joinBlocks([
    `### ${entry.title} (${inlineCode(entry.name)})`,
    entry.summary,
    htmlToMarkdown(entry.descriptionHtml),
    schemaTable(entry.payload),
    entry.example
      ? codeFence(entry.example, "json", `${entry.direction === "send" ? "Sent" : "Received"}: ${entry.name}`)
      : null,
  ]).trim();
}

function messages(list: readonly WsMessageSource[]): string[] {
  const sent = list.filter((entry) => entry.direction === "send");
  const received = list.filter((entry) => entry.direction === "receive");
  return [
    sent.length ? ["## Messages you send", ...sent.map(message)].join("\n\n") : "",
    received.length ? ["## Messages you receive", ...received.map(message)].join("\n\n") : "",
  ];
}

/** Which of a channel's two pages: the overview or its quotes page. */
export type WsPage = "overview" | "quotes";

/** One of a channel's pages as Markdown. */
export function wsChannelMarkdown(channel: WsChannelSource, page: WsPage): string {
  const onQuotesPage = (entry: WsMessageSource) => QUOTES_PAGE_MESSAGES.includes(entry.name);
  if (page === "quotes") {
    return joinBlocks([
      pageHeader(
        channel.quotesTitle,
        `The quote events of the ${channel.title.toLowerCase()} stream: subscribing, fields and examples.`,
      ),
      `Connect to ${inlineCode(channel.url)}; the ${link(`${channel.title} stream`, channel.route)} page covers connecting and authenticating.`,
      ...messages(channel.messages.filter(onQuotesPage)),
    ]);
  }
  const sample = channel.samples[0];
  return joinBlocks([
    pageHeader(`${channel.title} stream`, channel.summary),
    `URL: ${inlineCode(channel.url)}`,
    htmlToMarkdown(channel.descriptionHtml),
    sample ? `## Connect\n\n${codeFence(sample.source, sampleFence(sample.lang), sample.label)}` : null,
    ...messages(channel.messages.filter((entry) => !onQuotesPage(entry))),
    `Subscribing and the quote messages: ${link(channel.quotesTitle, channel.quotesRoute)}.`,
    channel.closeCodes.length
      ? `## Close codes\n\n${table(
          ["Code", "Name", "Reconnect"],
          channel.closeCodes.map((code) => [code.code, code.name, code.reconnect ? "yes" : "no"]),
        )}`
      : null,
  ]);
}
