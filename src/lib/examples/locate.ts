/**
 * Where a value of a YAML or JSON text is written: the span of the scalar at a path, read with the
 * yaml package's Document API from the text with its fact placeholders masked, so the spans are
 * spans of the source as it is on disk.
 */
import { isScalar, parseDocument } from "yaml";
import { maskPlaceholders, type Span } from "./text";

/** A path into a parsed value: keys and array indices. */
export type ValuePath = ReadonlyArray<string | number>;

/** Finds the span of the scalar at a path, or undefined when there is no scalar there. */
export type Locator = (path: ValuePath) => Span | undefined;

/**
 * A locator for `text[from, to)`, a YAML document or a JSON value (JSON is YAML's flow style).
 * Offsets are offsets of `text`. Null when the region doesn't parse.
 */
export function yamlLocator(text: string, from = 0, to = text.length): Locator | null {
  const document = parseDocument(maskPlaceholders(text.slice(from, to)), { schema: "core", prettyErrors: false });
  if (document.errors.length > 0) return null;
  return (path) => {
    const node = document.getIn(path, true);
    if (!isScalar(node) || !node.range) return undefined;
    return { start: from + node.range[0], end: from + node.range[1] };
  };
}
