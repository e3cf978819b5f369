/**
 * Paging of the symbol lists: a list longer than a page is split into numbered static pages, the
 * first at the list's own route and the others at `<list route>/page/<n>`, so that each page's
 * HTML and page data hold one page of rows whatever the size of the list. Pure and small: the
 * pager ships to the browser, so this imports types only.
 */
import type { RowNoun } from "./table";

/** Rows on one page of a symbol list. */
export const SYMBOL_PAGE_SIZE = 100;

/** Path segment between a list's route and the number of one of its pages. */
const PAGE_SEGMENT = "page";

/** Pages a list of `total` rows takes: at least one, so an empty list still has its page. */
export function pageCount(total: number, size: number = SYMBOL_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** Route of page `number` (from 1) of the list at `listRoute`: the first page is the list's route. */
export function pageRoute(listRoute: string, number: number): string {
  return number <= 1 ? listRoute : `${listRoute}/${PAGE_SEGMENT}/${number}`;
}

/** Index of the first row of page `number` in the list. */
export function firstRowOf(number: number, size: number = SYMBOL_PAGE_SIZE): number {
  return (number - 1) * size;
}

/** The rows of page `number` (from 1). */
export function pageRows<Row>(rows: readonly Row[], number: number, size: number = SYMBOL_PAGE_SIZE): Row[] {
  const first = firstRowOf(number, size);
  return rows.slice(first, first + size);
}

/** An entry of the pager: a link to a page, or a gap standing for the pages left out. */
export type PagerItem = { kind: "page"; number: number; href: string; current: boolean } | { kind: "gap"; key: string };

/** The pager of one page: previous and next pages, and the page numbers with gaps. */
export interface Pager {
  previous: string | null;
  next: string | null;
  items: PagerItem[];
}

/** Pages shown on each side of the current one; the first and last are always shown. */
const NEIGHBOURS = 1;

/**
 * The pager of page `current` of `count`: every page when there are few, otherwise the first and
 * last, the current one and its neighbours, and a gap for each run of pages left out. A gap never
 * stands for a single page: that page is shown instead, as it takes no more room.
 */
export function pager(listRoute: string, current: number, count: number): Pager {
  const shown = new Set<number>([1, count]);
  for (let number = current - NEIGHBOURS; number <= current + NEIGHBOURS; number++) {
    if (number >= 1 && number <= count) shown.add(number);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  const link = (number: number): PagerItem => ({
    kind: "page",
    number,
    href: pageRoute(listRoute, number),
    current: number === current,
  });
  sorted.forEach((number, index) => {
    const before = index > 0 ? sorted[index - 1] : number - 1;
    if (number - before === 2) items.push(link(number - 1));
    else if (number - before > 2) items.push({ kind: "gap", key: `after-${before}` });
    items.push(link(number));
  });
  return {
    previous: current > 1 ? pageRoute(listRoute, current - 1) : null,
    next: current < count ? pageRoute(listRoute, current + 1) : null,
    items,
  };
}

/** Where a page of a list sits: its number, the list's page count and rows, and its first row. */
export interface PagePosition {
  number: number;
  count: number;
  /** Rows in the whole list. */
  total: number;
  /** Index of the page's first row in the list. */
  first: number;
}

/** The position of every page of a list of `total` rows, in order. */
export function pagePositions(total: number, size: number = SYMBOL_PAGE_SIZE): PagePosition[] {
  const count = pageCount(total, size);
  return Array.from({ length: count }, (_, index) => ({
    number: index + 1,
    count,
    total,
    first: firstRowOf(index + 1, size),
  }));
}

/** "Page 2 of 63", for headings and the pager's name. */
export const pageLabel = (position: Pick<PagePosition, "number" | "count">): string =>
  `Page ${position.number} of ${position.count}`;

/** The title of a page of a list: the list's own for the first, "US stocks — page 2" after. */
export const pageTitle = (listTitle: string, number: number): string =>
  number <= 1 ? listTitle : `${listTitle} — page ${number}`;

const grouped = (value: number): string => value.toLocaleString("en-US");

/** "Stocks 101 to 200 of 6,214": the rows a page of a paged list shows, for its live region. */
export function pageRowsText(position: PagePosition, shown: number, noun: RowNoun): string {
  const name = noun.other.charAt(0).toUpperCase() + noun.other.slice(1);
  return `${name} ${grouped(position.first + 1)} to ${grouped(position.first + shown)} of ${grouped(position.total)}`;
}

/**
 * The count of a filter over the whole of a paged list: "Searching all 6,214 stocks…" while the
 * list is fetched, then the matches, and how many of them are shown when only the first are.
 */
export function wholeListText(total: number, matches: number | null, rendered: number, noun: RowNoun): string {
  if (matches === null) return `Searching all ${grouped(total)} ${noun.other}…`;
  if (matches === 0) return `No ${noun.other} match`;
  const counted = `${grouped(matches)} of ${grouped(total)} ${noun.other}`;
  return rendered < matches ? `${counted}, the first ${grouped(rendered)} shown` : counted;
}
