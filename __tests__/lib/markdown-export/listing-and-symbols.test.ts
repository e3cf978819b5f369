import { listingMarkdown } from "../../../src/lib/markdown-export/cards";
import { symbolEntryMarkdown, symbolListMarkdown } from "../../../src/lib/markdown-export/symbols";

describe("listingMarkdown", () => {
  it("lists a category's pages with their methods and descriptions", () => {
    const markdown = listingMarkdown({
      title: "Crypto API",
      descriptionHtml: "<p>Coins and <strong>exchanges</strong>.</p>",
      cards: [
        { label: "Get a quote", href: "/docs/api/crypto/get-quote", description: "One coin.", method: "get" },
        { label: "Status [beta]", href: "https://status.tickwire.io", description: null },
      ],
    });
    expect(markdown).toBe(
      "# Crypto API\n\nCoins and **exchanges**.\n\n- GET [Get a quote](/docs/api/crypto/get-quote): One coin.\n- [Status \\[beta\\]](https://status.tickwire.io)\n",
    );
  });
});

describe("symbolListMarkdown", () => {
  const crypto = {
    title: "Crypto",
    description: "Every coin.",
    entryCount: 2,
    noun: { one: "coin", other: "coins" },
    table: {
      columns: [
        { key: "symbol", label: "Symbol", numeric: false, facet: null, options: [] },
        { key: "exchanges", label: "Exchanges", numeric: false, facet: "exchange", options: [] },
      ],
      rows: [
        { cells: ["BTC", ["Kraken", "Coinbase"]], href: "/docs/symbols/crypto/bitcoin" },
        { cells: ["A|B", []], href: null },
      ],
    },
  };

  it("puts a list of one page in one table, linking symbols with a page", () => {
    const markdown = symbolListMarkdown(crypto, {
      listRoute: "/docs/symbols/crypto",
      position: { number: 1, count: 1, total: 2, first: 0 },
      rows: crypto.table.rows,
    });
    expect(markdown).toBe(
      "# Crypto\n\nEvery coin.\n\n2 coins.\n\n| Symbol | Exchanges |\n| --- | --- |\n| [BTC](/docs/symbols/crypto/bitcoin) | Kraken, Coinbase |\n| A\\|B |  |\n",
    );
  });

  it("gives a page of a paged list its rows only, where it sits, and links to every page", () => {
    const markdown = symbolListMarkdown(
      { ...crypto, entryCount: 250 },
      {
        listRoute: "/docs/symbols/crypto",
        position: { number: 2, count: 3, total: 250, first: 100 },
        rows: [crypto.table.rows[1]],
      },
    );
    expect(markdown).toBe(
      "# Crypto — page 2\n\nEvery coin.\n\n250 coins. Page 2 of 3: coins 101 to 101.\n\n| Symbol | Exchanges |\n| --- | --- |\n| A\\|B |  |\n\n" +
        "Pages: [1](/docs/symbols/crypto) **2** [3](/docs/symbols/crypto/page/3)\n",
    );
  });
});

describe("symbolEntryMarkdown", () => {
  it("gives a symbol's facts, endpoints, stream and quote request", () => {
    const markdown = symbolEntryMarkdown({
      title: "Bitcoin (BTC)",
      symbol: "BTC",
      description: "The first coin.",
      listRoute: "/docs/symbols/crypto",
      listTitle: "Crypto",
      facts: [{ label: "Launched", value: "2009" }],
      pairs: ["BTCUSD", "BTCEUR"],
      operations: [
        { route: "/docs/api/crypto/get-quote", summary: "Get a quote", method: "get", path: "/crypto/quote" },
      ],
      stream: {
        url: "wss://stream.tickwire.io/v1/crypto",
        channelRoute: "/docs/websocket/crypto",
        quotesRoute: "/docs/websocket/crypto/quotes",
        symbols: ["BTCUSD"],
      },
      quoteSamples: [{ lang: "curl", label: "curl", source: "curl x" }],
    });
    expect(markdown).toContain("Symbol `BTC`, in [Crypto](/docs/symbols/crypto).");
    expect(markdown).toContain("| Launched | 2009 |");
    expect(markdown).toContain("## Pairs\n\n`BTCUSD`, `BTCEUR`");
    expect(markdown).toContain("- [Get a quote](/docs/api/crypto/get-quote): `GET /crypto/quote`");
    expect(markdown).toContain(
      "see [the stream](/docs/websocket/crypto) and [its quotes](/docs/websocket/crypto/quotes)",
    );
    expect(markdown).toContain('```bash title="curl"\ncurl x\n```');
  });
});
