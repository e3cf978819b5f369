/**
 * A JSON schema (OpenAPI 3.1 or an AsyncAPI payload) as the flat list of the fields a client
 * reads or writes: each field by its path in the JSON (`data[].change_percent`), with what a
 * client can rely on about it. `$ref`s are followed, `allOf` merged, and the variants of `oneOf`
 * and `anyOf` united, so two versions of a spec compare field by field whatever the way their
 * schemas are written.
 */
import { isObject, valueAt, type SpecObject } from "../openapi/document";

/** Numeric constraints, by keyword. */
export const BOUND_KEYS = [
  "minimum",
  "exclusiveMinimum",
  "minLength",
  "minItems",
  "maximum",
  "exclusiveMaximum",
  "maxLength",
  "maxItems",
] as const;
export type BoundKey = (typeof BOUND_KEYS)[number];

/** Bounds that allow less as they grow. */
export const LOWER_BOUNDS: ReadonlySet<BoundKey> = new Set(["minimum", "exclusiveMinimum", "minLength", "minItems"]);

/** What a client can rely on about one field. */
export interface FieldShape {
  /** JSON types allowed, sorted; "null" included when the field can be null. */
  types: string[];
  /** A closed list of values (JSON text of each), or null. */
  enum: string[] | null;
  /** An open list (`x-extensible-enum`): the values known today, more can come. */
  openEnum: string[] | null;
  format: string | null;
  pattern: string | null;
  bounds: Partial<Record<BoundKey, number>>;
  /** JSON text of the default, or null. */
  default: string | null;
  /** Required in its parent object (the root always is). */
  required: boolean;
  deprecated: boolean;
  /** `x-sunset`: the date after which a deprecated field stops working. */
  sunset: string | null;
}

/** Fields by path; "" is the schema's root, `a.b` a property, `a[]` items, `a{}` map values. */
export type FieldMap = Map<string, FieldShape>;

/** A schema's facets merged: what its own keywords, its `$ref` and its `allOf` say together. */
interface Merged {
  types: Set<string>;
  enum: string[] | null;
  openEnum: string[] | null;
  format: string | null;
  pattern: string | null;
  bounds: Partial<Record<BoundKey, number>>;
  default: string | null;
  deprecated: boolean;
  sunset: string | null;
  properties: Map<string, { schemas: unknown[]; required: boolean }>;
  items: unknown[];
  values: unknown[];
  required: Set<string>;
}

const MAX_DEPTH = 24;

const emptyMerged = (): Merged => ({
  types: new Set(),
  enum: null,
  openEnum: null,
  format: null,
  pattern: null,
  bounds: {},
  default: null,
  deprecated: false,
  sunset: null,
  properties: new Map(),
  items: [],
  values: [],
  required: new Set(),
});

const text = (value: unknown): string | null => (typeof value === "string" ? value : null);

// A document's references, each looked up once: the same few schemas are referenced everywhere.
const targets = new WeakMap<SpecObject, Map<string, unknown>>();

/** The value a local `$ref` points to in `root`. */
export function refTarget(root: SpecObject, ref: string): unknown {
  let known = targets.get(root);
  if (!known) targets.set(root, (known = new Map()));
  if (!known.has(ref)) known.set(ref, valueAt(root, ref));
  return known.get(ref);
}

/** Follows `$ref`s; the refs met on the way are added to `seen`, and a loop stops at null. */
function resolve(root: SpecObject, schema: unknown, seen: Set<string>): SpecObject | null {
  let current = schema;
  while (isObject(current) && typeof current.$ref === "string") {
    if (seen.has(current.$ref) || !current.$ref.startsWith("#")) return null;
    seen.add(current.$ref);
    current = refTarget(root, current.$ref);
  }
  return isObject(current) ? current : null;
}

function mergeInto(root: SpecObject, raw: unknown, into: Merged, seen: Set<string>, depth: number): void {
  if (depth > MAX_DEPTH) return;
  const schema = resolve(root, raw, seen);
  if (!schema) return;
  const types = Array.isArray(schema.type) ? schema.type : typeof schema.type === "string" ? [schema.type] : [];
  types.forEach((type) => into.types.add(String(type)));
  if (schema.nullable === true) into.types.add("null");
  if (Array.isArray(schema.enum)) into.enum = schema.enum.map((value) => JSON.stringify(value));
  if (schema.const !== undefined) into.enum = [JSON.stringify(schema.const)];
  if (Array.isArray(schema["x-extensible-enum"]))
    into.openEnum = schema["x-extensible-enum"].map((value) => JSON.stringify(value));
  into.format = text(schema.format) ?? into.format;
  into.pattern = text(schema.pattern) ?? into.pattern;
  for (const key of BOUND_KEYS) if (typeof schema[key] === "number") into.bounds[key] = schema[key] as number;
  if (schema.default !== undefined) into.default = JSON.stringify(schema.default);
  if (schema.deprecated === true) into.deprecated = true;
  into.sunset = text(schema["x-sunset"]) ?? into.sunset;
  if (Array.isArray(schema.required)) schema.required.forEach((name) => into.required.add(String(name)));
  if (isObject(schema.properties)) {
    for (const [name, child] of Object.entries(schema.properties)) {
      const entry = into.properties.get(name) ?? { schemas: [], required: false };
      entry.schemas.push(child);
      into.properties.set(name, entry);
    }
  }
  if (schema.items !== undefined) into.items.push(schema.items);
  if (isObject(schema.additionalProperties)) into.values.push(schema.additionalProperties);
  if (Array.isArray(schema.allOf))
    schema.allOf.forEach((part) => mergeInto(root, part, into, new Set(seen), depth + 1));
  for (const combinator of ["oneOf", "anyOf"] as const) {
    const variants = schema[combinator];
    if (Array.isArray(variants) && variants.length) uniteVariants(root, variants, into, seen, depth);
  }
}

/** The variants of a oneOf or anyOf: a field any of them has, required where all of them require it. */
function uniteVariants(root: SpecObject, variants: unknown[], into: Merged, seen: Set<string>, depth: number): void {
  const merged = variants.map((variant) => {
    const one = emptyMerged();
    mergeInto(root, variant, one, new Set(seen), depth + 1);
    return one;
  });
  merged.forEach((one) => one.types.forEach((type) => into.types.add(type)));
  if (merged.every((one) => one.enum)) into.enum = [...new Set(merged.flatMap((one) => one.enum ?? []))];
  for (const one of merged) {
    for (const [name, entry] of one.properties) {
      const target = into.properties.get(name) ?? { schemas: [], required: false };
      target.schemas.push(...entry.schemas);
      into.properties.set(name, target);
    }
    into.items.push(...one.items);
    into.values.push(...one.values);
  }
  const requiredEverywhere = [...merged[0].required].filter((name) => merged.every((one) => one.required.has(name)));
  requiredEverywhere.forEach((name) => into.required.add(name));
}

function merge(root: SpecObject, schemas: unknown[], seen: Set<string>, depth: number): Merged {
  const into = emptyMerged();
  schemas.forEach((schema) => mergeInto(root, schema, into, new Set(seen), depth));
  if (into.types.size === 0) {
    if (into.properties.size) into.types.add("object");
    else if (into.items.length) into.types.add("array");
  }
  return into;
}

/** Joins a field path: `data` + `series` → `data.series`, `data` + `[]` → `data[]`. */
export function childPath(parent: string, segment: string): string {
  if (segment === "[]" || segment === "{}") return `${parent}${segment}`;
  return parent === "" ? segment : `${parent}.${segment}`;
}

/** The parent of a field path, or null for the root. */
export function parentPath(path: string): string | null {
  if (path === "") return null;
  const match = /^(.*?)(?:\.([^.[\]{}]+)|\[\]|\{\})$/.exec(path);
  return match ? match[1] : "";
}

function flatten(
  root: SpecObject,
  schemas: unknown[],
  path: string,
  required: boolean,
  fields: FieldMap,
  seen: Set<string>,
  depth: number,
): void {
  // A schema met again inside itself is listed once: its fields are those of the first meeting.
  const refs = schemas.flatMap((schema) => (isObject(schema) && typeof schema.$ref === "string" ? [schema.$ref] : []));
  if (depth > MAX_DEPTH || (refs.length && refs.every((ref) => seen.has(ref)))) return;
  const inside = new Set([...seen, ...refs]);
  const merged = merge(root, schemas, new Set(), depth);
  fields.set(path, {
    types: [...merged.types].sort(),
    enum: merged.enum,
    openEnum: merged.openEnum,
    format: merged.format,
    pattern: merged.pattern,
    bounds: merged.bounds,
    default: merged.default,
    required,
    deprecated: merged.deprecated,
    sunset: merged.sunset,
  });
  for (const [name, property] of merged.properties)
    flatten(root, property.schemas, childPath(path, name), merged.required.has(name), fields, inside, depth + 1);
  if (merged.items.length) flatten(root, merged.items, childPath(path, "[]"), true, fields, inside, depth + 1);
  if (merged.values.length) flatten(root, merged.values, childPath(path, "{}"), false, fields, inside, depth + 1);
}

/** The fields of `schema`, a schema of the document `root`; an absent schema has none. */
export function schemaFields(root: SpecObject, schema: unknown): FieldMap {
  const fields: FieldMap = new Map();
  if (schema !== undefined && schema !== null) flatten(root, [schema], "", true, fields, new Set(), 0);
  return fields;
}
