/** WebSocket quote events: one page per channel on subscribing and the quote messages. */
import { channelsWithMessages } from "../asyncapi/channel-nodes";
import { channelQuotesToc } from "../asyncapi/page-toc";
import { linksInHtml } from "../links";
import { wsChannelMarkdown } from "../markdown-export/ws-channel";
import { tocIds } from "../openapi/anchors";
import type { PageContext } from "../page-context";
import type { SidebarDocNode } from "../sidebars/types";
import type { ChannelNode, MessageNode } from "./ws-channel";
import type { PageKind } from "./types";

interface QuotesNodes {
  channels: ChannelNode[];
  messages: MessageNode[];
}

/** What the quotes template's query selects by: the channel's key. */
export interface WsQuotesIds {
  id: string;
}

/** The page context of a channel's quotes page. */
export type WsQuotesPageContext = PageContext<WsQuotesIds>;

export const wsQuotesKind: PageKind<WsQuotesIds, QuotesNodes> = {
  name: "ws-quotes",
  template: "src/templates/ws-quotes.tsx",
  nodeTypes: { channels: "WsChannel", messages: "WsMessage" },
  pages: (nodes) =>
    channelsWithMessages(nodes.channels, nodes.messages).map((channel) => ({
      path: channel.quotesRoute,
      source: `${channel.sourceFile} (${channel.pointer})`,
      context: { id: channel.key },
      title: channel.quotesTitle,
      description: `The quote events of the ${channel.title.toLowerCase()} stream: subscribing, fields and examples.`,
      head: {
        description: `Subscribe to ${channel.title.toLowerCase()} quotes over WebSocket: the subscribe message, the quote event's fields and examples.`,
      },
      linked: {
        anchors: new Set(tocIds(channelQuotesToc(channel.messages))),
        links: channel.messages.flatMap((message) => linksInHtml(message.descriptionHtml)),
      },
    })),
  // Each channel's category lists its quotes page: see the WebSocket channel kind.
  sidebarItems: null,
  searchRecords: (page) => ({ title: page.title, description: page.description, keywords: [], body: null, code: [] }),
  moreSearchRecords: null,
  markdown: (page, nodes) => {
    const channel = channelsWithMessages(nodes.channels, nodes.messages).find((node) => node.key === page.context.id);
    return channel ? wsChannelMarkdown(channel, "quotes") : null;
  },
  llms: (page) => ({ title: page.title, description: page.description, optional: false, full: true }),
  files: null,
  redirects: null,
};

/** A channel's quotes page in the `websocket` sidebar. */
export function quotesSidebarItem(channel: Pick<ChannelNode, "quotesRoute" | "quotesTitle">): SidebarDocNode {
  return {
    kind: "doc",
    docId: channel.quotesRoute,
    label: channel.quotesTitle,
    href: channel.quotesRoute,
    pageKind: wsQuotesKind.name,
  };
}
