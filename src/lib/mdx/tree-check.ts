/**
 * A guide's page is rendered from data (its content tree, src/lib/mdx/content-tree.ts), not from
 * compiled JavaScript: what MDX would run as code cannot be part of it. Found here in the parsed
 * body, with the line and column, before anything is compiled.
 */
import { AuthorError } from "../author-error";
import { DATA_COMPONENTS, dataComponentOf } from "./data-components";
import { walk, type EstreeNode, type TreeNode } from "./tree";

/** Something in a body that a content tree cannot hold. */
export interface CodeInContent {
  /** What it is, as the author wrote it. */
  what: string;
  line: number | null;
  column: number | null;
}

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
  position?: TreeNode["position"];
}

/** Props that would put raw HTML into a page; only the build writes them (rehype-code-html.ts). */
const RAW_HTML_PROPS = new Set(["dangerouslySetInnerHTML", "data-code-html"]);

const programOf = (node: TreeNode): { body?: EstreeNode[] } | undefined =>
  (node.data as { estree?: { body?: EstreeNode[] } } | undefined)?.estree;

/** True for `import { X } from "…/X"` of data components only, under their own names. */
function isDataComponentImport(statement: EstreeNode): boolean {
  if (statement.type !== "ImportDeclaration") return false;
  const source = String((statement.source as { value?: unknown }).value);
  const specifiers = statement.specifiers as Array<{
    type: string;
    imported?: { name?: string };
    local?: { name?: string };
  }>;
  return (
    specifiers.length > 0 &&
    specifiers.every(
      (specifier) =>
        specifier.type === "ImportSpecifier" &&
        specifier.imported?.name === specifier.local?.name &&
        dataComponentOf(specifier.imported?.name ?? "", source) !== undefined,
    )
  );
}

function at(node: { position?: TreeNode["position"] }, statement?: EstreeNode) {
  const loc = statement?.loc?.start;
  if (loc) return { line: loc.line, column: loc.column + 1 };
  const start = node.position?.start;
  return { line: start?.line ?? null, column: start?.column ?? null };
}

/** What a parsed MDX body (mdast with MDX nodes) holds that its content tree cannot, in order. */
export function findCodeInContent(tree: TreeNode): CodeInContent[] {
  const found: CodeInContent[] = [];
  walk(tree, (node) => {
    if (node.type === "mdxjsEsm") {
      for (const statement of programOf(node)?.body ?? []) {
        if (isDataComponentImport(statement)) continue;
        const what = statement.type === "ImportDeclaration" ? "an import" : "an export";
        found.push({ what, ...at(node, statement) });
      }
      return;
    }
    if (node.type === "mdxFlowExpression" || node.type === "mdxTextExpression") {
      // A {/* comment */} is an expression with no statement: MDX drops it.
      if ((programOf(node)?.body ?? []).length > 0)
        found.push({ what: `the expression {${String(node.value)}}`, ...at(node) });
      return;
    }
    if (node.type !== "mdxJsxFlowElement" && node.type !== "mdxJsxTextElement") return;
    for (const attribute of (node.attributes ?? []) as JsxAttribute[]) {
      const place = at(attribute.position ? attribute : node);
      if (attribute.type === "mdxJsxExpressionAttribute")
        found.push({ what: `the spread attribute {${String(attribute.value)}} of <${String(node.name)}>`, ...place });
      else if (attribute.name && RAW_HTML_PROPS.has(attribute.name))
        found.push({ what: `the attribute ${attribute.name} of <${String(node.name)}>`, ...place });
      else if (attribute.value !== null && typeof attribute.value === "object")
        found.push({
          what: `the attribute ${String(attribute.name)}={${String((attribute.value as { value?: unknown }).value)}} of <${String(node.name)}>`,
          ...place,
        });
    }
  });
  return found;
}

/** The author error for the first piece of code in a body: where it is, why, and the fix. */
export function codeInContentError(found: CodeInContent, file: string, lineOffset: number): AuthorError {
  const where = found.line ? `:${found.line + lineOffset}${found.column ? `:${found.column}` : ""}` : "";
  return new AuthorError(
    file,
    `${file}${where}: ${found.what} cannot be part of a guide: guides are rendered from data, not run as code.\n` +
      '  Fix: write the value itself (a literal attribute is name="value"), a {/* comment */}, or a component of ' +
      "src/components/mdx (add one to its map for anything dynamic); the only imports are " +
      `${DATA_COMPONENTS.map((component) => `{ ${component.name} } from "…/${component.module}"`).join(", ")}.`,
  );
}
