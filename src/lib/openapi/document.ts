import { AuthorError } from "../author-error";
import { parseYamlSource } from "../yaml-source";

/** A spec object as parsed from YAML: plain JSON data. */
export type SpecObject = Record<string, unknown>;

/** A parsed spec file that can say where a JSON pointer points in the source. */
export interface SpecDocument {
  /** The parsed spec. */
  root: SpecObject;
  /** Spec file relative to the project root, for messages. */
  file: string;
  /** `file:line` of the value at a JSON pointer, or of its nearest existing parent. */
  locate(pointer: string): string;
}

/** `#/paths/~1crypto~1quote/get` → ["paths", "/crypto/quote", "get"]. */
export function pointerToPath(pointer: string): string[] {
  const body = pointer.replace(/^#/, "");
  if (body === "" || body === "/") return [];
  return body
    .slice(1)
    .split("/")
    .map((token) => decodeURIComponent(token).replace(/~1/g, "/").replace(/~0/g, "~"));
}

/** ["paths", "/crypto/quote"] → `#/paths/~1crypto~1quote`. */
export function pathToPointer(path: ReadonlyArray<string | number>): string {
  return `#${path.map((token) => `/${String(token).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("")}`;
}

/** Appends tokens to a pointer. */
export function childPointer(pointer: string, ...tokens: Array<string | number>): string {
  return pointer + pathToPointer(tokens).slice(1);
}

/** Parses a spec file's YAML (or JSON) text. Syntax errors name the file, line and column. */
export function parseSpecDocument(text: string, file: string): SpecDocument {
  const source = parseYamlSource(text, file);
  if (typeof source.data !== "object" || source.data === null || Array.isArray(source.data)) {
    throw new AuthorError(file, `${file}: the spec must be a YAML mapping with "openapi", "info" and "paths".`);
  }
  return {
    root: source.data as SpecObject,
    file,
    locate: (pointer) => source.locate(pointerToPath(pointer)),
  };
}

/** An author error at a pointer of the spec: `file:line (#/pointer): message`. */
export function specError(document: SpecDocument, pointer: string, message: string): AuthorError {
  return new AuthorError(document.file, `${document.locate(pointer)} (${pointer}): ${message}`);
}

/** The value at a JSON pointer, or undefined. */
export function valueAt(root: unknown, pointer: string): unknown {
  let current: unknown = root;
  for (const token of pointerToPath(pointer)) {
    if (typeof current !== "object" || current === null) return undefined;
    current = (current as Record<string, unknown>)[token];
  }
  return current;
}

/** True for a non-array object. */
export function isObject(value: unknown): value is SpecObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
