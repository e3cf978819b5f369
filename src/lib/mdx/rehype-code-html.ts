import { walk, type ElementNode, type TreeNode } from "./tree";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => ESCAPES[character]);
}

function attributes(properties: Record<string, unknown>): string {
  return Object.entries(properties)
    .map(([name, value]) => {
      if (value === undefined || value === null || value === false) return "";
      const attribute = name === "className" ? "class" : name;
      const text = Array.isArray(value) ? value.join(" ") : String(value);
      return ` ${attribute}="${escapeHtml(text)}"`;
    })
    .join("");
}

/** Serialises the element-and-text subset of hast that highlighted code consists of. */
export function hastToHtml(nodes: readonly TreeNode[]): string {
  return nodes
    .map((node) => {
      if (node.type === "text") return escapeHtml(String(node.value ?? ""));
      if (node.type !== "element") return "";
      const element = node as ElementNode;
      return `<${element.tagName}${attributes(element.properties)}>${hastToHtml(element.children)}</${element.tagName}>`;
    })
    .join("");
}

/**
 * Turns each highlighted block's `code` element into one HTML string on the `pre`.
 * A page's compiled MDX then carries a short string per block instead of a JSX call per
 * token, which keeps token-heavy pages' JavaScript small. Runs after rehypeCodeBlocks.
 */
export function rehypeCodeHtml() {
  return (tree: TreeNode): void => {
    walk(tree, (node) => {
      if (node.type !== "element") return;
      const pre = node as ElementNode;
      if (pre.tagName !== "pre" || pre.properties["data-language"] === undefined) return;
      pre.properties = { ...pre.properties, "data-code-html": hastToHtml(pre.children) };
      pre.children = [];
    });
  };
}
