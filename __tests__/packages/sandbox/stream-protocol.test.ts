/** @jest-environment node */
import {
  CLOSE,
  authDeadline,
  createSession,
  receive,
  type Action,
  type Session,
  type Step,
} from "../../../packages/sandbox/stream/protocol.ts";
import { contractOf, planOfKey } from "../../../packages/sandbox/plans.ts";
import { CONFIG, FACTS, MARKET } from "./fixtures/sandbox";

const TRIAL = CONFIG.plans.trial;
const LIMITS = CONFIG.limits;
const KEY = "tw_test_trial_key_0001";

/** The world as the protocol sees it at a given time, with the site's symbol lists and the keys' plans. */
function context(session: Session, now: number, connectionsInUse = 0) {
  return {
    now,
    connectionsInUse: () => connectionsInUse,
    isListed: (symbol: string) => MARKET.instruments.streamed(session.asset, symbol) !== undefined,
    planOf: (key: string) => {
      const plan = planOfKey(key, FACTS);
      return plan === null ? null : CONFIG.plans[contractOf(plan)];
    },
  };
}

/** Feeds messages one by one, 200 ms apart so the rate limit stays out of the way. */
function run(session: Session, frames: (object | string)[], connectionsInUse = 0): Step {
  let step: Step = { session, actions: [] };
  frames.forEach((frame, i) => {
    const text = typeof frame === "string" ? frame : JSON.stringify(frame);
    step = receive(
      step.session,
      { text, bytes: Buffer.byteLength(text) },
      context(session, 1_000_000 + i * 200, connectionsInUse),
    );
  });
  return step;
}

const sent = (actions: Action[]) => actions.flatMap((a) => (a.type === "send" ? [a.message] : []));
const closes = (actions: Action[]) => actions.flatMap((a) => (a.type === "close" ? [a.code] : []));
const authed = (asset: Parameters<typeof createSession>[0] = "stocks") =>
  run(createSession(asset, LIMITS), [{ action: "auth", key: KEY }]).session;

describe("authentication", () => {
  test("a test key authenticates, claims a connection slot and reports its plan's limits", () => {
    const step = run(createSession("stocks", LIMITS), [{ action: "auth", key: KEY }], 1);
    expect(step.session.phase).toBe("authenticated");
    expect(step.actions).toEqual([
      { type: "claim", key: KEY },
      {
        type: "send",
        message: { event: "authenticated", plan: "trial", max_symbols: 50, connections_in_use: 2, max_connections: 2 },
      },
    ]);
  });

  test.each([
    ["no key", {}, "missing_api_key"],
    ["an empty key", { key: "" }, "missing_api_key"],
    ["the documented rejected key", { key: "invalid" }, "invalid_api_key"],
    ["a key that is not a test key", { key: "tw_live_7Fq2xK9mPzR4vN8c" }, "invalid_api_key"],
    ["a test key of no plan", { key: "tw_test_gold_1234" }, "invalid_api_key"],
    ["a key with a trailing newline", { key: `${KEY}\n` }, "invalid_api_key"],
    ["a key that is not a string", { key: 12345678 }, "invalid_api_key"],
  ])("%s gets an error event and close code 4003", (_label, fields, code) => {
    const step = run(createSession("crypto", LIMITS), [{ action: "auth", ...fields }]);
    expect(sent(step.actions)).toEqual([expect.objectContaining({ event: "error", code })]);
    expect(closes(step.actions)).toEqual([CLOSE.invalidKey]);
    expect(step.session.phase).toBe("closed");
  });

  test.each([
    ["tw_test_free_a1", "free", 5, 1],
    ["tw_test_enterprise_a1", "enterprise", 5000, 25],
    ["tw_test_allinone_a1", "enterprise", 5000, 25],
  ])("the key %s selects the %s plan's limits", (key, plan, maxSymbols, maxConnections) => {
    const step = run(createSession("stocks", LIMITS), [{ action: "auth", key }]);
    expect(sent(step.actions)).toEqual([
      { event: "authenticated", plan, max_symbols: maxSymbols, connections_in_use: 1, max_connections: maxConnections },
    ]);
    expect(step.session.plan?.name).toBe(plan);
  });

  test("a key whose account is at its connection limit is refused with 4029", () => {
    const step = run(createSession("crypto", LIMITS), [{ action: "auth", key: KEY }], TRIAL.maxConnections);
    expect(sent(step.actions)).toEqual([expect.objectContaining({ code: "too_many_connections" })]);
    expect(closes(step.actions)).toEqual([4029]);
  });

  test.each([
    ["subscribe", { action: "subscribe", symbols: ["AAPL"] }, "Send an auth message before subscribing."],
    ["unsubscribe", { action: "unsubscribe", symbols: ["AAPL"] }, "Send an auth message before subscribing."],
    ["heartbeat", { action: "heartbeat" }, "Send an auth message first."],
  ])("%s before auth is answered with not_authenticated and discarded", (_label, message, text) => {
    const step = run(createSession("stocks", LIMITS), [message]);
    expect(step.session).toMatchObject({ phase: "awaiting_auth", symbols: [] });
    expect(step.actions).toEqual([
      { type: "send", message: { event: "error", code: "not_authenticated", message: text } },
    ]);
  });

  test("the auth deadline closes an unauthenticated connection with 4001 and no error event", () => {
    const step = authDeadline(createSession("stocks", LIMITS));
    expect(step.actions).toEqual([{ type: "close", code: 4001, reason: "Authentication timeout" }]);
    expect(authDeadline(authed()).actions).toEqual([]);
  });

  test("a second auth is ignored with already_authenticated", () => {
    const step = run(authed(), [{ action: "auth", key: KEY }]);
    expect(step.session.phase).toBe("authenticated");
    expect(sent(step.actions)).toEqual([expect.objectContaining({ code: "already_authenticated" })]);
  });
});

describe("subscriptions", () => {
  test("subscribe normalises symbols and confirms them with the new total", () => {
    const step = run(authed(), [{ action: "subscribe", symbols: ["aapl", "MSFT", "sap:DE", "AAPL:us"] }]);
    expect(step.session.symbols).toEqual(["AAPL", "MSFT", "SAP:de"]);
    expect(step.actions).toEqual([
      { type: "subscribe", symbols: ["AAPL", "MSFT", "SAP:de"] },
      { type: "send", message: { event: "subscribed", symbols: ["AAPL", "MSFT", "SAP:de"], total: 3 } },
    ]);
  });

  test("subscribing again to a symbol uses no extra slot", () => {
    const step = run(authed(), [
      { action: "subscribe", symbols: ["AAPL"] },
      { action: "subscribe", symbols: ["AAPL", "MSFT"] },
    ]);
    expect(step.session.symbols).toEqual(["AAPL", "MSFT"]);
    expect(step.actions).toEqual([
      { type: "subscribe", symbols: ["MSFT"] },
      { type: "send", message: { event: "subscribed", symbols: ["AAPL", "MSFT"], total: 2 } },
    ]);
  });

  test("unknown symbols get unknown_symbol while the valid ones are still subscribed", () => {
    const step = run(authed(), [{ action: "subscribe", symbols: ["APPL", "MSFT"] }]);
    expect(sent(step.actions)).toEqual([
      { event: "subscribed", symbols: ["MSFT"], total: 1 },
      {
        event: "error",
        code: "unknown_symbol",
        message: "Unknown symbol 'APPL' on the stocks stream.",
        symbols: ["APPL"],
      },
    ]);
  });

  test("a symbol of another asset class is unknown on this stream", () => {
    const step = run(authed("crypto"), [{ action: "subscribe", symbols: ["EURUSD"] }]);
    expect(sent(step.actions)).toEqual([expect.objectContaining({ code: "unknown_symbol", symbols: ["EURUSD"] })]);
    expect(step.session.symbols).toEqual([]);
  });

  test("unsubscribe frees the slots and reports the new total", () => {
    const step = run(authed(), [
      { action: "subscribe", symbols: ["AAPL", "MSFT", "SAP:de"] },
      { action: "unsubscribe", symbols: ["msft", "TSLA"] },
    ]);
    expect(step.session.symbols).toEqual(["AAPL", "SAP:de"]);
    expect(step.actions).toEqual([
      { type: "unsubscribe", symbols: ["MSFT"] },
      { type: "send", message: { event: "unsubscribed", symbols: ["MSFT", "TSLA"], total: 2 } },
    ]);
  });

  test("going past the plan's symbols per connection subscribes nothing and closes with 4008", () => {
    const pairs = ["EURUSD", "USDJPY", "GBPUSD", "USDCHF", "AUDUSD", "NZDUSD", "USDCAD"];
    const first = run(authed("currencies"), [{ action: "subscribe", symbols: pairs.slice(0, 4) }]);
    const free = { ...first.session, plan: CONFIG.plans.free };
    const step = run(free, [{ action: "subscribe", symbols: pairs.slice(3, 6) }]);
    expect(sent(step.actions)).toEqual([
      expect.objectContaining({ event: "error", code: "too_many_symbols", symbols: ["AUDUSD", "NZDUSD"] }),
    ]);
    expect(closes(step.actions)).toEqual([CLOSE.tooManySymbols]);
    expect(step.actions.some((a) => a.type === "subscribe")).toBe(false);
    expect(run(free, [{ action: "subscribe", symbols: ["AUDUSD"] }]).session.symbols).toHaveLength(5);
  });

  test.each([
    ["missing", {}],
    ["empty", { symbols: [] }],
    ["not an array", { symbols: "AAPL" }],
    ["not strings", { symbols: [1, 2] }],
    ["too long", { symbols: ["X".repeat(25)] }],
  ])("symbols %s is invalid_parameter and leaves the connection open", (_label, fields) => {
    const step = run(authed(), [{ action: "subscribe", ...fields }]);
    expect(step.actions).toEqual([{ type: "send", message: expect.objectContaining({ code: "invalid_parameter" }) }]);
    expect(step.session.phase).toBe("authenticated");
  });

  test("heartbeat is answered with a heartbeat", () => {
    expect(run(authed(), [{ action: "heartbeat" }]).actions).toEqual([
      { type: "send", message: { event: "heartbeat" } },
    ]);
  });
});

describe("malformed, oversized and excessive messages", () => {
  test.each([
    ["invalid JSON", "invalid_json", "{action: subscribe"],
    ["a JSON array", "invalid_parameter", "[1,2]"],
    ["a JSON string", "invalid_parameter", '"auth"'],
    ["no action", "invalid_parameter", '{"key":"abc"}'],
    ["an unknown action", "unknown_action", '{"action":"subscribe_all"}'],
  ])("%s gets %s and changes nothing", (_label, code, text) => {
    for (const session of [createSession("stocks", LIMITS), authed()]) {
      const step = run(session, [text]);
      expect(sent(step.actions)).toEqual([expect.objectContaining({ event: "error", code })]);
      expect(step.session.phase).toBe(session.phase);
      expect(closes(step.actions)).toEqual([]);
    }
  });

  test("a binary frame gets invalid_json", () => {
    const step = receive(authed(), { text: "", bytes: 4, binary: true }, context(authed(), 2_000_000));
    expect(sent(step.actions)).toEqual([expect.objectContaining({ code: "invalid_json" })]);
  });

  test("a message over the spec's size limit gets message_too_large, one at the limit is processed", () => {
    const at2s = context(authed(), 2_000_000);
    const over = receive(authed(), { text: "{}", bytes: LIMITS.maxMessageBytes + 1 }, at2s);
    expect(sent(over.actions)).toEqual([expect.objectContaining({ code: "message_too_large" })]);
    const text = `{"action":"heartbeat"}`.padEnd(LIMITS.maxMessageBytes, " ");
    const at = receive(authed(), { text, bytes: Buffer.byteLength(text) }, at2s);
    expect(Buffer.byteLength(text)).toBe(LIMITS.maxMessageBytes);
    expect(sent(at.actions)).toEqual([{ event: "heartbeat" }]);
  });

  test("more than 10 messages within a second are discarded with rate_limited, and the window slides", () => {
    let session = authed();
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 12; i += 1) {
      const step = receive(
        session,
        { text: '{"action":"heartbeat"}', bytes: 22 },
        context(session, 2_000_000 + i * 10),
      );
      session = step.session;
      codes.push(sent(step.actions)[0]?.event === "heartbeat" ? "ok" : (sent(step.actions)[0]?.code as string));
    }
    expect(codes).toEqual([...Array(LIMITS.messagesPerSecond).fill("ok"), "rate_limited", "rate_limited"]);
    const later = receive(session, { text: '{"action":"heartbeat"}', bytes: 22 }, context(session, 2_001_001));
    expect(sent(later.actions)).toEqual([{ event: "heartbeat" }]);
  });

  test("a closed session ignores everything", () => {
    const closed = run(createSession("stocks", LIMITS), [{ action: "auth" }]).session;
    expect(run(closed, [{ action: "auth", key: KEY }]).actions).toEqual([]);
  });
});
