/** @jest-environment node */
import {
  channelOverviewToc,
  channelQuotesToc,
  websocketSidebarItems,
  wsPages,
  type ChannelPageSource,
} from "../../../src/lib/asyncapi/pages";

const message = (name: string, direction: "send" | "receive") => ({
  name,
  title: name,
  direction,
  anchor: `${direction}-${name}`,
  descriptionHtml: null,
});
const CRYPTO: ChannelPageSource = {
  key: "crypto",
  title: "Crypto",
  excerpt: "Real-time prices.",
  descriptionHtml: '<p>See <a href="/docs/symbols/crypto">the pairs</a>.</p>',
  route: "/docs/websocket/crypto",
  quotesRoute: "/docs/websocket/crypto/quotes",
  quotesTitle: "Crypto quotes",
  pointer: "#/channels/crypto",
  sourceFile: "specs/websocket.asyncapi.yaml",
  messages: [
    message("auth", "send"),
    message("subscribe", "send"),
    message("authenticated", "receive"),
    message("quote", "receive"),
  ],
};

test("each channel gives an overview page and a quotes page", () => {
  const { pages, linked } = wsPages([CRYPTO]);
  expect(pages.map((page) => [page.path, page.template, page.id, page.title])).toEqual([
    ["/docs/websocket/crypto", "ws-channel", "crypto", "Crypto stream"],
    ["/docs/websocket/crypto/quotes", "ws-quotes", "crypto", "Crypto quotes"],
  ]);
  expect(linked[0].links).toEqual([{ href: "/docs/symbols/crypto" }]);
  expect([...linked[0].anchors]).toEqual([
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
  expect(channelQuotesToc(CRYPTO.messages)[1].children.map((entry) => entry.id)).toEqual([
    "send-subscribe",
    "receive-quote",
  ]);
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
