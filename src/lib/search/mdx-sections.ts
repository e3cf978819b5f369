import { extractHeadings, headingText, nextFenceState } from "../headings";
import { CODE_TERM_LIMIT, identifiersIn } from "./code-terms";

/** Text of a guide under one heading: the page's opening text (no heading) or an h2 or h3 section. */
export interface TextSection {
  /** Id and text of the h2 or h3 the text is under; null for the text before the first h2. */
  heading: { id: string; value: string; depth: 2 | 3 } | null;
  /** The h2 above an h3 section, for its place in the hierarchy. */
  parent: { id: string; value: string } | null;
  text: string;
  /** Identifiers, header names and statuses in the section's code blocks, and the blocks' titles. */
  code: string[];
}

const ATX_HEADING = /^\s{0,3}(#{1,6})\s+/;
const MODULE_LINE = /^\s*(import|export)\s/;
const TABLE_RULE = /^\s*\|?\s*:?-{3,}/;
const FENCE_TITLE = /\stitle=(?:"([^"]*)"|'([^']*)')/;

/** One line of MDX prose as plain text: JSX tags, expressions and Markdown syntax removed. */
function lineText(line: string): string {
  return headingText(
    line
      .replace(/\{\/\*.*?\*\/\}/g, " ")
      .replace(/<\/?[A-Za-z][^>]*>/g, " ")
      .replace(/\{[^{}]*\}/g, " ")
      .replace(/^\s{0,3}>\s?/, "")
      .replace(/^\s*(?:[-*+]|\d+[.)])\s+/, "")
      .replace(/\|/g, " "),
  ).replace(/\s+/g, " ");
}

/**
 * Splits a guide's MDX body into the text before its first h2 and one section per h2 and h3, in
 * plain text: code blocks, imports, JSX tags and Markdown syntax are dropped, the words inside
 * components (admonitions, tabs) kept. h4 and deeper stay in their section's text. Heading ids
 * come from the same extraction the page renders with, so every section links to its anchor.
 */
export function mdxSections(body: string): TextSection[] {
  const headings = extractHeadings(body);
  let nextHeading = 0;
  const sections: Omit<TextSection, "code">[] = [{ heading: null, parent: null, text: "" }];
  let currentH2: { id: string; value: string } | null = null;
  let openFence: string | null = null;
  let inTag = false;
  const parts: string[][] = [[]];
  const code: string[][] = [[]];

  for (const line of body.split(/\r?\n/)) {
    const fence = nextFenceState(line, openFence);
    const opens = openFence === null && fence.isFenceLine;
    openFence = fence.openFence;
    if (fence.isFenceLine) {
      // A code block's title names what it shows ("401 Unauthorized", "quote.py"): searched with its code.
      const titled = opens ? FENCE_TITLE.exec(line) : null;
      const title = (titled?.[1] ?? titled?.[2])?.trim();
      if (title) code[code.length - 1].push(title);
      continue;
    }
    if (openFence !== null) {
      code[code.length - 1].push(...identifiersIn(line));
      continue;
    }
    // A JSX tag whose props span several lines: skip to its end.
    if (inTag) {
      if (line.includes(">")) inTag = false;
      continue;
    }
    if (/^\s*<[A-Za-z][^>]*$/.test(line)) {
      inTag = true;
      continue;
    }
    if (MODULE_LINE.test(line) || TABLE_RULE.test(line)) continue;
    const atx = ATX_HEADING.exec(line);
    if (atx) {
      const heading = headings[nextHeading];
      nextHeading += 1;
      if (!heading) continue;
      if (heading.depth === 2 || heading.depth === 3) {
        if (heading.depth === 2) currentH2 = { id: heading.id, value: heading.value };
        sections.push({
          heading: { id: heading.id, value: heading.value, depth: heading.depth },
          parent: heading.depth === 3 ? currentH2 : null,
          text: "",
        });
        parts.push([]);
        code.push([]);
      } else if (heading.depth > 3) {
        parts[parts.length - 1].push(heading.value);
      }
      continue;
    }
    const text = lineText(line);
    if (text.trim()) parts[parts.length - 1].push(text.trim());
  }
  return sections.map((section, index) => ({
    ...section,
    text: parts[index].join(" ").replace(/\s+/g, " ").trim(),
    code: [...new Set(code[index])].slice(0, CODE_TERM_LIMIT),
  }));
}

/** `text` cut to at most `limit` characters at a word boundary, with an ellipsis when cut. */
export function truncateAtWord(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit + 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > limit / 2 ? cut.slice(0, lastSpace) : text.slice(0, limit)).replace(/[\s,;:.]+$/, "")}…`;
}
