/**
 * Fact placeholders, `{{facts.plans.free.httpPerMinute}}`, in spec and code text. The build (the
 * spec source plugins), the servers and the tools resolve the specs with this one function and see
 * the same numbers. Pure: the facts come in as data.
 */
import { AuthorError, closest } from "../author-error";

/** A placeholder: `{{facts.<path>}}` or `{{facts.<path> | grouped}}`. */
export const PLACEHOLDER = /\{\{\s*facts\.([A-Za-z0-9_.]+)\s*(?:\|\s*([a-z]+)\s*)?\}\}/g;

/** Filters a placeholder may apply to its value. */
export const FILTERS = ["grouped"];

export type FactValue = string | number | boolean | null;

/**
 * A reference to a fact that doesn't exist, or a filter that doesn't exist. The message names
 * the file and line, and the closest existing paths.
 */
export class FactReferenceError extends AuthorError {
  readonly line: number;

  constructor(file: string, line: number, message: string) {
    super(file, message);
    this.line = line;
  }
}

export interface FoundPlaceholder {
  path: string;
  filter: string | undefined;
  line: number;
  index: number;
  raw: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Every path to a leaf (a string, number, boolean or null) of the facts, in file order. */
export function factPaths(facts: unknown, prefix = ""): string[] {
  if (!isRecord(facts)) return prefix ? [prefix] : [];
  return Object.entries(facts).flatMap(([key, value]) => factPaths(value, prefix ? `${prefix}.${key}` : key));
}

/** The leaf at a dotted path, or `undefined` when there is none (a missing key or an object). */
export function factAt(facts: unknown, path: string): FactValue | undefined {
  let node: unknown = facts;
  for (const key of path.split(".")) {
    if (!isRecord(node) || !Object.prototype.hasOwnProperty.call(node, key)) return undefined;
    node = node[key];
  }
  if (node === null || typeof node === "string" || typeof node === "number" || typeof node === "boolean") return node;
  return undefined;
}

/**
 * The existing fact paths closest to `path`, nearest first. A path under the same parent wins
 * over an equally distant one elsewhere, since a typo usually keeps the prefix.
 */
export function closestFactPaths(facts: unknown, path: string, count = 3): string[] {
  return closest(path, factPaths(facts), count);
}

/**
 * A fact as written into a spec or code: numbers as digits (`10000`), or with thousands
 * separators (`10,000`) with the `grouped` filter; null as `null`.
 */
export function formatFactValue(value: FactValue, filter?: string): string {
  if (filter === "grouped" && typeof value === "number") return value.toLocaleString("en-US");
  return String(value);
}

/** The author error for a missing fact at `line` of `file`. */
export function unknownFactError(facts: unknown, path: string, file: string, line: number): FactReferenceError {
  const near = closestFactPaths(facts, path)
    .map((candidate) => `"${candidate}"`)
    .join(", ");
  return new FactReferenceError(
    file,
    line,
    `${file}:${line}: unknown fact "${path}". Closest existing paths: ${near}. Fix: use one of them, or add the fact to content/facts.yaml.`,
  );
}

/** Every placeholder in a text, with its 1-based line. */
export function findFactPlaceholders(text: string): FoundPlaceholder[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => ({
    path: match[1],
    filter: match[2],
    index: match.index ?? 0,
    line: text.slice(0, match.index).split("\n").length,
    raw: match[0],
  }));
}

/**
 * The text with every `{{facts.<path>}}` replaced by the fact's value. Values are single-line,
 * so line numbers of the resolved text are those of the source. Throws a FactReferenceError
 * naming `file`, the line and the closest paths for a fact that doesn't exist.
 */
export function resolveFactPlaceholders(text: string, facts: unknown, file: string): string {
  for (const found of findFactPlaceholders(text)) {
    if (factAt(facts, found.path) === undefined) throw unknownFactError(facts, found.path, file, found.line);
    if (found.filter !== undefined && !FILTERS.includes(found.filter)) {
      throw new FactReferenceError(
        file,
        found.line,
        `${file}:${found.line}: unknown filter "${found.filter}" in ${found.raw}. Fix: use one of ${FILTERS.join(", ")}, or none.`,
      );
    }
  }
  return text.replace(PLACEHOLDER, (_match, path: string, filter: string | undefined) =>
    formatFactValue(factAt(facts, path) as FactValue, filter),
  );
}
