import { isElement, textOf, walk, type ElementNode, type TreeNode } from "./tree";

const childElements = (node: ElementNode, tagName: string): ElementNode[] =>
  node.children.filter((child): child is ElementNode => isElement(child) && child.tagName === tagName);

/**
 * Marks up comparison tables, whose header row starts with an empty corner cell, with row
 * headers: the first cell of each body row becomes `<th scope="row">`, column headers get
 * `scope="col"`. Screen readers then announce "Trial, Requests per day: 10,000" for a cell
 * instead of a bare number; the empty corner stays a plain cell.
 */
export function rehypeRowHeaders() {
  return (tree: TreeNode): void => {
    walk(tree, (node) => {
      if (!isElement(node) || node.tagName !== "table") return;
      const [head] = childElements(node, "thead");
      const [headerRow] = head ? childElements(head, "tr") : [];
      const headerCells = headerRow?.children.filter(isElement) ?? [];
      const [corner, ...columns] = headerCells;
      if (!corner || columns.length === 0 || textOf(corner).trim() !== "") return;
      corner.tagName = "td";
      for (const column of columns)
        if (column.tagName === "th") column.properties = { ...column.properties, scope: "col" };
      for (const body of childElements(node, "tbody")) {
        for (const row of childElements(body, "tr")) {
          const [first] = row.children.filter(isElement);
          if (first && textOf(first).trim() !== "") {
            first.tagName = "th";
            first.properties = { ...first.properties, scope: "row" };
          }
        }
      }
    });
  };
}
