import type { SortDirection, TableColumn } from "../../../lib/symbols/table";
import * as styles from "./styles";

/** Props of SortHeader. */
export interface Props {
  column: TableColumn;
  /** Direction when the table is sorted by this column, else null. */
  direction: SortDirection | null;
  onSort(key: string): void;
}

function SortIcon({ direction }: { direction: SortDirection | null }) {
  const path =
    direction === "ascending"
      ? "M7 14l5-5 5 5"
      : direction === "descending"
        ? "M7 10l5 5 5-5"
        : "M8 9l4-4 4 4M8 15l4 4 4-4";
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A column header that sorts the table; the th carries aria-sort for screen readers. */
export function SortHeader({ column, direction, onSort }: Props) {
  return (
    <th scope="col" aria-sort={direction ?? undefined} className={column.numeric ? "num" : undefined}>
      <button type="button" css={styles.sortButton} onClick={() => onSort(column.key)}>
        {column.label}
        <SortIcon direction={direction} />
      </button>
    </th>
  );
}
