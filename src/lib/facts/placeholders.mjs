// @ts-check
/**
 * Fact placeholders, `{{facts.plans.free.httpPerMinute}}`, in spec and code text. Plain ESM so
 * that the build (the spec source plugins), the mock stream and any other tool resolve the specs
 * with the same function and see the same numbers. Pure: the facts come in as data.
 */

/** A placeholder: `{{facts.<path>}}` or `{{facts.<path> | grouped}}`. */
export const PLACEHOLDER = /\{\{\s*facts\.([A-Za-z0-9_.]+)\s*(?:\|\s*([a-z]+)\s*)?\}\}/g;

/** Filters a placeholder may apply to its value. */
export const FILTERS = ["grouped"];

/**
 * A reference to a fact that doesn't exist, or a filter that doesn't exist. The message names
 * the file and line, and the closest existing paths.
 */
export class FactReferenceError extends Error {
  /**
   * @param {string} file
   * @param {number} line
   * @param {string} message
   */
  constructor(file, line, message) {
    super(message);
    this.name = "AuthorError";
    this.file = file;
    this.line = line;
  }
}

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Every path to a leaf (a string, number, boolean or null) of the facts, in file order.
 * @param {unknown} facts
 * @param {string} [prefix]
 * @returns {string[]}
 */
export function factPaths(facts, prefix = "") {
  if (!isRecord(facts)) return prefix ? [prefix] : [];
  return Object.entries(facts).flatMap(([key, value]) => factPaths(value, prefix ? `${prefix}.${key}` : key));
}

/**
 * The leaf at a dotted path, or `undefined` when there is none (a missing key or an object).
 * @param {unknown} facts
 * @param {string} path
 * @returns {string | number | boolean | null | undefined}
 */
export function factAt(facts, path) {
  /** @type {unknown} */
  let node = facts;
  for (const key of path.split(".")) {
    if (!isRecord(node) || !Object.prototype.hasOwnProperty.call(node, key)) return undefined;
    node = node[key];
  }
  if (node === null || typeof node === "string" || typeof node === "number" || typeof node === "boolean") return node;
  return undefined;
}

/**
 * Levenshtein distance between two strings.
 * @param {string} a
 * @param {string} b
 */
function distance(a, b) {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length];
}

/**
 * The existing fact paths closest to `path`, nearest first. A path under the same parent wins
 * over an equally distant one elsewhere, since a typo usually keeps the prefix.
 * @param {unknown} facts
 * @param {string} path
 * @param {number} [count]
 */
export function closestFactPaths(facts, path, count = 3) {
  return factPaths(facts)
    .map((candidate) => ({ candidate, score: distance(path, candidate) }))
    .sort((x, y) => x.score - y.score || x.candidate.localeCompare(y.candidate))
    .slice(0, count)
    .map(({ candidate }) => candidate);
}

/**
 * A fact as written into a spec or code: numbers as digits (`10000`), or with thousands
 * separators (`10,000`) with the `grouped` filter; null as `null`.
 * @param {string | number | boolean | null} value
 * @param {string} [filter]
 */
export function formatFactValue(value, filter) {
  if (filter === "grouped" && typeof value === "number") return value.toLocaleString("en-US");
  return String(value);
}

/**
 * The author error for a missing fact or unknown filter at `line` of `file`.
 * @param {unknown} facts
 * @param {string} path
 * @param {string} file
 * @param {number} line
 */
export function unknownFactError(facts, path, file, line) {
  const near = closestFactPaths(facts, path)
    .map((candidate) => `"${candidate}"`)
    .join(", ");
  return new FactReferenceError(
    file,
    line,
    `${file}:${line}: unknown fact "${path}". Closest existing paths: ${near}. Fix: use one of them, or add the fact to content/facts.yaml.`,
  );
}

/**
 * Every placeholder in a text, with its 1-based line.
 * @param {string} text
 * @returns {{ path: string, filter: string | undefined, line: number, index: number, raw: string }[]}
 */
export function findFactPlaceholders(text) {
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
 * @param {string} text
 * @param {unknown} facts the parsed content/facts.yaml
 * @param {string} file the text's file, relative to the project root, for errors
 * @returns {string}
 */
export function resolveFactPlaceholders(text, facts, file) {
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
  return text.replace(PLACEHOLDER, (_match, path, filter) =>
    formatFactValue(/** @type {string | number | boolean | null} */ (factAt(facts, path)), filter),
  );
}
