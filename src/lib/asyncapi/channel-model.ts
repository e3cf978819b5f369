import { BASE_PATH } from "../docs";
import { markdownToSafeHtml, plainExcerpt } from "../markdown";
import { childPointer, isObject, specError, type SpecDocument, type SpecObject } from "../openapi/document";
import { checkExampleList, type ExampleToCheck } from "../openapi/examples";
import { checkAllRefs, resolveRef } from "../openapi/refs";
import { compactSchema } from "../openapi/schema-compact";
import { buildSchemaView } from "../openapi/schema-view";
import { messageAnchor } from "./page-toc";
import { streamSamples } from "./samples";
import { sequenceDiagram, type DiagramStyle } from "./sequence-diagram";
import type { CloseCodeModel, WsChannelModel, WsDirection, WsMessageModel, WsServerModel } from "./types";

/** Highlights code: (source, language) → HTML of a `code` element. */
export type Highlighter = (source: string, language: string) => string;

/** The whole WebSocket reference: servers and channels in spec order. */
export interface WsReferenceModel {
  title: string;
  version: string;
  descriptionHtml: string | null;
  servers: WsServerModel[];
  channels: WsChannelModel[];
}

/** Base route of the WebSocket reference. */
export const WS_BASE_ROUTE = `${BASE_PATH}/websocket`;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const text = (value: unknown): string | null => (typeof value === "string" ? value : null);

function servers(document: SpecDocument): WsServerModel[] {
  const all = isObject(document.root.servers) ? document.root.servers : {};
  return Object.entries(all).map(([name, server]) => {
    if (!isObject(server) || typeof server.host !== "string" || typeof server.protocol !== "string") {
      throw specError(document, childPointer("#", "servers", name), 'a server needs a "host" and a "protocol".');
    }
    return {
      name,
      title: text(server.title) ?? name,
      url: `${server.protocol}://${server.host}${text(server.pathname) ?? ""}`,
      descriptionHtml: markdownToSafeHtml(text(server.description)),
    };
  });
}

/** The direction of each message of each channel, from the operations that use it. */
function directions(document: SpecDocument): Map<string, WsDirection> {
  const found = new Map<string, WsDirection>();
  const operations = isObject(document.root.operations) ? document.root.operations : {};
  for (const [id, operation] of Object.entries(operations)) {
    if (!isObject(operation)) continue;
    const pointer = childPointer("#", "operations", id);
    if (operation.action !== "send" && operation.action !== "receive") {
      throw specError(
        document,
        childPointer(pointer, "action"),
        'an operation\'s action must be "send" (client → server) or "receive" (server → client).',
      );
    }
    for (const message of Array.isArray(operation.messages) ? operation.messages : []) {
      const ref = isObject(message) ? text(message.$ref) : null;
      if (ref) found.set(ref, operation.action);
    }
  }
  return found;
}

function closeCodes(document: SpecDocument): CloseCodeModel[] {
  const info = isObject(document.root.info) ? document.root.info : {};
  const codes = Array.isArray(info["x-close-codes"]) ? info["x-close-codes"] : [];
  return codes
    .filter(isObject)
    .map((entry) => ({ code: Number(entry.code), name: String(entry.name), reconnect: entry.reconnect === true }));
}

/** Seconds of silence after which a client should drop its connection, from `info.x-limits`. */
function deadConnectionSeconds(document: SpecDocument): number {
  const info = isObject(document.root.info) ? document.root.info : {};
  const limits = isObject(info["x-limits"]) ? info["x-limits"] : {};
  const seconds = limits.deadConnectionSeconds;
  if (typeof seconds !== "number")
    throw specError(
      document,
      "#/info/x-limits",
      "x-limits.deadConnectionSeconds is required: the samples drop a connection silent for that long.",
    );
  return seconds;
}

function messageModel(
  document: SpecDocument,
  name: string,
  raw: unknown,
  pointer: string,
  direction: WsDirection,
  highlight: Highlighter,
): { model: WsMessageModel; examples: ExampleToCheck[]; payloads: unknown[] } {
  const { value: message, pointer: at } = resolveRef(document, raw, pointer);
  if (message.payload === undefined) throw specError(document, at, `message "${name}" needs a "payload" schema.`);
  const examples = (Array.isArray(message.examples) ? message.examples : []).flatMap(
    (example, index): ExampleToCheck[] =>
      isObject(example) && "payload" in example
        ? [
            {
              pointer: childPointer(at, "examples", index, "payload"),
              value: example.payload,
              schemaPointer: childPointer(at, "payload"),
            },
          ]
        : [],
  );
  const first = examples[0]?.value;
  const example = first === undefined ? null : JSON.stringify(first, null, 2);
  return {
    examples,
    payloads: examples.map((entry) => entry.value),
    model: {
      name,
      title: text(message.title) ?? name,
      summary: text(message.summary),
      descriptionHtml: markdownToSafeHtml(text(message.description)),
      direction,
      anchor: messageAnchor(direction, name),
      payload: compactSchema(buildSchemaView(document, message.payload, childPointer(at, "payload"))),
      example,
      exampleHtml: example === null ? null : highlight(example, "json"),
    },
  };
}

function docsOptions(
  document: SpecDocument,
  channel: SpecObject,
  pointer: string,
): { slug: string; quotesSlug: string; quotesTitle: string } {
  const docs = isObject(channel["x-docs"]) ? channel["x-docs"] : {};
  for (const field of ["slug", "quotesSlug"] as const) {
    if (typeof docs[field] !== "string" || !SLUG.test(docs[field] as string)) {
      throw specError(
        document,
        childPointer(pointer, "x-docs", field),
        `x-docs.${field} must be lowercase words joined by hyphens: it is part of the page route.`,
      );
    }
  }
  if (typeof docs.quotesTitle !== "string")
    throw specError(
      document,
      childPointer(pointer, "x-docs"),
      'x-docs.quotesTitle names the quotes page, e.g. "Stock quotes".',
    );
  return { slug: docs.slug as string, quotesSlug: docs.quotesSlug as string, quotesTitle: docs.quotesTitle };
}

/** Symbols for samples: those in the stream's quote examples, else in the subscribe example. */
function exampleSymbols(payloads: Map<string, unknown[]>): string[] {
  const fromQuotes = (payloads.get("quote") ?? []).flatMap((payload) =>
    isObject(payload) && typeof payload.symbol === "string" ? [payload.symbol] : [],
  );
  const fromSubscribe = (payloads.get("subscribe") ?? []).flatMap((payload) =>
    isObject(payload) && Array.isArray(payload.symbols) ? payload.symbols.map(String) : [],
  );
  return [...new Set([...fromQuotes, ...fromSubscribe])].slice(0, 2);
}

/**
 * Validates the WebSocket spec and turns it into page models: one per channel, with its
 * messages split by direction, payload schemas, examples, a sequence diagram and samples.
 * Problems stop with the file, line and JSON pointer: a dangling $ref, a message no operation
 * sends or receives, an example that does not match its payload, x-docs that breaks the routes.
 * The diagrams are drawn in `diagramStyles`, the palette of each colour mode, which the theme gives.
 */
export function buildWsReference(
  document: SpecDocument,
  highlight: Highlighter,
  diagramStyles: { light: DiagramStyle; dark: DiagramStyle },
): WsReferenceModel {
  checkAllRefs(document);
  const info = isObject(document.root.info) ? document.root.info : {};
  const serverList = servers(document);
  const production = serverList.find((server) => server.url.startsWith("wss://")) ?? serverList[0];
  const mock = serverList.find((server) => server !== production) ?? null;
  if (!production) throw specError(document, "#/servers", "the spec needs at least one server.");
  const used = directions(document);
  const allExamples: ExampleToCheck[] = [];
  const routes = new Map<string, string>();
  const channels = Object.entries(isObject(document.root.channels) ? document.root.channels : {}).map(
    ([key, channel]): WsChannelModel => {
      const pointer = childPointer("#", "channels", key);
      if (!isObject(channel)) throw specError(document, pointer, "a channel must be an object.");
      const docs = docsOptions(document, channel, pointer);
      const route = `${WS_BASE_ROUTE}/${docs.slug}`;
      const clash = routes.get(route);
      if (clash)
        throw specError(
          document,
          childPointer(pointer, "x-docs", "slug"),
          `x-docs.slug "${docs.slug}" is also used by channel "${clash}".`,
        );
      routes.set(route, key);
      const payloads = new Map<string, unknown[]>();
      const messages = Object.entries(isObject(channel.messages) ? channel.messages : {}).map(([name, raw]) => {
        const messagePointer = childPointer(pointer, "messages", name);
        const direction = used.get(messagePointer);
        if (!direction)
          throw specError(
            document,
            messagePointer,
            `message "${name}" is not sent or received by any operation of channel "${key}". Add an operation, or remove the message.`,
          );
        const built = messageModel(document, name, raw, messagePointer, direction, highlight);
        allExamples.push(...built.examples);
        payloads.set(name, built.payloads);
        return built.model;
      });
      const symbols = exampleSymbols(payloads);
      const address = text(channel.address) ?? `/${key}`;
      const url = `${production.url}${address}`;
      const quote = messages.find((message) => message.name === "quote");
      const valueField = quote?.payload.properties?.some((property) => property.name === "level") ? "level" : "price";
      const title = text(channel.title) ?? key;
      return {
        key,
        title,
        summary: text(channel.summary),
        descriptionHtml: markdownToSafeHtml(text(channel.description), "section"),
        excerpt: plainExcerpt(text(channel.summary) ?? text(channel.description)),
        address,
        url,
        mockUrl: mock ? `${mock.url}${address}` : null,
        route,
        quotesRoute: `${route}/${docs.quotesSlug}`,
        quotesTitle: docs.quotesTitle,
        exampleSymbols: symbols,
        messages,
        sequence: sequenceDiagram(symbols[0] ?? "a symbol", diagramStyles),
        samples: streamSamples({
          url,
          symbols,
          valueField,
          deadConnectionSeconds: deadConnectionSeconds(document),
          fatalCodes: closeCodes(document).filter((close) => !close.reconnect),
        }).map((sample) => ({
          lang: sample.lang,
          label: sample.label,
          source: sample.source,
          html: highlight(sample.source, sample.grammar),
        })),
        closeCodes: closeCodes(document),
        pointer,
      };
    },
  );
  checkExampleList(document, allExamples);
  return {
    title: text(info.title) ?? "WebSocket API",
    version: text(info.version) ?? "",
    descriptionHtml: markdownToSafeHtml(text(info.description), "section"),
    servers: serverList,
    channels,
  };
}
