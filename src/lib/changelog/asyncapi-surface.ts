/**
 * What an AsyncAPI 3 spec promises a client, stream by stream: each channel's messages with their
 * direction (the client sends an action, Tickwire sends an event) and payload fields, the limits
 * of `info.x-limits` and the close codes of `info.x-close-codes`, and the page that shows each.
 */
import { messageAnchor } from "../asyncapi/page-toc";
import { WS_BASE_ROUTE } from "../asyncapi/channel-model";
import { isObject, valueAt, type SpecObject } from "../openapi/document";
import { schemaFields, type FieldMap } from "./schema-fields";

export interface MessageSurface {
  /** The channel's key for the message (`quote`, `heartbeatRequest`). */
  key: string;
  /** The message's name on the wire, e.g. `quote`. */
  name: string;
  direction: "send" | "receive";
  /** Heading id on the channel page. */
  anchor: string;
  deprecated: boolean;
  sunset: string | null;
  fields: FieldMap;
}

export interface ChannelSurface {
  key: string;
  address: string;
  title: string;
  /** Route of the channel's page, or null without one. */
  route: string | null;
  deprecated: boolean;
  sunset: string | null;
  messages: Map<string, MessageSurface>;
}

export interface AsyncApiSurface {
  /** In spec order. */
  channels: Map<string, ChannelSurface>;
  /** `info.x-limits` flattened: `plans.free.maxSymbols` → its value as JSON text. */
  limits: Map<string, string>;
  closeCodes: Map<number, { name: string; reconnect: boolean }>;
}

const text = (value: unknown): string | null => (typeof value === "string" ? value : null);

function flattenLimits(value: unknown, prefix: string, into: Map<string, string>): void {
  if (isObject(value)) {
    for (const [key, child] of Object.entries(value)) flattenLimits(child, prefix ? `${prefix}.${key}` : key, into);
    return;
  }
  into.set(prefix, JSON.stringify(value));
}

/** The surface of an AsyncAPI document (placeholders resolved), read once per version. */
export function asyncApiSurface(root: SpecObject): AsyncApiSurface {
  const directions = new Map<string, "send" | "receive">();
  for (const operation of Object.values(isObject(root.operations) ? root.operations : {})) {
    if (!isObject(operation) || (operation.action !== "send" && operation.action !== "receive")) continue;
    for (const message of Array.isArray(operation.messages) ? operation.messages : [])
      if (isObject(message) && typeof message.$ref === "string") directions.set(message.$ref, operation.action);
  }
  const channels = new Map<string, ChannelSurface>();
  for (const [key, channel] of Object.entries(isObject(root.channels) ? root.channels : {})) {
    if (!isObject(channel)) continue;
    const docs = isObject(channel["x-docs"]) ? channel["x-docs"] : {};
    const messages = new Map<string, MessageSurface>();
    for (const [messageKey, raw] of Object.entries(isObject(channel.messages) ? channel.messages : {})) {
      const message = isObject(raw) && typeof raw.$ref === "string" ? valueAt(root, raw.$ref) : raw;
      if (!isObject(message)) continue;
      const direction = directions.get(`#/channels/${key}/messages/${messageKey}`) ?? "receive";
      messages.set(messageKey, {
        key: messageKey,
        name: text(message.name) ?? messageKey,
        direction,
        anchor: messageAnchor(direction, messageKey),
        deprecated: message["x-deprecated"] === true,
        sunset: text(message["x-sunset"]),
        fields: schemaFields(root, message.payload),
      });
    }
    channels.set(key, {
      key,
      address: text(channel.address) ?? `/${key}`,
      title: text(channel.title) ?? key,
      route: typeof docs.slug === "string" ? `${WS_BASE_ROUTE}/${docs.slug}` : null,
      deprecated: channel["x-deprecated"] === true,
      sunset: text(channel["x-sunset"]),
      messages,
    });
  }
  const info = isObject(root.info) ? root.info : {};
  const limits = new Map<string, string>();
  flattenLimits(info["x-limits"] ?? {}, "", limits);
  const closeCodes = new Map(
    (Array.isArray(info["x-close-codes"]) ? info["x-close-codes"] : [])
      .filter(isObject)
      .map(
        (entry) =>
          [Number(entry.code), { name: String(entry.name ?? ""), reconnect: entry.reconnect === true }] as const,
      ),
  );
  return { channels, limits, closeCodes };
}
