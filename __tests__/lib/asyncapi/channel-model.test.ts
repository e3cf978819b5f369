/** @jest-environment node */
import fs from "fs";
import { AuthorError } from "../../../src/lib/author-error";
import { buildWsReference } from "../../../src/lib/asyncapi/channel-model";
import { parseSpecDocument } from "../../../src/lib/openapi/document";
import { plainHighlight } from "../../fixtures/openapi-specs";

const SPEC = fs.readFileSync("specs/websocket.asyncapi.yaml", "utf8");
const build = (text: string) => buildWsReference(parseSpecDocument(text, "specs/websocket.asyncapi.yaml"), plainHighlight);
const errorOf = (text: string): string => {
  try {
    build(text);
  } catch (error) {
    if (error instanceof AuthorError) return error.message;
    throw error;
  }
  throw new Error("the spec was accepted");
};

describe("buildWsReference on the site's spec", () => {
  const model = build(SPEC);

  test("one channel per asset class with its overview and quotes routes", () => {
    expect(model.channels.map((channel) => [channel.key, channel.route, channel.quotesRoute, channel.quotesTitle])).toEqual([
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
    expect(crypto.messages.filter((message) => message.direction === "send").map((message) => message.name)).toEqual(["auth", "subscribe", "unsubscribe", "heartbeatRequest"]);
    expect(crypto.messages.filter((message) => message.direction === "receive").map((message) => message.name)).toEqual([
      "authenticated",
      "subscribed",
      "unsubscribed",
      "quote",
      "heartbeat",
      "error",
    ]);
    expect(crypto.messages.find((message) => message.name === "quote")?.example).toContain('"event": "quote"');
  });

  test("samples in six languages wait for authenticated, back off and stop on 4003", () => {
    for (const channel of model.channels) {
      expect(channel.samples.map((sample) => sample.lang)).toEqual(["browser", "nodejs", "python", "go", "java", "csharp"]);
      for (const sample of channel.samples) {
        expect(sample.source).toContain(channel.url);
        expect(sample.source).toContain("authenticated");
        expect(sample.source).toContain("4003");
        expect(sample.source).toMatch(/30/);
        expect(sample.source.indexOf("authenticated")).toBeLessThan(sample.source.indexOf('"subscribe"'));
      }
    }
    expect(model.channels[3].samples[1].source).toContain("message.level");
  });

  test("the session diagram is inline SVG with a text alternative", () => {
    const svg = model.channels[0].sequenceSvg;
    expect(svg).toMatch(/^<svg [^>]*role="img"/);
    expect(svg).toContain("<title id=\"sequence-commodities\">Sequence of a streaming session</title>");
    expect(svg).toContain("Client to Tickwire: {&quot;action&quot;:&quot;auth&quot;}");
  });
});

describe("buildWsReference stops on a broken spec with the file, line and pointer", () => {
  test("an example that does not match its payload", () => {
    expect(errorOf(SPEC.replace("key: tw_live_7Fq2xK9mPzR4vN8c", "key: 42"))).toMatch(
      /^specs\/websocket\.asyncapi\.yaml:\d+ \(#\/components\/messages\/auth\/examples\/0\/payload\): example does not match its schema .*at \/key must be string\.$/,
    );
  });

  test("a message that no operation sends or receives", () => {
    expect(errorOf(SPEC.replace("      error: { $ref: \"#/components/messages/error\" }\n    x-docs:\n      slug: crypto", "      error: { $ref: \"#/components/messages/error\" }\n      stray: { $ref: \"#/components/messages/error\" }\n    x-docs:\n      slug: crypto"))).toMatch(
      /\(#\/channels\/crypto\/messages\/stray\): message "stray" is not sent or received by any operation of channel "crypto"/,
    );
  });

  test("a dangling $ref", () => {
    expect(errorOf(SPEC.replace('quote: { $ref: "#/components/messages/cryptoQuote" }', 'quote: { $ref: "#/components/messages/cryptoQoute" }'))).toMatch(
      /\(#\/channels\/crypto\/messages\/quote\): \$ref "#\/components\/messages\/cryptoQoute" points to nothing/,
    );
  });
});
