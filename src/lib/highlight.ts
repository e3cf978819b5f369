import { Prism } from "prism-react-renderer";
import type { ElementNode, TreeNode } from "./mdx/tree";
import { codeLinesToHtml } from "./mdx/rehype-code-html";

// prism-react-renderer ships a subset of Prism's grammars; the rest register on a global Prism.
(globalThis as { Prism?: unknown }).Prism = Prism;
/* eslint-disable @typescript-eslint/no-require-imports */
require("prismjs/components/prism-bash");
require("prismjs/components/prism-ruby");
require("prismjs/components/prism-csharp");
require("prismjs/components/prism-markup-templating");
require("prismjs/components/prism-php");
require("prismjs/components/prism-java");
require("prismjs/components/prism-powershell");
require("prismjs/components/prism-http");
require("prismjs/components/prism-ini");
/* eslint-enable @typescript-eslint/no-require-imports */

/** Aliases authors may use in code fences, mapped to Prism grammar names. */
const LANGUAGE_ALIASES: Record<string, string> = {
  sh: "bash",
  shell: "bash",
  curl: "bash",
  console: "bash",
  nodejs: "javascript",
  node: "javascript",
  cs: "csharp",
  ps: "powershell",
  ps1: "powershell",
  golang: "go",
};

/** Display names for code block title bars. */
const LANGUAGE_LABELS: Record<string, string> = {
  bash: "Shell",
  javascript: "JavaScript",
  typescript: "TypeScript",
  python: "Python",
  go: "Go",
  ruby: "Ruby",
  csharp: "C#",
  php: "PHP",
  java: "Java",
  powershell: "PowerShell",
  json: "JSON",
  yaml: "YAML",
  http: "HTTP",
  text: "Text",
  ini: "INI",
  jsx: "JSX",
  tsx: "TSX",
};

/** Prism grammar name for a fence language, or null when Prism has no grammar for it. */
export function grammarName(language: string): string | null {
  const name = LANGUAGE_ALIASES[language] ?? language;
  return Prism.languages[name] ? name : null;
}

/** Human label for a fence language. */
export function languageLabel(language: string): string {
  const name = LANGUAGE_ALIASES[language] ?? language;
  return LANGUAGE_LABELS[name] ?? language.toUpperCase();
}

type PrismToken = string | { type: string; alias?: string | string[]; content: PrismToken | PrismToken[] };

/**
 * Prism's many token types fall into the six colours of the code theme. Each coloured token
 * becomes one span with a two-letter class; punctuation, operators and other tokens stay plain
 * text in the base code colour. Short markup matters: API pages carry samples in nine languages
 * in their page data, and punctuation alone would double it.
 */
const TOKEN_CLASSES: Record<string, string> = {
  comment: "tc",
  prolog: "tc",
  doctype: "tc",
  cdata: "tc",
  keyword: "tk",
  atrule: "tk",
  important: "tk",
  selector: "tk",
  rule: "tk",
  tag: "tk",
  string: "ts",
  char: "ts",
  "attr-value": "ts",
  regex: "ts",
  inserted: "ts",
  "template-string": "ts",
  number: "tn",
  boolean: "tn",
  constant: "tn",
  symbol: "tn",
  null: "tn",
  function: "tf",
  "class-name": "tf",
  builtin: "tf",
  property: "tp",
  "attr-name": "tp",
  variable: "tp",
  parameter: "tp",
};

/** The colour class of a token: its type's, or the first alias that has one. */
export function tokenClass(type: string, alias: string | string[] | undefined): string | null {
  const names = [type, ...(alias === undefined ? [] : ([] as string[]).concat(alias))];
  for (const name of names) if (TOKEN_CLASSES[name]) return TOKEN_CLASSES[name];
  return null;
}

function toHast(token: PrismToken | PrismToken[]): TreeNode[] {
  if (Array.isArray(token)) return token.flatMap(toHast);
  if (typeof token === "string") return [{ type: "text", value: token }];
  const children = toHast(token.content);
  const className = tokenClass(token.type, token.alias);
  if (!className) return children;
  const element: ElementNode = { type: "element", tagName: "span", properties: { className: [className] }, children };
  return [element];
}

/** Splits hast nodes at newlines so each source line can be wrapped; spans are cloned per line. */
function splitLines(nodes: TreeNode[]): TreeNode[][] {
  const lines: TreeNode[][] = [[]];
  const push = (node: TreeNode) => lines[lines.length - 1].push(node);
  for (const node of nodes) {
    if (node.type === "text") {
      String(node.value)
        .split("\n")
        .forEach((part, index) => {
          if (index > 0) lines.push([]);
          if (part) push({ type: "text", value: part });
        });
      continue;
    }
    const element = node as ElementNode;
    splitLines(element.children).forEach((childLine, index) => {
      if (index > 0) lines.push([]);
      if (childLine.length) push({ ...element, children: childLine });
    });
  }
  return lines;
}

/** Parses a `{1,3-5}` line-highlight spec into a set of 1-based line numbers. */
export function parseLineRanges(spec: string): Set<number> {
  const lines = new Set<number>();
  for (const part of spec.split(",")) {
    const [from, to] = part.trim().split("-").map(Number);
    if (!Number.isInteger(from)) continue;
    for (let line = from; line <= (Number.isInteger(to) ? to : from); line += 1) lines.add(line);
  }
  return lines;
}

/** Highlights code into hast lines: one `span.code-line` per line, highlighted lines marked. */
export function highlightToHast(code: string, language: string, highlighted: ReadonlySet<number>): ElementNode[] {
  const grammar = grammarName(language);
  const text = code.replace(/\n$/, "");
  const tokens: PrismToken[] = grammar ? Prism.tokenize(text, Prism.languages[grammar]) : [text];
  return splitLines(toHast(tokens)).map((children, index) => ({
    type: "element",
    tagName: "span",
    properties: {
      className: highlighted.has(index + 1) ? ["code-line", "code-line--highlighted"] : ["code-line"],
    },
    children: [...children, { type: "text", value: "\n" }],
  }));
}

/** Highlights code into the HTML of a `code` element, as code blocks in guides are rendered. */
export function highlightToHtml(code: string, language: string): string {
  return `<code class=language-${language}>${codeLinesToHtml(highlightToHast(code, language, new Set()))}</code>`;
}
