// @ts-check
/**
 * The stream protocol as a pure state machine: a session and one incoming frame in, the next
 * session and the actions to take out (messages to send, a close, subscription changes). No
 * sockets, timers or clocks: the caller passes the time and the account counters, which keeps
 * every rule testable without a network.
 */
import { normaliseSymbol } from "./catalogue.mjs";

/** @typedef {import("./catalogue.mjs").Asset} Asset */

/**
 * Close codes of the protocol, as listed in the spec's `x-close-codes`.
 * @type {Readonly<Record<"normal" | "serverError" | "authTimeout" | "invalidKey" | "tooManySymbols" | "slowConsumer" | "tooManyConnections", number>>}
 */
export const CLOSE = Object.freeze({
  normal: 1000,
  serverError: 1011,
  authTimeout: 4001,
  invalidKey: 4003,
  tooManySymbols: 4008,
  slowConsumer: 4009,
  tooManyConnections: 4029,
});

/** API keys the mock treats as revoked, so clients can exercise the 4003 path on purpose. */
export const REJECTED_KEYS = new Set(["invalid"]);

/** What a key must look like to be accepted: 8 to 128 letters, digits, `_` or `-`. */
export const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/** Longest symbol the protocol accepts, matching `maxLength` in the spec. */
const MAX_SYMBOL_LENGTH = 24;

/**
 * One plan's limits, from the spec's `x-limits.plans`.
 * @typedef {object} Plan
 * @property {"free" | "trial" | "enterprise"} name
 * @property {number} maxConnections
 * @property {number} maxSymbols
 * @property {readonly string[]} delayedChannels
 */

/**
 * Protocol limits that don't depend on the plan, from the spec's `x-limits`.
 * @typedef {object} Limits
 * @property {number} maxMessageBytes
 * @property {number} messagesPerSecond
 */

/**
 * The state of one connection.
 * @typedef {object} Session
 * @property {Asset} asset the stream this connection is on
 * @property {Plan} plan
 * @property {Limits} limits
 * @property {"awaiting_auth" | "authenticated" | "closed"} phase
 * @property {string | null} key the key the connection authenticated with
 * @property {readonly string[]} symbols subscriptions, in the order they were made
 * @property {readonly number[]} recent times of the messages accepted in the last second
 */

/**
 * A message the server sends; `event` says which one.
 * @typedef {{ event: string } & Record<string, unknown>} ServerEvent
 */

/**
 * Something the socket layer must do.
 * @typedef {{ type: "send", message: ServerEvent }
 *   | { type: "close", code: number, reason: string }
 *   | { type: "claim", key: string }
 *   | { type: "subscribe", symbols: string[] }
 *   | { type: "unsubscribe", symbols: string[] }} Action
 */

/**
 * One received frame.
 * @typedef {object} Frame
 * @property {string} text the payload decoded as UTF-8
 * @property {number} bytes payload size on the wire
 * @property {boolean} [binary] sent as a binary frame rather than text
 */

/**
 * What the protocol needs to know about the world outside the connection.
 * @typedef {object} Context
 * @property {number} now current time in milliseconds
 * @property {(key: string) => number} connectionsInUse authenticated connections of the key's account
 * @property {(symbol: string) => boolean} isListed whether a normalised symbol exists on this stream
 */

/**
 * @typedef {object} Step
 * @property {Session} session
 * @property {Action[]} actions
 */

/**
 * A fresh connection, waiting for its auth message.
 * @param {Asset} asset
 * @param {Plan} plan
 * @param {Limits} limits
 * @returns {Session}
 */
export function createSession(asset, plan, limits) {
  return { asset, plan, limits, phase: "awaiting_auth", key: null, symbols: [], recent: [] };
}

/**
 * An `error` event to send.
 * @param {string} code
 * @param {string} message
 * @param {string[]} [symbols]
 * @returns {Action}
 */
function error(code, message, symbols) {
  return {
    type: "send",
    message: symbols ? { event: "error", code, message, symbols } : { event: "error", code, message },
  };
}

/**
 * The session closed with a code, after an optional error event.
 * @param {Session} session
 * @param {number} code
 * @param {string} reason
 * @param {Action[]} [before]
 * @returns {Step}
 */
function closeWith(session, code, reason, before = []) {
  return { session: { ...session, phase: "closed" }, actions: [...before, { type: "close", code, reason }] };
}

/**
 * What to do when the auth deadline passes: close with 4001 unless the connection authenticated.
 * The guides promise no error event in this case, only the close code.
 * @param {Session} session
 * @returns {Step}
 */
export function authDeadline(session) {
  if (session.phase !== "awaiting_auth") return { session, actions: [] };
  return closeWith(session, CLOSE.authTimeout, "Authentication timeout");
}

/**
 * Handle one frame from the client.
 * @param {Session} session
 * @param {Frame} frame
 * @param {Context} context
 * @returns {Step}
 */
export function receive(session, frame, context) {
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
  const counted = { ...session, recent: [...recent, context.now] };

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

  /** @type {unknown} */
  let parsed;
  try {
    parsed = JSON.parse(frame.text);
  } catch {
    return { session: counted, actions: [error("invalid_json", "The message is not valid JSON. It was ignored.")] };
  }
  if (
    typeof parsed !== "object" ||
    parsed === null ||
    Array.isArray(parsed) ||
    typeof (/** @type {Record<string, unknown>} */ (parsed).action) !== "string"
  ) {
    return {
      session: counted,
      actions: [
        error("invalid_parameter", "Every message must be a JSON object with a string 'action'. It was ignored."),
      ],
    };
  }
  const message = /** @type {Record<string, unknown> & { action: string }} */ (parsed);

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

/**
 * @param {Session} session
 * @param {unknown} key
 * @param {Context} context
 * @returns {Step}
 */
function authenticate(session, key, context) {
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
  if (typeof key !== "string" || !KEY_PATTERN.test(key) || REJECTED_KEYS.has(key)) {
    return closeWith(session, CLOSE.invalidKey, "Invalid API key", [
      error("invalid_api_key", "The API key is invalid or has been revoked."),
    ]);
  }
  const { maxConnections, maxSymbols, name } = session.plan;
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
    session: { ...session, phase: "authenticated", key },
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
 * @param {Asset} asset
 * @param {unknown} symbols
 * @returns {string[] | null}
 */
function symbolList(asset, symbols) {
  if (!Array.isArray(symbols) || symbols.length === 0) return null;
  if (!symbols.every((s) => typeof s === "string" && s.trim().length > 0 && s.length <= MAX_SYMBOL_LENGTH)) return null;
  return [...new Set(symbols.map((s) => normaliseSymbol(asset, /** @type {string} */ (s))))];
}

const SYMBOLS_SHAPE = `'symbols' must be a non-empty array of symbols of at most ${MAX_SYMBOL_LENGTH} characters. The message was ignored.`;

/**
 * @param {Session} session
 * @param {unknown} raw
 * @param {Context} context
 * @returns {Step}
 */
function subscribe(session, raw, context) {
  const requested = symbolList(session.asset, raw);
  if (!requested) return { session, actions: [error("invalid_parameter", SYMBOLS_SHAPE)] };

  const known = requested.filter((s) => context.isListed(s));
  const unknown = requested.filter((s) => !context.isListed(s));
  const current = new Set(session.symbols);
  const added = known.filter((s) => !current.has(s));
  const total = current.size + added.length;

  if (total > session.plan.maxSymbols) {
    const text = `This subscription would take the connection to ${total} symbols; your plan allows ${session.plan.maxSymbols} per connection.`;
    return closeWith(session, CLOSE.tooManySymbols, "Too many symbols", [error("too_many_symbols", text, added)]);
  }

  /** @type {Action[]} */
  const actions = [];
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

/**
 * @param {Session} session
 * @param {unknown} raw
 * @returns {Step}
 */
function unsubscribe(session, raw) {
  const requested = symbolList(session.asset, raw);
  if (!requested) return { session, actions: [error("invalid_parameter", SYMBOLS_SHAPE)] };

  const drop = new Set(requested);
  const removed = session.symbols.filter((s) => drop.has(s));
  const symbols = session.symbols.filter((s) => !drop.has(s));
  /** @type {Action[]} */
  const actions = [];
  if (removed.length > 0) actions.push({ type: "unsubscribe", symbols: removed });
  actions.push({ type: "send", message: { event: "unsubscribed", symbols: requested, total: symbols.length } });
  return { session: { ...session, symbols }, actions };
}
