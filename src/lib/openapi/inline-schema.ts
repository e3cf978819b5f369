/**
 * A spec's schema in the form every check and form of the site reads (src/lib/tryit/json-schema.ts):
 * each `$ref` inlined, the keywords that constrain or describe a value kept, and a one-line plain
 * description. Try it writes it into the page; the build checks the spec's examples with it.
 */
import type { Schema } from "../tryit/json-schema";
import { childPointer, isObject, type SpecDocument, type SpecObject } from "./document";
import { resolveRef } from "./refs";

const KEPT = [
  "type",
  "enum",
  "const",
  "format",
  "pattern",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "minLength",
  "maxLength",
  "minItems",
  "maxItems",
  "uniqueItems",
  "required",
  "nullable",
  "default",
  "examples",
  "example",
  "title",
  "contentMediaType",
] as const;

const text = (value: unknown): string | null => (typeof value === "string" ? value : null);

/** The first sentence of Markdown as plain text, for a field's hint. */
export function plainLine(markdown: unknown): string | null {
  const source = text(markdown);
  if (!source) return null;
  const plain = source
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[`*_]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  const sentence = /^(.+?[.!?])(\s|$)/.exec(plain)?.[1] ?? plain;
  return sentence.length > 200 ? `${sentence.slice(0, 197)}…` : sentence;
}

/** A schema with every `$ref` inlined; a schema met again inside itself becomes `{ recursive: true }`. */
export function inlineSchema(
  document: SpecDocument,
  raw: unknown,
  pointer: string,
  seen: ReadonlySet<string> = new Set(),
): Schema {
  if (!isObject(raw)) return {};
  let source: SpecObject = raw;
  let at = pointer;
  let ref: string | undefined;
  if (typeof raw.$ref === "string") {
    if (seen.has(raw.$ref)) return { recursive: true, ref: raw.$ref.split("/").pop() };
    const resolved = resolveRef(document, raw, pointer);
    source = resolved.value;
    at = resolved.pointer;
    ref = resolved.refName ?? undefined;
    seen = new Set([...seen, raw.$ref]);
  }
  const schema: Schema = {};
  const target = schema as Record<string, unknown>;
  for (const key of KEPT) if (source[key] !== undefined) target[key] = source[key];
  if (ref) schema.ref = ref;
  const description = plainLine(source.description);
  if (description) schema.description = description;
  if (source.items !== undefined) schema.items = inlineSchema(document, source.items, childPointer(at, "items"), seen);
  if (isObject(source.properties)) {
    schema.properties = Object.fromEntries(
      Object.entries(source.properties).map(([name, child]) => [
        name,
        inlineSchema(document, child, childPointer(at, "properties", name), seen),
      ]),
    );
  }
  if (typeof source.additionalProperties === "boolean") schema.additionalProperties = source.additionalProperties;
  else if (isObject(source.additionalProperties))
    schema.additionalProperties = inlineSchema(
      document,
      source.additionalProperties,
      childPointer(at, "additionalProperties"),
      seen,
    );
  for (const combinator of ["oneOf", "anyOf", "allOf"] as const) {
    const list = source[combinator];
    if (Array.isArray(list))
      schema[combinator] = list.map((child, index) =>
        inlineSchema(document, child, childPointer(at, combinator, index), seen),
      );
  }
  return schema;
}
