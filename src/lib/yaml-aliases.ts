import { isAlias, isCollection, isNode, isPair, isScalar, visit, type Alias, type Document, type Node } from "yaml";

/**
 * Most values a file may add through aliases. Content files use a handful at most; a file of
 * nested aliases ("billion laughs") expands into millions and would exhaust the build's memory.
 */
export const MAX_ALIAS_EXPANSION = 10_000;

/** An alias that makes a document expand too far, or that contains itself. */
export interface AliasProblem {
  /** Offset of the alias in the text. */
  offset: number;
  message: string;
}

/**
 * Finds the first alias at which the values added by aliases exceed MAX_ALIAS_EXPANSION, or an
 * alias inside the value it names. Pure: counts nodes without building the values.
 */
export function findAliasProblem(document: Document): AliasProblem | null {
  const targets = new Map<Alias, Node>();
  const anchors = new Map<string, Node>();
  const aliases: Alias[] = [];
  // Document order: an alias names the last node with that anchor written before it.
  visit(document, {
    Node(_key, node) {
      if (isAlias(node)) {
        aliases.push(node);
        const target = anchors.get(node.source);
        if (target) targets.set(node, target);
      } else if (node.anchor) {
        anchors.set(node.anchor, node);
      }
    },
  });
  if (aliases.length === 0) return null;

  const sizes = new Map<Node, number>();
  const open = new Set<Node>();
  let selfContaining: Alias | null = null;
  const size = (node: unknown): number => {
    if (isPair(node)) return size(node.key) + size(node.value);
    if (!isNode(node)) return 0;
    if (isAlias(node)) {
      const target = targets.get(node);
      if (!target) return 1;
      if (open.has(target)) {
        selfContaining ??= node;
        return 1;
      }
      return size(target);
    }
    const known = sizes.get(node);
    if (known !== undefined) return known;
    open.add(node);
    const total = isScalar(node)
      ? 1
      : isCollection(node)
        ? node.items.reduce((sum: number, item) => sum + size(item), 1)
        : 1;
    open.delete(node);
    sizes.set(node, total);
    return total;
  };

  let expanded = 0;
  for (const alias of aliases) {
    const target = targets.get(alias);
    if (!target) continue;
    expanded += size(target);
    const offset = alias.range?.[0] ?? 0;
    if (selfContaining) {
      const culprit: Alias = selfContaining;
      return {
        offset: culprit.range?.[0] ?? offset,
        message: `the alias *${culprit.source} is inside the value it names, so it never ends. Fix: move the alias out of the &${culprit.source} value.`,
      };
    }
    if (expanded > MAX_ALIAS_EXPANSION) {
      return {
        offset,
        message: `aliases expand this file to more than ${MAX_ALIAS_EXPANSION.toLocaleString("en")} values (here *${alias.source} adds ${size(target).toLocaleString("en")}): aliases nested in aliases multiply, which looks like an alias bomb. Fix: write the values out, or use fewer nested aliases.`,
      };
    }
  }
  return null;
}

/** Offset of the first alias in the document, or 0 when it has none. */
export function firstAliasOffset(document: Document): number {
  let offset = 0;
  visit(document, {
    Alias(_key, node) {
      offset = node.range?.[0] ?? 0;
      return visit.BREAK;
    },
  });
  return offset;
}
