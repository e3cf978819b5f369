import { useId } from "react";
import {
  EMPTY_VIEW,
  isFiltered,
  searchedColumns,
  type RowNoun,
  type SymbolTableData,
  type TableView,
} from "../../../lib/symbols/table";
import * as styles from "./styles";

/** Props of Filters. */
export interface Props {
  table: SymbolTableData;
  view: TableView;
  noun: RowNoun;
  onChange(view: TableView): void;
}

/** The text filter, one select per filterable column, and a way back to the full table. */
export function Filters({ table, view, noun, onChange }: Props) {
  const id = useId();
  const searched = searchedColumns(table).map((column, index) =>
    index === 0 ? column.label : column.label.toLowerCase(),
  );
  const facets = table.columns.filter((column) => column.facet);
  const setFacet = (key: string, value: string) => {
    const { [key]: _previous, ...others } = view.facets;
    onChange({ ...view, facets: value ? { ...others, [key]: value } : others });
  };
  return (
    <form
      role="search"
      aria-label={`Filter ${noun.other}`}
      css={styles.filters}
      onSubmit={(event) => event.preventDefault()}
    >
      <div css={styles.field}>
        <label htmlFor={`${id}-q`}>Filter</label>
        <input
          id={`${id}-q`}
          type="search"
          value={view.query}
          placeholder={searched.join(", ")}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onChange({ ...view, query: event.target.value })}
        />
      </div>
      {facets.map((column) => (
        <div css={styles.field} key={column.key}>
          <label htmlFor={`${id}-${column.key}`}>{column.facet}</label>
          <select
            id={`${id}-${column.key}`}
            value={view.facets[column.key] ?? ""}
            onChange={(event) => setFacet(column.key, event.target.value)}
          >
            <option value="">All</option>
            {column.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      ))}
      {isFiltered(view) && (
        <button type="button" css={styles.clear} onClick={() => onChange({ ...EMPTY_VIEW, sort: view.sort })}>
          Clear filters
        </button>
      )}
    </form>
  );
}
