import { memo } from "react";
import { cellText, type TableColumn, type TableRow } from "../../../lib/symbols/table";
import { SiteLink } from "../../layout/SiteLink";

/** Props of Row. */
export interface Props {
  row: TableRow;
  columns: readonly TableColumn[];
}

/** The symbol in code type; numbers right-aligned; names and lists of values wrap, short values do not. */
function cellClass(column: TableColumn, cell: TableRow["cells"][number], index: number): string | undefined {
  if (index === 0) return "symbol";
  if (column.numeric) return "num";
  return Array.isArray(cell) || column.key === "name" ? "wrap" : undefined;
}

/**
 * One symbol; its first cell links to the symbol's page when it has one. Memoised: filtering
 * re-renders only the rows that appear, not every row of a long list.
 */
export const Row = memo(function Row({ row, columns }: Props) {
  return (
    <tr>
      {row.cells.map((cell, index) => (
        <td key={columns[index].key} className={cellClass(columns[index], cell, index)}>
          {index === 0 && row.href ? <SiteLink href={row.href}>{cellText(cell)}</SiteLink> : cellText(cell)}
        </td>
      ))}
    </tr>
  );
});
