/** @jest-environment node */
import { renderToString } from "react-dom/server";
import { SymbolTable } from "../../../src/components/symbols/SymbolTable";
import { FirstPaintAfterTable } from "../../../src/components/symbols/SymbolTable/firstPaint";
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
  const html = renderToString(
    <SymbolTable table={TABLE} noun={{ one: "coin", other: "coins" }} label="Crypto symbols" />,
  );

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

  it("holds the first paint until the element after the table, so the table is laid out once, whole", () => {
    const link = renderToString(<FirstPaintAfterTable />);
    expect(link).toMatch(/^<link rel="expect" href="#([\w-]+)" blocking="render"\/>$/);
    const target = /href="#([\w-]+)"/.exec(link)?.[1];
    const marker = html.indexOf(`id="${target}"`);
    expect(marker).toBeGreaterThan(html.indexOf("</table>"));
    expect(html.match(new RegExp(`id="${target}"`, "g"))).toHaveLength(1);
  });
});
