/** @jest-environment node */
/**
 * Per-key limits, as the facts and the reference state them: fixed one-minute windows and a daily
 * quota per key, X-RateLimit-* headers that count down, 429s with Retry-After, what doesn't count,
 * /account/usage reporting the real counts, and counts that stay exact under concurrency.
 */
import type { HttpSandbox } from "../../../packages/sandbox/http/server.ts";
import {
  admit,
  count,
  countedStatuses,
  freeRequests,
  newUsage,
  rateLimitHeaders,
} from "../../../packages/sandbox/http/limits.ts";
import { planOfKey } from "../../../packages/sandbox/plans.ts";
import { FACTS, SESSION_INSTANT, newKey, startTestSandbox } from "./fixtures/sandbox";

jest.setTimeout(60_000);

const FREE = { perMinute: FACTS.plans.free.httpPerMinute, perDay: FACTS.plans.free.httpPerDay };
/** 10 seconds into a minute. */
const T0 = Math.floor(SESSION_INSTANT / 60_000) * 60_000 + 10_000;

describe("the counting rules", () => {
  test("the facts' wording gives which statuses count and which requests never do", () => {
    const counted = countedStatuses(FACTS.quota.counted);
    expect([200, 204, 400, 403, 404].map(counted)).toEqual([true, true, true, true, true]);
    expect([401, 413, 429, 500, 503].map(counted)).toEqual([false, false, false, false, false]);
    expect(freeRequests(FACTS.quota.notCounted)).toEqual(["GET /account/usage"]);
  });

  test("a minute's requests count down to the limit; the next one waits for the window's end", () => {
    let usage = newUsage(T0);
    const remaining: string[] = [];
    for (let i = 0; i < FREE.perMinute; i += 1) {
      expect(admit(usage, FREE, T0, FACTS.quota.dailyReset)).toEqual({ admitted: true });
      usage = count(usage, T0);
      remaining.push(rateLimitHeaders(usage, FREE, T0)["X-RateLimit-Remaining"]);
    }
    expect(remaining).toEqual(Array.from({ length: FREE.perMinute }, (_, i) => String(FREE.perMinute - 1 - i)));
    expect(admit(usage, FREE, T0, FACTS.quota.dailyReset)).toEqual({
      admitted: false,
      code: "rate_limited",
      retryAfter: 50,
      message: `Per-minute limit of ${FREE.perMinute} requests exceeded. Retry in 50 seconds.`,
    });
    // The next window starts again from zero.
    expect(admit(usage, FREE, T0 + 50_000, FACTS.quota.dailyReset)).toEqual({ admitted: true });
    expect(rateLimitHeaders(usage, FREE, T0 + 50_000)).toEqual({
      "X-RateLimit-Limit": String(FREE.perMinute),
      "X-RateLimit-Remaining": String(FREE.perMinute),
      "X-RateLimit-Reset": String((T0 - 10_000 + 120_000) / 1000),
    });
  });

  test("the daily quota is checked first, until 00:00 UTC", () => {
    const usage = { ...newUsage(T0), dayUsed: FREE.perDay! };
    const verdict = admit(usage, FREE, T0, FACTS.quota.dailyReset);
    expect(verdict).toMatchObject({ admitted: false, code: "quota_exceeded" });
    const midnight = (Math.floor(T0 / 86_400_000) + 1) * 86_400_000;
    expect(verdict).toMatchObject({ retryAfter: (midnight - T0) / 1000 });
    expect(admit(usage, FREE, midnight, FACTS.quota.dailyReset)).toEqual({ admitted: true });
  });

  test("test keys select the facts' plans; other keys select none", () => {
    expect(planOfKey("tw_test_free_x", FACTS)).toBe("free");
    expect(planOfKey("tw_test_trial_", FACTS)).toBe("trial");
    expect(planOfKey("tw_test_enterprise_abc-DEF_1", FACTS)).toBe("enterprise");
    expect(planOfKey("tw_test_allinone_1", FACTS)).toBe("allInOne");
    for (const key of [
      "tw_live_7Fq2xK9mPzR4vN8c",
      "tw_test_gold_1",
      "tw_test_trial",
      "TW_TEST_TRIAL_1",
      "tw_test_trial_a b",
      `tw_test_trial_${"x".repeat(120)}`,
    ])
      expect(planOfKey(key, FACTS)).toBeNull();
  });
});

describe("per key, through the sandbox", () => {
  let sandbox: HttpSandbox;
  let now = T0;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ clock: () => now });
  });
  afterAll(() => sandbox.close());

  const get = async (target: string, key: string | null) => {
    const response = await fetch(`${sandbox.url}${target}`, { headers: key ? { "X-API-Key": key } : {} });
    return { status: response.status, headers: response.headers, body: await response.json() };
  };
  const usage = async (key: string) => (await get("/account/usage", key)).body.data.requests;

  test("the headers count down, the call after the limit gets 429 rate_limited with Retry-After, and the next minute resets", async () => {
    now = T0;
    const key = newKey("free");
    const remaining = [];
    for (let i = 0; i < FREE.perMinute; i += 1)
      remaining.push((await get("/crypto/quote?symbol=BTCUSD", key)).headers.get("x-ratelimit-remaining"));
    expect(remaining).toEqual(Array.from({ length: FREE.perMinute }, (_, i) => String(FREE.perMinute - 1 - i)));
    const limited = await get("/crypto/quote?symbol=BTCUSD", key);
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe("rate_limited");
    expect(limited.headers.get("retry-after")).toBe("50");
    expect(limited.headers.get("x-ratelimit-remaining")).toBe("0");
    // /account/usage still answers, is free, and reports the real counts.
    expect(await usage(key)).toMatchObject({
      minute: { used: FREE.perMinute, remaining: 0 },
      day: { used: FREE.perMinute },
    });
    now = T0 + 50_000;
    expect((await get("/crypto/quote?symbol=BTCUSD", key)).status).toBe(200);
    expect(await usage(key)).toMatchObject({ minute: { used: 1 }, day: { used: FREE.perMinute + 1 } });
  });

  test("400, 403 and 404 count; 401, 429 and /account/usage don't", async () => {
    now = T0 + 5 * 60_000;
    const key = newKey("free");
    await get("/stocks/quote?symbol=AAPL", key); // 400
    await get("/stocks/insights?symbol=AAPL&country=us&from=2020-01-02", key); // 403
    await get("/crypto/quote?symbol=ZZZUSD", key); // 404
    await get("/nowhere", key); // 404 not_found
    await get("/account/usage", key);
    expect((await usage(key)).minute.used).toBe(4);
    await get("/crypto/quote?symbol=BTCUSD", null); // 401, no key to count against
    await get(`/crypto/quote?symbol=BTCUSD`, "tw_test_gold_1"); // 401
    expect((await usage(key)).minute.used).toBe(4);
  });

  test("the daily quota ends the day with quota_exceeded until 00:00 UTC; Enterprise has no daily cap", async () => {
    const key = newKey("free");
    let minute = 10;
    for (let i = 0; i < FREE.perDay!; i += 1) {
      if (i % FREE.perMinute === 0) minute += 1;
      now = T0 + minute * 60_000;
      expect((await get("/crypto/quote?symbol=ETHUSD", key)).status).toBe(200);
    }
    now = T0 + (minute + 1) * 60_000;
    const over = await get("/crypto/quote?symbol=ETHUSD", key);
    expect(over.body.error).toEqual({
      code: "quota_exceeded",
      message: `Daily quota of ${FREE.perDay} requests used up. It resets at ${FACTS.quota.dailyReset}.`,
    });
    const midnight = (Math.floor(now / 86_400_000) + 1) * 86_400_000;
    expect(Number(over.headers.get("retry-after"))).toBe(Math.ceil((midnight - now) / 1000));
    expect((await usage(key)).day).toMatchObject({ used: FREE.perDay, remaining: 0 });
    const enterprise = newKey("enterprise");
    await get("/crypto/quote?symbol=ETHUSD", enterprise);
    expect((await usage(enterprise)).day).toMatchObject({ limit: null, remaining: null, used: 1 });
  });

  test("counts stay exact under concurrency: one key's flood, and many keys at once", async () => {
    now = T0 + 60 * 60_000;
    const key = newKey("trial");
    const limit = FACTS.plans.trial.httpPerMinute;
    const answers = await Promise.all(Array.from({ length: limit + 30 }, () => get("/indices/quote?symbol=SPX", key)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(limit);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(30);
    const left = answers.filter((a) => a.status === 200).map((a) => Number(a.headers.get("x-ratelimit-remaining")));
    expect(new Set(left).size).toBe(limit);
    expect((await usage(key)).minute.used).toBe(limit);

    const keys = Array.from({ length: 25 }, () => newKey("trial"));
    await Promise.all(keys.flatMap((k) => Array.from({ length: 4 }, () => get("/crypto/quote?symbol=BTCUSD", k))));
    for (const k of keys) expect((await usage(k)).minute.used).toBe(4);
  });
});
