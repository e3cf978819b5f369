/**
 * Names and imports of an MDX body, checked before webpack: an expression that uses a name
 * nothing defines fails only when the page renders, and an import that resolves to nothing fails
 * in webpack, naming a route or a folder. Both are found here with their line and column.
 */
import { walk, type EstreeNode, type TreeNode } from "./tree";

/** A name or import at a position of the body. */
export interface ScopeProblem {
  name: string;
  line: number | null;
  column: number | null;
}

const isNode = (value: unknown): value is EstreeNode =>
  typeof value === "object" && value !== null && typeof (value as EstreeNode).type === "string";

/** The estree program of an MDX node that carries JavaScript, if any. */
function programOf(node: TreeNode | { type: string; value?: unknown; data?: unknown }): EstreeNode | null {
  const estree = (node.data as { estree?: unknown } | undefined)?.estree;
  return isNode(estree) ? estree : null;
}

/** Every program in the body: ESM blocks, expressions, and JSX attribute expressions. */
function programs(tree: TreeNode): EstreeNode[] {
  const found: EstreeNode[] = [];
  walk(tree, (node) => {
    const own = programOf(node);
    if (own) found.push(own);
    for (const attribute of (node.attributes ?? []) as Array<{ type: string; value?: unknown; data?: unknown }>) {
      const program =
        programOf(attribute) ??
        (isNode(attribute.value) ? programOf(attribute.value as { type: string; data?: unknown }) : null);
      if (program) found.push(program);
    }
  });
  return found;
}

/** Identifiers a pattern (parameter, declaration) binds. */
function boundNames(pattern: unknown, into: Set<string>): void {
  if (!isNode(pattern)) return;
  if (pattern.type === "Identifier") into.add(String(pattern.name));
  else if (pattern.type === "ObjectPattern")
    (pattern.properties as EstreeNode[]).forEach((property) =>
      boundNames(property.type === "RestElement" ? property.argument : property.value, into),
    );
  else if (pattern.type === "ArrayPattern")
    (pattern.elements as unknown[]).forEach((element) => boundNames(element, into));
  else if (pattern.type === "RestElement") boundNames(pattern.argument, into);
  else if (pattern.type === "AssignmentPattern") boundNames(pattern.left, into);
}

/**
 * Walks a program, collecting the names it declares anywhere (imports, exports, variables,
 * functions, parameters) and the identifiers it reads. Scopes are flattened: a name declared
 * anywhere in the file counts as defined, which never reports a defined name.
 */
function scan(program: EstreeNode, declared: Set<string>, used: Array<{ name: string; node: EstreeNode }>): void {
  const visit = (node: EstreeNode, skip: ReadonlySet<unknown>) => {
    switch (node.type) {
      case "ImportSpecifier":
      case "ImportDefaultSpecifier":
      case "ImportNamespaceSpecifier":
        boundNames(node.local, declared);
        return;
      case "VariableDeclarator":
        boundNames(node.id, declared);
        break;
      case "FunctionDeclaration":
      case "FunctionExpression":
      case "ArrowFunctionExpression":
        boundNames(node.id, declared);
        (node.params as unknown[]).forEach((param) => boundNames(param, declared));
        break;
      case "ClassDeclaration":
      case "ClassExpression":
        boundNames(node.id, declared);
        break;
      case "CatchClause":
        boundNames(node.param, declared);
        break;
      case "Identifier":
        if (!skip.has(node)) used.push({ name: String(node.name), node });
        return;
      default:
        break;
    }
    // Identifiers that are not reads: property names, keys, labels, `typeof x` (guards are fine).
    const notReads = new Set<unknown>();
    if (node.type === "MemberExpression" && !node.computed) notReads.add(node.property);
    if (
      (node.type === "Property" || node.type === "MethodDefinition" || node.type === "PropertyDefinition") &&
      !node.computed
    )
      notReads.add(node.key);
    if (node.type === "LabeledStatement" || node.type === "BreakStatement" || node.type === "ContinueStatement")
      notReads.add(node.label);
    if (node.type === "UnaryExpression" && node.operator === "typeof") notReads.add(node.argument);
    if (node.type === "ExportSpecifier") notReads.add(node.exported);
    for (const [key, value] of Object.entries(node)) {
      if (key === "loc" || key === "range") continue;
      const children = Array.isArray(value) ? value : [value];
      for (const child of children) if (isNode(child)) visit(child, notReads);
    }
  };
  visit(program, new Set());
}

/** Names every MDX page can read without defining them. */
export const MDX_SCOPE = ["props", "undefined", "NaN", "Infinity", "arguments", "this"];

/**
 * Identifiers the body's expressions read that nothing defines: not the file's imports or
 * declarations, not a provided component, not `props`, not a JavaScript global. In document
 * order, each name once.
 */
export function findUndefinedNames(
  tree: TreeNode,
  provided: Iterable<string>,
  globals: Iterable<string> = Object.getOwnPropertyNames(globalThis),
): ScopeProblem[] {
  const declared = new Set<string>([...provided, ...globals, ...MDX_SCOPE]);
  const used: Array<{ name: string; node: EstreeNode }> = [];
  for (const program of programs(tree)) scan(program, declared, used);
  const seen = new Set<string>();
  return used.flatMap(({ name, node }) => {
    if (declared.has(name) || seen.has(name)) return [];
    seen.add(name);
    // estree columns are 0-based; unist columns 1-based.
    return [{ name, line: node.loc?.start.line ?? null, column: node.loc ? node.loc.start.column + 1 : null }];
  });
}

/** Every `import … from "x"` and `export … from "x"` source of the body, with its position. */
export function findImports(tree: TreeNode): ScopeProblem[] {
  const found: ScopeProblem[] = [];
  walk(tree, (node) => {
    if (node.type !== "mdxjsEsm") return;
    for (const statement of (programOf(node)?.body ?? []) as EstreeNode[]) {
      const source = isNode(statement.source) ? statement.source : null;
      if (!source || typeof source.value !== "string") continue;
      found.push({
        name: source.value,
        line: statement.loc?.start.line ?? null,
        column: statement.loc ? statement.loc.start.column + 1 : null,
      });
    }
  });
  return found;
}
