import { useEffect, useRef, type RefObject } from "react";

const sameRows = (a: readonly number[] | null, b: readonly number[]): boolean =>
  a !== null && a.length === b.length && a.every((row, position) => row === b[position]);

/**
 * Shows the rows `shown` (indices into the list, in display order) in a table body whose rows are
 * server-rendered markup that React does not own (`html`, set with dangerouslySetInnerHTML).
 * The row elements are kept aside once, in list order, and the body is refilled with just the
 * shown ones: the DOM ends up as React would have rendered it, without React rendering every row.
 * Plain effects suffice: React runs those of a keystroke or click before the browser paints.
 */
export function useRowElements(html: string, shown: readonly number[]): RefObject<HTMLTableSectionElement> {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const rows = useRef<HTMLTableRowElement[]>([]);
  const applied = useRef<readonly number[] | null>(null);

  useEffect(() => {
    // New markup (first render, or another list): every row is in the body, in list order.
    rows.current = Array.from(bodyRef.current?.rows ?? []);
    applied.current = rows.current.map((_, index) => index);
  }, [html]);

  useEffect(() => {
    const body = bodyRef.current;
    if (!body || sameRows(applied.current, shown)) return;
    body.replaceChildren(...shown.map((row) => rows.current[row]));
    applied.current = shown;
  }, [html, shown]);

  return bodyRef;
}
