import { AuthorError, closest } from "../author-error";
import { walk, type TreeNode } from "./tree";

/** Components every MDX page can use without importing them (see src/components/mdx). */
export const MDX_COMPONENT_NAMES = [
  "Admonition",
  "Tabs",
  "TabItem",
  "LanguageTabs",
  "Fact",
  "PlanComparison",
  "LimitsTable",
  "SupportLevels",
] as const;

/** A JSX element in MDX whose component is neither provided nor defined in the file. */
export interface UnknownComponent {
  name: string;
  line: number | null;
  column: number | null;
}

interface EstreeNode {
  type: string;
  specifiers?: Array<{ local?: { name?: string } }>;
  declaration?: EstreeNode | null;
  declarations?: Array<{ id?: { name?: string } }>;
  id?: { name?: string } | null;
}

/** Names that the file's own `import` and `export` statements bring into scope. */
function namesDefinedInFile(tree: TreeNode): Set<string> {
  const names = new Set<string>();
  walk(tree, (node) => {
    if (node.type !== "mdxjsEsm") return;
    const program = (node.data as { estree?: { body?: EstreeNode[] } } | undefined)?.estree;
    for (const statement of program?.body ?? []) {
      const declaration = statement.declaration ?? statement;
      statement.specifiers?.forEach((specifier) => specifier.local?.name && names.add(specifier.local.name));
      declaration.declarations?.forEach((declarator) => declarator.id?.name && names.add(declarator.id.name));
      if (declaration.id?.name) names.add(declaration.id.name);
    }
  });
  return names;
}

/**
 * JSX elements in a parsed MDX tree (mdast with MDX nodes) that name a component which is
 * neither in `provided` nor imported or defined in the file. Lower-case names are HTML elements.
 */
export function findUnknownComponents(
  tree: TreeNode,
  provided: readonly string[] = MDX_COMPONENT_NAMES,
): UnknownComponent[] {
  const known = new Set([...provided, ...namesDefinedInFile(tree)]);
  const unknown: UnknownComponent[] = [];
  walk(tree, (node) => {
    if (node.type !== "mdxJsxFlowElement" && node.type !== "mdxJsxTextElement") return;
    const name = typeof node.name === "string" ? node.name : "";
    const root = name.split(".")[0];
    if (!root || !/^[A-Z]/.test(root) || known.has(root)) return;
    const start = node.position?.start;
    unknown.push({ name, line: start?.line ?? null, column: start?.column ?? null });
  });
  return unknown;
}

/** The author error for the first unknown component: where it is, what exists, the closest name. */
export function unknownComponentError(
  found: UnknownComponent,
  file: string,
  lineOffset: number,
  provided: readonly string[] = MDX_COMPONENT_NAMES,
): AuthorError {
  const where = found.line ? `:${found.line + lineOffset}${found.column ? `:${found.column}` : ""}` : "";
  const [nearest] = closest(found.name, provided, 1);
  return new AuthorError(
    file,
    `Unknown MDX component <${found.name}> in ${file}${where}.\n` +
      `  Available without an import: ${provided.map((name) => `<${name}>`).join(", ")}.\n` +
      `  Fix: did you mean <${nearest}>? Otherwise add the component to the map of src/components/mdx.`,
  );
}
