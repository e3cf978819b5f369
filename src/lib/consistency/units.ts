/**
 * A guide as the consistency checks read it: its prose paragraphs, table rows and code blocks in
 * page order, each with its line and the heading it sits under. Built from the MDX tree of a body
 * whose facts are already put in, so the checks read the values readers see.
 */
import type { TreeNode } from "../mdx/tree";

/** A fenced code block. */
export interface CodeUnit {
  kind: "code";
  /** The fence's language, lowercase; "" when it has none. */
  lang: string;
  /** The `title="…"` of the fence, or null. */
  title: string | null;
  value: string;
  line: number;
  /** The heading the block sits under ("" before the first heading). */
  section: string;
}

/** A paragraph or a table row, with inline code kept between backticks. */
export interface TextUnit {
  kind: "text";
  text: string;
  line: number;
  section: string;
}

export type Unit = CodeUnit | TextUnit;

/** Text of a subtree as written: inline code keeps its backticks, which the checks read. */
function writtenText(node: TreeNode): string {
  if (node.type === "inlineCode") return `\`${String(node.value ?? "")}\``;
  if (typeof node.value === "string") return node.value;
  return (node.children ?? []).map(writtenText).join("");
}

const lineOf = (node: TreeNode, offset: number) => (node.position?.start.line ?? 0) + offset;

/** The title of a fence's meta, `title="…"`. */
export function fenceTitle(meta: string): string | null {
  return /\btitle="([^"]*)"/.exec(meta)?.[1] ?? null;
}

/**
 * The units of an MDX tree in page order. `lineOffset` is the number of file lines in front of
 * the body (the frontmatter), so lines are lines of the file.
 */
export function guideUnits(tree: TreeNode, lineOffset = 0): Unit[] {
  const units: Unit[] = [];
  let section = "";
  const visit = (node: TreeNode) => {
    if (node.type === "heading") {
      section = writtenText(node).trim();
      return;
    }
    if (node.type === "code") {
      const meta = typeof node.meta === "string" ? node.meta : "";
      units.push({
        kind: "code",
        lang: typeof node.lang === "string" ? node.lang.toLowerCase() : "",
        title: fenceTitle(meta),
        value: String(node.value ?? ""),
        line: lineOf(node, lineOffset),
        section,
      });
      return;
    }
    if (node.type === "paragraph") {
      units.push({
        kind: "text",
        text: writtenText(node).replace(/\s+/g, " ").trim(),
        line: lineOf(node, lineOffset),
        section,
      });
      return;
    }
    if (node.type === "tableRow") {
      const cells = (node.children ?? []).map((cell) => writtenText(cell).trim());
      units.push({ kind: "text", text: `| ${cells.join(" | ")} |`, line: lineOf(node, lineOffset), section });
      return;
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return units;
}

/**
 * Markdown of a spec description split into units the same way, without a parser: paragraphs,
 * list items and table rows become text units, fenced blocks code units. `line` is the line
 * within the description.
 */
export function markdownUnits(markdown: string, section = ""): Unit[] {
  const units: Unit[] = [];
  const lines = markdown.split("\n");
  let paragraph: string[] = [];
  let start = 0;
  const flush = () => {
    if (paragraph.length)
      units.push({ kind: "text", text: paragraph.join(" ").replace(/\s+/g, " ").trim(), line: start + 1, section });
    paragraph = [];
  };
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    const fence = /^\s*```(\S*)(.*)$/.exec(line);
    if (fence) {
      flush();
      const end = lines.findIndex((candidate, at) => at > index && /^\s*```\s*$/.test(candidate));
      const close = end < 0 ? lines.length : end;
      units.push({
        kind: "code",
        lang: fence[1].toLowerCase(),
        title: fenceTitle(fence[2]),
        value: lines.slice(index + 1, close).join("\n"),
        line: index + 1,
        section,
      });
      index = close;
      continue;
    }
    if (/^\s*\|/.test(line)) {
      flush();
      if (!/^\s*\|[\s|:-]+\|\s*$/.test(line)) units.push({ kind: "text", text: line.trim(), line: index + 1, section });
      continue;
    }
    if (/^\s*$/.test(line) || /^\s*(?:[-*]|\d+\.)\s/.test(line) || /^#+\s/.test(line)) {
      flush();
      if (/^\s*$/.test(line)) continue;
      if (/^#+\s/.test(line)) {
        section = line.replace(/^#+\s*/, "").trim();
        continue;
      }
    }
    if (!paragraph.length) start = index;
    paragraph.push(line.replace(/^\s*(?:[-*]|\d+\.)\s/, ""));
  }
  flush();
  return units;
}
