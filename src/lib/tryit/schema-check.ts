import { allowedTypes, typeOf, type Json, type Schema, type SchemaType } from "./json-schema";

/** What kind of disagreement a value has with its schema. */
export type DifferenceKind =
  | "missing-required"
  | "wrong-type"
  | "undocumented-field"
  | "not-in-enum"
  | "pattern"
  | "range"
  | "length"
  | "format"
  | "no-variant"
  | "undocumented-status"
  | "missing-header"
  | "not-json";

/** One place where a value disagrees with its schema. */
export interface Difference {
  /** JSON pointer of the value, "" for the root. */
  pointer: string;
  kind: DifferenceKind;
  /** A sentence for the reader. */
  message: string;
}

/** How strictly to check. */
export interface CheckOptions {
  /** Report object fields the schema does not list, unless it allows additional properties. For responses. */
  undocumentedFields?: boolean;
  /**
   * Phrase each problem as one with a request: end it with the value the client sent ("; 9999 was
   * sent."), as the API's 400 messages do. For requests.
   */
  sentValues?: boolean;
}

const FORMATS: Record<string, RegExp> = {
  date: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  "date-time":
    /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])[Tt]([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d+)?([Zz]|[+-]([01]\d|2[0-3]):[0-5]\d)$/,
  time: /^([01]\d|2[0-3]):[0-5]\d(:([0-5]\d|60)(\.\d+)?)?([Zz]|[+-]([01]\d|2[0-3]):[0-5]\d)?$/,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  uri: /^[a-z][a-z0-9+.-]*:[^\s]*$/i,
};

function pointerChild(pointer: string, key: string | number): string {
  return `${pointer}/${String(key).replace(/~/g, "~0").replace(/\//g, "~1")}`;
}

function describeType(types: SchemaType[]): string {
  return types.join(" or ");
}

function matchesType(value: unknown, types: SchemaType[]): boolean {
  if (!types.length) return true;
  const actual = typeOf(value);
  return types.some((type) => type === actual || (type === "number" && actual === "integer"));
}

function where(pointer: string): string {
  return pointer === "" ? "The value" : `"${pointer}"`;
}

/** A value as a message quotes it: strings in quotes and cut short, arrays by their length. */
function shown(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  return JSON.stringify(value);
}

/** How a message ends: with the value sent for a request, else with `plain` (from ";" or "."). */
function ending(options: CheckOptions, value: unknown, plain: string): string {
  if (!options.sentValues) return plain;
  if (Array.isArray(value)) return `; ${value.length} ${value.length === 1 ? "was" : "were"} sent.`;
  return `; ${shown(value)} was sent.`;
}

function checkString(schema: Schema, value: string, pointer: string, options: CheckOptions, out: Difference[]): void {
  const length = [...value].length;
  if (schema.minLength !== undefined && length < schema.minLength) {
    out.push({
      pointer,
      kind: "length",
      message: `${where(pointer)} needs at least ${schema.minLength} characters${ending(options, value, `; it has ${length}.`)}`,
    });
  }
  if (schema.maxLength !== undefined && length > schema.maxLength) {
    out.push({
      pointer,
      kind: "length",
      message: `${where(pointer)} takes at most ${schema.maxLength} characters${ending(options, value, `; it has ${length}.`)}`,
    });
  }
  if (schema.pattern !== undefined) {
    let pattern: RegExp | null = null;
    try {
      pattern = new RegExp(schema.pattern, "u");
    } catch {
      pattern = null;
    }
    if (pattern && !pattern.test(value)) {
      out.push({
        pointer,
        kind: "pattern",
        message: `${where(pointer)} must match the pattern ${schema.pattern}${ending(options, value, ".")}`,
      });
    }
  }
  const format = schema.format ? FORMATS[schema.format] : undefined;
  if (schema.format && format && !format.test(value)) {
    out.push({
      pointer,
      kind: "format",
      message: `${where(pointer)} must be a ${schema.format} (${formatHint(schema.format)})${ending(options, value, ".")}`,
    });
  }
}

function formatHint(format: string): string {
  switch (format) {
    case "date":
      return "YYYY-MM-DD";
    case "date-time":
      return "YYYY-MM-DDThh:mm:ssZ";
    case "time":
      return "hh:mm:ss";
    default:
      return `format ${format}`;
  }
}

function checkNumber(schema: Schema, value: number, pointer: string, options: CheckOptions, out: Difference[]): void {
  const fail = (text: string) =>
    out.push({
      pointer,
      kind: "range",
      message: `${where(pointer)} must be ${text}${ending(options, value, `; it is ${value}.`)}`,
    });
  const { minimum, maximum } = schema;
  if (options.sentValues && minimum !== undefined && maximum !== undefined && (value < minimum || value > maximum)) {
    fail(`between ${minimum} and ${maximum}`);
    return;
  }
  if (schema.minimum !== undefined && value < schema.minimum) fail(`at least ${schema.minimum}`);
  if (schema.maximum !== undefined && value > schema.maximum) fail(`at most ${schema.maximum}`);
  if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum)
    fail(`greater than ${schema.exclusiveMinimum}`);
  if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum)
    fail(`less than ${schema.exclusiveMaximum}`);
}

function checkArray(schema: Schema, value: unknown[], pointer: string, options: CheckOptions, out: Difference[]): void {
  if (schema.minItems !== undefined && value.length < schema.minItems) {
    out.push({
      pointer,
      kind: "length",
      message: `${where(pointer)} needs at least ${schema.minItems} items${ending(options, value, `; it has ${value.length}.`)}`,
    });
  }
  if (schema.maxItems !== undefined && value.length > schema.maxItems) {
    out.push({
      pointer,
      kind: "length",
      message: `${where(pointer)} takes at most ${schema.maxItems} items${ending(options, value, `; it has ${value.length}.`)}`,
    });
  }
  if (schema.items) {
    const items = schema.items;
    value.forEach((item, index) => collect(items, item, pointerChild(pointer, index), options, out));
  }
}

function checkObject(
  schema: Schema,
  value: Record<string, unknown>,
  pointer: string,
  options: CheckOptions,
  out: Difference[],
): void {
  const properties = schema.properties ?? {};
  for (const name of schema.required ?? []) {
    if (value[name] === undefined) {
      out.push({
        pointer: pointerChild(pointer, name),
        kind: "missing-required",
        message: `Required field "${pointerChild(pointer, name)}" is missing.`,
      });
    }
  }
  for (const [name, child] of Object.entries(value)) {
    const at = pointerChild(pointer, name);
    const declared = properties[name];
    if (declared) collect(declared, child, at, options, out);
    else if (typeof schema.additionalProperties === "object")
      collect(schema.additionalProperties, child, at, options, out);
    else if (
      schema.additionalProperties === false ||
      (options.undocumentedFields && schema.additionalProperties !== true && schema.properties)
    ) {
      out.push({ pointer: at, kind: "undocumented-field", message: `Field "${at}" is not in the reference.` });
    }
  }
}

function variantsMatching(
  variants: Schema[],
  value: unknown,
  pointer: string,
  options: CheckOptions,
): { matching: number; closest: Difference[] } {
  let matching = 0;
  let closest: Difference[] | null = null;
  for (const variant of variants) {
    const differences = checkAgainstSchema(variant, value, options, pointer);
    if (!differences.length) matching += 1;
    else if (!closest || differences.length < closest.length) closest = differences;
  }
  return { matching, closest: closest ?? [] };
}

/**
 * A schema with its allOf parts merged into one set of properties and required fields: a field
 * documented in any part is documented, so parts are not each checked for undocumented fields.
 */
function mergeAllOf(schema: Schema): Schema {
  if (!schema.allOf?.length) return schema;
  const parts = schema.allOf.map(mergeAllOf);
  const merged: Schema = { ...schema, allOf: undefined };
  for (const part of parts) {
    if (part.properties) merged.properties = { ...part.properties, ...merged.properties };
    if (part.required) merged.required = [...new Set([...(merged.required ?? []), ...part.required])];
    if (merged.type === undefined && part.type !== undefined) merged.type = part.type;
    if (part.additionalProperties !== undefined && merged.additionalProperties === undefined)
      merged.additionalProperties = part.additionalProperties;
  }
  const rest = parts.map((part) => ({
    ...part,
    properties: undefined,
    required: undefined,
    additionalProperties: undefined,
  }));
  return rest.length ? { ...merged, allOf: rest } : merged;
}

function collect(original: Schema, value: unknown, pointer: string, options: CheckOptions, out: Difference[]): void {
  if (original.recursive || value === undefined) return;
  const schema = mergeAllOf(original);
  if (schema.const !== undefined && JSON.stringify(schema.const) !== JSON.stringify(value)) {
    out.push({
      pointer,
      kind: "not-in-enum",
      message: `${where(pointer)} must be ${JSON.stringify(schema.const)}${ending(options, value, ".")}`,
    });
    return;
  }
  const types = allowedTypes(schema);
  if (!matchesType(value, types)) {
    out.push({
      pointer,
      kind: "wrong-type",
      message: options.sentValues
        ? `${where(pointer)} must be of type ${describeType(types)}${ending(options, value, ".")}`
        : `${where(pointer)} should be ${describeType(types)}, not ${typeOf(value)}.`,
    });
    return;
  }
  if (value === null) return;
  if (schema.enum && !schema.enum.some((allowed) => JSON.stringify(allowed) === JSON.stringify(value))) {
    out.push({
      pointer,
      kind: "not-in-enum",
      message: `${where(pointer)} must be one of ${schema.enum.map((item) => JSON.stringify(item)).join(", ")}${ending(options, value, ".")}`,
    });
  }
  if (typeof value === "string") checkString(schema, value, pointer, options, out);
  else if (typeof value === "number") checkNumber(schema, value, pointer, options, out);
  else if (Array.isArray(value)) checkArray(schema, value, pointer, options, out);
  else if (typeof value === "object") checkObject(schema, value as Record<string, unknown>, pointer, options, out);
  for (const part of schema.allOf ?? []) collect(part, value, pointer, options, out);
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants?.length) {
    const { matching, closest } = variantsMatching(variants, value, pointer, options);
    if (matching === 0) {
      if (variants.length === 1) out.push(...closest);
      else
        out.push({
          pointer,
          kind: "no-variant",
          message: `${where(pointer)} matches none of the ${variants.length} documented forms${closest[0] ? `; closest: ${closest[0].message}` : "."}`,
        });
    }
  }
}

/** Every place where `value` disagrees with `schema`, in document order. Empty when it agrees. */
export function checkAgainstSchema(
  schema: Schema,
  value: unknown,
  options: CheckOptions = {},
  pointer = "",
): Difference[] {
  const out: Difference[] = [];
  collect(schema, value, pointer, options, out);
  return out;
}

/** A value parsed as JSON text, for messages about a body that is not JSON. */
export function parseJson(text: string): { ok: true; value: Json } | { ok: false; message: string } {
  try {
    return { ok: true, value: JSON.parse(text) as Json };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
