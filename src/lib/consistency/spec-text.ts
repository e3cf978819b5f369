/**
 * What a parsed spec says in words and code: its descriptions and summaries, its operations and
 * the code samples of each, with the JSON pointer of each, for the consistency checks.
 */
import { childPointer, isObject, type SpecObject } from "../openapi/document";

/** A description or summary of a spec. */
export interface SpecText {
  pointer: string;
  text: string;
}

/** An operation of an OpenAPI document. */
export interface SpecOperation {
  method: string;
  path: string;
  pointer: string;
  operation: SpecObject;
}

/** A code sample of an operation (`x-codeSamples`). */
export interface SpecSample {
  pointer: string;
  lang: string;
  source: string;
  operation: SpecOperation;
}

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"];
// Examples and samples are data and code: the text checks read them elsewhere.
const NOT_TEXT = new Set(["example", "examples", "x-codeSamples", "enum", "const", "default"]);

/** Every `description` and `summary` of a spec, in document order. */
export function specTexts(root: unknown, pointer = "#"): SpecText[] {
  if (Array.isArray(root)) return root.flatMap((item, index) => specTexts(item, childPointer(pointer, index)));
  if (!isObject(root)) return [];
  return Object.entries(root).flatMap(([key, value]) => {
    if (NOT_TEXT.has(key)) return [];
    if ((key === "description" || key === "summary") && typeof value === "string")
      return [{ pointer: childPointer(pointer, key), text: value }];
    return specTexts(value, childPointer(pointer, key));
  });
}

/** Every operation of an OpenAPI document, in document order. */
export function specOperations(root: SpecObject): SpecOperation[] {
  const paths = isObject(root.paths) ? root.paths : {};
  return Object.entries(paths).flatMap(([path, item]) =>
    isObject(item)
      ? Object.entries(item)
          .filter(([method, operation]) => METHODS.includes(method) && isObject(operation))
          .map(([method, operation]) => ({
            method,
            path,
            pointer: childPointer("#/paths", path, method),
            operation: operation as SpecObject,
          }))
      : [],
  );
}

/** Every `x-codeSamples` entry of every operation. */
export function specSamples(root: SpecObject): SpecSample[] {
  return specOperations(root).flatMap((operation) => {
    const samples = operation.operation["x-codeSamples"];
    if (!Array.isArray(samples)) return [];
    return samples.flatMap((sample, index) =>
      isObject(sample) && typeof sample.source === "string"
        ? [
            {
              pointer: childPointer(operation.pointer, "x-codeSamples", index),
              lang: String(sample.lang ?? ""),
              source: sample.source,
              operation,
            },
          ]
        : [],
    );
  });
}

/** The object a local `$ref` points to, followed until it is no reference; the value itself otherwise. */
export function deref(root: SpecObject, value: unknown): unknown {
  let current = value;
  for (let hops = 0; hops < 20 && isObject(current) && typeof current.$ref === "string"; hops++) {
    const ref = current.$ref;
    if (!ref.startsWith("#/")) return current;
    current = ref
      .slice(2)
      .split("/")
      .map((token) => token.replace(/~1/g, "/").replace(/~0/g, "~"))
      .reduce<unknown>((node, token) => (isObject(node) ? node[token] : undefined), root);
  }
  return current;
}
