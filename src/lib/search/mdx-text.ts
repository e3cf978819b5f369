import { headingText, nextFenceState } from "../headings";

/** A stretch of a guide's text: the opening before the first h2, or the section under one h2 or h3. */
export interface MdxTextSection {
  /** 1 for the opening text, 2 or 3 for the section under an h2 or h3. */
  depth: 1 | 2 | 3;
  /** The heading as plain text, written as the Doc node's `headings` write it; null for the opening. */
  heading: string | null;
  /** Plain text of the section, whitespace collapsed; empty when the section has none. */
  text: string;
}

// Heading syntax as src/lib/headings.ts reads it, so that the sections found here line up one to
// one with the Doc node's `headings`, ids included.
const ATX_HEADING = /^\s{0,3}(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/;
const SETEXT_UNDERLINE = /^\s{0,3}(=+|-+)\s*$/;
const NOT_PARAGRAPH = /^\s*$|^\s{0,3}([-*+]\s|\d+[.)]\s|>|<|\||#)/;

// MDX reads import/export at the start of a block, unindented, as JavaScript up to the next blank line.
const MODULE_START = /^(?:import|export)\b/;

const BRACED = String.raw`\{(?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*\}`;
// A JSX or HTML tag, props included (quoted or braced values may hold `>`), over several lines if need be.
const TAG = new RegExp(String.raw`<\/?(?:[A-Za-z][\w.:-]*)?(?:\s|"[^"]*"|'[^']*'|${BRACED}|[^\s"'{}<>/])*\/?>`, "g");
const EXPRESSION = new RegExp(BRACED, "g");

const TABLE_OR_RULE = /^\s*\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?\s*$|^\s{0,3}([*_-])(?:\s*\1){2,}\s*$/;
const LINK_DEFINITION = /^\s{0,3}\[[^\]]+\]:\s+\S.*$/;
const BLOCKQUOTE = /^\s*(?:>\s?)+/;
const LIST_ITEM = /^\s*(?:[-*+]|\d{1,9}[.)])\s+(?:\[[ xX]\]\s+)?/;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Markdown without its block markers on one line: quotes, list bullets, table pipes and rules. */
function lineText(line: string): string {
  if (TABLE_OR_RULE.test(line) || LINK_DEFINITION.test(line)) return "";
  return line.replace(BLOCKQUOTE, "").replace(LIST_ITEM, "").replace(/\|/g, " ");
}

/**
 * MDX prose as plain text: the words of inline code, link texts, image alts and component
 * children are kept; tags with their props, expressions, comments and Markdown syntax are dropped.
 */
function plainText(markdown: string): string {
  // Code and escaped characters are set aside first, so that no later step reads them as syntax.
  const kept: string[] = [];
  const keep = (text: string) => `\u0000${kept.push(text) - 1}\u0000`;
  const text = markdown
    .replace(/(`+)([\s\S]*?[^`])\1(?!`)/g, (_match, _ticks: string, code: string) => keep(code.trim()))
    .replace(/\\([\\`*_{}[\]()#+\-.!<>|~])/g, (_match, character: string) => keep(character))
    .replace(/<((?:https?|mailto):[^\s<>]+)>/g, (_match, url: string) => keep(url))
    .replace(/\{\/\*[\s\S]*?\*\/\}|<!--[\s\S]*?-->/g, " ")
    .replace(TAG, " ")
    .replace(EXPRESSION, " ")
    .split("\n")
    .map(lineText)
    .join("\n")
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[\^[^\]]+\]/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]+)\]\[[^\]]*\]/g, "$1")
    .replace(/\*\*(.+?)\*\*/g, "$1")
    .replace(/(?<![\p{L}\p{N}])__(.+?)__(?![\p{L}\p{N}])/gu, "$1")
    .replace(/\*(.+?)\*/g, "$1")
    .replace(/(?<![\p{L}\p{N}])_(.+?)_(?![\p{L}\p{N}])/gu, "$1")
    .replace(/~~(.+?)~~/g, "$1")
    .replace(/\\$/gm, "")
    .replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_match, name: string) => ENTITIES[name])
    .replace(/&#(x[0-9a-f]+|\d+);/gi, (_match, code: string) => String.fromCodePoint(code[0].toLowerCase() === "x" ? parseInt(code.slice(1), 16) : Number(code)))
    .replace(/\u0000(\d+)\u0000/g, (_match, index: string) => kept[Number(index)]);
  return text.replace(/\s+/g, " ").trim();
}

/**
 * Splits a guide's MDX body (the source without its frontmatter) into plain-text sections, in
 * order: the opening text before the first h2 (depth 1, always first, possibly empty), then one
 * section per h2 and h3. h1 and h4–h6 stay in their section as text. Fenced code, import/export
 * blocks, JSX tags and their props, expressions and Markdown syntax are dropped; the text inside
 * components (admonitions, tabs) is kept. Headings are found as the Doc node's `headings` are, so
 * the n-th section with a heading matches the n-th h2/h3 there; ids are taken from that list.
 */
export function mdxTextSections(body: string): MdxTextSection[] {
  const sections: Array<{ depth: 1 | 2 | 3; heading: string | null; lines: string[] }> = [{ depth: 1, heading: null, lines: [] }];
  let current = sections[0];
  let openFence: string | null = null;
  let paragraphLine: string | null = null;
  let inModule = false;
  let blockStart = true;

  const heading = (depth: number, markdown: string) => {
    if (depth === 2 || depth === 3) {
      current = { depth, heading: headingText(markdown), lines: [] };
      sections.push(current);
    } else {
      current.lines.push(markdown);
    }
  };

  for (const line of body.split(/\r?\n/)) {
    const fence = nextFenceState(line, openFence);
    openFence = fence.openFence;
    if (fence.isFenceLine || openFence !== null) {
      paragraphLine = null;
      blockStart = openFence === null;
      continue;
    }
    const setext = SETEXT_UNDERLINE.exec(line);
    if (setext && paragraphLine !== null) {
      // The line above is the heading's text; it was taken as prose until this underline.
      if (current.lines[current.lines.length - 1] === paragraphLine) current.lines.pop();
      heading(setext[1][0] === "=" ? 1 : 2, paragraphLine);
      paragraphLine = null;
      blockStart = true;
      continue;
    }
    const atx = ATX_HEADING.exec(line);
    paragraphLine = atx || NOT_PARAGRAPH.test(line) ? null : line;
    if (atx) {
      heading(atx[1].length, atx[2]);
      blockStart = true;
      continue;
    }
    const blank = line.trim() === "";
    if (inModule || (blockStart && MODULE_START.test(line))) {
      inModule = !blank;
      blockStart = blank;
      continue;
    }
    current.lines.push(line);
    blockStart = blank;
  }
  return sections.map(({ depth, heading: text, lines }) => ({ depth, heading: text, text: plainText(lines.join("\n")) }));
}
