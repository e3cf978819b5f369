import { cellClass, rowsHtml } from "../../../src/lib/symbols/rows-html";
import { withFacetOptions, type SymbolTableData } from "../../../src/lib/symbols/table";
import { CRYPTO_COLUMNS } from "../../fixtures/symbol-table";

const TABLE: SymbolTableData = withFacetOptions({
  columns: CRYPTO_COLUMNS,
  rows: [
    { cells: ["BTC", "Bitcoin", ["Binance", "Kraken"], 2009], href: "/docs/symbols/crypto/bitcoin" },
    { cells: ["M&M", 'Ben <"quoted"> & Jerry', "LSE", 1978], href: '/docs/symbols/stocks/uk?q=M%26M&x="y"' },
  ],
});

describe("rowsHtml", () => {
  const html = rowsHtml(TABLE);

  it("writes one row per entry, in list order, with a cell per column", () => {
    expect(html.match(/<tr>/g)).toHaveLength(2);
    expect(html.match(/<td/g)).toHaveLength(8);
    expect(html.indexOf("BTC")).toBeLessThan(html.indexOf("M&amp;M"));
  });

  it("links the first cell to the symbol's page and classes cells for their alignment and wrapping", () => {
    expect(html).toContain('<td class="symbol"><a href="/docs/symbols/crypto/bitcoin">BTC</a></td>');
    expect(html).toContain(
      '<td class="wrap">Bitcoin</td><td class="wrap">Binance, Kraken</td><td class="num">2009</td>',
    );
  });

  it("escapes text and attribute values, so a name cannot break out of its cell", () => {
    expect(html).toContain('<td class="wrap">Ben &lt;&quot;quoted&quot;&gt; &amp; Jerry</td>');
    expect(html).toContain('href="/docs/symbols/stocks/uk?q=M%26M&amp;x=&quot;y&quot;"');
    const document = new DOMParser().parseFromString(`<table><tbody>${html}</tbody></table>`, "text/html");
    expect(document.querySelectorAll("td")[5].textContent).toBe('Ben <"quoted"> & Jerry');
  });

  it("leaves a short single value unclassed and a row without a page unlinked", () => {
    expect(cellClass(TABLE.columns[2], "LSE", 2)).toBeNull();
    expect(rowsHtml({ ...TABLE, rows: [{ cells: ["WBTC", "Wrapped", [], 2019], href: null }] })).toContain(
      '<td class="symbol">WBTC</td>',
    );
  });
});
