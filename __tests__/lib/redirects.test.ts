/** @jest-environment node */
import { redirectFor, redirectLookup, redirectTable, type RedirectAlias } from "../../src/lib/redirects";
import { tickerAliases, type AliasedSymbol } from "../../src/lib/symbols/ticker-aliases";

const coin = (symbol: string, slug: string, position: number, pairs = [`${symbol}USD`]): AliasedSymbol => ({
  symbol,
  route: `/docs/symbols/crypto/${slug}`,
  pairs,
  sourceFile: "content/symbols/crypto.yaml",
  position,
});

const ROUTES = [
  "/docs/symbols/crypto",
  "/docs/symbols/crypto/bitcoin",
  "/docs/symbols/crypto/ethereum",
  "/docs/symbols/crypto/near",
  "/docs/symbols/crypto/eth",
  "/docs/symbols/currencies/eur",
  "/docs/symbols/currencies/usd",
  "/docs/symbols/indices/sp-500",
];

describe("tickerAliases", () => {
  it("gives a symbol with a page its ticker and the pairs it is the base of, under its list's route", () => {
    expect(tickerAliases([coin("BTC", "bitcoin", 0, ["BTCUSD", "BTCEUR"])])).toEqual([
      expect.objectContaining({ from: "/docs/symbols/crypto/btc", to: "/docs/symbols/crypto/bitcoin", claim: 0 }),
      expect.objectContaining({ from: "/docs/symbols/crypto/btcusd", to: "/docs/symbols/crypto/bitcoin", claim: 1 }),
      expect.objectContaining({ from: "/docs/symbols/crypto/btceur", to: "/docs/symbols/crypto/bitcoin", claim: 1 }),
    ]);
  });

  it("leaves out symbols without a page, and the pairs a currency is only the quote of", () => {
    const usd: AliasedSymbol = {
      symbol: "USD",
      route: "/docs/symbols/currencies/usd",
      pairs: ["EURUSD", "USDJPY"],
      sourceFile: "content/symbols/currencies.yaml",
      position: 3,
    };
    expect(tickerAliases([usd, { ...coin("AAPL", "x", 4), route: null }]).map((alias) => alias.from)).toEqual([
      "/docs/symbols/currencies/usd",
      "/docs/symbols/currencies/usdjpy",
    ]);
  });

  it("writes tickers by the slug rule (^GSPC is gspc, BRK.B is brk-b)", () => {
    const gspc = { ...coin("^GSPC", "sp-500", 0, []), route: "/docs/symbols/indices/sp-500" };
    expect(tickerAliases([gspc]).map((alias) => alias.from)).toEqual(["/docs/symbols/indices/gspc"]);
  });
});

describe("redirectTable", () => {
  const table = (aliases: RedirectAlias[]) => redirectTable(aliases, ROUTES);

  it("leads each ticker path to its page, in lower case, sorted", () => {
    const { redirects, skipped } = table(
      tickerAliases([coin("ETH", "ethereum", 1, []), coin("BTC", "bitcoin", 0, [])]),
    );
    expect(redirects).toEqual([{ from: "/docs/symbols/crypto/btc", to: "/docs/symbols/crypto/bitcoin" }]);
    // /docs/symbols/crypto/eth is a page here: it is never redirected, and the clash is reported.
    expect(skipped).toEqual([
      "/docs/symbols/crypto/eth (content/symbols/crypto.yaml (ETH)): the page /docs/symbols/crypto/eth has that path",
    ]);
  });

  it("keeps an alias that names its own page, for other spellings (EUR), but never redirects the page", () => {
    const eur: AliasedSymbol = {
      symbol: "EUR",
      route: "/docs/symbols/currencies/eur",
      pairs: [],
      sourceFile: "content/symbols/currencies.yaml",
      position: 0,
    };
    const near = coin("NEAR", "near", 2, []);
    const { redirects } = table(tickerAliases([eur, near]));
    const lookup = redirectLookup(redirects);
    expect(redirectFor(lookup, "/docs/symbols/currencies/EUR")).toBe("/docs/symbols/currencies/eur");
    expect(redirectFor(lookup, "/docs/symbols/currencies/eur")).toBeNull();
    expect(redirectFor(lookup, "/docs/symbols/crypto/near")).toBeNull();
    expect(redirectFor(lookup, "/docs/symbols/crypto/Near")).toBe("/docs/symbols/crypto/near");
  });

  it("matches tickers without case: BTC, btc and Btc", () => {
    const lookup = redirectLookup(table(tickerAliases([coin("BTC", "bitcoin", 0)])).redirects);
    for (const path of ["/docs/symbols/crypto/btc", "/docs/symbols/crypto/BTC", "/docs/symbols/crypto/BtcUsd"])
      expect(redirectFor(lookup, path)).toBe("/docs/symbols/crypto/bitcoin");
    expect(redirectFor(lookup, "/docs/symbols/crypto/doge")).toBeNull();
  });

  it("gives a path two entries claim to a ticker before a pair, then to the earlier entry, whatever the input order", () => {
    // The coin "BTCUSD" (ticker) and the pair BTCUSD of Bitcoin claim one path: the ticker wins.
    const claims = [
      ...tickerAliases([coin("BTC", "bitcoin", 0)]),
      ...tickerAliases([coin("BTCUSD", "ethereum", 5, [])]),
    ];
    for (const aliases of [claims, [...claims].reverse()]) {
      const { redirects, skipped } = table(aliases);
      expect(redirects).toContainEqual({ from: "/docs/symbols/crypto/btcusd", to: "/docs/symbols/crypto/ethereum" });
      expect(skipped).toEqual([
        "/docs/symbols/crypto/btcusd (content/symbols/crypto.yaml (BTCUSD)): content/symbols/crypto.yaml (BTCUSD) claims it first, for /docs/symbols/crypto/ethereum",
      ]);
    }
    // Two tickers of equal claim: the earlier position wins.
    const twins = [...tickerAliases([coin("XX", "ethereum", 9, [])]), ...tickerAliases([coin("XX", "bitcoin", 1, [])])];
    expect(table(twins).redirects).toEqual([{ from: "/docs/symbols/crypto/xx", to: "/docs/symbols/crypto/bitcoin" }]);
  });

  it("leaves out an alias whose page does not exist", () => {
    const { redirects, skipped } = table(tickerAliases([coin("DOGE", "dogecoin", 0, [])]));
    expect(redirects).toEqual([]);
    expect(skipped).toEqual([
      "/docs/symbols/crypto/doge (content/symbols/crypto.yaml (DOGE)): its page /docs/symbols/crypto/dogecoin does not exist",
    ]);
  });
});
