/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import type { AsyncAPIDocumentInterface } from "@asyncapi/parser";
import { parse as parseYaml } from "yaml";
import type { Asset } from "../../packages/sandbox/market/index.ts";
import { FACTS, readResolved } from "../fixtures/facts";
import { SPEC_FILE, channelMessages, createAjv, parseSpec, type SpecMessage } from "../packages/sandbox/fixtures/asyncapi";
import { MARKET } from "../packages/sandbox/fixtures/sandbox";

const ASSETS = ["commodities", "crypto", "currencies", "indices", "stocks"];
const GUIDES = path.resolve(__dirname, "../../content/docs");
const SEND = ["auth", "subscribe", "unsubscribe", "heartbeat"];
const RECEIVE = ["authenticated", "subscribed", "unsubscribed", "quote", "heartbeat", "error"];
// Spectral severities: 0 is error, 1 warning, 2 information, 3 hint.
const ERROR = 0;

let document: AsyncAPIDocumentInterface;
let messages: SpecMessage[];
const raw = parseYaml(readResolved(SPEC_FILE)) as {
  info: { "x-limits": Record<string, unknown> & { plans: Record<string, { maxConnections: number; maxSymbols: number }> }; "x-close-codes": { code: number }[] };
  channels: Record<string, { title?: string; description?: string; address?: string; "x-docs"?: unknown }>;
};

beforeAll(async () => {
  const { document: parsed, diagnostics } = await parseSpec();
  const errors = diagnostics.filter((d) => d.severity === ERROR);
  expect(errors.map((d) => `${d.code}: ${d.message} at ${d.path.join(".")}`)).toEqual([]);
  if (!parsed) throw new Error("the parser returned no document");
  document = parsed;
  messages = channelMessages(document);
});

describe("websocket.asyncapi.yaml", () => {
  test("is AsyncAPI 3.0.0 with the production and local sandbox servers", () => {
    expect(document.version()).toBe("3.0.0");
    const servers = Object.fromEntries(document.servers().all().map((s) => [s.id(), `${s.protocol()}://${s.host()}${s.pathname() ?? ""}`]));
    expect(servers).toEqual({ production: "wss://stream.tickwire.io/v1", mock: "ws://127.0.0.1:4020/v1" });
  });

  test("has one channel per asset class, each with x-docs slugs, a title and a Markdown description", () => {
    const channels = document.channels().all();
    expect(channels.map((c) => c.id()).sort()).toEqual(ASSETS);
    for (const channel of channels) {
      const id = channel.id();
      expect(channel.address()).toBe(`/${id}`);
      expect(channel.extensions().get("x-docs")?.value()).toEqual({
        slug: id,
        quotesSlug: id === "currencies" ? "currency-quotes" : "quotes",
        quotesTitle: expect.stringMatching(/^[A-Z][a-z]+ quotes$/),
      });
      const { title, description } = raw.channels[id];
      expect(title).toMatch(/\S/);
      expect((description ?? "").length).toBeGreaterThan(200);
      // No HTML: the site renders these as Markdown. Code spans may mention `<placeholders>`.
      expect((description ?? "").replace(/`[^`]*`/g, "")).not.toMatch(/<\/?[a-z][^>]*>/i);
    }
  });

  test.each(ASSETS)("channel %s sends the four client actions and receives the six server events", (asset) => {
    const ops = document.channels().all().find((c) => c.id() === asset)!.operations().all();
    const names = (action: "send" | "receive") =>
      ops.filter((o) => o.action() === action).flatMap((o) => o.messages().all().map((m) => m.name())).sort();
    expect(names("send")).toEqual([...SEND].sort());
    expect(names("receive")).toEqual([...RECEIVE].sort());
  });

  test("client → server messages carry `action` and server → client messages carry `event`", () => {
    for (const m of messages) {
      const field = m.direction === "send" ? "action" : "event";
      expect({ key: m.key, required: m.payload.required }).toEqual({ key: m.key, required: expect.arrayContaining([field]) });
      const props = m.payload.properties as Record<string, { const?: unknown }>;
      expect(typeof props[field]?.const).toBe("string");
    }
  });

  test("every message example validates against its payload schema", () => {
    let checked = 0;
    for (const m of messages) {
      const examples = m.message.examples().all();
      expect({ message: m.key, hasExamples: examples.length > 0 }).toEqual({ message: m.key, hasExamples: true });
      for (const example of examples) {
        const ok = m.validateStrict(example.payload());
        expect({ message: m.key, example: example.name(), errors: ok ? null : m.validateStrict.errors }).toEqual({ message: m.key, example: example.name(), errors: null });
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  test("schema-level examples validate against their schemas", () => {
    const ajv = createAjv();
    for (const schema of document.components().schemas().all()) {
      const json = schema.json() as { examples?: unknown[] };
      for (const example of json.examples ?? []) expect({ schema: schema.id(), valid: ajv.validate(json, example) }).toEqual({ schema: schema.id(), valid: true });
    }
  });
});

describe("websocket.asyncapi.yaml agrees with the symbol lists", () => {
  test("every symbol in a subscribe, subscribed, unsubscribed or quote example exists on its stream", () => {
    const missing: string[] = [];
    for (const m of messages.filter((x) => ["subscribe", "unsubscribe", "subscribed", "unsubscribed", "quote"].includes(x.message.name() ?? ""))) {
      for (const example of m.message.examples().all()) {
        const payload = example.payload() as { symbol?: string; symbols?: string[] };
        // Shared messages name their examples after the stream they belong to.
        const asset = m.message.name() === "quote" ? m.channel : example.name();
        if (asset !== m.channel) continue;
        for (const symbol of payload.symbols ?? [payload.symbol ?? ""]) {
          if (!MARKET.instruments.streamed(m.channel as Asset, symbol)) missing.push(`${m.channel}: ${symbol}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

describe("websocket.asyncapi.yaml agrees with the WebSocket guides", () => {
  // As the build renders them: a JSON message may hold a fact, such as a plan's max_symbols.
  const read = (file: string) => readResolved(path.join(GUIDES, file));
  /** The error codes the spec lists: the known values of an open list. */
  const errorCodes = () => (document.components().schemas().all().find((s) => s.id() === "errorCode")?.json() as { "x-extensible-enum": string[] })["x-extensible-enum"];
  const guides = ["websocket/index.mdx", "websocket/authentication.mdx", "websocket/limits.mdx"].map(read).join("\n");

  test("plan limits come from content/facts.yaml, as does the table in limits.mdx", () => {
    const plans = raw.info["x-limits"].plans;
    for (const plan of ["free", "trial", "enterprise"] as const) {
      expect({ plan, maxConnections: plans[plan].maxConnections, maxSymbols: plans[plan].maxSymbols }).toEqual({
        plan,
        maxConnections: FACTS.plans[plan].wsConnections,
        maxSymbols: FACTS.plans[plan].wsSymbolsPerConnection,
      });
    }
    expect(fs.readFileSync(SPEC_FILE, "utf8")).toContain("maxConnections: {{facts.plans.free.wsConnections}}");
    expect(read("websocket/limits.mdx")).toContain('<LimitsTable api="websocket" />');
  });

  test("the streams delayed on each plan are the ones content/facts.yaml delays", () => {
    const delayed = (plan: "free" | "trial" | "enterprise") =>
      Object.entries(FACTS.plans[plan].websocket).filter(([, freshness]) => freshness === "delayed").map(([asset]) => asset).sort();
    const plans = raw.info["x-limits"].plans as unknown as Record<string, { delayedChannels: string[] }>;
    for (const plan of ["free", "trial", "enterprise"] as const) expect({ plan, channels: [...plans[plan].delayedChannels].sort() }).toEqual({ plan, channels: delayed(plan) });
  });

  test("timings and rates come from content/facts.yaml in the spec and in the guides", () => {
    const limits = raw.info["x-limits"];
    const ws = FACTS.websocket;
    expect([limits.authTimeoutSeconds, limits.heartbeatIntervalSeconds, limits.deadConnectionSeconds, limits.messagesPerSecond, limits.outgoingBufferMessages, limits.maxMessageBytes, limits.delayMinutes]).toEqual([
      ws.authTimeoutSeconds,
      ws.heartbeatIntervalSeconds,
      ws.deadConnectionSeconds,
      ws.messagesPerSecond,
      ws.outgoingBufferMessages,
      ws.maxMessageBytes,
      FACTS.delayMinutes,
    ]);
    expect(guides).toContain('within <Fact path="websocket.authTimeoutSeconds" /> seconds');
    expect(guides).toContain('heartbeats** every <Fact path="websocket.heartbeatIntervalSeconds" /> seconds');
    expect(guides).toContain('for <Fact path="websocket.deadConnectionSeconds" /> seconds, three missed heartbeats');
    expect(guides).toContain('up to **<Fact path="websocket.messagesPerSecond" /> messages per second**');
    expect(guides).toContain('up to **<Fact path="websocket.outgoingBufferMessages" /> messages**');
    expect(guides).toContain('up to **<Fact path="websocket.maxMessageKiB" /> KiB**');
  });

  test("every error code of the spec's enum is named in each WebSocket guide that lists them", () => {
    const enumValues = errorCodes();
    for (const doc of ["websocket/index.mdx", "websocket/limits.mdx"]) {
      const listed = new Set([...read(doc).matchAll(/^\| `([a-z_]+)` \|/gm)].map((m) => m[1]));
      expect({ doc, missing: enumValues.filter((code) => !listed.has(code)) }).toEqual({ doc, missing: [] });
    }
  });

  test("close codes match the table in limits.mdx", () => {
    const documented = [...read("websocket/limits.mdx").matchAll(/^\| `(\d{4})` \|/gm)].map((m) => Number(m[1]));
    expect(raw.info["x-close-codes"].map((c) => c.code)).toEqual(documented);
  });

  test("every error code named in the guides is in the spec's enum", () => {
    const enumValues = errorCodes();
    const named = new Set([...guides.matchAll(/"code":\s*"(\w+)"/g), ...guides.matchAll(/\| `([a-z_]+)` \| `40\d\d` \|/g)].map((m) => m[1]));
    for (const code of ["unknown_symbol", "invalid_parameter", "rate_limited", "too_many_symbols", "missing_api_key", "too_many_connections"]) named.add(code);
    expect([...named].filter((c) => !enumValues.includes(c))).toEqual([]);
  });

  test("every JSON message shown in the WebSocket guides validates against the spec", () => {
    const blocks = [...guides.matchAll(/```json[^\n]*\n([\s\S]*?)```/g)].map((m) => m[1].trim());
    // A block may hold one message or one message per line.
    const shown = blocks.flatMap((block) => {
      try {
        return [JSON.parse(block) as Record<string, unknown>];
      } catch {
        return block.split("\n").map((line) => JSON.parse(line) as Record<string, unknown>);
      }
    });
    expect(shown.length).toBeGreaterThan(8);
    for (const example of shown) {
      const field = "action" in example ? "action" : "event";
      const candidates = messages.filter((m) => (m.payload.properties as Record<string, { const?: unknown }>)[field]?.const === example[field]);
      expect({ example, matches: candidates.length > 0 }).toEqual({ example, matches: true });
      expect({ example, valid: candidates.some((m) => m.validateStrict(example)) }).toEqual({ example, valid: true });
    }
  });
});
