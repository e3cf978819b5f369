/** @jest-environment node */
/**
 * The HTTP sandbox as a client meets it: answers from the market for the symbols asked, the
 * spec's error bodies naming what was wrong, real pagination, plans by key, uploads that replay
 * with their Idempotency-Key, and every answer conforming to the reference for its status.
 */
import type { HttpSandbox } from "../../../packages/sandbox/http/server.ts";
import { MAX_BODY_BYTES } from "../../../packages/sandbox/http/server.ts";
import { ERROR_CODES } from "../../../packages/sandbox/http/errors.ts";
import { loadContract, received, type Contract, type Received } from "./fixtures/contract";
import { FACTS, MARKET, SESSION_INSTANT, SOURCES, newKey, startTestSandbox } from "./fixtures/sandbox";

jest.setTimeout(30_000);

let sandbox: HttpSandbox;
let contract: Contract;
const seen: { method: string; path: string; answer: Received }[] = [];

beforeAll(async () => {
  [sandbox, contract] = await Promise.all([startTestSandbox(), loadContract()]);
});
afterAll(async () => {
  await sandbox?.close();
});
afterAll(() => {
  // Every answer of this file, whatever its status, conforms to the reference.
  const problems = seen.flatMap(({ method, path, answer }) =>
    contract.problems(method, path, answer).map((problem) => `${method} ${path} ${answer.status}: ${problem}`),
  );
  expect(problems).toEqual([]);
});

interface Call {
  method?: string;
  key?: string | null;
  headers?: Record<string, string>;
  body?: BodyInit;
}

/** A request to the sandbox; the answer is kept for the conformance check of the whole file. */
async function call(target: string, { method = "GET", key = newKey(), headers = {}, body }: Call = {}) {
  const response = await fetch(`${sandbox.url}${target}`, {
    method,
    headers: { ...(key ? { "X-API-Key": key } : {}), ...headers },
    body,
  });
  const answer = await received(response);
  const path = target.split("?")[0];
  // Unknown paths have no reference, and 413 protects the sandbox beyond what the reference documents.
  if (!/^\/(nowhere|stocks\/country)/.test(path) && answer.status !== 413) seen.push({ method, path, answer });
  return {
    ...answer,
    json: JSON.parse(answer.body) as { data?: unknown; meta?: unknown; error?: { code: string; message: string } },
  };
}

describe("answers come from the market, for what was asked", () => {
  test("a quote is the requested symbol's, with the market's price at the instant", async () => {
    const eth = await call("/crypto/quote?symbol=ETHUSD");
    expect(eth.status).toBe(200);
    const expected = MARKET.quote(MARKET.instruments.find("crypto", "ETHUSD")!, SESSION_INSTANT);
    expect(eth.json.data).toMatchObject({
      symbol: "ETHUSD",
      price: expected.price,
      bid: expected.bid,
      timestamp: "2026-03-03T15:00:00Z",
    });
    const msft = await call("/stocks/quote?symbol=msft&country=us");
    expect(msft.json.data).toMatchObject({ symbol: "MSFT", country: "us", exchange: "NASDAQ", delayed: false });
  });

  test("a batch answers each symbol once, in the order sent", async () => {
    const batch = await call("/indices/quotes?symbols=NDX,spx,NDX,DJI");
    expect((batch.json.data as { symbol: string }[]).map((q) => q.symbol)).toEqual(["NDX", "SPX", "DJI"]);
  });

  test("conversions use the quoted pair's rate, either way round", async () => {
    const direct = (await call("/currencies/convert?from=EUR&to=JPY&amount=250")).json.data as {
      rate: number;
      result: number;
    };
    const eurjpy = MARKET.quote(MARKET.instruments.find("currencies", "EURJPY")!, SESSION_INSTANT).price;
    expect(direct.rate).toBe(eurjpy);
    expect(direct.result).toBeCloseTo(250 * eurjpy, 6);
    const inverse = (await call("/currencies/convert?from=JPY&to=EUR")).json.data as { rate: number };
    expect(inverse.rate).toBeCloseTo(1 / eurjpy, 8);
    const coin = (await call("/crypto/convert?from=BTC&to=EUR&amount=1.5")).json.data as { rate: number };
    expect(coin.rate).toBe(MARKET.quote(MARKET.instruments.find("crypto", "BTCEUR")!, SESSION_INSTANT).price);
  });

  test("insights with a daily series page through the window's bars", async () => {
    const first = await call(
      "/stocks/insights?symbol=AAPL&country=us&from=2026-02-02&to=2026-03-03&series=daily&page_size=10",
    );
    const meta = first.json.meta as { total: number; next_page: number | null };
    expect(first.status).toBe(200);
    expect(meta).toMatchObject({ page: 1, page_size: 10, next_page: 2 });
    const last = await call(
      `/stocks/insights?symbol=AAPL&country=us&from=2026-02-02&to=2026-03-03&series=daily&page_size=10&page=${Math.ceil(meta.total / 10)}`,
    );
    expect((last.json.meta as { next_page: null }).next_page).toBeNull();
    const series = (last.json.data as { series: { close: number }[]; window: { close: number } }).series;
    expect(series.at(-1)!.close).toBe((last.json.data as { window: { close: number } }).window.close);
  });

  test("the market endpoints answer from the trading calendar", async () => {
    const hours = await call("/markets/hours?markets=CRYPTO,FOREX,XLON&date=2024-11-20");
    expect(hours.json.data).toEqual([
      expect.objectContaining({
        market: "CRYPTO",
        sessions: [{ session: "regular", opens_at: "2024-11-20T00:00:00Z", closes_at: "2024-11-21T00:00:00Z" }],
      }),
      expect.objectContaining({
        market: "FOREX",
        sessions: [{ session: "regular", opens_at: "2024-11-19T22:00:00Z", closes_at: "2024-11-20T22:00:00Z" }],
      }),
      expect.objectContaining({
        market: "XLON",
        sessions: [{ session: "regular", opens_at: "2024-11-20T08:00:00Z", closes_at: "2024-11-20T16:30:00Z" }],
      }),
    ]);
    const holidays = await call(
      "/markets/holidays?markets=XAMS,XETR,XLON,XNYS&from=2024-12-24&to=2024-12-31&page_size=5",
    );
    expect(holidays.json.meta).toEqual({ page: 1, page_size: 5, total: 14, next_page: 2 });
    const markets = await call("/markets?asset_class=commodities");
    expect((markets.json.data as { id: string }[]).map((m) => m.id)).toEqual([
      "IFEU",
      "IFUS",
      "LBMA",
      "NDEX",
      "XCBT",
      "XCME",
      "XLME",
      "XNYM",
    ]);
  });
});

describe("pagination over the real lists", () => {
  test("pages differ, next_page is null on the last page, and a page past the end is empty", async () => {
    const pages = [];
    for (let page = 1; page <= 4; page += 1) pages.push(await call(`/crypto/symbols?page=${page}&page_size=100`));
    const symbols = pages.map((p) => (p.json.data as { symbol: string }[]).map((s) => s.symbol));
    expect(symbols[1][0]).not.toBe(symbols[0][0]);
    const total = (pages[0].json.meta as { total: number }).total;
    expect(total).toBe(MARKET.instruments.list("crypto").length);
    const lastPage = Math.ceil(total / 100);
    expect((pages[lastPage - 1].json.meta as { next_page: null }).next_page).toBeNull();
    expect(pages[lastPage].json).toEqual({
      data: [],
      meta: { page: lastPage + 1, page_size: 100, total, next_page: null },
    });
  });

  test("filters narrow the list", async () => {
    const eur = await call("/crypto/symbols?quote=eur&page_size=500");
    expect((eur.json.data as { quote: string }[]).every((pair) => pair.quote === "EUR")).toBe(true);
    const german = await call("/stocks/symbols?country=de&page_size=2");
    expect(german.json.meta).toMatchObject({
      total: MARKET.instruments.list("stocks").filter((s) => s.country === "de").length,
    });
  });
});

describe("errors in the spec's shape, naming what was wrong", () => {
  test.each([
    ["/stocks/quote?symbol=AAPL", 400, "invalid_parameter", "country is required."],
    [
      "/stocks/symbols?country=us&page_size=9999",
      400,
      "invalid_parameter",
      "page_size must be between 1 and 500; 9999 was sent.",
    ],
    ["/stocks/symbols?country=us&page=0", 400, "invalid_parameter", "page must be at least 1; 0 was sent."],
    [
      "/stocks/symbols?country=gb",
      400,
      "invalid_parameter",
      'country must be one of "be", "ch", "cn", "de", "es", "fr", "it", "nl", "nz", "uk", "us"; "gb" was sent.',
    ],
    [
      "/crypto/quote?symbol=%C3%A9THUSD",
      400,
      "invalid_parameter",
      'symbol must match the pattern ^[A-Za-z]{6,8}$; "éTHUSD" was sent.',
    ],
    ["/crypto/quote?symbol=ETHUSD&symbol=BTCUSD", 400, "invalid_parameter", "symbol was sent 2 times; send it once."],
    [
      "/crypto/quote?symbol=%E0%A4%A",
      400,
      "invalid_parameter",
      'symbol must match the pattern ^[A-Za-z]{6,8}$; "\ufffd%A" was sent.',
    ],
    [
      "/crypto/quote?symbol=ZZZUSD",
      404,
      "unknown_symbol",
      "No crypto pair with symbol 'ZZZUSD'. Check /crypto/symbols for valid symbols.",
    ],
    [
      "/stocks/quotes?symbols=AAPL,APPL,MSFTX&country=us",
      404,
      "unknown_symbol",
      "No stocks with symbols 'APPL', 'MSFTX' in country 'us'. Check /stocks/symbols?country=us for valid symbols.",
    ],
    [
      "/currencies/convert?from=EUR&to=XYZ",
      404,
      "unknown_symbol",
      "No currency pair between EUR and XYZ. Check /currencies/symbols?base=EUR for the pairs of EUR.",
    ],
    [
      "/crypto/insights?symbol=BTCUSD&to=2026-01-01",
      400,
      "invalid_parameter",
      "to is used only with from; send from as well (to=2026-01-01 was sent alone).",
    ],
    [
      "/crypto/insights?symbol=BTCUSD&from=2026-03-04",
      400,
      "invalid_parameter",
      "from must be today (2026-03-03) or earlier; 2026-03-04 was sent.",
    ],
    [
      "/markets/status?markets=XNYS,NOPE",
      400,
      "invalid_parameter",
      "markets must list market identifiers returned by /markets; 'NOPE' is not one.",
    ],
    [
      "/markets/holidays?from=2026-01-01&to=2027-06-01",
      400,
      "invalid_parameter",
      "to must be at most 366 days after from (2027-01-02); 2027-06-01 was sent.",
    ],
  ])("%s → %s %s", async (target, status, code, message) => {
    const answer = await call(target);
    expect({ status: answer.status, error: answer.json.error }).toEqual({ status, error: { code, message } });
  });

  test("a batch of 5,000 symbols is refused, naming the parameter and the count; a longer URL still gets an error body", async () => {
    const symbols = Array.from({ length: 5000 }, (_, i) => `S${i}`).join(",");
    const answer = await call(`/stocks/quotes?country=us&symbols=${symbols}`);
    expect(answer.status).toBe(400);
    expect(answer.json.error?.message).toBe("symbols takes at most 50 items; 5000 were sent.");
    const huge = await fetch(`${sandbox.url}/stocks/quotes?country=us&symbols=${symbols.repeat(3)}`, {
      headers: { "X-API-Key": newKey() },
    });
    expect(huge.status).toBe(431);
    expect((await huge.json()).error.code).toBe("invalid_parameter");
  });

  test("a CORS preflight gets 204 and doesn't count", async () => {
    const key = newKey("free");
    const preflight = await fetch(`${sandbox.url}/crypto/quote?symbol=BTCUSD&apikey=${key}`, { method: "OPTIONS" });
    expect(preflight.status).toBe(204);
    expect(await preflight.text()).toBe("");
    expect(
      ((await call("/account/usage", { key })).json.data as { requests: { day: { used: number } } }).requests.day.used,
    ).toBe(0);
  });

  test("an unknown path is 404 not_found", async () => {
    const answer = await call("/stocks/country");
    expect(answer.json).toEqual({
      error: {
        code: "not_found",
        message: "No endpoint at GET /v1/stocks/country. Check the path against the API reference.",
      },
    });
    expect((await call("/nowhere", { method: "DELETE" })).status).toBe(404);
  });

  test("a missing key is 401 missing_api_key, another key 401 invalid_api_key; the apikey parameter works too", async () => {
    expect((await call("/crypto/quote?symbol=BTCUSD", { key: null })).json.error?.code).toBe("missing_api_key");
    expect((await call("/crypto/quote?symbol=BTCUSD", { key: "tw_live_7Fq2xK9mPzR4vN8c" })).json.error?.code).toBe(
      "invalid_api_key",
    );
    expect((await call("/crypto/quote?symbol=BTCUSD", { key: "tw_test_gold_1" })).json.error?.code).toBe(
      "invalid_api_key",
    );
    expect((await call(`/crypto/quote?symbol=BTCUSD&apikey=${newKey()}`, { key: null })).status).toBe(200);
  });

  test("a body over the limit is refused with 413 and the error body", async () => {
    const answer = await call("/algo/backtesting", {
      method: "POST",
      key: newKey("allinone"),
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
      body: Buffer.alloc(MAX_BODY_BYTES + 1, 97),
    });
    expect(answer.status).toBe(413);
    expect(answer.json.error?.code).toBe("invalid_parameter");
    // The server is still there.
    expect((await call("/crypto/quote?symbol=BTCUSD")).status).toBe(200);
  });

  test("Prefer picks a documented response, with its headers", async () => {
    const answer = await call("/stocks/quote?symbol=AAPL&country=us", {
      headers: { Prefer: "code=429, example=daily" },
    });
    expect(answer.status).toBe(429);
    expect(answer.json.error?.code).toBe("quota_exceeded");
    expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
    expect(answer.headers["x-ratelimit-remaining"]).toBeDefined();
  });
});

describe("plans by key", () => {
  test("the Free plan sees stocks as they were the documented delay ago, marked delayed; crypto in real time", async () => {
    const free = newKey("free");
    const aapl = (await call("/stocks/quote?symbol=AAPL&country=us", { key: free })).json.data as Record<
      string,
      unknown
    >;
    const delayedAt = SESSION_INSTANT - FACTS.delayMinutes * 60_000;
    const expected = MARKET.quote(MARKET.instruments.find("stocks", "AAPL")!, delayedAt);
    expect(aapl).toMatchObject({
      delayed: true,
      price: expected.price,
      timestamp: new Date(delayedAt).toISOString().replace(".000", ""),
    });
    const btc = (await call("/crypto/quote?symbol=BTCUSD", { key: free })).json.data as Record<string, unknown>;
    expect(btc).toMatchObject({ delayed: false, timestamp: "2026-03-03T15:00:00Z" });
  });

  test("history beyond the Free plan's year is 403 plan_restricted; the algo endpoints need the All-in-one package", async () => {
    const history = await call("/indices/insights?symbol=SPX&from=2024-01-02", { key: newKey("free") });
    expect(history.status).toBe(403);
    expect(history.json.error?.message).toMatch(
      /^The Free plan includes 1 year of history; from must be 2025-03-03 or later\./,
    );
    for (const plan of ["free", "trial", "enterprise"] as const)
      expect((await call("/algo/symbols", { key: newKey(plan) })).json.error?.code).toBe("plan_restricted");
    expect(
      (await call("/algo/symbols?asset_class=crypto&page_size=3", { key: newKey("allinone") })).json.meta,
    ).toMatchObject({ total: 10 });
  });
});

describe("uploads", () => {
  const strategy = "def initialize(context):\n    pass\n\ndef on_bar(context, bars):\n    pass\n";
  const form = (fields: Record<string, string>, file = strategy) => {
    const body = new FormData();
    body.append("file", new Blob([file], { type: "text/x-python" }), "sma.py");
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    return body;
  };
  const fields = { symbols: "AAPL,SAP:de", start_date: "2024-01-02", end_date: "2025-12-31", name: "Test run" };

  test("a backtest runs over the market's bars; the same Idempotency-Key replays the first answer", async () => {
    const key = newKey("allinone");
    const headers = { "Idempotency-Key": "run-0001-abcdef" };
    const first = await call("/algo/backtesting", { method: "POST", key, headers, body: form(fields) });
    expect(first.status).toBe(200);
    const data = first.json.data as { id: string; symbols: string[]; summary: { trades: number } };
    expect(data.symbols).toEqual(["AAPL", "SAP:de"]);
    const again = await call("/algo/backtesting", { method: "POST", key, headers, body: form(fields) });
    expect(again.body).toBe(first.body);
    const other = await call("/algo/backtesting", {
      method: "POST",
      key,
      headers,
      body: form({ ...fields, name: "Other" }),
    });
    expect(other.status).toBe(400);
    expect(other.json.error?.message).toMatch(/^Idempotency-Key 'run-0001-abcdef' was used for another upload/);
    const fresh = await call("/algo/backtesting", { method: "POST", key, body: form(fields) });
    expect((fresh.json.data as { id: string }).id).not.toBe(data.id);
  });

  test("an unknown symbol is 404, a file without on_bar and a missing field are 400", async () => {
    const key = newKey("allinone");
    const unknown = await call("/algo/backtesting", {
      method: "POST",
      key,
      body: form({ ...fields, symbols: "AAPL,NOPE" }),
    });
    expect(unknown.json.error).toEqual({
      code: "unknown_symbol",
      message: "'NOPE' isn't available for backtesting. Check /algo/symbols for the symbols you can trade.",
    });
    const noBar = await call("/algo/backtesting", { method: "POST", key, body: form(fields, "print('hi')\n") });
    expect(noBar.json.error?.message).toBe(
      "file 'sma.py' doesn't define on_bar(context, bars), which every strategy needs.",
    );
    const missing = await call("/algo/backtesting", { method: "POST", key, body: form({ symbols: "AAPL" }) });
    expect(missing.json.error?.message).toBe("start_date is required.");
  });

  test("a Backtrader script trades its TickwireData feeds", async () => {
    const script =
      'import backtrader as bt\nfrom tickwire.backtrader import TickwireData\ncerebro = bt.Cerebro()\ncerebro.adddata(TickwireData(dataname="MSFT"))\ncerebro.run()\n';
    const answer = await call("/algo/backtrader", {
      method: "POST",
      key: newKey("allinone"),
      body: form({ start_date: "2025-01-02" }, script),
    });
    expect(answer.status).toBe(200);
    expect(answer.json.data).toMatchObject({ engine: "backtrader", symbols: ["MSFT"], initial_capital: 10_000 });
  });

  test("a Backtrader script's feed dates are read whatever the datetime module is called", async () => {
    const script =
      'import datetime as dt\nimport backtrader as bt\nfrom tickwire.backtrader import TickwireData\ncerebro = bt.Cerebro()\ncerebro.adddata(TickwireData(dataname="MSFT", fromdate=dt.datetime(2024, 1, 2), todate=dt.datetime(2024, 12, 31)))\ncerebro.run()\n';
    const answer = await call("/algo/backtrader", { method: "POST", key: newKey("allinone"), body: form({}, script) });
    expect(answer.json.data).toMatchObject({ start_date: "2024-01-02", end_date: "2024-12-31" });
  });
});

describe("error codes", () => {
  test("the sandbox's error codes are the spec's", () => {
    const error = (
      SOURCES.http.root.components as {
        schemas: Record<
          string,
          { properties: Record<string, { properties: Record<string, Record<string, unknown>> }> }
        >;
      }
    ).schemas.Error.properties.error.properties.code;
    const documented = (error.enum ?? error["x-extensible-enum"]) as string[];
    expect([...ERROR_CODES].sort()).toEqual([...documented].sort());
  });
});

describe("transport", () => {
  test("large answers are compressed for clients that accept gzip; quotes carry the documented Sunset header", async () => {
    const response = await fetch(`${sandbox.url}/stocks/symbols?country=us&page_size=500`, {
      headers: { "X-API-Key": newKey(), "Accept-Encoding": "gzip" },
    });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect((await response.json()).data.length).toBeGreaterThan(100);
    const quote = await fetch(`${sandbox.url}/stocks/quote?symbol=AAPL&country=us`, {
      headers: { "X-API-Key": newKey() },
    });
    expect(quote.headers.get("sunset")).toBe("Mon, 01 Nov 2027 00:00:00 GMT");
    expect(quote.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});
