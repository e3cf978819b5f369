/** Minimal syntax-tree shapes, enough for the site's own remark and rehype plugins. */

/** A place in the source: 1-based line and column, 0-based offset. */
export interface TreePoint {
  line?: number;
  column?: number;
  offset?: number;
}

/** Any unist node. */
export interface TreeNode {
  type: string;
  children?: TreeNode[];
  position?: { start: TreePoint; end: TreePoint };
  data?: Record<string, unknown>;
  [key: string]: unknown;
}

/** A hast element. */
export interface ElementNode extends TreeNode {
  type: "element";
  tagName: string;
  properties: Record<string, unknown>;
  children: TreeNode[];
}

/** A node of the JavaScript (estree) that MDX keeps for an expression, an import or an export. */
export interface EstreeNode {
  type: string;
  loc?: { start: { line: number; column: number } };
  [key: string]: unknown;
}

/** True for element nodes, as opposed to text, comments and the root. */
export function isElement(node: TreeNode): node is ElementNode {
  return node.type === "element";
}

/** Calls `visitor` for every node, parents before children. */
export function walk(
  node: TreeNode,
  visitor: (node: TreeNode, parent: TreeNode | null) => void,
  parent: TreeNode | null = null,
): void {
  visitor(node, parent);
  for (const child of node.children ?? []) walk(child, visitor, node);
}

/** Concatenated text of a subtree. */
export function textOf(node: TreeNode): string {
  if (typeof node.value === "string") return node.value;
  return (node.children ?? []).map(textOf).join("");
}
