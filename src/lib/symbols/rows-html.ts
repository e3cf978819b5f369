/**
 * The body rows of a symbol table as HTML. The table's rows are markup React never owns: the
 * server writes them into the page and the browser keeps them through hydration, so a list of
 * hundreds of rows costs no hydration work; filtering and sorting then show, hide and reorder the
 * row elements (see SymbolTable). Shipped to the browser with the table, so it imports types only.
 */
import { cellText, type TableCell, type TableColumn, type TableRow, type SymbolTableData } from "./table";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

const escapeHtml = (text: string): string => text.replace(/[&<>"]/g, (character) => ESCAPES[character]);

/** The symbol in code type; numbers right-aligned; names and lists of values wrap, short values do not. */
export function cellClass(column: TableColumn, cell: TableCell, index: number): string | null {
  if (index === 0) return "symbol";
  if (column.numeric) return "num";
  return Array.isArray(cell) || column.key === "name" ? "wrap" : null;
}

function rowHtml(row: TableRow, columns: readonly TableColumn[]): string {
  const cells = row.cells.map((cell, index) => {
    const className = cellClass(columns[index], cell, index);
    const text = escapeHtml(cellText(cell));
    const content = index === 0 && row.href ? `<a href="${escapeHtml(row.href)}">${text}</a>` : text;
    return `<td${className ? ` class="${className}"` : ""}>${content}</td>`;
  });
  return `<tr>${cells.join("")}</tr>`;
}

/** Every row of the table, in list order; the first cell links to the symbol's page when it has one. */
export function rowsHtml(table: SymbolTableData): string {
  return table.rows.map((row) => rowHtml(row, table.columns)).join("");
}
