/**
 * The WebSocket sandbox: an HTTP server on loopback that upgrades `/v1/<asset class>` to
 * WebSocket, feeds each frame to the pure protocol and carries out the actions it returns, and
 * publishes each subscribed symbol's quote from the market on a steady timer, while its market
 * is in session (at the delayed instant for plans whose stream is delayed). A failure while
 * handling one client closes that client with 1011 and leaves everyone else alone.
 */
import http from "node:http";
import { WebSocket, WebSocketServer, type RawData } from "ws";
import type { Facts } from "../../../src/lib/facts/schema.ts";
import type { Asset, Instrument, Market } from "../market/index.ts";
import { contractOf, planOfKey } from "../plans.ts";
import type { StreamConfig, StreamPlan } from "./config.ts";
import { quoteEvent, tradedSince } from "./events.ts";
import { CLOSE, authDeadline, createSession, receive, type Session, type Step } from "./protocol.ts";

/**
 * Frames above this size are refused by the WebSocket library itself (close 1009) before the
 * protocol sees them, so a hostile client can't make the sandbox buffer unbounded data. Anything
 * between the spec's limit and this one gets the spec's `message_too_large` error.
 */
const HARD_MAX_PAYLOAD = 1024 * 1024;

export interface StreamSandboxOptions {
  config: StreamConfig;
  market: Market;
  /** The facts, for the plan a key selects. */
  facts: Facts;
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 4020; 0 picks a free port. */
  port?: number;
  /** Time between two quotes of one symbol; default DEFAULT_QUOTE_INTERVAL_MS. */
  quoteIntervalMs?: number;
  /** Default from the spec (15 s). */
  heartbeatIntervalMs?: number;
  /** Default from the spec (10 s). */
  authTimeoutMs?: number;
  /** The time the market is read at, in milliseconds; default Date.now. */
  clock?: () => number;
  /** Diagnostics; default silent. */
  log?: (line: string) => void;
}

export interface StreamStats {
  /** Connections accepted so far. */
  accepted: number;
  /** Open connections. */
  connections: number;
  /** The authenticated ones among them. */
  authenticated: number;
  /** Their subscriptions. */
  subscriptions: number;
  /** Messages sent so far. */
  sent: number;
}

export interface StreamSandbox {
  port: number;
  /** Base URL, such as ws://127.0.0.1:4020/v1. */
  url: string;
  stats(): StreamStats;
  /** Closes every client with 1000, then the server. */
  close(): Promise<void>;
}

interface Connection {
  ws: WebSocket;
  session: Session;
  /** Key whose connection slot this connection holds. */
  claimed: string | null;
  /** Messages handed to the socket but not yet written out. */
  pending: number;
  /** Last time anything arrived from the client, for dead-peer detection. */
  lastSeen: number;
  authTimer: NodeJS.Timeout;
}

/** Time between two quotes of one symbol, unless told otherwise. */
export const DEFAULT_QUOTE_INTERVAL_MS = 250;

export async function startStreamSandbox(options: StreamSandboxOptions): Promise<StreamSandbox> {
  const {
    config,
    market,
    facts,
    host = "127.0.0.1",
    port = 4020,
    quoteIntervalMs = DEFAULT_QUOTE_INTERVAL_MS,
    log = () => {},
  } = options;
  const clock = options.clock ?? Date.now;
  const heartbeatIntervalMs = options.heartbeatIntervalMs ?? config.limits.heartbeatIntervalMs;
  const authTimeoutMs = options.authTimeoutMs ?? config.limits.authTimeoutMs;
  const planOf = (key: string): StreamPlan | null => {
    const plan = planOfKey(key, facts);
    return plan === null ? null : config.plans[contractOf(plan)];
  };

  const connections = new Set<Connection>();
  /** Authenticated connections per key: each key is its own account. */
  const accounts = new Map<string, number>();
  /** Subscribers of each symbol, per stream. */
  const subscribers = Object.fromEntries(config.assets.map((asset) => [asset, new Map()])) as Record<
    Asset,
    Map<string, Set<Connection>>
  >;
  /** The volume of each published symbol at its last event, per stream and delay, for trade sizes. */
  const lastVolumes = new Map<string, number | null>();
  const routes = new Map(config.assets.map((asset) => [`${config.pathname}${config.addresses[asset]}`, asset]));
  let sent = 0;
  let accepted = 0;

  /** Queue one text frame, or close a client whose backlog reached the spec's buffer size. */
  function deliver(conn: Connection, text: string) {
    // A close (from the protocol or below) moves the socket out of OPEN, which stops delivery.
    if (conn.ws.readyState !== WebSocket.OPEN) return;
    if (conn.pending >= config.limits.outgoingBufferMessages) {
      conn.session = { ...conn.session, phase: "closed" };
      conn.ws.close(CLOSE.slowConsumer, "Slow consumer");
      return;
    }
    conn.pending += 1;
    sent += 1;
    conn.ws.send(text, () => {
      conn.pending -= 1;
    });
  }

  /** Carry out a protocol step. */
  function apply(conn: Connection, step: Step) {
    conn.session = step.session;
    for (const action of step.actions) {
      switch (action.type) {
        case "send":
          deliver(conn, JSON.stringify(action.message));
          break;
        case "close":
          clearTimeout(conn.authTimer);
          conn.ws.close(action.code, action.reason);
          break;
        case "claim":
          clearTimeout(conn.authTimer);
          conn.claimed = action.key;
          accounts.set(action.key, (accounts.get(action.key) ?? 0) + 1);
          break;
        case "subscribe":
          for (const symbol of action.symbols) {
            const set = subscribers[conn.session.asset].get(symbol) ?? new Set();
            set.add(conn);
            subscribers[conn.session.asset].set(symbol, set);
          }
          break;
        case "unsubscribe":
          for (const symbol of action.symbols) dropSubscriber(conn, symbol);
          break;
      }
    }
  }

  function dropSubscriber(conn: Connection, symbol: string) {
    const set = subscribers[conn.session.asset].get(symbol);
    if (!set) return;
    set.delete(conn);
    if (set.size === 0) subscribers[conn.session.asset].delete(symbol);
  }

  /** Run a handler for one client; an exception ends that client only. */
  function guarded(conn: Connection, handler: () => void) {
    try {
      handler();
    } catch (err) {
      log(
        `sandbox stream: closing a client after an internal error: ${err instanceof Error ? err.stack : String(err)}`,
      );
      conn.session = { ...conn.session, phase: "closed" };
      conn.ws.close(CLOSE.serverError, "Server error");
    }
  }

  function onConnection(ws: WebSocket, asset: Asset) {
    const conn: Connection = {
      ws,
      session: createSession(asset, config.limits),
      claimed: null,
      pending: 0,
      lastSeen: Date.now(),
      authTimer: setTimeout(() => guarded(conn, () => apply(conn, authDeadline(conn.session))), authTimeoutMs),
    };
    connections.add(conn);
    accepted += 1;

    ws.on("message", (data: RawData, isBinary: boolean) => {
      conn.lastSeen = Date.now();
      guarded(conn, () => {
        // ws hands over a Buffer for the default binaryType; normalise the rarer array forms.
        const buffer = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
        const frame = { text: isBinary ? "" : buffer.toString("utf8"), bytes: buffer.length, binary: isBinary };
        apply(
          conn,
          receive(conn.session, frame, {
            now: Date.now(),
            connectionsInUse: (key) => accounts.get(key) ?? 0,
            isListed: (symbol) => market.instruments.streamed(asset, symbol) !== undefined,
            planOf,
          }),
        );
      });
    });
    ws.on("pong", () => {
      conn.lastSeen = Date.now();
    });
    ws.on("error", (err) => log(`sandbox stream: client socket error: ${err.message}`));
    ws.on("close", () => {
      clearTimeout(conn.authTimer);
      for (const symbol of conn.session.symbols) dropSubscriber(conn, symbol);
      if (conn.claimed) {
        const left = (accounts.get(conn.claimed) ?? 1) - 1;
        if (left > 0) accounts.set(conn.claimed, left);
        else accounts.delete(conn.claimed);
        conn.claimed = null;
      }
      conn.session = { ...conn.session, phase: "closed" };
      connections.delete(conn);
    });
  }

  /** One event per symbol, stream and delay, serialised once and shared by its subscribers. */
  function publish(instrument: Instrument, asset: Asset, delayed: boolean, group: Connection[], now: number) {
    const at = delayed ? now - config.limits.delayMs : now;
    // The market doesn't move outside its sessions: nothing to publish.
    if (!market.inSession(instrument, at)) return;
    const quote = market.quote(instrument, at);
    const key = `${asset}/${instrument.streamSymbol}/${delayed}`;
    const previous = lastVolumes.has(key)
      ? lastVolumes.get(key)
      : market.quote(instrument, at - quoteIntervalMs).volume;
    lastVolumes.set(key, quote.volume);
    const text = JSON.stringify(quoteEvent(instrument, quote, delayed, tradedSince(previous, quote.volume)));
    for (const conn of group) deliver(conn, text);
  }

  function publishQuotes() {
    const now = clock();
    for (const asset of config.assets) {
      for (const [symbol, set] of subscribers[asset]) {
        const instrument = market.instruments.streamed(asset, symbol);
        if (!instrument || set.size === 0) continue;
        const late: Connection[] = [];
        const live: Connection[] = [];
        for (const conn of set) (conn.session.plan?.delayedChannels.includes(asset) ? late : live).push(conn);
        if (live.length) publish(instrument, asset, false, live, now);
        if (late.length) publish(instrument, asset, true, late, now);
      }
    }
  }

  // Ticks are scheduled against a fixed origin rather than with setInterval, whose period
  // stretches by the time each tick takes: the rate stays at one quote per interval. After a
  // stall longer than one interval, missed ticks are skipped rather than sent in a burst.
  const origin = Date.now();
  let tick = 0;
  let quoteTimer: NodeJS.Timeout;
  const scheduleQuotes = () => {
    tick += 1;
    const now = Date.now();
    if (origin + tick * quoteIntervalMs < now - quoteIntervalMs) tick = Math.ceil((now - origin) / quoteIntervalMs);
    quoteTimer = setTimeout(
      () => {
        try {
          publishQuotes();
        } catch (err) {
          log(`sandbox stream: a quote tick failed: ${err instanceof Error ? err.stack : String(err)}`);
        }
        scheduleQuotes();
      },
      // A tick late by less than an interval is sent at once (Node warns of a negative delay).
      Math.max(0, origin + tick * quoteIntervalMs - now),
    );
  };
  scheduleQuotes();

  const heartbeatText = JSON.stringify({ event: "heartbeat" });
  const heartbeatTimer = setInterval(() => {
    const now = Date.now();
    for (const conn of connections) {
      if (conn.session.phase !== "authenticated") continue;
      // The spec releases a connection that went silent for three heartbeats.
      if (now - conn.lastSeen > Math.max(config.limits.deadConnectionMs, 3 * heartbeatIntervalMs)) {
        conn.ws.terminate();
        continue;
      }
      deliver(conn, heartbeatText);
      conn.ws.ping();
    }
  }, heartbeatIntervalMs);

  const httpServer = http.createServer((_req, res) => {
    res.writeHead(426, { "Content-Type": "text/plain; charset=utf-8", Upgrade: "websocket" });
    res.end(`Connect with WebSocket to ${config.pathname}/<asset-class>: ${config.assets.join(", ")}.\n`);
  });
  const wss = new WebSocketServer({ noServer: true, maxPayload: HARD_MAX_PAYLOAD });
  wss.on("error", (err) => log(`sandbox stream: server error: ${err.message}`));
  httpServer.on("clientError", (_err, socket) => socket.destroy());
  httpServer.on("upgrade", (req, socket, head) => {
    socket.on("error", () => socket.destroy());
    // The query string is ignored, like `?apikey=` on the real streams.
    const asset = routes.get(new URL(req.url ?? "/", "http://localhost").pathname);
    if (!asset) {
      socket.end("HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws, asset));
  });

  await new Promise<void>((resolve, reject) => {
    httpServer.once("error", reject);
    httpServer.listen(port, host, () => {
      httpServer.off("error", reject);
      resolve();
    });
  });
  const address = httpServer.address();
  const boundPort = typeof address === "object" && address ? address.port : port;

  let closing: Promise<void> | null = null;
  const open = () => [...connections].filter((c) => c.ws.readyState === WebSocket.OPEN);
  return {
    port: boundPort,
    url: `ws://${host}:${boundPort}${config.pathname}`,
    stats: () => ({
      accepted,
      connections: open().length,
      authenticated: open().filter((c) => c.session.phase === "authenticated").length,
      subscriptions: open().reduce((n, c) => n + c.session.symbols.length, 0),
      sent,
    }),
    close() {
      closing ??= new Promise<void>((resolve) => {
        clearTimeout(quoteTimer);
        clearInterval(heartbeatTimer);
        for (const conn of connections) {
          clearTimeout(conn.authTimer);
          conn.ws.close(CLOSE.normal, "Server shutting down");
        }
        // Clients get a moment to answer the close frame; stragglers are cut off.
        const force = setTimeout(() => {
          for (const conn of connections) conn.ws.terminate();
        }, 1000);
        force.unref();
        wss.close(() => {
          httpServer.close(() => resolve());
          httpServer.closeAllConnections();
        });
      });
      return closing;
    },
  };
}
