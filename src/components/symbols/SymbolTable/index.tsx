import { useId, useMemo, useState } from "react";
import { pageRowsText, SYMBOL_PAGE_SIZE, wholeListText, type PagePosition } from "../../../lib/symbols/paging";
import { rowsHtml } from "../../../lib/symbols/rows-html";
import {
  countText,
  EMPTY_VIEW,
  isFiltered,
  searchTexts,
  toggleSort,
  viewSearch,
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
import { useWholeList } from "./useWholeList";

/** Where the table's rows sit in a list of several pages, and where the whole list is fetched from. */
export interface TablePaging {
  position: PagePosition;
  /** The list's JSON file, fetched when the reader filters or sorts. */
  dataUrl: string;
}

/** Props of SymbolTable. */
export interface Props {
  table: SymbolTableData;
  noun: RowNoun;
  /** What the table lists, e.g. "US stocks": its caption and the name of its scroll box. */
  label: string;
  /** Set when the rows are one page of a longer list; the filter and sort then search the whole list. */
  paging?: TablePaging | null;
}

/**
 * A symbol list as a table that reads without JavaScript, and with it filters by text and by
 * column values, sorts by column, keeps that view in the URL and announces the matching count.
 * The rows are markup, not React elements (see useRowElements): hydrating a long list cost the
 * page most of its main-thread time. A page of a longer list (`paging`) filters and sorts the whole
 * list: it fetches the list's file when the reader first filters or sorts, and shows the first
 * page's worth of matches, then more on demand.
 */
export function SymbolTable({ table, noun, label, paging = null }: Props) {
  const { view, setView } = useTableView(table);
  const paged = paging !== null && paging.position.count > 1;
  const searching = paged && (isFiltered(view) || view.sort !== null);
  const whole = useWholeList(searching ? paging.dataUrl : null, table.columns.length);
  // Until the whole list arrives (or if it cannot), the view applies to this page's rows.
  const source = useMemo(
    () => (searching && whole.rows ? { columns: table.columns, rows: whole.rows } : table),
    [searching, whole.rows, table],
  );
  const texts = useMemo(() => searchTexts(source), [source]);
  const matches = useMemo(() => visibleRows(source, view, texts), [source, view, texts]);
  // Matches of the whole list are shown a page at a time; a new view starts again from the first.
  const viewKey = viewSearch(view, table);
  const [more, setMore] = useState({ viewKey: "", pages: 1 });
  const limit = source === table ? matches.length : SYMBOL_PAGE_SIZE * (more.viewKey === viewKey ? more.pages : 1);
  const rendered = useMemo(() => (source === table ? null : matches.slice(0, limit)), [source, table, matches, limit]);
  const html = useMemo(
    () => ({
      __html: rowsHtml(rendered ? { columns: table.columns, rows: rendered.map((row) => source.rows[row]) } : table),
    }),
    [rendered, source, table],
  );
  const shown = useMemo(() => (rendered ? rendered.map((_, index) => index) : matches), [rendered, matches]);
  const bodyRef = useRowElements(html.__html, shown);
  const statusId = useId();
  const loading = searching && whole.state !== "ready" && whole.state !== "failed";
  const status = !paged
    ? countText(shown.length, table.rows.length, noun)
    : !searching
      ? pageRowsText(paging.position, table.rows.length, noun)
      : whole.state === "failed"
        ? `The whole list could not be loaded: ${countText(shown.length, table.rows.length, noun)} on this page`
        : wholeListText(paging.position.total, loading ? null : matches.length, shown.length, noun);
  return (
    <div className="symbol-table">
      <Filters table={table} view={view} noun={noun} onChange={setView} />
      <p id={statusId} role="status" aria-live="polite" aria-atomic="true" css={styles.status}>
        {status}
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
          {shown.length === 0 && !loading && (
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
      {rendered && matches.length > rendered.length && (
        <button
          type="button"
          css={styles.clear}
          onClick={() => setMore({ viewKey, pages: limit / SYMBOL_PAGE_SIZE + 1 })}
        >
          Show {Math.min(SYMBOL_PAGE_SIZE, matches.length - rendered.length)} more
        </button>
      )}
      <TableEnd />
    </div>
  );
}
