/**
 * A guide's page as data: the JSX that MDX would compile the guide into, as a compact JSON tree
 * that one renderer (src/components/mdx/ContentTree.tsx) turns into React elements. Every guide
 * is then rendered by the one doc template, and no guide adds a module to the JavaScript that
 * every page loads.
 *
 * The input is the estree MDX itself builds from the guide's hast (hast-util-to-estree, the step
 * of @mdx-js/mdx between the rehype plugins and the JavaScript), so attribute names, class lists,
 * styles and whitespace come out exactly as in MDX's own output.
 */
import { AuthorError } from "../author-error";

/** A JSON value, as a prop of the tree can hold. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** The props of an element of the tree. */
export type ContentProps = { [name: string]: JsonValue };

/**
 * An element: its tag (lower case) or component name (upper case), its props when it has any,
 * then its children. Props are the one object in the array that is not an element.
 */
export interface ContentElement extends Array<string | ContentProps | ContentElement> {
  0: string;
}

/** Text, or an element. */
export type ContentNode = string | ContentElement;

/** A guide's body: the children of MDX's root fragment. */
export type ContentTree = ContentNode[];

/** The estree nodes hast-util-to-estree writes, as far as the tree reads them. */
export interface EstreeNode {
  type: string;
  loc?: { start: { line: number; column: number } } | null;
  [key: string]: unknown;
}

/** Where an estree node starts, 1-based, as authors count. */
function where(node: EstreeNode | undefined, file: string, lineOffset: number): string {
  const start = node?.loc?.start;
  return start ? `${file}:${start.line + lineOffset}:${start.column + 1}` : file;
}

/** Thrown for what the tree cannot hold; the sourcing checks (tree-check.ts) report these earlier, with fixes. */
function unrepresentable(what: string, node: EstreeNode | undefined, file: string, lineOffset: number): AuthorError {
  return new AuthorError(
    file,
    `${where(node, file, lineOffset)}: ${what} cannot be part of a guide's page, which is rendered from data.\n` +
      "  Fix: write plain Markdown, a component of src/components/mdx with literal attributes " +
      '(name="value"), or a {/* comment */}.',
  );
}

const isNode = (value: unknown): value is EstreeNode =>
  typeof value === "object" && value !== null && typeof (value as EstreeNode).type === "string";

/**
 * The value of an expression made of literals only: the JSON that the facts plugin writes into
 * attributes (remark-facts.ts) and the style objects of hast-util-to-estree. Anything else is not
 * data and returns undefined.
 */
export function literalValue(node: unknown): JsonValue | undefined {
  if (!isNode(node)) return undefined;
  switch (node.type) {
    case "Literal": {
      const value = node.value;
      if (value === null || typeof value === "string" || typeof value === "boolean") return value;
      return typeof value === "number" && Number.isFinite(value) ? value : undefined;
    }
    case "UnaryExpression": {
      const argument = literalValue(node.argument);
      return node.operator === "-" && typeof argument === "number" ? -argument : undefined;
    }
    case "TemplateLiteral": {
      const quasis = node.quasis as Array<{ value: { cooked: string } }>;
      return (node.expressions as unknown[]).length === 0
        ? quasis.map((quasi) => quasi.value.cooked).join("")
        : undefined;
    }
    case "ArrayExpression": {
      const items = (node.elements as unknown[]).map(literalValue);
      return items.every((item) => item !== undefined) ? (items as JsonValue[]) : undefined;
    }
    case "ObjectExpression": {
      const entries: Array<[string, JsonValue]> = [];
      for (const property of node.properties as EstreeNode[]) {
        const key = propertyKey(property);
        const value = key === undefined ? undefined : literalValue(property.value);
        if (key === undefined || value === undefined) return undefined;
        entries.push([key, value]);
      }
      return Object.fromEntries(entries);
    }
    default:
      return undefined;
  }
}

/** The key of a plain `key: value` property, or undefined for computed, method, shorthand and spread ones. */
function propertyKey(property: EstreeNode): string | undefined {
  if (property.type !== "Property" || property.computed || property.method || property.shorthand) return undefined;
  if (property.kind !== "init") return undefined;
  const key = property.key as EstreeNode;
  if (key.type === "Identifier") return String(key.name);
  return key.type === "Literal" && (typeof key.value === "string" || typeof key.value === "number")
    ? String(key.value)
    : undefined;
}

/** Props an author could use to put script or raw HTML into a page; the tree never carries them. */
const FORBIDDEN_PROPS = new Set(["dangerouslySetInnerHTML"]);

interface Context {
  file: string;
  lineOffset: number;
}

function attributeName(name: EstreeNode): string {
  if (name.type === "JSXIdentifier") return String(name.name);
  const namespaced = name as EstreeNode & { namespace: EstreeNode; name: EstreeNode };
  return `${String(namespaced.namespace.name)}:${String(namespaced.name.name)}`;
}

function props(attributes: EstreeNode[], context: Context): ContentProps | null {
  const result: ContentProps = {};
  const set = (name: string, value: JsonValue, node: EstreeNode) => {
    if (FORBIDDEN_PROPS.has(name)) throw unrepresentable(`The prop ${name}`, node, context.file, context.lineOffset);
    result[name] = value;
  };
  for (const attribute of attributes) {
    if (attribute.type === "JSXSpreadAttribute") {
      // hast-util-to-estree spreads `{"aria-x": …}` for names JSX cannot write; authors' spreads are not data.
      const value = literalValue(attribute.argument);
      if (value === undefined || value === null || typeof value !== "object" || Array.isArray(value))
        throw unrepresentable("A spread attribute {...}", attribute, context.file, context.lineOffset);
      Object.entries(value).forEach(([name, item]) => set(name, item, attribute));
      continue;
    }
    const name = attributeName(attribute.name as EstreeNode);
    const raw = attribute.value as EstreeNode | null;
    const value =
      raw === null ? true : raw.type === "JSXExpressionContainer" ? literalValue(raw.expression) : literalValue(raw);
    if (value === undefined) {
      const expression = raw?.type === "JSXExpressionContainer" && !raw.loc ? (raw.expression as EstreeNode) : raw;
      throw unrepresentable(
        `The expression of attribute ${name}`,
        expression ?? attribute,
        context.file,
        context.lineOffset,
      );
    }
    set(name, value, attribute);
  }
  return Object.keys(result).length ? result : null;
}

function elementName(name: EstreeNode, context: Context): string {
  if (name.type === "JSXIdentifier") return String(name.name);
  throw unrepresentable("A member or namespaced tag name", name, context.file, context.lineOffset);
}

function children(nodes: EstreeNode[], context: Context): ContentNode[] {
  return nodes.flatMap((node): ContentNode[] => {
    switch (node.type) {
      case "JSXElement":
        return [element(node, context)];
      case "JSXFragment":
        return children(node.children as EstreeNode[], context);
      case "JSXText":
        return [String(node.value)];
      case "JSXExpressionContainer": {
        const expression = node.expression as EstreeNode;
        // A {/* comment */}: MDX drops it.
        if (expression.type === "JSXEmptyExpression") return [];
        const value = literalValue(expression);
        if (typeof value === "string") return [value];
        throw unrepresentable("A JavaScript expression {…}", expression, context.file, context.lineOffset);
      }
      default:
        throw unrepresentable(`A ${node.type}`, node, context.file, context.lineOffset);
    }
  });
}

function element(node: EstreeNode, context: Context): ContentElement {
  const opening = node.openingElement as EstreeNode;
  const name = elementName(opening.name as EstreeNode, context);
  const attributes = props(opening.attributes as EstreeNode[], context);
  const content = children(node.children as EstreeNode[], context);
  return attributes ? [name, attributes, ...content] : [name, ...content];
}

/** Options of contentTreeOf. */
export interface ContentTreeOptions {
  /** The guide, relative to the project root, for errors. */
  file: string;
  /** Lines before the body (the frontmatter), so that errors name lines of the file. */
  lineOffset?: number;
  /** True for the import declarations the page may hold (the data components'); others are errors. */
  allowImport?: (statement: EstreeNode) => boolean;
}

/**
 * The content tree of the estree program hast-util-to-estree made of a guide: the children of its
 * root fragment. Statements besides the fragment (ESM) must be allowed imports; anything that is
 * code rather than data throws an AuthorError with the file and line.
 */
export function contentTreeOf(program: EstreeNode, options: ContentTreeOptions): ContentTree {
  const context: Context = { file: options.file, lineOffset: options.lineOffset ?? 0 };
  const tree: ContentTree = [];
  for (const statement of program.body as EstreeNode[]) {
    const expression = statement.expression as EstreeNode | undefined;
    if (statement.type === "ExpressionStatement" && expression?.type === "JSXFragment") {
      tree.push(...children(expression.children as EstreeNode[], context));
    } else if (!(statement.type === "ImportDeclaration" && options.allowImport?.(statement))) {
      throw unrepresentable(
        statement.type === "ImportDeclaration" ? "An import" : "An export or statement",
        statement,
        context.file,
        context.lineOffset,
      );
    }
  }
  return tree;
}

/** The props of an element, if it has any. */
export function propsOf(element: ContentElement): ContentProps | null {
  const first = element[1];
  return first !== undefined && typeof first === "object" && !Array.isArray(first) ? first : null;
}

/** The children of an element. */
export function childrenOf(element: ContentElement): ContentNode[] {
  return element.slice(propsOf(element) ? 2 : 1) as ContentNode[];
}
