import { headingText } from "../headings";
import { createSlugger } from "../slug";
import { textOf, walk, type TreeNode } from "./tree";

interface SourceFile {
  value: unknown;
}

/**
 * Gives every heading the id that `extractHeadings` computes for the table of contents and the
 * link checker. Both read the heading's source text, so inline code, links and entities produce
 * the same id in all three places.
 */
export function remarkHeadingIds() {
  return (tree: TreeNode, file: SourceFile): void => {
    const source = String(file.value);
    const slugger = createSlugger();
    walk(tree, (node) => {
      if (node.type !== "heading") return;
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      const raw = start !== undefined && end !== undefined ? source.slice(start, end) : "";
      const atx = /^\s{0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(raw);
      const text = atx ? headingText(atx[1]) : textOf(node);
      const data = (node.data ??= {});
      data.hProperties = { ...(data.hProperties as object | undefined), id: slugger.slug(text) };
    });
  };
}
