import { tocIds } from "../openapi/anchors";
import { linksInHtml } from "../openapi/pages";
import type { LinkedPage } from "../links";
import type { GeneratedPage } from "../routes";
import type { SidebarNode } from "../sidebars/types";
import { channelOverviewToc, channelQuotesToc, type MessageSummary } from "./page-toc";

export { channelOverviewToc, channelQuotesToc, QUOTES_PAGE_MESSAGES, type MessageSummary } from "./page-toc";

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

/** One overview and one quotes page per channel, and what the link checker reads on them. */
export function wsPages(channels: readonly ChannelPageSource[]): { pages: GeneratedPage[]; linked: LinkedPage[] } {
  const pages: GeneratedPage[] = [];
  const linked: LinkedPage[] = [];
  for (const channel of channels) {
    const source = `${channel.sourceFile} (${channel.pointer})`;
    const messageLinks = channel.messages.flatMap((message) => linksInHtml(message.descriptionHtml));
    pages.push({
      path: channel.route,
      template: "ws-channel",
      source,
      id: channel.key,
      title: `${channel.title} stream`,
      description: channel.excerpt,
    });
    pages.push({
      path: channel.quotesRoute,
      template: "ws-quotes",
      source,
      id: channel.key,
      title: channel.quotesTitle,
      description: `The quote events of the ${channel.title.toLowerCase()} stream: subscribing, fields and examples.`,
    });
    linked.push({
      route: channel.route,
      file: source,
      anchors: new Set(tocIds(channelOverviewToc(channel.messages))),
      links: [...linksInHtml(channel.descriptionHtml), ...messageLinks],
    });
    linked.push({
      route: channel.quotesRoute,
      file: source,
      anchors: new Set(tocIds(channelQuotesToc(channel.messages))),
      links: messageLinks,
    });
  }
  return { pages, linked };
}

/** The `websocket` sidebar generator: one category per channel, its overview page as the link. */
export function websocketSidebarItems(
  channels: ReadonlyArray<Pick<ChannelPageSource, "title" | "route" | "quotesRoute" | "quotesTitle">>,
): SidebarNode[] {
  return channels.map((channel) => ({
    kind: "category",
    label: channel.title,
    href: channel.route,
    collapsed: false,
    items: [
      {
        kind: "doc",
        docId: channel.quotesRoute,
        label: channel.quotesTitle,
        href: channel.quotesRoute,
        pageKind: "ws-quotes",
      },
    ],
  }));
}
