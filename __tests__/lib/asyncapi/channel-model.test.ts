/** @jest-environment node */
import { dark, light } from "../../../src/theme/tokens";
import { buildWsReference } from "../../../src/lib/asyncapi/channel-model";
import { DIAGRAM_STYLES } from "../../../src/theme/diagram-styles";
import { parseSpecDocument } from "../../../src/lib/openapi/document";
import { plainHighlight } from "../../fixtures/openapi-specs";
import { parse as parseYaml } from "yaml";
import { readResolved } from "../../fixtures/facts";

// As the build reads it: facts placeholders resolved.
const SPEC = readResolved("specs/websocket.asyncapi.yaml");
const build = (text: string) =>
  buildWsReference(parseSpecDocument(text, "specs/websocket.asyncapi.yaml"), plainHighlight, DIAGRAM_STYLES);

describe("buildWsReference on the site's spec", () => {
  const model = build(SPEC);

  test("one channel per asset class with its overview and quotes routes", () => {
    expect(
      model.channels.map((channel) => [channel.key, channel.route, channel.quotesRoute, channel.quotesTitle]),
    ).toEqual([
      ["commodities", "/docs/websocket/commodities", "/docs/websocket/commodities/quotes", "Commodity quotes"],
      ["crypto", "/docs/websocket/crypto", "/docs/websocket/crypto/quotes", "Crypto quotes"],
      ["currencies", "/docs/websocket/currencies", "/docs/websocket/currencies/currency-quotes", "Currency quotes"],
      ["indices", "/docs/websocket/indices", "/docs/websocket/indices/quotes", "Index quotes"],
      ["stocks", "/docs/websocket/stocks", "/docs/websocket/stocks/quotes", "Stock quotes"],
    ]);
  });

  test("messages are split by direction: the client sends actions, Tickwire sends events", () => {
    const crypto = model.channels[1];
    expect(crypto.url).toBe("wss://stream.tickwire.io/v1/crypto");
    expect(crypto.mockUrl).toBe("ws://127.0.0.1:4020/v1/crypto");
    expect(crypto.messages.filter((message) => message.direction === "send").map((message) => message.name)).toEqual([
      "auth",
      "subscribe",
      "unsubscribe",
      "heartbeatRequest",
    ]);
    expect(crypto.messages.filter((message) => message.direction === "receive").map((message) => message.name)).toEqual(
      ["authenticated", "subscribed", "unsubscribed", "quote", "heartbeat", "error"],
    );
    expect(crypto.messages.find((message) => message.name === "quote")?.example).toContain('"event": "quote"');
  });

  test("samples in six languages wait for authenticated, back off and stop on the codes a reconnect can't fix", () => {
    const limits = parseYaml(SPEC) as { info: { "x-limits": { deadConnectionSeconds: number } } };
    for (const channel of model.channels) {
      expect(channel.samples.map((sample) => sample.lang)).toEqual([
        "relay",
        "nodejs",
        "python",
        "go",
        "java",
        "csharp",
      ]);
      for (const sample of channel.samples) {
        expect(sample.source).toContain(channel.url);
        expect(sample.source).toContain("authenticated");
        for (const code of ["4003", "4008", "4030"]) expect(sample.source).toContain(code);
        expect(sample.source).toMatch(/30/);
        // Server-side only: the key comes from the environment, never into a browser.
        expect(sample.source).toContain("TICKWIRE_API_KEY");
        expect(sample.source).not.toMatch(/fetch\(|localStorage/);
        expect(sample.source).toContain(String(limits.info["x-limits"].deadConnectionSeconds));
        expect(sample.source).toMatch(/max_symbols|MaxSymbols/);
        expect(sample.source.indexOf("authenticated")).toBeLessThan(sample.source.indexOf('"subscribe"'));
      }
    }
    expect(model.channels[3].samples[1].source).toContain("message.level");
    expect(model.channels[3].samples[0].source).toMatch(/WebSocketServer[\s\S]*value: message\.level/);
  });

  test("the session diagram is drawn in each colour mode's palette, with the sequence in words", () => {
    const { sequence } = model.channels[0];
    expect(sequence.description).toMatch(/^Your client connects, sends auth within 10 seconds .* subscribes to [A-Z]+/);
    expect(sequence.light).toContain(
      "1. Client to Tickwire: WebSocket connect (open the stream URL). 2. Client to Tickwire: {&quot;action&quot;:&quot;auth&quot;}",
    );
    expect(sequence.light).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(sequence.light).toContain("<title>Sequence of a streaming session</title>");
    expect(sequence.light).toContain(`fill="${light.text}"`);
    expect(sequence.dark).toContain(`fill="${dark.text}"`);
    expect(sequence.light).not.toContain("var(--");
    expect(sequence.height).toBeGreaterThan(400);
  });
});

describe("buildWsReference on a broken spec", () => {
  test("an example that does not match its payload stops naming the file, line, pointer and mismatch", () => {
    const document = parseSpecDocument(SPEC, "specs/websocket.asyncapi.yaml");
    const auth = document.root as { components: { messages: { auth: { examples: { payload: { key: unknown } }[] } } } };
    auth.components.messages.auth.examples[0].payload.key = 42;
    expect(() => buildWsReference(document, plainHighlight, DIAGRAM_STYLES)).toThrow(
      /specs\/websocket\.asyncapi\.yaml:\d+ \(#\/components\/messages\/auth\/examples\/0.*example does not match its schema .*"\/key" should be string, not integer/,
    );
  });
});
