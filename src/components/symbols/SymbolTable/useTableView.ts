import { useCallback, useEffect, useState } from "react";
import { EMPTY_VIEW, parseView, viewSearch, type SymbolTableData, type TableView } from "../../../lib/symbols/table";

/** The reader's view of a table, kept in the page's URL query. */
export interface TableViewState {
  view: TableView;
  setView(next: TableView): void;
}

/**
 * The view starts as the full table, as the server rendered it, and takes the URL's view once
 * hydrated, so a shared link opens filtered. Changes replace the URL's query rather than pushing
 * history entries: Back leaves the page instead of undoing keystrokes.
 */
export function useTableView(table: SymbolTableData): TableViewState {
  const [view, setViewState] = useState<TableView>(EMPTY_VIEW);
  useEffect(() => {
    // Most visits have no query: skip the second render that setting state would cost.
    if (window.location.search) setViewState(parseView(window.location.search, table));
  }, [table]);
  const setView = useCallback(
    (next: TableView) => {
      setViewState(next);
      const { pathname, hash } = window.location;
      window.history.replaceState(window.history.state, "", `${pathname}${viewSearch(next, table)}${hash}`);
    },
    [table],
  );
  return { view, setView };
}
