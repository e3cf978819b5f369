// Generated from the JSDoc of the .mjs file of the same name by scripts/mock-stream/declarations.mjs --write.
/**
 * @typedef {object} MockStreamOptions
 * @property {StreamConfig} config from the spec
 * @property {Catalogue} catalogue the symbols each stream knows
 * @property {"free" | "trial" | "enterprise"} [plan] plan every key is on; default trial
 * @property {string} [host] default 127.0.0.1
 * @property {number} [port] default 4020; 0 picks a free port
 * @property {number} [quoteIntervalMs] time between two quotes of one symbol; default 250
 * @property {number} [heartbeatIntervalMs] default from the spec (15 s)
 * @property {number} [authTimeoutMs] default from the spec (10 s)
 * @property {number} [seed] seed of the price walks; default 1
 * @property {(line: string) => void} [log] diagnostics; default silent
 */
/**
 * A running mock stream.
 * @typedef {object} MockStream
 * @property {number} port the port it listens on
 * @property {string} url base URL, such as ws://127.0.0.1:4020/v1
 * @property {() => { accepted: number, connections: number, authenticated: number, subscriptions: number, sent: number }} stats
 *   connections accepted so far, the open ones, the authenticated ones among those, their
 *   subscriptions, and messages sent so far
 * @property {() => Promise<void>} close closes every client with 1000, then the server
 */
/**
 * @typedef {object} Connection
 * @property {WebSocket} ws
 * @property {Session} session
 * @property {string | null} claimed key whose connection slot this connection holds
 * @property {number} pending messages handed to the socket but not yet written out
 * @property {number} lastSeen last time anything arrived from the client, for dead-peer detection
 * @property {NodeJS.Timeout} authTimer
 */
/**
 * Start the mock stream.
 * @param {MockStreamOptions} options
 * @returns {Promise<MockStream>}
 */
export function startMockStream(options: MockStreamOptions): Promise<MockStream>;
export type MockStreamOptions = {
    /**
     * from the spec
     */
    config: StreamConfig;
    /**
     * the symbols each stream knows
     */
    catalogue: Catalogue;
    /**
     * plan every key is on; default trial
     */
    plan?: "free" | "trial" | "enterprise" | undefined;
    /**
     * default 127.0.0.1
     */
    host?: string | undefined;
    /**
     * default 4020; 0 picks a free port
     */
    port?: number | undefined;
    /**
     * time between two quotes of one symbol; default 250
     */
    quoteIntervalMs?: number | undefined;
    /**
     * default from the spec (15 s)
     */
    heartbeatIntervalMs?: number | undefined;
    /**
     * default from the spec (10 s)
     */
    authTimeoutMs?: number | undefined;
    /**
     * seed of the price walks; default 1
     */
    seed?: number | undefined;
    /**
     * diagnostics; default silent
     */
    log?: ((line: string) => void) | undefined;
};
/**
 * A running mock stream.
 */
export type MockStream = {
    /**
     * the port it listens on
     */
    port: number;
    /**
     * base URL, such as ws://127.0.0.1:4020/v1
     */
    url: string;
    /**
     *   connections accepted so far, the open ones, the authenticated ones among those, their
     *   subscriptions, and messages sent so far
     */
    stats: () => {
        accepted: number;
        connections: number;
        authenticated: number;
        subscriptions: number;
        sent: number;
    };
    /**
     * closes every client with 1000, then the server
     */
    close: () => Promise<void>;
};
export type Connection = {
    ws: WebSocket;
    session: Session;
    /**
     * key whose connection slot this connection holds
     */
    claimed: string | null;
    /**
     * messages handed to the socket but not yet written out
     */
    pending: number;
    /**
     * last time anything arrived from the client, for dead-peer detection
     */
    lastSeen: number;
    authTimer: NodeJS.Timeout;
};
export type Asset = import("./catalogue.mjs").Asset;
export type Catalogue = import("./catalogue.mjs").Catalogue;
export type Session = import("./protocol.mjs").Session;
export type Step = import("./protocol.mjs").Step;
export type StreamConfig = import("./spec.mjs").StreamConfig;
import { WebSocket } from "ws";
