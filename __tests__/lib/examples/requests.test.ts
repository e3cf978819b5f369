/** @jest-environment node */
import { afterDay, planOf, requestInstant } from "../../../src/lib/examples/instant";
import { requestOf, requestTarget } from "../../../src/lib/examples/requests";

const T = Date.parse("2024-11-20T15:30:12Z");

test("a quote example asks for its symbol, and a stock for its country", () => {
  expect(requestOf("/stocks/quote", { data: { symbol: "AAPL", country: "us", price: 1 } }, T)).toEqual({
    path: "/stocks/quote",
    query: { symbol: "AAPL", country: "us" },
    plan: "enterprise",
    at: T,
  });
  expect(requestOf("/stocks/quote", { data: { symbol: "AAPL" } }, T)).toBeNull();
  expect(requestOf("/crypto/quote", { data: { symbol: "BTCUSD" } }, T)?.query).toEqual({ symbol: "BTCUSD" });
});

test("a delayed price is the Free plan's", () => {
  expect(planOf({ data: { delayed: true } })).toBe("free");
  expect(planOf({ data: [{ delayed: false }, { delayed: true }] })).toBe("free");
  expect(requestOf("/indices/quote", { data: { symbol: "SPX", delayed: false } }, T)?.plan).toBe("enterprise");
});

test("a batch asks for its symbols in order, with one country", () => {
  const request = requestOf(
    "/stocks/quotes",
    {
      data: [
        { symbol: "AAPL", country: "us" },
        { symbol: "MSFT", country: "us" },
      ],
    },
    T,
  )!;
  expect(requestTarget(request)).toBe("/stocks/quotes?symbols=AAPL,MSFT&country=us");
  expect(
    requestOf(
      "/stocks/quotes",
      {
        data: [
          { symbol: "AAPL", country: "us" },
          { symbol: "SAP", country: "de" },
        ],
      },
      T,
    ),
  ).toBeNull();
});

test("an insights example asks for its window, series and page; a window after the instant is read once it is over", () => {
  const body = {
    data: { symbol: "AAPL", country: "us", window: { from: "2024-11-18", to: "2024-11-20" }, series: [] },
    meta: { page: 1, page_size: 2 },
  };
  expect(requestOf("/stocks/insights", body, T)).toMatchObject({
    query: {
      symbol: "AAPL",
      country: "us",
      from: "2024-11-18",
      to: "2024-11-20",
      series: "daily",
      page: "1",
      page_size: "2",
    },
    at: T,
  });
  expect(requestOf("/stocks/insights", { data: { symbol: "AAPL", country: "us", window: null } }, T)?.query).toEqual({
    symbol: "AAPL",
    country: "us",
  });
  const year = { data: { symbol: "AAPL", country: "us", window: { from: "2024-01-02", to: "2024-12-31" } } };
  expect(new Date(requestOf("/stocks/insights", year, T)!.at).toISOString()).toBe("2025-01-02T15:30:12.000Z");
  expect(requestInstant("2024-11-20", T)).toBe(T);
  expect(new Date(afterDay("2024-11-20", T)).toISOString()).toBe("2024-11-22T15:30:12.000Z");
});

test("a conversion asks for its currencies and amount; other operations ask for nothing", () => {
  expect(
    requestOf("/currencies/convert", { data: { from: "EUR", to: "JPY", amount: 250, rate: 1 } }, T)?.query,
  ).toEqual({ from: "EUR", to: "JPY", amount: "250" });
  expect(requestOf("/account/usage", { data: {} }, T)).toBeNull();
  expect(requestOf("/stocks/symbols", { data: [] }, T)).toBeNull();
});
