import { wsChannelMarkdown, type WsChannelSource } from "../../../src/lib/markdown-export/ws-channel";

const CHANNEL: WsChannelSource = {
  title: "Crypto",
  summary: "Live crypto quotes.",
  descriptionHtml: "<p>One connection per plan.</p>",
  url: "wss://stream.tickwire.io/v1/crypto",
  route: "/docs/websocket/crypto",
  quotesRoute: "/docs/websocket/crypto/quotes",
  quotesTitle: "Crypto quotes",
  samples: [{ lang: "python", label: "Python", source: "import websockets" }],
  closeCodes: [{ code: 4001, name: "Unauthorized", reconnect: false }],
  messages: [
    {
      name: "auth",
      title: "Authenticate",
      summary: "Send your key.",
      descriptionHtml: null,
      direction: "send",
      payload: { type: "object", properties: [{ type: "string", name: "key", required: true }] },
      example: '{"action":"auth"}',
    },
    {
      name: "subscribe",
      title: "Subscribe",
      summary: null,
      descriptionHtml: null,
      direction: "send",
      payload: { type: "object" },
      example: '{"action":"subscribe"}',
    },
    {
      name: "quote",
      title: "Quote",
      summary: null,
      descriptionHtml: "<p>A price.</p>",
      direction: "receive",
      payload: { type: "object" },
      example: '{"event":"quote"}',
    },
  ],
};

describe("wsChannelMarkdown", () => {
  it("gives the overview the connection, its own messages and close codes", () => {
    const markdown = wsChannelMarkdown(CHANNEL, "overview");
    expect(
      markdown.startsWith("# Crypto stream\n\nLive crypto quotes.\n\nURL: `wss://stream.tickwire.io/v1/crypto`"),
    ).toBe(true);
    expect(markdown).toContain('## Connect\n\n```python title="Python"\nimport websockets\n```');
    expect(markdown).toContain("## Messages you send\n\n### Authenticate (`auth`)\n\nSend your key.");
    expect(markdown).toContain('```json title="Sent: auth"\n{"action":"auth"}\n```');
    expect(markdown).not.toContain("Subscribe (`subscribe`)");
    expect(markdown).toContain("| 4001 | Unauthorized | no |");
  });

  it("gives the quotes page the messages both ways with their examples", () => {
    const markdown = wsChannelMarkdown(CHANNEL, "quotes");
    expect(markdown.startsWith("# Crypto quotes\n")).toBe(true);
    expect(markdown).toContain("## Messages you send\n\n### Subscribe (`subscribe`)");
    expect(markdown).toContain(
      '## Messages you receive\n\n### Quote (`quote`)\n\nA price.\n\n```json title="Received: quote"\n{"event":"quote"}\n```',
    );
    expect(markdown).not.toContain("(`auth`)");
  });
});
