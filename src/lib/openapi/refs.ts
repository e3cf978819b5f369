import { isObject, specError, valueAt, type SpecDocument, type SpecObject } from "./document";

/** A value with its `$ref` chain followed. */
export interface Resolved {
  value: SpecObject;
  /** Pointer of the resolved value (the target of the last `$ref`, or where it was found). */
  pointer: string;
  /** Last segment of the last `$ref` (e.g. "Quote"), or null when there was none. */
  refName: string | null;
}

/** The problem with a `$ref` that is not a pointer into this spec, or null when it is one. */
function nonLocalProblem(ref: string): string | null {
  if (ref === "#" || ref === "#/") {
    return `$ref "${ref}" refers to the whole spec, which contains this reference, so resolving it never ends. Fix: point it at a definition, e.g. "#/components/schemas/<Name>".`;
  }
  if (ref.startsWith("#/")) return null;
  // The build never fetches a file or URL named in content: it builds offline, the same every time.
  return `$ref "${ref}" is not a local reference: the build only follows "#/…" pointers into this spec and never fetches files or URLs. Fix: copy the definition into this spec (e.g. under #/components) and refer to it as "#/components/…".`;
}

/**
 * Follows `$ref`s from `value` found at `pointer`. Only local references are supported; a
 * reference to nothing, or a chain of references that comes back to itself, stops the build
 * naming where the bad `$ref` is written.
 */
export function resolveRef(document: SpecDocument, value: unknown, pointer: string): Resolved {
  const { value: resolved, pointer: resolvedPointer, refName } = followRefs(document, value, pointer);
  if (!isObject(resolved)) throw specError(document, resolvedPointer, "expected an object here.");
  return { value: resolved, pointer: resolvedPointer, refName };
}

/** Follows a chain of `$ref`s to the first value that is not one; any value may end it. */
function followRefs(
  document: SpecDocument,
  value: unknown,
  pointer: string,
): { value: unknown; pointer: string; refName: string | null } {
  let current = value;
  let currentPointer = pointer;
  let refName: string | null = null;
  const chain: string[] = [];
  while (isObject(current) && typeof current.$ref === "string") {
    const ref = current.$ref;
    const problem = nonLocalProblem(ref);
    if (problem) throw specError(document, currentPointer, problem);
    if (chain.includes(ref)) {
      // Named where the $ref that closes the loop is written, inside the loop the author has to break.
      const loop = [...chain.slice(chain.indexOf(ref)), ref];
      throw specError(
        document,
        currentPointer,
        `$ref "${ref}" never resolves: the references loop (${loop.join(" → ")}) without reaching a definition. Fix: point one of them at the definition itself, not at another $ref.`,
      );
    }
    chain.push(ref);
    const target = valueAt(document.root, ref);
    if (target === undefined) {
      throw specError(document, currentPointer, `$ref "${ref}" points to nothing. Define it, or fix the reference.`);
    }
    refName = ref.split("/").pop() ?? null;
    currentPointer = ref;
    current = target;
  }
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

/**
 * Stops at the first `$ref` anywhere in the spec that is not a pointer into the spec, points to
 * nothing, or starts a chain of references that loops. It runs before any third-party parser
 * sees the spec, so no parser is handed a reference it could fetch or follow forever.
 */
export function checkAllRefs(document: SpecDocument): void {
  forEachRef(document.root, "#", (ref, pointer) => {
    const target = nonLocalProblem(ref) ? undefined : valueAt(document.root, ref);
    if (target === undefined || (isObject(target) && typeof target.$ref === "string"))
      followRefs(document, { $ref: ref }, pointer);
  });
}
