/** @jest-environment node */
import { onePerStructure, pageStructure, structureKey } from "../../e2e/page-structure";

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>T</title><script>var x = "<div>";</script></head><body>${body}</body></html>`;
const symbolPage = (ticker: string, rows: number) =>
  page(
    `<main id="content"><h1 id="${ticker.toLowerCase()}">${ticker}</h1><a href="#${ticker.toLowerCase()}">Top</a>` +
      `<table aria-label="Listings of ${ticker}"><tbody>${"<tr><td>XNAS</td><td>USD</td></tr>".repeat(rows)}</tbody></table>` +
      `<img src="/${ticker}.svg" alt="${ticker} logo"><br></main>`,
  );

describe("page structure", () => {
  test("pages that differ only in text, names, addresses and repeated rows have one structure", () => {
    expect(structureKey(symbolPage("AAPL", 3))).toBe(structureKey(symbolPage("MSFT", 40)));
  });

  test("an empty name, a missing text or an extra attribute is a different structure", () => {
    const base = structureKey(symbolPage("AAPL", 3));
    expect(structureKey(symbolPage("AAPL", 3).replace('alt="AAPL logo"', 'alt=""'))).not.toBe(base);
    expect(structureKey(symbolPage("AAPL", 3).replace(">AAPL</h1>", "></h1>"))).not.toBe(base);
    expect(structureKey(symbolPage("AAPL", 3).replace("<table ", '<table role="presentation" '))).not.toBe(base);
  });

  test("a repeated id, or a reference to an id that is not there, stays visible", () => {
    const twice = page('<h2 id="a">A</h2><h2 id="b">B</h2><p aria-labelledby="b">x</p>');
    const repeated = page('<h2 id="a">A</h2><h2 id="a">B</h2><p aria-labelledby="a">x</p>');
    const dangling = page('<h2 id="a">A</h2><h2 id="b">B</h2><p aria-labelledby="c">x</p>');
    expect(new Set([twice, repeated, dangling].map(structureKey)).size).toBe(3);
    expect(structureKey(page('<h2 id="q">A</h2><h2 id="r">B</h2><p aria-labelledby="r">x</p>'))).toBe(
      structureKey(twice),
    );
  });

  test("markup inside scripts is not read, and unclosed elements close at their parent's end", () => {
    expect(pageStructure(page("<p>x</p>"))).toBe(pageStructure(page("<p>x</p>").replace('var x = "<div>";', "")));
    expect(pageStructure(page("<div><p>one<p>two</div>"))).toBe(pageStructure(page("<div><p>one<p>two</p></p></div>")));
    expect(pageStructure(page("<ul><li>a</ul>"))).toBe(pageStructure(page("<ul><li>a</li></ul>")));
  });

  test("one item per structure, with the items it stands for; items without HTML stand alone", () => {
    const items = [symbolPage("AAPL", 2), symbolPage("MSFT", 5), page("<p>other</p>"), null, null];
    const groups = onePerStructure(items, (item) => item);
    expect(groups.map(({ item }) => item)).toEqual([items[0], items[2], null, null]);
    expect(groups.map(({ alike }) => alike)).toEqual([[items[1]], [], [], []]);
  });
});
