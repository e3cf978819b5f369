/**
 * The table of a symbol list page and what readers do with it: filter by text and by a column's
 * values, sort by a column, and keep that view in the URL so it can be shared. Pure and small:
 * the list page ships this to the browser, so it imports nothing.
 */

/** A cell: text, a number (right-aligned, sorted numerically) or several values (a coin's exchanges). */
export type TableCell = string | number | string[];

/** A column of a symbol table. */
export interface TableColumn {
  /** Name in the URL (`?sort=name`, `?exchange=Kraken`). */
  key: string;
  /** Header text. */
  label: string;
  /** Numbers are right-aligned and sort by value. */
  numeric: boolean;
  /** When set, the column can filter the table: a select with this label lists its values. */
  facet: string | null;
  /** The values a facet column filters by, sorted (see withFacetOptions); empty for other columns. */
  options: string[];
}

/** A row: one cell per column, and the page its first cell links to, if any. */
export interface TableRow {
  cells: TableCell[];
  href: string | null;
}

/** A symbol list as a table. */
export interface SymbolTableData {
  columns: TableColumn[];
  rows: TableRow[];
}

/** Sort order of a column. */
export type SortDirection = "ascending" | "descending";

/** What the reader chose: text, a value per facet column (by key), and a sort. */
export interface TableView {
  query: string;
  facets: Record<string, string>;
  sort: { key: string; direction: SortDirection } | null;
}

/** The view before the reader chooses anything: every row, in list order. */
export const EMPTY_VIEW: TableView = { query: "", facets: {}, sort: null };

/** URL parameter of the text filter. */
export const QUERY_PARAM = "q";
/** URL parameter of the sort: the column key, prefixed with "-" for descending. */
export const SORT_PARAM = "sort";

/** A cell as the reader sees it. */
export function cellText(cell: TableCell): string {
  return Array.isArray(cell) ? cell.join(", ") : String(cell);
}

/** The values a cell stands for when filtering by its column. */
function cellValues(cell: TableCell): string[] {
  return Array.isArray(cell) ? cell : [String(cell)];
}

// Made on first use: building a collator costs a browser tens of milliseconds on a slow phone,
// too much to spend while the page starts for a sort the reader may never ask for.
let collator: Intl.Collator | undefined;
const compareText = (a: string, b: string): number =>
  (collator ??= new Intl.Collator("en", { numeric: true, sensitivity: "base" })).compare(a, b);

/** Distinct values of a column, sorted, for its filter. */
export function facetOptions(table: SymbolTableData, columnIndex: number): string[] {
  const values = new Set(table.rows.flatMap((row) => cellValues(row.cells[columnIndex])).filter(Boolean));
  return [...values].sort(compareText);
}

/** The table with each facet column's options filled in: done while sourcing, not in the browser. */
export function withFacetOptions(table: SymbolTableData): SymbolTableData {
  return {
    ...table,
    columns: table.columns.map((column, index) => ({
      ...column,
      options: column.facet ? facetOptions(table, index) : [],
    })),
  };
}

/**
 * Columns the text filter searches: those that name a symbol (ticker, name, pairs), not the
 * numbers or the columns with a filter of their own, where "bit" would match every coin traded
 * on Bitstamp.
 */
export function searchedColumns(table: SymbolTableData): TableColumn[] {
  return table.columns.filter((column) => !column.numeric && !column.facet);
}

/** Lowercase searched text of each row, computed once per table, for the text filter. */
export function searchTexts(table: SymbolTableData): string[] {
  const searched = searchedColumns(table).map((column) => table.columns.indexOf(column));
  return table.rows.map((row) =>
    searched
      .map((index) => cellText(row.cells[index]))
      .join("\u0000")
      .toLowerCase(),
  );
}

/** True when the view hides rows (sorting alone hides none). */
export function isFiltered(view: TableView): boolean {
  return view.query.trim() !== "" || Object.keys(view.facets).length > 0;
}

/**
 * Indices of the rows the view shows, in display order. `texts` is searchTexts(table): the text
 * filter matches anywhere in the searched columns; facet filters match any of a cell's values. The sort is stable,
 * so ties keep list order.
 */
export function visibleRows(
  table: SymbolTableData,
  view: TableView,
  texts: readonly string[] = searchTexts(table),
): number[] {
  const needle = view.query.trim().toLowerCase();
  const facets = Object.entries(view.facets).flatMap(([key, value]) => {
    const index = table.columns.findIndex((column) => column.key === key);
    return index < 0 ? [] : [{ index, value }];
  });
  const indices = table.rows.flatMap((row, index) =>
    (needle === "" || texts[index].includes(needle)) &&
    facets.every((facet) => cellValues(row.cells[facet.index]).includes(facet.value))
      ? [index]
      : [],
  );
  const sortIndex = view.sort ? table.columns.findIndex((column) => column.key === view.sort?.key) : -1;
  if (sortIndex < 0 || !view.sort) return indices;
  const sign = view.sort.direction === "ascending" ? 1 : -1;
  const compare = (a: TableCell, b: TableCell) =>
    typeof a === "number" && typeof b === "number" ? a - b : compareText(cellText(a), cellText(b));
  return [...indices].sort(
    (a, b) => sign * compare(table.rows[a].cells[sortIndex], table.rows[b].cells[sortIndex]) || a - b,
  );
}

/** The view after clicking a column's sort button: ascending first, then it toggles. */
export function toggleSort(view: TableView, key: string): TableView {
  const direction: SortDirection =
    view.sort?.key === key && view.sort.direction === "ascending" ? "descending" : "ascending";
  return { ...view, sort: { key, direction } };
}

/**
 * Reads a view from a URL query string. Unknown parameters, columns and facet values are ignored,
 * so an old or hand-edited link still opens the table.
 */
export function parseView(search: string, table: SymbolTableData): TableView {
  const params = new URLSearchParams(search);
  const facets: Record<string, string> = {};
  for (const column of table.columns) {
    const value = params.get(column.key);
    if (column.facet && value && column.options.includes(value)) facets[column.key] = value;
  }
  const sortParam = params.get(SORT_PARAM) ?? "";
  const key = sortParam.replace(/^-/, "");
  const sort = table.columns.some((column) => column.key === key)
    ? { key, direction: (sortParam.startsWith("-") ? "descending" : "ascending") as SortDirection }
    : null;
  return { query: params.get(QUERY_PARAM) ?? "", facets, sort };
}

/** The URL query string of a view ("" for the default view), in a stable parameter order. */
export function viewSearch(view: TableView, table: SymbolTableData): string {
  const params = new URLSearchParams();
  if (view.query) params.set(QUERY_PARAM, view.query);
  for (const column of table.columns) {
    const value = view.facets[column.key];
    if (column.facet && value) params.set(column.key, value);
  }
  if (view.sort) params.set(SORT_PARAM, `${view.sort.direction === "descending" ? "-" : ""}${view.sort.key}`);
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** What a row is called: "coin" and "coins". */
export interface RowNoun {
  one: string;
  other: string;
}

/** The row count for the live region: "159 stocks", "12 of 159 stocks", "No stocks match". */
export function countText(shown: number, total: number, noun: RowNoun): string {
  const name = (count: number) => (count === 1 ? noun.one : noun.other);
  if (shown === total) return `${total} ${name(total)}`;
  if (shown === 0) return `No ${noun.other} match`;
  return `${shown} of ${total} ${name(total)}`;
}
