/**
 * The stream protocol as a pure state machine: a session and one incoming frame in, the next
 * session and the actions to take out (messages to send, a close, subscription changes). No
 * sockets, timers or clocks: the caller passes the time, the account counters and the key's
 * plan, which keeps every rule testable without a network.
 */
import type { Asset } from "../market/instruments.ts";
import type { StreamConfig, StreamPlan } from "./config.ts";
import { normaliseSymbol } from "./symbols.ts";

/** Close codes of the protocol, as listed in the spec's `x-close-codes`. */
export const CLOSE = Object.freeze({
  normal: 1000,
  serverError: 1011,
  authTimeout: 4001,
  invalidKey: 4003,
  tooManySymbols: 4008,
  slowConsumer: 4009,
  tooManyConnections: 4029,
});

/** Longest symbol the protocol accepts, matching `maxLength` in the spec. */
const MAX_SYMBOL_LENGTH = 24;

/** Protocol limits that don't depend on the plan. */
export type Limits = Pick<StreamConfig["limits"], "maxMessageBytes" | "messagesPerSecond">;

/** The state of one connection. */
export interface Session {
  /** The stream this connection is on. */
  asset: Asset;
  /** The plan of the key it authenticated with; null before. */
  plan: StreamPlan | null;
  limits: Limits;
  phase: "awaiting_auth" | "authenticated" | "closed";
  key: string | null;
  /** Subscriptions, in the order they were made. */
  symbols: readonly string[];
  /** Times of the messages accepted in the last second. */
  recent: readonly number[];
}

/** A message the server sends; `event` says which one. */
export type ServerEvent = { event: string } & Record<string, unknown>;

/** Something the socket layer must do. */
export type Action =
  | { type: "send"; message: ServerEvent }
  | { type: "close"; code: number; reason: string }
  | { type: "claim"; key: string }
  | { type: "subscribe"; symbols: string[] }
  | { type: "unsubscribe"; symbols: string[] };

/** One received frame. */
export interface Frame {
  /** The payload decoded as UTF-8. */
  text: string;
  /** Payload size on the wire. */
  bytes: number;
  /** Sent as a binary frame rather than text. */
  binary?: boolean;
}

/** What the protocol needs to know about the world outside the connection. */
export interface Context {
  /** Current time in milliseconds. */
  now: number;
  /** Authenticated connections of the key's account. */
  connectionsInUse(key: string): number;
  /** Whether a normalised symbol exists on this stream. */
  isListed(symbol: string): boolean;
  /** The plan a key selects, or null for a key that is not one. */
  planOf(key: string): StreamPlan | null;
}

export interface Step {
  session: Session;
  actions: Action[];
}

/** A fresh connection, waiting for its auth message. */
export function createSession(asset: Asset, limits: Limits): Session {
  return { asset, plan: null, limits, phase: "awaiting_auth", key: null, symbols: [], recent: [] };
}

/** An `error` event to send. */
function error(code: string, message: string, symbols?: string[]): Action {
  return {
    type: "send",
    message: symbols ? { event: "error", code, message, symbols } : { event: "error", code, message },
  };
}

/** The session closed with a code, after an optional error event. */
function closeWith(session: Session, code: number, reason: string, before: Action[] = []): Step {
  return { session: { ...session, phase: "closed" }, actions: [...before, { type: "close", code, reason }] };
}

/**
 * What to do when the auth deadline passes: close with 4001 unless the connection authenticated.
 * The guides promise no error event in this case, only the close code.
 */
export function authDeadline(session: Session): Step {
  if (session.phase !== "awaiting_auth") return { session, actions: [] };
  return closeWith(session, CLOSE.authTimeout, "Authentication timeout");
}

/** Handle one frame from the client. */
export function receive(session: Session, frame: Frame, context: Context): Step {
  if (session.phase === "closed") return { session, actions: [] };

  // Only accepted messages count towards the rate, so a flood can't lock a client out for longer
  // than the one-second window.
  const recent = session.recent.filter((t) => context.now - t < 1000);
  if (recent.length >= session.limits.messagesPerSecond) {
    const limit = session.limits.messagesPerSecond;
    return {
      session: { ...session, recent },
      actions: [error("rate_limited", `More than ${limit} messages per second. This message was ignored.`)],
    };
  }
  const counted: Session = { ...session, recent: [...recent, context.now] };

  if (frame.bytes > session.limits.maxMessageBytes) {
    const max = session.limits.maxMessageBytes;
    return {
      session: counted,
      actions: [
        error(
          "message_too_large",
          `Messages are limited to ${max} bytes; this one had ${frame.bytes}. It was ignored.`,
        ),
      ],
    };
  }
  if (frame.binary) {
    return {
      session: counted,
      actions: [error("invalid_json", "Send messages as JSON text frames. This binary frame was ignored.")],
    };
  }

  let parsed: unknown;
  try {
    parsed = JSON.parse(frame.text);
  } catch {
    return { session: counted, actions: [error("invalid_json", "The message is not valid JSON. It was ignored.")] };
  }
  if (
    typeof parsed !== "object" ||
    parsed === null ||
    Array.isArray(parsed) ||
    typeof (parsed as Record<string, unknown>).action !== "string"
  ) {
    return {
      session: counted,
      actions: [
        error("invalid_parameter", "Every message must be a JSON object with a string 'action'. It was ignored."),
      ],
    };
  }
  const message = parsed as Record<string, unknown> & { action: string };

  switch (message.action) {
    case "auth":
      return authenticate(counted, message.key, context);
    case "subscribe":
    case "unsubscribe":
    case "heartbeat":
      if (counted.phase !== "authenticated") {
        const hint =
          message.action === "heartbeat" ? "Send an auth message first." : "Send an auth message before subscribing.";
        return { session: counted, actions: [error("not_authenticated", hint)] };
      }
      if (message.action === "heartbeat")
        return { session: counted, actions: [{ type: "send", message: { event: "heartbeat" } }] };
      return message.action === "subscribe"
        ? subscribe(counted, message.symbols, context)
        : unsubscribe(counted, message.symbols);
    default:
      return {
        session: counted,
        actions: [
          error(
            "unknown_action",
            `Unknown action '${message.action.slice(0, 40)}'. Use auth, subscribe, unsubscribe or heartbeat.`,
          ),
        ],
      };
  }
}

function authenticate(session: Session, key: unknown, context: Context): Step {
  if (session.phase === "authenticated") {
    return {
      session,
      actions: [error("already_authenticated", "This connection is already authenticated. The message was ignored.")],
    };
  }
  if (key === undefined || key === null || key === "") {
    return closeWith(session, CLOSE.invalidKey, "Missing API key", [
      error("missing_api_key", "The auth message has no API key."),
    ]);
  }
  const plan = typeof key === "string" ? context.planOf(key) : null;
  if (typeof key !== "string" || !plan) {
    return closeWith(session, CLOSE.invalidKey, "Invalid API key", [
      error("invalid_api_key", "The API key is invalid or has been revoked."),
    ]);
  }
  const { maxConnections, maxSymbols, name } = plan;
  const inUse = context.connectionsInUse(key);
  if (inUse >= maxConnections) {
    return closeWith(session, CLOSE.tooManyConnections, "Too many connections", [
      error(
        "too_many_connections",
        `Your account already has ${inUse} open connections, the maximum for the ${name} plan.`,
      ),
    ]);
  }
  return {
    session: { ...session, phase: "authenticated", key, plan },
    actions: [
      { type: "claim", key },
      {
        type: "send",
        message: {
          event: "authenticated",
          plan: name,
          max_symbols: maxSymbols,
          connections_in_use: inUse + 1,
          max_connections: maxConnections,
        },
      },
    ],
  };
}

/**
 * The normalised, de-duplicated symbols of a subscribe or unsubscribe message, or null when the
 * field doesn't have the shape the spec requires.
 */
function symbolList(asset: Asset, symbols: unknown): string[] | null {
  if (!Array.isArray(symbols) || symbols.length === 0) return null;
  if (!symbols.every((s) => typeof s === "string" && s.trim().length > 0 && s.length <= MAX_SYMBOL_LENGTH)) return null;
  return [...new Set((symbols as string[]).map((s) => normaliseSymbol(asset, s)))];
}

const SYMBOLS_SHAPE = `'symbols' must be a non-empty array of symbols of at most ${MAX_SYMBOL_LENGTH} characters. The message was ignored.`;

function subscribe(session: Session, raw: unknown, context: Context): Step {
  const requested = symbolList(session.asset, raw);
  if (!requested) return { session, actions: [error("invalid_parameter", SYMBOLS_SHAPE)] };
  const plan = session.plan;
  if (!plan) return { session, actions: [error("not_authenticated", "Send an auth message before subscribing.")] };

  const known = requested.filter((s) => context.isListed(s));
  const unknown = requested.filter((s) => !context.isListed(s));
  const current = new Set(session.symbols);
  const added = known.filter((s) => !current.has(s));
  const total = current.size + added.length;

  if (total > plan.maxSymbols) {
    const text = `This subscription would take the connection to ${total} symbols; your plan allows ${plan.maxSymbols} per connection.`;
    return closeWith(session, CLOSE.tooManySymbols, "Too many symbols", [error("too_many_symbols", text, added)]);
  }

  const actions: Action[] = [];
  if (added.length > 0) actions.push({ type: "subscribe", symbols: added });
  if (known.length > 0) actions.push({ type: "send", message: { event: "subscribed", symbols: known, total } });
  if (unknown.length > 0) {
    const list = unknown.map((s) => `'${s}'`).join(", ");
    actions.push(
      error(
        "unknown_symbol",
        `Unknown symbol${unknown.length > 1 ? "s" : ""} ${list} on the ${session.asset} stream.`,
        unknown,
      ),
    );
  }
  return { session: { ...session, symbols: [...session.symbols, ...added] }, actions };
}

function unsubscribe(session: Session, raw: unknown): Step {
  const requested = symbolList(session.asset, raw);
  if (!requested) return { session, actions: [error("invalid_parameter", SYMBOLS_SHAPE)] };

  const drop = new Set(requested);
  const removed = session.symbols.filter((s) => drop.has(s));
  const symbols = session.symbols.filter((s) => !drop.has(s));
  const actions: Action[] = [];
  if (removed.length > 0) actions.push({ type: "unsubscribe", symbols: removed });
  actions.push({ type: "send", message: { event: "unsubscribed", symbols: requested, total: symbols.length } });
  return { session: { ...session, symbols }, actions };
}
