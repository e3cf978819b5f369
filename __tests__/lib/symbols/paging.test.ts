/** @jest-environment node */
import {
  firstRowOf,
  pageCount,
  pagePositions,
  pageRoute,
  pageRows,
  pageRowsText,
  pager,
  pageTitle,
  SYMBOL_PAGE_SIZE,
  wholeListText,
  type PagerItem,
} from "../../../src/lib/symbols/paging";

const US = "/docs/symbols/stocks/us";
const NOUN = { one: "stock", other: "stocks" };

/** The pager's items as text: page numbers, the current one in brackets, gaps as "…". */
const print = (items: PagerItem[]): string =>
  items.map((item) => (item.kind === "gap" ? "…" : item.current ? `[${item.number}]` : String(item.number))).join(" ");

describe("page count and rows", () => {
  it("takes as many pages as the rows fill, and one for an empty list", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(1)).toBe(1);
    expect(pageCount(SYMBOL_PAGE_SIZE)).toBe(1);
    expect(pageCount(SYMBOL_PAGE_SIZE + 1)).toBe(2);
    expect(pageCount(6214, 100)).toBe(63);
    expect(pageCount(6214, 200)).toBe(32);
  });

  it("gives each page its own rows, the last one the rest", () => {
    const rows = Array.from({ length: 250 }, (_, index) => index);
    expect(pageRows(rows, 1, 100)).toEqual(rows.slice(0, 100));
    expect(pageRows(rows, 2, 100)[0]).toBe(100);
    expect(pageRows(rows, 3, 100)).toEqual(rows.slice(200));
    expect(pageRows(rows, 4, 100)).toEqual([]);
    expect(firstRowOf(3, 100)).toBe(200);
  });

  it("places every row on exactly one page", () => {
    const positions = pagePositions(6214, 100);
    expect(positions).toHaveLength(63);
    expect(positions[0]).toEqual({ number: 1, count: 63, total: 6214, first: 0 });
    expect(positions[62]).toEqual({ number: 63, count: 63, total: 6214, first: 6200 });
    const rows = Array.from({ length: 6214 }, (_, index) => index);
    expect(positions.flatMap((position) => pageRows(rows, position.number, 100))).toEqual(rows);
  });
});

describe("page URLs and titles", () => {
  it("keeps the list's route for the first page and numbers the others under it", () => {
    expect(pageRoute(US, 1)).toBe(US);
    expect(pageRoute(US, 2)).toBe(`${US}/page/2`);
    expect(pageRoute(US, 63)).toBe(`${US}/page/63`);
  });

  it("titles later pages with their number", () => {
    expect(pageTitle("US stocks", 1)).toBe("US stocks");
    expect(pageTitle("US stocks", 2)).toBe("US stocks — page 2");
  });
});

describe("pager", () => {
  it("shows every page when there are few", () => {
    expect(print(pager(US, 1, 1).items)).toBe("[1]");
    expect(print(pager(US, 3, 5).items)).toBe("1 2 [3] 4 5");
  });

  it("condenses many pages to the first, the last, the current one and its neighbours", () => {
    expect(print(pager(US, 1, 63).items)).toBe("[1] 2 … 63");
    expect(print(pager(US, 10, 63).items)).toBe("1 … 9 [10] 11 … 63");
    expect(print(pager(US, 63, 63).items)).toBe("1 … 62 [63]");
  });

  it("never hides a single page behind a gap", () => {
    expect(print(pager(US, 4, 63).items)).toBe("1 2 3 [4] 5 … 63");
    expect(print(pager(US, 60, 63).items)).toBe("1 … 59 [60] 61 62 63");
  });

  it("links previous and next, none before the first page or after the last", () => {
    expect(pager(US, 1, 3)).toMatchObject({ previous: null, next: `${US}/page/2` });
    expect(pager(US, 2, 3)).toMatchObject({ previous: US, next: `${US}/page/3` });
    expect(pager(US, 3, 3)).toMatchObject({ previous: `${US}/page/2`, next: null });
  });

  it("links each page number to its page, the first to the list's route", () => {
    const links = pager(US, 10, 63).items.flatMap((item) => (item.kind === "page" ? [item.href] : []));
    expect(links).toEqual([US, `${US}/page/9`, `${US}/page/10`, `${US}/page/11`, `${US}/page/63`]);
  });
});

describe("counts", () => {
  it("says which rows a page shows", () => {
    expect(pageRowsText({ number: 2, count: 63, total: 6214, first: 100 }, 100, NOUN)).toBe(
      "Stocks 101 to 200 of 6,214",
    );
  });

  it("says the whole list is searched, then how many match and how many are shown", () => {
    expect(wholeListText(6214, null, 0, NOUN)).toBe("Searching all 6,214 stocks…");
    expect(wholeListText(6214, 0, 0, NOUN)).toBe("No stocks match");
    expect(wholeListText(6214, 12, 12, NOUN)).toBe("12 of 6,214 stocks");
    expect(wholeListText(6214, 1500, 100, NOUN)).toBe("1,500 of 6,214 stocks, the first 100 shown");
  });
});
