import { walk, type ElementNode, type TreeNode } from "./tree";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

// Text needs only &, < and > escaped; quotes matter inside attribute values alone. Code is full of
// quotes, and every byte saved here is saved in each page's data.
function escapeText(text: string): string {
  return text.replace(/[&<>]/g, (character) => ESCAPES[character]);
}

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"]/g, (character) => ESCAPES[character]);
}

const UNQUOTED_VALUE = /^[A-Za-z0-9_-]+$/;

function attributes(properties: Record<string, unknown>): string {
  return Object.entries(properties)
    .map(([name, value]) => {
      if (value === undefined || value === null || value === false) return "";
      const attribute = name === "className" ? "class" : name;
      const text = Array.isArray(value) ? value.join(" ") : String(value);
      return UNQUOTED_VALUE.test(text) ? ` ${attribute}=${text}` : ` ${attribute}="${escapeAttribute(text)}"`;
    })
    .join("");
}

/** An element with the given inner HTML. */
function elementHtml(element: ElementNode, inner: string): string {
  return `<${element.tagName}${attributes(element.properties)}>${inner}</${element.tagName}>`;
}

/** Serialises the element-and-text subset of hast that highlighted code consists of. */
export function hastToHtml(nodes: readonly TreeNode[]): string {
  return nodes
    .map((node) => {
      if (node.type === "text") return escapeText(String(node.value ?? ""));
      if (node.type !== "element") return "";
      const element = node as ElementNode;
      return elementHtml(element, hastToHtml(element.children));
    })
    .join("");
}

/**
 * The HTML of highlighted code lines. Line wrappers only matter for highlighted lines; without
 * any, the lines' content is written directly, which keeps code-heavy pages small.
 */
export function codeLinesToHtml(lines: readonly TreeNode[]): string {
  const highlighted = lines.some((line) =>
    ((line as ElementNode).properties?.className as string[] | undefined)?.includes("code-line--highlighted"),
  );
  return hastToHtml(highlighted ? lines : lines.flatMap((line) => line.children ?? []));
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
      const html = pre.children
        .map((child) =>
          child.type === "element"
            ? elementHtml(child as ElementNode, codeLinesToHtml(child.children ?? []))
            : hastToHtml([child]),
        )
        .join("");
      pre.properties = { ...pre.properties, "data-code-html": html };
      pre.children = [];
    });
  };
}
