import { isObject, specError, valueAt, type SpecDocument, type SpecObject } from "./document";

/** A value with its `$ref` chain followed. */
export interface Resolved {
  value: SpecObject;
  /** Pointer of the resolved value (the target of the last `$ref`, or where it was found). */
  pointer: string;
  /** Last segment of the last `$ref` (e.g. "Quote"), or null when there was none. */
  refName: string | null;
}

/**
 * Follows `$ref`s from `value` found at `pointer`. Only local references are supported; a
 * reference to nothing stops the build naming where it was written.
 */
export function resolveRef(document: SpecDocument, value: unknown, pointer: string): Resolved {
  let current = value;
  let currentPointer = pointer;
  let refName: string | null = null;
  const seen = new Set<string>();
  while (isObject(current) && typeof current.$ref === "string") {
    const ref = current.$ref;
    if (!ref.startsWith("#/")) {
      throw specError(document, currentPointer, `$ref "${ref}" is not a local reference; only "#/…" references are supported.`);
    }
    if (seen.has(ref)) throw specError(document, currentPointer, `$ref "${ref}" refers to itself in a loop.`);
    seen.add(ref);
    const target = valueAt(document.root, ref);
    if (target === undefined) {
      throw specError(document, currentPointer, `$ref "${ref}" points to nothing. Define it, or fix the reference.`);
    }
    refName = ref.split("/").pop() ?? null;
    currentPointer = ref;
    current = target;
  }
  if (!isObject(current)) throw specError(document, currentPointer, "expected an object here.");
  return { value: current, pointer: currentPointer, refName };
}

/** Calls `visit` with every `$ref` string in a value and the pointer where it is written. */
export function forEachRef(value: unknown, pointer: string, visit: (ref: string, pointer: string) => void): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => forEachRef(item, `${pointer}/${index}`, visit));
    return;
  }
  if (!isObject(value)) return;
  for (const [key, child] of Object.entries(value)) {
    const childPointer = `${pointer}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`;
    if (key === "$ref" && typeof child === "string") visit(child, pointer);
    else forEachRef(child, childPointer, visit);
  }
}

/** Stops at the first `$ref` anywhere in the spec that points to nothing. */
export function checkAllRefs(document: SpecDocument): void {
  forEachRef(document.root, "#", (ref, pointer) => {
    if (!ref.startsWith("#/") || valueAt(document.root, ref) === undefined) resolveRef(document, { $ref: ref }, pointer);
  });
}
