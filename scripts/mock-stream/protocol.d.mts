// Generated from the JSDoc of the .mjs file of the same name by scripts/mock-stream/declarations.mjs --write.
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
export function createSession(asset: Asset, plan: Plan, limits: Limits): Session;
/**
 * What to do when the auth deadline passes: close with 4001 unless the connection authenticated.
 * The guides promise no error event in this case, only the close code.
 * @param {Session} session
 * @returns {Step}
 */
export function authDeadline(session: Session): Step;
/**
 * Handle one frame from the client.
 * @param {Session} session
 * @param {Frame} frame
 * @param {Context} context
 * @returns {Step}
 */
export function receive(session: Session, frame: Frame, context: Context): Step;
/** @typedef {import("./catalogue.mjs").Asset} Asset */
/**
 * Close codes of the protocol, as listed in the spec's `x-close-codes`.
 * @type {Readonly<Record<"normal" | "serverError" | "authTimeout" | "invalidKey" | "tooManySymbols" | "slowConsumer" | "tooManyConnections", number>>}
 */
export const CLOSE: Readonly<Record<"normal" | "serverError" | "authTimeout" | "invalidKey" | "tooManySymbols" | "slowConsumer" | "tooManyConnections", number>>;
/** API keys the mock treats as revoked, so clients can exercise the 4003 path on purpose. */
export const REJECTED_KEYS: Set<string>;
/** What a key must look like to be accepted: 8 to 128 letters, digits, `_` or `-`. */
export const KEY_PATTERN: RegExp;
/**
 * One plan's limits, from the spec's `x-limits.plans`.
 */
export type Plan = {
    name: "free" | "trial" | "enterprise";
    maxConnections: number;
    maxSymbols: number;
    delayedChannels: readonly string[];
};
/**
 * Protocol limits that don't depend on the plan, from the spec's `x-limits`.
 */
export type Limits = {
    maxMessageBytes: number;
    messagesPerSecond: number;
};
/**
 * The state of one connection.
 */
export type Session = {
    /**
     * the stream this connection is on
     */
    asset: Asset;
    plan: Plan;
    limits: Limits;
    phase: "awaiting_auth" | "authenticated" | "closed";
    /**
     * the key the connection authenticated with
     */
    key: string | null;
    /**
     * subscriptions, in the order they were made
     */
    symbols: readonly string[];
    /**
     * times of the messages accepted in the last second
     */
    recent: readonly number[];
};
/**
 * A message the server sends; `event` says which one.
 */
export type ServerEvent = {
    event: string;
} & Record<string, unknown>;
/**
 * Something the socket layer must do.
 */
export type Action = {
    type: "send";
    message: ServerEvent;
} | {
    type: "close";
    code: number;
    reason: string;
} | {
    type: "claim";
    key: string;
} | {
    type: "subscribe";
    symbols: string[];
} | {
    type: "unsubscribe";
    symbols: string[];
};
/**
 * One received frame.
 */
export type Frame = {
    /**
     * the payload decoded as UTF-8
     */
    text: string;
    /**
     * payload size on the wire
     */
    bytes: number;
    /**
     * sent as a binary frame rather than text
     */
    binary?: boolean | undefined;
};
/**
 * What the protocol needs to know about the world outside the connection.
 */
export type Context = {
    /**
     * current time in milliseconds
     */
    now: number;
    /**
     * authenticated connections of the key's account
     */
    connectionsInUse: (key: string) => number;
    /**
     * whether a normalised symbol exists on this stream
     */
    isListed: (symbol: string) => boolean;
};
export type Step = {
    session: Session;
    actions: Action[];
};
export type Asset = import("./catalogue.mjs").Asset;
