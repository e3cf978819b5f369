/** Identifiers worth finding in code and schemas: snake_case, kebab-case and dotted names, header names, HTTP statuses. */
const IDENTIFIER = /\b(?:[A-Za-z][A-Za-z0-9]*(?:[_-][A-Za-z0-9]+)+|[a-z]+[A-Z][A-Za-z0-9]*|[1-5]\d\d)\b/g;

/** Most terms kept per record: enough for every field of an operation, small enough for the index. */
export const CODE_TERM_LIMIT = 60;

/** The distinct identifiers of a piece of code, in order of first appearance. */
export function identifiersIn(code: string): string[] {
  return [...new Set(code.match(IDENTIFIER) ?? [])];
}

/**
 * The names in a generated page's node (an operation's parameters, headers, response fields and
 * statuses, a channel's message fields) and the identifiers in its examples, at most CODE_TERM_LIMIT.
 */
export function codeTermsOf(node: unknown): string[] {
  const terms = new Set<string>();
  const walk = (value: unknown, key: string, depth: number): void => {
    if (terms.size >= CODE_TERM_LIMIT * 2 || depth > 12) return;
    if (typeof value === "string") {
      if (key === "name" || key === "status") terms.add(value);
      else if (key === "example") identifiersIn(value).forEach((term) => terms.add(term));
      return;
    }
    if (Array.isArray(value)) value.forEach((item) => walk(item, key, depth + 1));
    else if (value && typeof value === "object") {
      for (const [childKey, child] of Object.entries(value)) {
        // Rendered HTML and code samples repeat what the fields say.
        if (
          childKey.endsWith("Html") ||
          childKey === "codeSamples" ||
          childKey === "defaultSample" ||
          childKey === "internal"
        )
          continue;
        walk(child, childKey, depth + 1);
      }
    }
  };
  walk(node, "", 0);
  return [...terms].filter((term) => /^[\w.-]+$/.test(term)).slice(0, CODE_TERM_LIMIT);
}
