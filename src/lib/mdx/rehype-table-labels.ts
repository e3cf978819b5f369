import { isElement, textOf, walk, type ElementNode, type TreeNode } from "./tree";

const HEADING = /^h[2-6]$/;

/** Text of a table's first row, e.g. "Plan, Requests per day", for a table with no heading above it. */
function columnNames(table: ElementNode): string {
  let firstRow: ElementNode | undefined;
  walk(table, (node) => {
    if (!firstRow && isElement(node) && node.tagName === "tr") firstRow = node;
  });
  return (firstRow?.children ?? [])
    .filter(isElement)
    .map((cell) => textOf(cell).trim())
    .filter(Boolean)
    .join(", ");
}

/**
 * Names each table after the heading above it (`data-label`), so the Table component can label
 * its scroll box for screen readers: "Table: Comparison". A table before any heading is named
 * after its columns.
 */
export function rehypeTableLabels() {
  return (tree: TreeNode): void => {
    let heading = "";
    walk(tree, (node) => {
      if (!isElement(node)) return;
      if (HEADING.test(node.tagName)) heading = textOf(node).replace(/\s+/g, " ").trim();
      else if (node.tagName === "table" && node.properties["data-label"] === undefined) {
        const label = heading || columnNames(node);
        if (label) node.properties = { ...node.properties, "data-label": label };
      }
    });
  };
}
