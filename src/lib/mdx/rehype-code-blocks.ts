import { highlightToHast, languageLabel, parseLineRanges } from "../highlight";
import { walk, type ElementNode, type TreeNode } from "./tree";

/** Reads `title="…"` and `{1,3-5}` from a code fence's meta string. */
export function parseCodeMeta(meta: string): { title: string | null; lines: Set<number> } {
  const title = /title=(?:"([^"]*)"|'([^']*)')/.exec(meta);
  const ranges = /\{([\d,\s-]+)\}/.exec(meta);
  return {
    title: title ? (title[1] ?? title[2]) : null,
    lines: ranges ? parseLineRanges(ranges[1]) : new Set(),
  };
}

function isElement(node: TreeNode, tagName: string): node is ElementNode {
  return node.type === "element" && (node as ElementNode).tagName === tagName;
}

/**
 * Highlights fenced code at build time, so pages ship coloured HTML instead of a highlighter.
 * The `pre` gets data attributes that the CodeBlock component turns into its title bar.
 */
export function rehypeCodeBlocks() {
  return (tree: TreeNode): void => {
    walk(tree, (node) => {
      if (!isElement(node, "pre")) return;
      const code = node.children.find((child): child is ElementNode => isElement(child, "code"));
      if (!code) return;
      const classes = (code.properties.className as string[] | undefined) ?? [];
      const language = classes.find((name) => name.startsWith("language-"))?.slice(9) ?? "text";
      const meta = parseCodeMeta(String(code.data?.meta ?? code.properties.metastring ?? ""));
      const source = (code.children as TreeNode[]).map((child) => String(child.value ?? "")).join("");
      code.children = highlightToHast(source, language, meta.lines);
      node.properties = {
        ...node.properties,
        "data-language": language,
        "data-language-label": languageLabel(language),
        ...(meta.title ? { "data-title": meta.title } : {}),
      };
    });
  };
}
