/**
 * The changes between two versions of an AsyncAPI spec, stream by stream: channels, their
 * messages and payload fields (a client sends actions, so they compare as requests, and receives
 * events, which compare as responses), the limits and the close codes, each classified and placed
 * on the channel's page or the limits page.
 */
import { BASE_PATH } from "../docs";
import { diffFields, fieldLineage, fieldNames, type FieldSubject } from "./field-diff";
import type { AsyncApiSurface, ChannelSurface, MessageSurface } from "./asyncapi-surface";
import type { ChangeKind, ChangeLevel, ChangeLocation, SpecChange } from "./types";

/** The page of the limits and close codes. */
export const WS_LIMITS_ROUTE = `${BASE_PATH}/websocket/limits`;

/** Limits (by their last name) a client breaks on when they go down, and when they go up. */
const LOWER_IS_STRICTER = new Set([
  "maxConnections",
  "maxSymbols",
  "messagesPerSecond",
  "maxMessageBytes",
  "outgoingBufferMessages",
  "authTimeoutSeconds",
]);
const HIGHER_IS_STRICTER = new Set(["heartbeatIntervalSeconds"]);

const code = (value: string) => `\`${value}\``;

/**
 * Fields of events the versioning policy declares open: "changes within /v1 are additive: new
 * streams, new fields in events and new error codes" (the WebSocket changelog's policy, the same
 * as the HTTP API's): the `error` event's `code`.
 */
const OPEN_EVENT_FIELDS: Readonly<Record<string, readonly string[]>> = { error: ["code"] };

export const channelElement = (key: string) => `channel:${key}`;
export const messageElement = (channel: string, message: string) => `channel:${channel}|message:${message}`;

const channelLocation = (channel: ChannelSurface): ChangeLocation => ({
  label: `${channel.title} stream`,
  href: channel.route,
});

const messageLocation = (channel: ChannelSurface, message: MessageSurface): ChangeLocation => ({
  label: `${channel.title} stream`,
  href: channel.route && `${channel.route}#${message.anchor}`,
});

/** How a message is named in a sentence: "the `quote` event", "the `subscribe` action". */
const messageName = (message: MessageSurface) =>
  `the ${code(message.name)} ${message.direction === "send" ? "action" : "event"}`;

function payloadSubject(channel: ChannelSurface, message: MessageSurface): FieldSubject {
  const id = messageElement(channel.key, message.key);
  return {
    describe: (path) =>
      path === "" ? `the payload of ${messageName(message)}` : `field ${code(path)} of ${messageName(message)}`,
    names: (path) => (path === "" ? [message.name] : fieldNames(path)),
    element: (path) => (path === "" ? id : `${id}|${path}`),
    openByPolicy: (path) => message.direction === "receive" && (OPEN_EVENT_FIELDS[message.name] ?? []).includes(path),
  };
}

interface Changes {
  changes: SpecChange[];
  add(
    level: ChangeLevel,
    kind: ChangeKind,
    text: string,
    names: string[],
    location: ChangeLocation,
    order: number,
    licensedBy?: string[],
    deprecation?: SpecChange["deprecation"],
  ): void;
}

function collector(): Changes {
  const changes: SpecChange[] = [];
  return {
    changes,
    add(level, kind, text, names, location, order, licensedBy = [], deprecation) {
      changes.push({ level, kind, text, names, location, order, licensedBy, ...(deprecation ? { deprecation } : {}) });
    },
  };
}

function deprecationChanges(
  out: Changes,
  before: { deprecated: boolean; sunset: string | null },
  after: { deprecated: boolean; sunset: string | null },
  what: string,
  names: string[],
  element: string,
  location: ChangeLocation,
  order: number,
): void {
  if (!before.deprecated && after.deprecated)
    out.add(
      "deprecation",
      "deprecated",
      `${what} is deprecated${after.sunset ? `; it stops working after ${after.sunset} (its sunset)` : ""}.`,
      names,
      location,
      order,
      [],
      { element, sunset: after.sunset },
    );
  else if (before.deprecated && !after.deprecated)
    out.add("non-breaking", "undeprecated", `${what} is no longer deprecated.`, names, location, order);
  else if (after.deprecated && before.sunset !== after.sunset)
    out.add(
      "deprecation",
      "sunset-changed",
      `${what}: sunset set to ${after.sunset ?? "none"}.`,
      names,
      location,
      order,
      [],
      {
        element,
        sunset: after.sunset,
      },
    );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function compareChannel(out: Changes, before: ChannelSurface, after: ChannelSurface, order: number): void {
  const self = channelElement(after.key);
  if (before.address !== after.address)
    out.add(
      "breaking",
      "address-changed",
      `The ${after.title} stream moves from ${code(before.address)} to ${code(after.address)}.`,
      [after.address, before.address],
      channelLocation(after),
      order,
      [self],
    );
  deprecationChanges(
    out,
    before,
    after,
    `The ${after.title} stream`,
    [after.address],
    self,
    channelLocation(after),
    order,
  );
  for (const [key, message] of after.messages) {
    const old = before.messages.get(key);
    const location = messageLocation(after, message);
    if (!old) {
      out.add(
        "non-breaking",
        "message-added",
        `New message: ${messageName(message)}.`,
        [message.name],
        location,
        order,
      );
      continue;
    }
    const element = messageElement(after.key, key);
    if (old.direction !== message.direction)
      out.add(
        "breaking",
        "direction-changed",
        `${capitalise(messageName(old))} is now ${messageName(message)}.`,
        [message.name],
        location,
        order,
        [element, self],
      );
    deprecationChanges(out, old, message, capitalise(messageName(message)), [message.name], element, location, order);
    const subject = payloadSubject(after, message);
    for (const change of diffFields(
      old.fields,
      message.fields,
      message.direction === "send" ? "request" : "response",
      subject,
    ))
      out.add(
        change.level,
        change.kind,
        change.text,
        change.names,
        location,
        order,
        change.level === "breaking" ? [...fieldLineage(subject, change.path), self] : [],
        change.deprecation,
      );
  }
  for (const [key, old] of before.messages) {
    if (after.messages.has(key)) continue;
    out.add(
      "breaking",
      "message-removed",
      `Removed message: ${messageName(old)}.`,
      [old.name],
      channelLocation(after),
      order,
      [messageElement(after.key, key), self],
    );
  }
}

function compareLimits(out: Changes, before: AsyncApiSurface, after: AsyncApiSurface, order: number): void {
  const location = { label: "Limits", href: WS_LIMITS_ROUTE };
  for (const [key, value] of after.limits) {
    const old = before.limits.get(key);
    if (old === value) continue;
    const name = key.split(".").pop() ?? key;
    if (old === undefined) {
      out.add(
        "non-breaking",
        "limit-changed",
        `The limits (\`info.x-limits\`) now state ${code(key)}: ${value}.`,
        [name, key],
        location,
        order,
      );
      continue;
    }
    const was = Number(old);
    const now = Number(value);
    const numeric = Number.isFinite(was) && Number.isFinite(now);
    const stricter =
      numeric && ((LOWER_IS_STRICTER.has(name) && now < was) || (HIGHER_IS_STRICTER.has(name) && now > was));
    out.add(
      stricter ? "breaking" : "non-breaking",
      "limit-changed",
      `Limit ${code(key)} changes from ${old} to ${value}.`,
      [name, key],
      location,
      order,
    );
  }
  for (const key of before.limits.keys())
    if (!after.limits.has(key))
      out.add(
        "non-breaking",
        "limit-changed",
        `The limits (\`info.x-limits\`) no longer state ${code(key)}.`,
        [key],
        location,
        order,
      );
}

function compareCloseCodes(out: Changes, before: AsyncApiSurface, after: AsyncApiSurface, order: number): void {
  const location = { label: "Close codes", href: `${WS_LIMITS_ROUTE}#close-codes` };
  for (const [number, close] of after.closeCodes) {
    const old = before.closeCodes.get(number);
    const name = String(number);
    if (!old)
      out.add(
        "non-breaking",
        "close-code-added",
        `New close code ${code(name)}: ${close.name}.`,
        [name],
        location,
        order,
      );
    else if (old.reconnect !== close.reconnect)
      out.add(
        "breaking",
        "close-code-changed",
        `Close code ${code(name)} (${close.name}) now means ${close.reconnect ? "reconnect" : "don't reconnect"}.`,
        [name],
        location,
        order,
      );
  }
  for (const [number, close] of before.closeCodes)
    if (!after.closeCodes.has(number))
      out.add(
        "non-breaking",
        "close-code-removed",
        `Close code ${code(String(number))} (${close.name}) is no longer sent.`,
        [String(number)],
        location,
        order,
      );
}

/** Every change from `before` to `after`: streams in the newer spec's order, then limits and close codes. */
export function diffAsyncApi(before: AsyncApiSurface, after: AsyncApiSurface): SpecChange[] {
  const out = collector();
  let order = 0;
  for (const [key, channel] of after.channels) {
    const old = before.channels.get(key);
    if (old) compareChannel(out, old, channel, order);
    else
      out.add(
        "non-breaking",
        "channel-added",
        `New stream: ${channel.title} at ${code(channel.address)}.`,
        [channel.address, channel.title],
        channelLocation(channel),
        order,
      );
    order += 1;
  }
  for (const [key, channel] of before.channels) {
    if (after.channels.has(key)) continue;
    out.add(
      "breaking",
      "channel-removed",
      `Removed the ${channel.title} stream at ${code(channel.address)}.`,
      [channel.address, channel.title],
      { label: `${channel.title} stream`, href: null },
      order++,
      [channelElement(key)],
    );
  }
  compareLimits(out, before, after, order++);
  compareCloseCodes(out, before, after, order);
  return out.changes;
}

/** Every element of a version that is deprecated, with its sunset: streams, messages, payload fields. */
export function asyncApiDeprecations(surface: AsyncApiSurface): Map<string, string | null> {
  const found = new Map<string, string | null>();
  for (const [key, channel] of surface.channels) {
    if (channel.deprecated) found.set(channelElement(key), channel.sunset);
    for (const message of channel.messages.values()) {
      const subject = payloadSubject(channel, message);
      if (message.deprecated) found.set(subject.element(""), message.sunset);
      for (const [path, shape] of message.fields) if (shape.deprecated) found.set(subject.element(path), shape.sunset);
    }
  }
  return found;
}
