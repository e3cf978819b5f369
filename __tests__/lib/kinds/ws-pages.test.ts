/** @jest-environment node */
import { channelOverviewToc, channelQuotesToc } from "../../../src/lib/asyncapi/page-toc";
import { registerKind } from "../../../src/lib/kinds/define";
import {
  websocketSidebarItems,
  wsChannelKind,
  type ChannelNode,
  type MessageNode,
} from "../../../src/lib/kinds/ws-channel";
import { wsQuotesKind } from "../../../src/lib/kinds/ws-quotes";
import { kindPages } from "../../fixtures/kind-pages";

const message = (name: string, direction: "send" | "receive"): MessageNode => ({
  messageId: `crypto/${name}`,
  name,
  title: name,
  summary: null,
  direction,
  anchor: `${direction}-${name}`,
  descriptionHtml: null,
  payload: {} as MessageNode["payload"],
  example: null,
});
const MESSAGES = [
  message("auth", "send"),
  message("subscribe", "send"),
  message("authenticated", "receive"),
  message("quote", "receive"),
];
const CRYPTO: ChannelNode = {
  key: "crypto",
  title: "Crypto",
  summary: null,
  excerpt: "Real-time prices.",
  descriptionHtml: '<p>See <a href="/docs/symbols/crypto">the pairs</a>.</p>',
  url: "wss://stream.tickwire.io/v1/crypto",
  route: "/docs/websocket/crypto",
  quotesRoute: "/docs/websocket/crypto/quotes",
  quotesTitle: "Crypto quotes",
  samples: [],
  closeCodes: [],
  pointer: "#/channels/crypto",
  sourceFile: "specs/websocket.asyncapi.yaml",
  source: "websocket",
  position: 0,
  messageIds: MESSAGES.map((entry) => entry.messageId),
};

const WS_KINDS = [registerKind(wsChannelKind), registerKind(wsQuotesKind)];
const pages = kindPages({ nodes: { WsChannel: [CRYPTO], WsMessage: MESSAGES }, kinds: WS_KINDS });

test("each channel gives an overview page and a quotes page", () => {
  expect(pages.map(({ kind, page }) => [page.path, kind, page.context, page.title])).toEqual([
    ["/docs/websocket/crypto", "ws-channel", { id: "crypto" }, "Crypto stream"],
    ["/docs/websocket/crypto/quotes", "ws-quotes", { id: "crypto" }, "Crypto quotes"],
  ]);
  const overview = pages[0].page.linked;
  expect(overview?.links).toEqual([{ href: "/docs/symbols/crypto" }]);
  expect([...(overview?.anchors ?? [])]).toEqual([
    "connection",
    "authentication",
    "session",
    "connect-and-subscribe",
    "client-messages",
    "send-auth",
    "send-subscribe",
    "server-messages",
    "receive-authenticated",
    "receive-quote",
    "errors-and-reconnection",
  ]);
});

test("the quotes page documents the subscription messages in session order", () => {
  expect(channelQuotesToc(MESSAGES)[1].children.map((entry) => entry.id)).toEqual(["send-subscribe", "receive-quote"]);
  expect(channelOverviewToc([]).map((entry) => entry.id)).toContain("errors-and-reconnection");
});

test("the websocket sidebar generator lists each channel with its quotes page", () => {
  expect(websocketSidebarItems([CRYPTO])).toEqual([
    {
      kind: "category",
      label: "Crypto",
      href: "/docs/websocket/crypto",
      collapsed: false,
      items: [
        {
          kind: "doc",
          docId: "/docs/websocket/crypto/quotes",
          label: "Crypto quotes",
          href: "/docs/websocket/crypto/quotes",
          pageKind: "ws-quotes",
        },
      ],
    },
  ]);
});
