/** @jest-environment node */
/**
 * The market on its own, without servers: determinism, levels, sessions and holidays, and the
 * invariants every quote and bar keeps.
 */
import type { Asset, Instrument } from "../../../packages/sandbox/market/index.ts";
import { marketOf } from "../../../packages/sandbox/sources.ts";
import { DAY, MINUTE, dateOf, dayNumber } from "../../../packages/sandbox/market/time.ts";
import { FACTS, MARKET, SESSION_INSTANT, SOURCES, WEEKEND_INSTANT } from "./fixtures/sandbox";

const find = (asset: Asset, symbol: string): Instrument => {
  const instrument = MARKET.instruments.find(asset, symbol);
  if (!instrument) throw new Error(`${asset}/${symbol} is not in the market`);
  return instrument;
};

/** A sample of every asset class: the first instruments of each list. */
const SAMPLE = (["stocks", "indices", "currencies", "crypto", "commodities"] as const).flatMap((asset) =>
  MARKET.instruments.list(asset).slice(0, 12),
);

describe("determinism", () => {
  test("the same seed gives the same market, in any order of questions; another seed another one", () => {
    const again = marketOf(SOURCES, 1);
    const other = marketOf(SOURCES, 2);
    const instants = [SESSION_INSTANT, SESSION_INSTANT - 3 * DAY, SESSION_INSTANT + 17 * MINUTE];
    const ask = (market: typeof MARKET, order: number[]) =>
      order.map((i) => market.quote(market.instruments.find("stocks", "AAPL")!, instants[i]).price);
    expect(ask(MARKET, [0, 1, 2])).toEqual(ask(again, [2, 1, 0]).reverse());
    expect(ask(other, [0, 1, 2])).not.toEqual(ask(MARKET, [0, 1, 2]));
  });

  test("a price doesn't depend on what was asked before (the walk's kept draws, the calendar's kept dates)", () => {
    const instants = [SESSION_INSTANT, WEEKEND_INSTANT, Date.parse("2025-03-10T00:30:00Z")];
    const warmed = marketOf(SOURCES, 5);
    for (const instrument of SAMPLE)
      warmed.closes(instrument, dayNumber("2023-01-01"), dayNumber("2026-03-03"), SESSION_INSTANT);
    const fresh = marketOf(SOURCES, 5);
    for (const instrument of SAMPLE)
      for (const t of instants)
        expect({ id: instrument.id, t, quote: warmed.quote(instrument, t) }).toEqual({
          id: instrument.id,
          t,
          quote: fresh.quote(instrument, t),
        });
  });

  test("a pinned moment has a fixed price", () => {
    const quote = MARKET.quote(find("crypto", "BTCUSD"), SESSION_INSTANT);
    expect(quote).toMatchObject({ timestamp: SESSION_INSTANT });
    expect(quote.price).toBe(MARKET.quote(find("crypto", "BTCUSD"), SESSION_INSTANT).price);
  });
});

describe("levels", () => {
  test("every instrument of the symbol lists is priced, around a realistic level for its class", () => {
    expect(MARKET.instruments.all.length).toBeGreaterThan(800);
    const btc = MARKET.quote(find("crypto", "BTCUSD"), SESSION_INSTANT).price;
    const eth = MARKET.quote(find("crypto", "ETHUSD"), SESSION_INSTANT).price;
    const doge = MARKET.quote(find("crypto", "DOGEUSD"), SESSION_INSTANT).price;
    expect(btc).toBeGreaterThan(eth * 10);
    expect(eth).toBeGreaterThan(doge * 1000);
    const eurusd = MARKET.quote(find("currencies", "EURUSD"), SESSION_INSTANT).price;
    expect(eurusd).toBeGreaterThan(0.95);
    expect(eurusd).toBeLessThan(1.15);
    const spx = MARKET.quote(find("indices", "SPX"), SESSION_INSTANT).price;
    expect(spx).toBeGreaterThan(4500);
    expect(spx).toBeLessThan(7500);
  });

  test("the spec's example quotes are near the market's levels (within a third)", () => {
    const examples: [Asset, string, number][] = [
      ["stocks", "AAPL", 228.52],
      ["stocks", "MSFT", 415.49],
      ["crypto", "BTCUSD", 94324.85],
      ["crypto", "ETHUSD", 3108.42],
      ["currencies", "EURUSD", 1.05415],
      ["indices", "DJI", 43408.47],
      ["commodities", "XAUUSD", 2651.37],
    ];
    for (const [asset, symbol, price] of examples) {
      const level = find(asset, symbol).level;
      expect({ symbol, ratio: Math.abs(Math.log(level / price)) < Math.log(4 / 3) }).toEqual({ symbol, ratio: true });
    }
  });

  test("realised volatility of daily closes is near each instrument's own", () => {
    const aapl = find("stocks", "AAPL");
    const bars = MARKET.bars(aapl, dayNumber("2024-03-01"), dayNumber("2026-03-02"), SESSION_INSTANT);
    const returns = bars.slice(1).map((bar, i) => Math.log(bar.close / bars[i].close));
    const annual = Math.sqrt(returns.reduce((s, r) => s + r * r, 0) / returns.length) * Math.sqrt(252);
    expect(annual / aapl.volatility).toBeGreaterThan(0.7);
    expect(annual / aapl.volatility).toBeLessThan(1.4);
  });
});

describe("invariants", () => {
  const instants = [
    SESSION_INSTANT,
    SESSION_INSTANT + 3 * 3600_000,
    WEEKEND_INSTANT,
    Date.parse("2025-12-24T20:00:00Z"),
  ];

  test.each(instants.map((t) => [new Date(t).toISOString(), t]))(
    "at %s: high ≥ price ≥ low, bid < price < ask",
    (_at, t) => {
      for (const instrument of SAMPLE) {
        const q = MARKET.quote(instrument, t);
        const label = `${instrument.id} at ${new Date(t).toISOString()}`;
        expect({ label, ok: q.high >= q.price && q.price >= q.low && q.open <= q.high && q.open >= q.low }).toEqual({
          label,
          ok: true,
        });
        if (q.bid !== null && q.ask !== null)
          expect({ label, ok: q.bid < q.price && q.price < q.ask }).toEqual({ label, ok: true });
        if (q.high24h !== null && q.low24h !== null)
          expect({ label, ok: q.high24h >= q.price && q.price >= q.low24h }).toEqual({ label, ok: true });
        expect(q.price).toBeGreaterThan(0);
      }
    },
  );

  test("previous_close is the previous bar's close, for every class", () => {
    for (const instrument of SAMPLE) {
      const quote = MARKET.quote(instrument, SESSION_INSTANT);
      const bars = MARKET.bars(instrument, dayNumber("2026-02-20"), dayNumber("2026-03-03"), SESSION_INSTANT);
      const today = MARKET.days(instrument).activeDay(SESSION_INSTANT);
      const previous = bars.filter((bar) => bar.day < today).at(-1)!;
      expect({ id: instrument.id, previousClose: quote.previousClose }).toEqual({
        id: instrument.id,
        previousClose: previous.close,
      });
      // Bars chain: each bar's high and low bound its open and close.
      for (const bar of bars)
        expect(bar.high >= Math.max(bar.open, bar.close) && bar.low <= Math.min(bar.open, bar.close)).toBe(true);
    }
  });

  test("a backtest's opens and closes are its bars' (today's, in progress, included)", () => {
    // The Monday 00:30 UTC is still Friday's trading day for the US stocks' post-market.
    for (const now of [SESSION_INSTANT, Date.parse("2025-03-10T00:30:00Z")])
      for (const instrument of SAMPLE) {
        const from = Math.floor(now / DAY) - 90;
        const bars = MARKET.bars(instrument, from, from + 100, now);
        expect({ id: instrument.id, closes: MARKET.closes(instrument, from, from + 100, now) }).toEqual({
          id: instrument.id,
          closes: bars.map(({ day, open, close }) => ({ day, open, close })),
        });
      }
  });

  test("volume accumulates through a session and today's bar is the quote so far", () => {
    const aapl = find("stocks", "AAPL");
    const volumes = [0, 30, 60, 120, 240].map((m) => MARKET.quote(aapl, SESSION_INSTANT + m * MINUTE).volume!);
    for (let i = 1; i < volumes.length; i += 1) expect(volumes[i]).toBeGreaterThan(volumes[i - 1]);
    const [bar] = MARKET.bars(aapl, dayNumber("2026-03-03"), dayNumber("2026-03-03"), SESSION_INSTANT);
    const quote = MARKET.quote(aapl, SESSION_INSTANT);
    expect(bar).toMatchObject({
      open: quote.open,
      high: quote.high,
      low: quote.low,
      close: quote.price,
      volume: quote.volume,
    });
  });
});

describe("sessions and holidays", () => {
  test("stocks and indices move only in their sessions; crypto always; FX from Sunday 17:00 to Friday 17:00 New York", () => {
    const aapl = find("stocks", "AAPL");
    const spx = find("indices", "SPX");
    const btc = find("crypto", "BTCUSD");
    const eurusd = find("currencies", "EURUSD");
    const saturday = WEEKEND_INSTANT;
    for (const instrument of [aapl, spx, eurusd]) {
      expect(MARKET.inSession(instrument, saturday)).toBe(false);
      expect(MARKET.quote(instrument, saturday).price).toBe(MARKET.quote(instrument, saturday + 3600_000).price);
    }
    expect(MARKET.inSession(btc, saturday)).toBe(true);
    expect(MARKET.quote(btc, saturday).price).not.toBe(MARKET.quote(btc, saturday + 3600_000).price);
    // FX opens at 17:00 New York on Sunday: 22:00 UTC in winter.
    expect(MARKET.inSession(eurusd, Date.parse("2026-03-01T21:59:00Z"))).toBe(false);
    expect(MARKET.inSession(eurusd, Date.parse("2026-03-01T22:01:00Z"))).toBe(true);
    expect(MARKET.inSession(eurusd, Date.parse("2026-03-06T21:59:00Z"))).toBe(true);
    expect(MARKET.inSession(eurusd, Date.parse("2026-03-06T22:01:00Z"))).toBe(false);
    // US stocks trade from 04:00 (pre-market) New York time, and SPX from the regular open at 09:30.
    expect(MARKET.inSession(aapl, Date.parse("2026-03-03T09:30:00Z"))).toBe(true);
    expect(MARKET.inSession(spx, Date.parse("2026-03-03T09:30:00Z"))).toBe(false);
    expect(MARKET.inSession(spx, Date.parse("2026-03-03T14:31:00Z"))).toBe(true);
  });

  test("a closed market shows the last trade with its time, and nothing moves over a holiday", () => {
    const spx = find("indices", "SPX");
    const goodFriday = Date.parse("2026-04-03T15:00:00Z");
    const quote = MARKET.quote(spx, goodFriday);
    expect(new Date(quote.timestamp).toISOString()).toBe("2026-04-02T20:00:00.000Z");
    expect(
      MARKET.bars(spx, dayNumber("2026-04-01"), dayNumber("2026-04-07"), Date.parse("2026-04-08T00:00:00Z")).map((b) =>
        dateOf(b.day),
      ),
    ).toEqual(["2026-04-01", "2026-04-02", "2026-04-06", "2026-04-07"]);
  });

  test("the calendar gives the sessions, holidays and statuses the reference's examples show", () => {
    const calendar = MARKET.calendar;
    const sessions = (market: string, date: string) =>
      calendar
        .date(market, dayNumber(date))
        .sessions.map((s) => `${s.session} ${new Date(s.opens).toISOString()} ${new Date(s.closes).toISOString()}`);
    expect(sessions("XNAS", "2024-11-29")).toEqual([
      "pre_market 2024-11-29T09:00:00.000Z 2024-11-29T14:30:00.000Z",
      "regular 2024-11-29T14:30:00.000Z 2024-11-29T18:00:00.000Z",
      "post_market 2024-11-29T18:00:00.000Z 2024-11-29T22:00:00.000Z",
    ]);
    expect(sessions("FOREX", "2024-11-20")).toEqual(["regular 2024-11-19T22:00:00.000Z 2024-11-20T22:00:00.000Z"]);
    const holidays = ["XAMS", "XETR", "XLON", "XNYS"].flatMap((m) =>
      calendar.holidays(m, dayNumber("2024-12-24"), dayNumber("2024-12-31")),
    );
    expect(holidays).toHaveLength(14);
    expect(calendar.status("XNYS", Date.parse("2024-11-28T15:00:00Z"))).toEqual({
      status: "closed",
      reason: "holiday",
      holiday: "Thanksgiving Day",
      opensAt: Date.parse("2024-11-29T14:30:00Z"),
    });
    expect(calendar.status("FOREX", Date.parse("2024-11-23T12:00:00Z"))).toMatchObject({
      reason: "weekend",
      opensAt: Date.parse("2024-11-24T22:00:00Z"),
    });
  });
});

describe("delays", () => {
  test("a delayed plan's price is the price of the delay ago", () => {
    const delay = FACTS.delayMinutes * MINUTE;
    for (const instrument of SAMPLE) {
      const delayed = MARKET.quote(instrument, SESSION_INSTANT - delay);
      expect(delayed.timestamp).toBeLessThanOrEqual(SESSION_INSTANT - delay);
      expect(delayed.price).toBe(MARKET.quote(instrument, SESSION_INSTANT - delay).price);
    }
  });
});

describe("insights", () => {
  test("come from the same bars: the window's close is the latest price, performance from a past close", () => {
    const aapl = find("stocks", "AAPL");
    const { insight, bars } = MARKET.insight(aapl, SESSION_INSTANT, {
      historyStart: 0,
      window: { from: dayNumber("2026-02-02"), to: dayNumber("2026-03-03") },
    });
    const quote = MARKET.quote(aapl, SESSION_INSTANT);
    expect(insight.window?.close).toBe(quote.price);
    expect(insight.window?.open).toBe(bars[0].open);
    expect(insight.day_range).toEqual({ low: quote.low, high: quote.high });
    const weekAgo = MARKET.bars(aapl, dayNumber("2026-02-24"), dayNumber("2026-02-24"), SESSION_INSTANT)[0].close;
    expect(insight.performance["1w"]).toBeCloseTo((quote.price / weekAgo - 1) * 100, 2);
    expect(insight.range_52w.high).toBeGreaterThanOrEqual(quote.high);
  });

  test("periods before the plan's history are null", () => {
    const { insight } = MARKET.insight(find("indices", "SPX"), SESSION_INSTANT, {
      historyStart: dayNumber("2025-03-03"),
    });
    expect(insight.performance["1y"]).not.toBeNull();
    expect(insight.performance["3y"]).toBeNull();
    expect(insight.history_start).toBe("2025-03-03");
  });
});
