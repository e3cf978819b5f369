/** WebSocket channels: one overview page per channel of the AsyncAPI spec. */
import { byPosition } from "../by-position";
import { channelsWithMessages } from "../asyncapi/channel-nodes";
import { channelOverviewToc, type MessageSummary } from "../asyncapi/page-toc";
import { linksInHtml } from "../links";
import { wsChannelMarkdown, type WsChannelSource, type WsMessageSource } from "../markdown-export/ws-channel";
import { tocIds } from "../openapi/anchors";
import type { PageContext } from "../page-context";
import { codeTermsOf } from "../search/code-terms";
import type { SidebarNode } from "../sidebars/types";
import { quotesSidebarItem } from "./ws-quotes";
import type { PageKind } from "./types";

/** A WsChannel node, as the channel pages and the `websocket` sidebar read it. */
export interface ChannelNode extends Omit<WsChannelSource, "messages"> {
  key: string;
  excerpt: string | null;
  pointer: string;
  sourceFile: string;
  /** The spec's source name (`websocket`): its sidebar generator. */
  source: string;
  position: number;
  messageIds: string[];
}

/** A WsMessage node. */
export interface MessageNode extends WsMessageSource, MessageSummary {
  messageId: string;
  direction: WsMessageSource["direction"];
}

/** A WsSpec node: its downloads. */
export interface WsSpecNode {
  title: string;
  downloads: { yaml: string; json: string };
}

interface ChannelNodes {
  channels: ChannelNode[];
  messages: MessageNode[];
  specs: WsSpecNode[];
}

/** What the channel template's query selects by: the channel's key. */
export interface WsChannelIds {
  id: string;
}

/** The page context of a channel's overview page. */
export type WsChannelPageContext = PageContext<WsChannelIds>;

/** The `websocket` sidebar generator: one category per channel, its overview page as the link. */
export function websocketSidebarItems(
  channels: ReadonlyArray<Pick<ChannelNode, "title" | "route" | "quotesRoute" | "quotesTitle">>,
): SidebarNode[] {
  return channels.map((channel) => ({
    kind: "category",
    label: channel.title,
    href: channel.route,
    collapsed: false,
    items: [quotesSidebarItem(channel)],
  }));
}

export const wsChannelKind: PageKind<WsChannelIds, ChannelNodes> = {
  name: "ws-channel",
  template: "src/templates/ws-channel.tsx",
  nodeTypes: { channels: "WsChannel", messages: "WsMessage", specs: "WsSpec" },
  pages: (nodes) =>
    channelsWithMessages(nodes.channels, nodes.messages).map((channel) => ({
      path: channel.route,
      source: `${channel.sourceFile} (${channel.pointer})`,
      context: { id: channel.key },
      title: `${channel.title} stream`,
      description: channel.excerpt,
      linked: {
        anchors: new Set(tocIds(channelOverviewToc(channel.messages))),
        links: [
          ...linksInHtml(channel.descriptionHtml),
          ...channel.messages.flatMap((message) => linksInHtml(message.descriptionHtml)),
        ],
      },
    })),
  sidebarItems: (nodes) =>
    Object.fromEntries(
      [...new Set(nodes.channels.map((channel) => channel.source))].map((source) => [
        source,
        websocketSidebarItems(byPosition(nodes.channels.filter((channel) => channel.source === source))),
      ]),
    ),
  searchRecords: (page, nodes) => {
    const channel = nodes.channels.find((node) => node.key === page.context.id);
    return {
      title: page.title,
      description: page.description,
      keywords: [],
      body: null,
      code: channel ? codeTermsOf(channel) : [],
    };
  },
  moreSearchRecords: null,
  markdown: (page, nodes) => {
    const channel = channelsWithMessages(nodes.channels, nodes.messages).find((node) => node.key === page.context.id);
    return channel ? wsChannelMarkdown(channel, "overview") : null;
  },
  llms: (page) => ({ title: page.title, description: page.description, optional: false, full: true }),
  files: (nodes) =>
    nodes.specs.flatMap((spec) => [
      {
        path: spec.downloads.yaml,
        llms: {
          label: `${spec.title} (AsyncAPI, YAML)`,
          description: "the WebSocket API spec every stream page is generated from",
        },
      },
      { path: spec.downloads.json, llms: null },
    ]),
  redirects: null,
};
