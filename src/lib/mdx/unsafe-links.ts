import { AuthorError } from "../author-error";
import { classifyUrl, SAFE_URL_HINT } from "../safe-url";
import { walk, type TreeNode, type TreePoint } from "./tree";

/** JSX props that carry a URL a browser would follow or load. */
export const URL_PROPS = new Set(["href", "to", "src", "action", "formAction", "xlinkHref"]);

/** A URL in an MDX body that must not become a link. */
export interface UnsafeLink {
  url: string;
  reason: string;
  /** Where it was written: a Markdown link, a link reference definition, or a JSX prop. */
  source: string;
  line: number | null;
  column: number | null;
}

interface JsxAttribute {
  type: string;
  name?: string;
  value?: string | null | { type: string; value?: string; data?: { estree?: EstreeProgram } };
}

interface EstreeExpression {
  type: string;
  value?: unknown;
  expressions?: unknown[];
  quasis?: Array<{ value?: { cooked?: string | null } }>;
  loc?: { start: { line: number; column: number } };
}

interface EstreeProgram {
  body?: Array<{ type: string; expression?: EstreeExpression }>;
}

/** The string a prop's expression always evaluates to (`{"x"}`, `{`x`}`), or null when it is computed. */
function staticString(expression: EstreeExpression | undefined): string | null {
  if (!expression) return null;
  if (expression.type === "Literal" && typeof expression.value === "string") return expression.value;
  if (expression.type === "TemplateLiteral" && expression.expressions?.length === 0)
    return expression.quasis?.[0]?.value?.cooked ?? null;
  return null;
}

/** The static URL of a JSX prop and where it starts, or null for a computed one (checked when it renders). */
function propUrl(
  attribute: JsxAttribute,
  element: TreePoint | undefined,
): { url: string; point: TreePoint | undefined } | null {
  const { value } = attribute;
  if (typeof value === "string") return { url: value, point: element };
  if (!value || value.type !== "mdxJsxAttributeValueExpression") return null;
  const expression = value.data?.estree?.body?.[0]?.expression;
  const url = staticString(expression);
  if (url === null) return null;
  // estree columns are 0-based; unist columns 1-based.
  const point = expression?.loc
    ? { line: expression.loc.start.line, column: expression.loc.start.column + 1 }
    : element;
  return { url, point };
}

/**
 * Every URL in a parsed MDX body (mdast with MDX nodes) that is not safe to link to: Markdown
 * links and autolinks, link reference definitions, and URL props of any JSX element or component
 * (`<a href>`, `<Link to>`, `<Card href>`), in document order. Lines are the body's.
 */
export function findUnsafeLinks(tree: TreeNode): UnsafeLink[] {
  const found: UnsafeLink[] = [];
  const check = (url: string, source: string, point: TreePoint | undefined) => {
    const verdict = classifyUrl(url);
    if (!verdict.safe)
      found.push({ url, reason: verdict.reason, source, line: point?.line ?? null, column: point?.column ?? null });
  };
  walk(tree, (node) => {
    if ((node.type === "link" || node.type === "definition") && typeof node.url === "string") {
      check(
        node.url,
        node.type === "link" ? "Markdown link" : `link definition [${String(node.label ?? node.identifier ?? "")}]`,
        node.position?.start,
      );
      return;
    }
    if (node.type !== "mdxJsxFlowElement" && node.type !== "mdxJsxTextElement") return;
    for (const attribute of (node.attributes ?? []) as JsxAttribute[]) {
      if (attribute.type !== "mdxJsxAttribute" || !attribute.name || !URL_PROPS.has(attribute.name)) continue;
      const prop = propUrl(attribute, node.position?.start);
      if (prop) check(prop.url, `${attribute.name} of <${typeof node.name === "string" ? node.name : ""}>`, prop.point);
    }
  });
  return found;
}

/** The author error listing every unsafe link of a file with its line and column in the file. */
export function unsafeLinksError(links: readonly UnsafeLink[], file: string, lineOffset: number): AuthorError {
  const lines = links.map((link) => {
    const where = link.line ? `:${link.line + lineOffset}${link.column ? `:${link.column}` : ""}` : "";
    return `  - ${file}${where}: ${link.source} ${JSON.stringify(link.url)}: ${link.reason}.`;
  });
  return new AuthorError(
    file,
    `Unsafe link${links.length > 1 ? "s" : ""} in ${file}:\n${lines.join("\n")}\n  Fix: ${SAFE_URL_HINT}`,
  );
}
