import { useId, useMemo } from "react";
import { rowsHtml } from "../../../lib/symbols/rows-html";
import {
  countText,
  EMPTY_VIEW,
  searchTexts,
  toggleSort,
  visibleRows,
  type RowNoun,
  type SymbolTableData,
} from "../../../lib/symbols/table";
import { scrollableProps } from "../../mdx/scrollable";
import { Filters } from "./Filters";
import { TableEnd } from "./firstPaint";
import { followPageLink, prefetchPageLink } from "./followLink";
import { SortHeader } from "./SortHeader";
import * as styles from "./styles";
import { useRowElements } from "./useRowElements";
import { useTableView } from "./useTableView";

/** Props of SymbolTable. */
export interface Props {
  table: SymbolTableData;
  noun: RowNoun;
  /** What the table lists, e.g. "US stocks": its caption and the name of its scroll box. */
  label: string;
}

/**
 * A symbol list as a table that reads without JavaScript, and with it filters by text and by
 * column values, sorts by column, keeps that view in the URL and announces the matching count.
 * The rows are markup, not React elements (see useRowElements): hydrating a long list cost the
 * page most of its main-thread time.
 */
export function SymbolTable({ table, noun, label }: Props) {
  const { view, setView } = useTableView(table);
  const texts = useMemo(() => searchTexts(table), [table]);
  const html = useMemo(() => ({ __html: rowsHtml(table) }), [table]);
  const shown = useMemo(() => visibleRows(table, view, texts), [table, view, texts]);
  const bodyRef = useRowElements(html.__html, shown);
  const statusId = useId();
  return (
    <div className="symbol-table">
      <Filters table={table} view={view} noun={noun} onChange={setView} />
      <p id={statusId} role="status" aria-live="polite" aria-atomic="true" css={styles.status}>
        {countText(shown.length, table.rows.length, noun)}
      </p>
      <div css={styles.scroller} {...scrollableProps(`Table: ${label}`)}>
        <table css={styles.table} aria-describedby={statusId}>
          <caption className="visually-hidden">{label}</caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <SortHeader
                  key={column.key}
                  column={column}
                  direction={view.sort?.key === column.key ? view.sort.direction : null}
                  onSort={(key) => setView(toggleSort(view, key))}
                />
              ))}
            </tr>
          </thead>
          {/* Delegated handlers for the links inside the rows, which keep their own keyboard behaviour. */}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
          <tbody
            ref={bodyRef}
            dangerouslySetInnerHTML={html}
            onClick={followPageLink}
            onPointerOver={prefetchPageLink}
          />
          {shown.length === 0 && (
            <tbody>
              <tr>
                <td colSpan={table.columns.length} css={styles.empty}>
                  No {noun.other} match these filters.{" "}
                  <button type="button" css={styles.clear} onClick={() => setView({ ...EMPTY_VIEW, sort: view.sort })}>
                    Clear filters
                  </button>
                </td>
              </tr>
            </tbody>
          )}
        </table>
      </div>
      <TableEnd />
    </div>
  );
}
