import { useEffect, useState } from "react";
import { rowsOfListData } from "../../../lib/symbols/list-data";
import type { TableRow } from "../../../lib/symbols/table";

/** The whole list while it is fetched, once it has arrived, or after its fetch failed. */
export type WholeList = { state: "idle" | "loading" | "failed"; rows: null } | { state: "ready"; rows: TableRow[] };

// One fetch per list and page load: moving between a list's pages keeps what the first fetched.
const fetched = new Map<string, Promise<TableRow[]>>();

function fetchRows(url: string, columnCount: number): Promise<TableRow[]> {
  let rows = fetched.get(url);
  if (!rows) {
    rows = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .then((data) => rowsOfListData(data, columnCount));
    // A failed fetch is not kept: the next filter tries again.
    rows.catch(() => fetched.delete(url));
    fetched.set(url, rows);
  }
  return rows;
}

/**
 * The whole of a paged list, from its JSON file (src/lib/symbols/list-data.ts), fetched once `url`
 * is given: the table passes it only when the reader filters or sorts, so a page that is only read
 * never downloads the list.
 */
export function useWholeList(url: string | null, columnCount: number): WholeList {
  const [list, setList] = useState<{ url: string; whole: WholeList } | null>(null);
  useEffect(() => {
    if (!url) return;
    let current = true;
    fetchRows(url, columnCount).then(
      (rows) => current && setList({ url, whole: { state: "ready", rows } }),
      () => current && setList({ url, whole: { state: "failed", rows: null } }),
    );
    return () => {
      current = false;
    };
  }, [url, columnCount]);
  if (!url) return { state: "idle", rows: null };
  return list?.url === url ? list.whole : { state: "loading", rows: null };
}

/** Forgets the lists fetched so far (tests). */
export function forgetWholeLists(): void {
  fetched.clear();
}
