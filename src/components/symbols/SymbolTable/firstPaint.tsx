/**
 * A long table parsed in several slices would otherwise be painted, and laid out, once per slice:
 * each pass lays out every row received so far, and on a slow phone those passes are the page's
 * longest tasks. The head link holds the first paint until the element after the table has been
 * parsed, so the table is laid out once, whole. A table ends long before the page does, and its
 * rows arrive in the same few packets as the text above it, so the first paint is barely later.
 * Browsers apply it only while the document is being parsed: a page reached by a link is not held.
 */

const TABLE_END_ID = "symbol-table-end";

/** For the page's Head: hold the first paint until the table has been parsed. */
export function FirstPaintAfterTable() {
  return <link rel="expect" href={`#${TABLE_END_ID}`} blocking="render" />;
}

/**
 * Placed right after the table. An element is matched when it is inserted, not when its content is
 * complete, so the marker must follow the table rather than be the table itself.
 */
export function TableEnd() {
  return <div id={TABLE_END_ID} hidden />;
}
