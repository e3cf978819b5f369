import type { TocEntry } from "../headings";
import { tocIds } from "../openapi/anchors";
import { linksInHtml } from "../openapi/pages";
import type { LinkedPage } from "../links";
import type { GeneratedPage } from "../routes";
import type { SidebarNode } from "../sidebars/types";

/** What the WebSocket pages need of a message. */
export interface MessageSummary {
  name: string;
  title: string;
  direction: string;
  anchor: string;
  descriptionHtml: string | null;
}

/** What the WebSocket pages need of a channel. */
export interface ChannelPageSource {
  key: string;
  title: string;
  excerpt: string | null;
  descriptionHtml: string | null;
  route: string;
  quotesRoute: string;
  quotesTitle: string;
  pointer: string;
  sourceFile: string;
  messages: MessageSummary[];
}

/** Messages the quotes page documents, in the order a session uses them. */
export const QUOTES_PAGE_MESSAGES = ["subscribe", "subscribed", "quote", "unsubscribe", "unsubscribed", "error"];

const entry = (id: string, value: string, children: TocEntry[] = []): TocEntry => ({ id, value, children });
const messageEntries = (messages: readonly MessageSummary[]) => messages.map((message) => entry(message.anchor, message.title));

/** The overview page's table of contents; the page renders exactly these headings. */
export function channelOverviewToc(messages: readonly MessageSummary[]): TocEntry[] {
  return [
    entry("connection", "Connection"),
    entry("authentication", "Authentication"),
    entry("session", "A session, step by step"),
    entry("connect-and-subscribe", "Connect and subscribe"),
    entry("client-messages", "Messages your client sends", messageEntries(messages.filter((message) => message.direction === "send"))),
    entry("server-messages", "Messages Tickwire sends", messageEntries(messages.filter((message) => message.direction === "receive"))),
    entry("errors-and-reconnection", "Errors and reconnection"),
  ];
}

/** The quotes page's table of contents. */
export function channelQuotesToc(messages: readonly MessageSummary[]): TocEntry[] {
  const byName = new Map(messages.map((message) => [message.name, message]));
  const documented = QUOTES_PAGE_MESSAGES.flatMap((name) => (byName.has(name) ? [byName.get(name) as MessageSummary] : []));
  return [entry("subscribing", "Subscribing"), entry("messages", "Messages", messageEntries(documented)), entry("delayed-data", "Real-time and delayed data")];
}

/** One overview and one quotes page per channel, and what the link checker reads on them. */
export function wsPages(channels: readonly ChannelPageSource[]): { pages: GeneratedPage[]; linked: LinkedPage[] } {
  const pages: GeneratedPage[] = [];
  const linked: LinkedPage[] = [];
  for (const channel of channels) {
    const source = `${channel.sourceFile} (${channel.pointer})`;
    const messageLinks = channel.messages.flatMap((message) => linksInHtml(message.descriptionHtml));
    pages.push({ path: channel.route, template: "ws-channel", source, id: channel.key, title: `${channel.title} stream`, description: channel.excerpt });
    pages.push({ path: channel.quotesRoute, template: "ws-quotes", source, id: channel.key, title: channel.quotesTitle, description: `The quote events of the ${channel.title.toLowerCase()} stream: subscribing, fields and examples.` });
    linked.push({ route: channel.route, file: source, anchors: new Set(tocIds(channelOverviewToc(channel.messages))), links: [...linksInHtml(channel.descriptionHtml), ...messageLinks] });
    linked.push({ route: channel.quotesRoute, file: source, anchors: new Set(tocIds(channelQuotesToc(channel.messages))), links: messageLinks });
  }
  return { pages, linked };
}

/** The `websocket` sidebar generator: one category per channel, its overview page as the link. */
export function websocketSidebarItems(channels: ReadonlyArray<Pick<ChannelPageSource, "title" | "route" | "quotesRoute" | "quotesTitle">>): SidebarNode[] {
  return channels.map((channel) => ({
    kind: "category",
    label: channel.title,
    href: channel.route,
    collapsed: false,
    items: [{ kind: "doc", docId: channel.quotesRoute, label: channel.quotesTitle, href: channel.quotesRoute, pageKind: "ws-quotes" }],
  }));
}
