/**
 * Mistakes in an MDX body that MDX itself accepts but that render wrongly or fail only in
 * webpack or at render time. Each is found in the parsed tree (mdast with MDX nodes), at
 * sourcing, with its line and column and a fix.
 */
import { AuthorError } from "../author-error";
import { parseLineRanges } from "../highlight";
import { SITE_LANGUAGES, siteLanguageOfFence } from "../languages";
import { walk, type TreeNode } from "./tree";

/** The `type`s the Admonition component draws (src/components/mdx/Admonition.tsx). */
export const ADMONITION_TYPES = ["note", "tip", "info", "warning", "danger"] as const;

/** One mistake, at a line and column of the body. */
export interface ContentProblem {
  line: number | null;
  column: number | null;
  message: string;
  fix: string;
}

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

const isJsx = (node: TreeNode): boolean => node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement";

function at(node: TreeNode, message: string, fix: string): ContentProblem {
  const start = node.position?.start;
  return { line: start?.line ?? null, column: start?.column ?? null, message, fix };
}

function attribute(node: TreeNode, name: string): JsxAttribute | undefined {
  return (node.attributes as JsxAttribute[] | undefined)?.find(
    (item) => item.type === "mdxJsxAttribute" && item.name === name,
  );
}

function admonitionProblems(node: TreeNode): ContentProblem[] {
  const type = attribute(node, "type");
  if (!type || typeof type.value !== "string") return [];
  if ((ADMONITION_TYPES as readonly string[]).includes(type.value)) return [];
  return [
    at(
      node,
      `<Admonition> has an unknown type "${type.value}"`,
      `use one of ${ADMONITION_TYPES.map((name) => `"${name}"`).join(", ")}.`,
    ),
  ];
}

function codeHighlightProblems(node: TreeNode): ContentProblem[] {
  const meta = typeof node.meta === "string" ? node.meta : "";
  const ranges = /\{([\d,\s-]+)\}/.exec(meta);
  if (!ranges) return [];
  const lineCount = String(node.value ?? "").split("\n").length;
  const past = [...parseLineRanges(ranges[1])].filter((line) => line < 1 || line > lineCount);
  if (past.length === 0) return [];
  return [
    at(
      node,
      `the code block highlights line${past.length > 1 ? "s" : ""} ${past.join(", ")}, but it has ${lineCount} line${lineCount > 1 ? "s" : ""}`,
      `fix the {${ranges[1]}} after the fence's language: line numbers count from 1 within the block.`,
    ),
  ];
}

/** The fenced code blocks of a subtree. */
function codeBlocks(node: TreeNode): TreeNode[] {
  const found: TreeNode[] = [];
  walk(node, (child) => {
    if (child.type === "code") found.push(child);
  });
  return found;
}

/** LanguageTabs needs code blocks, each in a site language (the component throws at render otherwise). */
function languageTabsProblems(node: TreeNode): ContentProblem[] {
  const blocks = codeBlocks(node);
  if (blocks.length === 0) {
    return [
      at(
        node,
        "<LanguageTabs> holds no code blocks",
        "put one fenced code block per language inside it (```python … ```), each with its language.",
      ),
    ];
  }
  const languages = SITE_LANGUAGES.map((entry) => entry.lang).join(", ");
  return blocks
    .filter((block) => !siteLanguageOfFence(typeof block.lang === "string" ? block.lang : undefined))
    .map((block) =>
      at(
        block,
        `a code block in <LanguageTabs> is in ${typeof block.lang === "string" ? `"${block.lang}"` : "no language"}, not a site language`,
        `write the fence's language as one of ${languages}.`,
      ),
    );
}

interface EstreeNode {
  type: string;
  [key: string]: unknown;
}

function exportDefaultProblems(node: TreeNode): ContentProblem[] {
  const body = ((node.data as { estree?: { body?: EstreeNode[] } } | undefined)?.estree?.body ?? []) as EstreeNode[];
  const replaces = body.some(
    (statement) =>
      statement.type === "ExportDefaultDeclaration" ||
      (statement.type === "ExportNamedDeclaration" &&
        ((statement.specifiers as Array<{ exported?: { name?: string; value?: string } }> | undefined) ?? []).some(
          (specifier) => (specifier.exported?.name ?? specifier.exported?.value) === "default",
        )),
  );
  if (!replaces) return [];
  return [
    at(
      node,
      "`export default` replaces the page layout: the page would lose its navbar, sidebar and table of contents",
      "remove the default export; to share content, export a named component and import it where it is needed.",
    ),
  ];
}

/**
 * Every mistake of a parsed MDX body, in document order: an Admonition with an unknown type, a
 * TabItem outside Tabs, a LanguageTabs without code blocks, line highlights past the end of a
 * code block, and an `export default` that would replace the page layout.
 */
export function findContentProblems(tree: TreeNode): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const visit = (node: TreeNode, insideTabs: boolean) => {
    let inside = insideTabs;
    if (isJsx(node)) {
      const name = typeof node.name === "string" ? node.name : "";
      if (name === "Admonition") problems.push(...admonitionProblems(node));
      if (name === "TabItem" && !insideTabs) {
        problems.push(at(node, "<TabItem> is outside <Tabs>", "put every <TabItem> directly inside a <Tabs> element."));
      }
      if (name === "LanguageTabs") problems.push(...languageTabsProblems(node));
      if (name === "Tabs") inside = true;
      else if (name !== "TabItem") inside = false;
    }
    if (node.type === "code") problems.push(...codeHighlightProblems(node));
    if (node.type === "mdxjsEsm") problems.push(...exportDefaultProblems(node));
    for (const child of node.children ?? []) visit(child, inside);
  };
  visit(tree, false);
  return problems;
}

/** The author error listing a file's problems with their line and column in the file. */
export function contentProblemsError(
  problems: readonly ContentProblem[],
  file: string,
  lineOffset: number,
): AuthorError {
  const lines = problems.map((problem) => {
    const where = problem.line ? `:${problem.line + lineOffset}${problem.column ? `:${problem.column}` : ""}` : "";
    return `  - ${file}${where}: ${problem.message}.\n    Fix: ${problem.fix}`;
  });
  return new AuthorError(file, `Invalid MDX in ${file}:\n${lines.join("\n")}`);
}
