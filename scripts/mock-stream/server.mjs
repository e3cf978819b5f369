// @ts-check
/**
 * Socket wiring of the mock stream: an HTTP server on loopback that upgrades `/v1/<asset>` to
 * WebSocket, feeds each frame to the pure protocol and carries out the actions it returns, and
 * fans synthetic quotes out to subscribers on a steady timer. A failure while handling one
 * client closes that client with 1011 and leaves everyone else alone.
 */
import http from "node:http";
import { WebSocketServer, WebSocket } from "ws";
import { CLOSE, authDeadline, createSession, receive } from "./protocol.mjs";
import { createQuoteGenerator } from "./quotes.mjs";

/** @typedef {import("./catalogue.mjs").Asset} Asset */
/** @typedef {import("./catalogue.mjs").Catalogue} Catalogue */
/** @typedef {import("./protocol.mjs").Session} Session */
/** @typedef {import("./protocol.mjs").Step} Step */
/** @typedef {import("./spec.mjs").StreamConfig} StreamConfig */

/**
 * Frames above this size are refused by the WebSocket library itself (close 1009) before the
 * protocol sees them, so a hostile client can't make the mock buffer unbounded data. Anything
 * between the spec's limit and this one gets the spec's `message_too_large` error.
 */
const HARD_MAX_PAYLOAD = 1024 * 1024;

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
export async function startMockStream(options) {
  const {
    config,
    catalogue,
    host = "127.0.0.1",
    port = 4020,
    quoteIntervalMs = 250,
    seed = 1,
    log = () => {},
  } = options;
  const plan = config.plans[options.plan ?? "trial"];
  if (!plan) throw new Error(`Unknown plan '${options.plan}'; use free, trial or enterprise`);
  const heartbeatIntervalMs = options.heartbeatIntervalMs ?? config.limits.heartbeatIntervalMs;
  const authTimeoutMs = options.authTimeoutMs ?? config.limits.authTimeoutMs;

  /** @type {Set<Connection>} */
  const connections = new Set();
  /** Authenticated connections per key: each key is its own account in the mock. */
  /** @type {Map<string, number>} */
  const accounts = new Map();
  /** Subscribers of each symbol, per stream. */
  const subscribers = /** @type {Record<Asset, Map<string, Set<Connection>>>} */ ({});
  const generators = /** @type {Record<Asset, ReturnType<typeof createQuoteGenerator>>} */ ({});
  /** @type {Map<string, Asset>} */
  const routes = new Map();
  for (const asset of config.assets) {
    subscribers[asset] = new Map();
    generators[asset] = createQuoteGenerator(asset, seed);
    routes.set(`${config.pathname}${config.addresses[asset]}`, asset);
  }
  let sent = 0;
  let accepted = 0;

  /**
   * Queue one text frame, or close a client whose backlog reached the spec's buffer size.
   * @param {Connection} conn
   * @param {string} text
   */
  function deliver(conn, text) {
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

  /**
   * Carry out a protocol step.
   * @param {Connection} conn
   * @param {Step} step
   */
  function apply(conn, step) {
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

  /** @param {Connection} conn @param {string} symbol */
  function dropSubscriber(conn, symbol) {
    const set = subscribers[conn.session.asset].get(symbol);
    if (!set) return;
    set.delete(conn);
    if (set.size === 0) subscribers[conn.session.asset].delete(symbol);
  }

  /**
   * Run a handler for one client; an exception ends that client only.
   * @param {Connection} conn
   * @param {() => void} handler
   */
  function guarded(conn, handler) {
    try {
      handler();
    } catch (err) {
      log(`mock-stream: closing a client after an internal error: ${err instanceof Error ? err.stack : String(err)}`);
      conn.session = { ...conn.session, phase: "closed" };
      conn.ws.close(CLOSE.serverError, "Server error");
    }
  }

  /** @param {WebSocket} ws @param {Asset} asset */
  function onConnection(ws, asset) {
    /** @type {Connection} */
    const conn = {
      ws,
      session: createSession(asset, plan, config.limits),
      claimed: null,
      pending: 0,
      lastSeen: Date.now(),
      authTimer: setTimeout(() => guarded(conn, () => apply(conn, authDeadline(conn.session))), authTimeoutMs),
    };
    connections.add(conn);
    accepted += 1;

    ws.on("message", (data, isBinary) => {
      conn.lastSeen = Date.now();
      guarded(conn, () => {
        // ws hands over a Buffer for the default binaryType; normalise the rarer array forms.
        const buffer = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
        const frame = { text: isBinary ? "" : buffer.toString("utf8"), bytes: buffer.length, binary: isBinary };
        const context = {
          now: Date.now(),
          connectionsInUse: (/** @type {string} */ key) => accounts.get(key) ?? 0,
          isListed: (/** @type {string} */ symbol) => catalogue.find(asset, symbol) !== undefined,
        };
        apply(conn, receive(conn.session, frame, context));
      });
    });
    ws.on("pong", () => {
      conn.lastSeen = Date.now();
    });
    ws.on("error", (err) => log(`mock-stream: client socket error: ${err.message}`));
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

  /** One quote per subscribed symbol, serialised once and shared by every subscriber. */
  function publishQuotes() {
    const now = Date.now();
    for (const asset of config.assets) {
      const delayed = plan.delayedChannels.includes(asset);
      for (const [symbol, set] of subscribers[asset]) {
        const instrument = catalogue.find(asset, symbol);
        if (!instrument || set.size === 0) continue;
        const text = JSON.stringify(generators[asset].next(instrument, now, delayed ? config.limits.delayMs : 0));
        for (const conn of set) deliver(conn, text);
      }
    }
  }

  // Ticks are scheduled against a fixed origin rather than with setInterval, whose period
  // stretches by the time each tick takes: the rate stays at one quote per interval. After a
  // stall longer than one interval, missed ticks are skipped rather than sent in a burst.
  const origin = Date.now();
  let tick = 0;
  /** @type {NodeJS.Timeout} */
  let quoteTimer;
  const scheduleQuotes = () => {
    tick += 1;
    const now = Date.now();
    if (origin + tick * quoteIntervalMs < now - quoteIntervalMs) tick = Math.ceil((now - origin) / quoteIntervalMs);
    quoteTimer = setTimeout(
      () => {
        publishQuotes();
        scheduleQuotes();
      },
      origin + tick * quoteIntervalMs - now,
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

  const httpServer = http.createServer((req, res) => {
    res.writeHead(426, { "Content-Type": "text/plain; charset=utf-8", Upgrade: "websocket" });
    res.end(`Connect with WebSocket to ${config.pathname}/<asset-class>: ${config.assets.join(", ")}.\n`);
  });
  const wss = new WebSocketServer({ noServer: true, maxPayload: HARD_MAX_PAYLOAD });
  wss.on("error", (err) => log(`mock-stream: server error: ${err.message}`));
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

  await new Promise((resolve, reject) => {
    httpServer.once("error", reject);
    httpServer.listen(port, host, () => {
      httpServer.off("error", reject);
      resolve(undefined);
    });
  });
  const address = httpServer.address();
  const boundPort = typeof address === "object" && address ? address.port : port;

  let closing = /** @type {Promise<void> | null} */ (null);
  return {
    port: boundPort,
    url: `ws://${host}:${boundPort}${config.pathname}`,
    stats: () => ({
      accepted,
      connections: [...connections].filter((c) => c.ws.readyState === WebSocket.OPEN).length,
      authenticated: [...connections].filter(
        (c) => c.ws.readyState === WebSocket.OPEN && c.session.phase === "authenticated",
      ).length,
      subscriptions: [...connections].reduce(
        (n, c) => n + (c.ws.readyState === WebSocket.OPEN ? c.session.symbols.length : 0),
        0,
      ),
      sent,
    }),
    close() {
      closing ??= new Promise((resolve) => {
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
