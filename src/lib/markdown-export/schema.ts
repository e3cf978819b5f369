/** A schema tree (as the spec models store it) as rows of a fields table. */
import type { CompactSchemaView } from "../openapi/schema-compact";
import { inlineCode, table } from "./blocks";
import { htmlToInlineMarkdown } from "./from-html";

/** How deep nested properties are listed; deeper ones are summarised by their type. */
const MAX_DEPTH = 4;

/** A schema's type as a reader writes it: `array of string`, `Quote`, `string | null`. */
export function typeLabel(schema: CompactSchemaView): string {
  let label = schema.type;
  if (schema.type === "array" && schema.items) label = `array of ${typeLabel(schema.items)}`;
  if (schema.variants?.length) label = schema.variants.map(typeLabel).join(" | ");
  if (schema.refName && schema.type === "object") label = schema.refName;
  if (schema.recursiveRef) label = schema.recursiveRef;
  return schema.nullable && !label.includes("null") ? `${label} | null` : label;
}

/** A JSON value as written in the spec's models (`"us"`) as a reader writes it (`us`). */
export function jsonText(value: string): string {
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === "string" ? parsed : value;
  } catch {
    return value;
  }
}

/** A constraint with its pattern as code: `pattern ^[A-Z]+$`. */
const constraintText = (constraint: string): string =>
  constraint.replace(/^pattern (.+)$/, (_whole, pattern: string) => `pattern ${inlineCode(pattern)}`);

/** Text with its first letter in capitals, to open a sentence: "At least 1 character". */
const sentence = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Enum values, constraints, default and example of a schema, as one line. */
function notes(schema: CompactSchemaView): string {
  return [
    schema.enumValues?.length
      ? `One of ${schema.enumValues.map((value) => inlineCode(jsonText(value))).join(", ")}.`
      : "",
    schema.constraints?.length ? `${sentence(schema.constraints.map(constraintText).join(", "))}.` : "",
    schema.defaultValue ? `Default ${inlineCode(jsonText(schema.defaultValue))}.` : "",
    // A description that opens with "Deprecated" has said it already.
    schema.deprecated && !/^\s*(<p>)?\s*deprecated\b/i.test(schema.descriptionHtml ?? "") ? "Deprecated." : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/** The description of a schema and what it allows, on one line for a table cell. */
export function schemaDescription(schema: CompactSchemaView): string {
  return [htmlToInlineMarkdown(schema.descriptionHtml), notes(schema)].filter(Boolean).join(" ");
}

/** Each property, nested ones by dotted path (`data.price`, `data[].symbol`). */
export function schemaRows(schema: CompactSchemaView, prefix = "", depth = 0): string[][] {
  const target = schema.type === "array" && schema.items ? schema.items : schema;
  const base = schema.type === "array" && schema.items && prefix ? `${prefix}[]` : prefix;
  if (depth >= MAX_DEPTH) return [];
  const properties = [
    ...(target.properties ?? []),
    ...(target.variants ?? []).flatMap((variant) => variant.properties ?? []),
  ];
  const seen = new Set<string>();
  return properties.flatMap((property) => {
    const name = `${base ? `${base}.` : ""}${property.name ?? ""}`;
    if (seen.has(name)) return [];
    seen.add(name);
    return [
      [inlineCode(name), typeLabel(property), property.required ? "yes" : "no", schemaDescription(property)],
      ...schemaRows(property, name, depth + 1),
    ];
  });
}

/** A fields table of a schema, or null for a schema without properties. */
export function schemaTable(schema: CompactSchemaView | null | undefined): string | null {
  if (!schema) return null;
  const rows = schemaRows(schema);
  return rows.length ? table(["Field", "Type", "Required", "Description"], rows) : null;
}
