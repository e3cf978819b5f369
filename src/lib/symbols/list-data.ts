/**
 * The whole of a symbol list as a static JSON file, written while sourcing: a paged list's page
 * holds one page of rows, and its filter fetches this file, only once the reader filters or sorts
 * (or opens the page with a view in the address), to search every row. It carries the table's
 * rows and nothing else: the columns, their labels and facet options are in the page data already.
 * Shipped to the browser, so it imports types only.
 */
import type { TableCell, TableRow } from "./table";

/** The file's contents: each row as its cells, and the page its first cell links to when it has one. */
export interface ListData {
  rows: Array<{ c: TableCell[]; h?: string }>;
}

/** Public path of a list's file, under public/. */
export const listDataPath = (listId: string): string => `/symbols/${listId}.json`;

/** A list's rows as the file holds them: the link left out where there is none. */
export function listData(rows: readonly TableRow[]): ListData {
  return { rows: rows.map((row) => (row.href ? { c: row.cells, h: row.href } : { c: row.cells })) };
}

const isCell = (cell: unknown): cell is TableCell =>
  typeof cell === "string" ||
  typeof cell === "number" ||
  (Array.isArray(cell) && cell.every((value) => typeof value === "string"));

/**
 * The rows of a fetched file, checked against the number of columns of the page: a file from
 * another build (a deploy between the page's load and the fetch) that does not fit is refused.
 */
export function rowsOfListData(data: unknown, columnCount: number): TableRow[] {
  const rows = (data as Partial<ListData> | null)?.rows;
  if (!Array.isArray(rows)) throw new Error("The list's data has no rows.");
  return rows.map((row: Partial<ListData["rows"][number]>, index) => {
    if (!Array.isArray(row.c) || row.c.length !== columnCount || !row.c.every(isCell)) {
      throw new Error(`Row ${index + 1} of the list's data does not fit the table's ${columnCount} columns.`);
    }
    return { cells: row.c, href: typeof row.h === "string" ? row.h : null };
  });
}
