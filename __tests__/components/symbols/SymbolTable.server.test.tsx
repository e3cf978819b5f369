/** @jest-environment node */
import { renderToString } from "react-dom/server";
import { SymbolTable } from "../../../src/components/symbols/SymbolTable";
import { withFacetOptions, type SymbolTableData } from "../../../src/lib/symbols/table";

const TABLE: SymbolTableData = withFacetOptions({
  columns: [
    { key: "symbol", label: "Ticker", numeric: false, facet: null, options: [] },
    { key: "exchange", label: "Exchanges", numeric: false, facet: "Exchange", options: [] },
    { key: "launched", label: "Launched", numeric: true, facet: null, options: [] },
  ],
  rows: [
    { cells: ["BTC", ["Binance", "Kraken"], 2009], href: "/docs/symbols/crypto/bitcoin" },
    { cells: ["ETH", ["Kraken"], 2015], href: null },
  ],
});

describe("SymbolTable in the server-rendered HTML, as readers without JavaScript get it", () => {
  const html = renderToString(<SymbolTable table={TABLE} noun={{ one: "coin", other: "coins" }} label="Crypto symbols" />);

  it("has every row, in list order, with the count", () => {
    expect(html.match(/<tr>/g)).toHaveLength(3);
    expect(html.indexOf(">BTC<")).toBeLessThan(html.indexOf(">ETH<"));
    expect(html).toContain("2 coins");
  });

  it("names the table, links symbols to their pages and right-aligns numbers", () => {
    expect(html).toContain('<caption class="visually-hidden">Crypto symbols</caption>');
    expect(html).toContain('<a href="/docs/symbols/crypto/bitcoin">BTC</a>');
    expect(html).toContain('<td class="num">2009</td>');
    expect(html).toContain("Binance, Kraken");
  });
});
