/** @jest-environment node */
import { symbolListKind, type SymbolListNode } from "../../../src/lib/kinds/symbol-list";
import { buildSymbolReference } from "../../../src/lib/symbols/model";
import { pageRoute, SYMBOL_PAGE_SIZE } from "../../../src/lib/symbols/paging";
import type { TableRow } from "../../../src/lib/symbols/table";
import { plainHighlight, tinyCatalogue } from "../../fixtures/symbol-catalogue";

const reference = buildSymbolReference(tinyCatalogue(), { highlight: plainHighlight, httpApi: "", websocket: "" });
const us = reference.lists.find((list) => list.listId === "stocks-us") as SymbolListNode;

/** US stocks at the size the API lists them: 6,214 synthetic rows. */
const ROWS = 6214;
const rows: TableRow[] = Array.from({ length: ROWS }, (_, index) => ({
  cells: [`T${index}`, `Synthetic Holdings ${index} Inc.`, "NASDAQ", "Technology", "USD"],
  href: null,
}));
const fullSize: SymbolListNode = { ...us, entryCount: ROWS, table: { ...us.table, rows } };
const operations = [{ operationId: us.symbolsOperationId, route: "/docs/api/stocks/get-symbols" }];
const pages = symbolListKind.pages({ lists: [fullSize], operations }, { sidebars: [], excludeDrafts: false });

describe("a list longer than a page", () => {
  it("is split into numbered pages, the first at the list's route", () => {
    expect(pages).toHaveLength(Math.ceil(ROWS / SYMBOL_PAGE_SIZE));
    expect(pages.map((page) => page.path)).toEqual(pages.map((_, index) => pageRoute(us.route, index + 1)));
    expect(pages[0].path).toBe("/docs/symbols/stocks/us");
    expect(pages[1]).toMatchObject({ path: "/docs/symbols/stocks/us/page/2", title: "US stocks — page 2" });
    // Later pages continue the first (its place in the sidebar), not pages under it as a list's coins are.
    expect(pages[1].continues).toBe(us.route);
    expect(pages.every((page) => page.parent === undefined)).toBe(true);
    expect(pages[0].continues).toBeUndefined();
  });

  it("never puts more than one page of rows in a page's context, and every row on one page", () => {
    for (const page of pages) expect(page.context.rows.length).toBeLessThanOrEqual(SYMBOL_PAGE_SIZE);
    expect(pages.flatMap((page) => page.context.rows)).toEqual(rows);
    expect(pages[1].context.rows[0].cells[0]).toBe(`T${SYMBOL_PAGE_SIZE}`);
  });

  it("keeps each page's context, as its page data serializes it, within a bound of its own rows", () => {
    const whole = JSON.stringify(rows).length;
    // A page of rows of this size serializes to about 8 KB; the whole list to about 500 KB.
    for (const page of pages) expect(JSON.stringify(page.context).length).toBeLessThan(12_000);
    expect(JSON.stringify(pages[0].context).length * 20).toBeLessThan(whole);
  });

  it("gives each page its place in the list", () => {
    expect(pages[62].context.position).toEqual({ number: 63, count: 63, total: ROWS, first: 6200 });
    expect(pages[62].context.rows).toHaveLength(14);
  });
});

describe("a list of one page", () => {
  it("keeps its single page at its route, with every row", () => {
    const single = symbolListKind.pages({ lists: [us], operations }, { sidebars: [], excludeDrafts: false });
    expect(single).toHaveLength(1);
    expect(single[0].path).toBe(us.route);
    expect(single[0].title).toBe(us.title);
    expect(single[0].context.rows).toEqual(us.table.rows);
    expect(single[0].context.position).toEqual({ number: 1, count: 1, total: us.table.rows.length, first: 0 });
  });
});
