import { Prism } from "prism-react-renderer";
import type { ElementNode, TreeNode } from "./mdx/tree";
import { hastToHtml } from "./mdx/rehype-code-html";

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

function toHast(token: PrismToken | PrismToken[]): TreeNode[] {
  if (Array.isArray(token)) return token.flatMap(toHast);
  if (typeof token === "string") return [{ type: "text", value: token }];
  const aliases = token.alias === undefined ? [] : ([] as string[]).concat(token.alias);
  const element: ElementNode = {
    type: "element",
    tagName: "span",
    properties: { className: ["token", token.type, ...aliases] },
    children: toHast(token.content),
  };
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
  return hastToHtml([
    { type: "element", tagName: "code", properties: { className: [`language-${language}`] }, children: highlightToHast(code, language, new Set()) },
  ]);
}
