/**
 * The examples of a spec's schemas (`examples: [228.52]` on a property, or on the schema itself)
 * describe one instance among the operation and message examples: the instance of that schema
 * they agree with most (the Apple quote for StockQuote's properties). They follow it, so the
 * schema panels of the reference show the same quote as the response examples.
 */
import { isObject, type SpecObject } from "../openapi/document";
import { valueAtPath } from "./compare";
import type { ValuePath } from "./locate";

/** One example value of a schema: where it is written, and which field of an instance it shows. */
export interface SchemaSlot {
  schema: string;
  /** Path in the spec to the example scalar. */
  at: ValuePath;
  /** Path in an instance of the schema to the value it shows; empty for the schema's own example. */
  field: ValuePath;
  value: unknown;
}

/** Where an example holds an instance of a schema. */
export interface SchemaInstance {
  schema: string;
  /** Index of the example (in the caller's list). */
  example: number;
  path: ValuePath;
}

const SCHEMAS = "#/components/schemas/";
const isScalar = (value: unknown) => value === null || ["string", "number", "boolean"].includes(typeof value);

/** The scalar example a schema node carries itself, with its path: `examples[0]` or `example`. */
function ownExample(node: SpecObject, at: ValuePath): { at: ValuePath; value: unknown } | null {
  if (Array.isArray(node.examples) && node.examples.length > 0 && isScalar(node.examples[0]))
    return { at: [...at, "examples", 0], value: node.examples[0] };
  if ("example" in node && isScalar(node.example)) return { at: [...at, "example"], value: node.example };
  return null;
}

/** Every scalar example of the schemas under components/schemas. */
export function schemaSlots(root: SpecObject): SchemaSlot[] {
  const schemas = isObject(root.components) && isObject(root.components.schemas) ? root.components.schemas : {};
  return Object.entries(schemas).flatMap(([name, schema]) => {
    if (!isObject(schema)) return [];
    const at: ValuePath = ["components", "schemas", name];
    const own = ownExample(schema, at);
    const parts: Array<{ node: unknown; at: ValuePath }> = [
      { node: schema, at },
      ...(Array.isArray(schema.allOf)
        ? schema.allOf.map((node, index) => ({ node, at: [...at, "allOf", index] }))
        : []),
    ];
    const properties = parts.flatMap(({ node, at: partAt }) =>
      isObject(node) && isObject(node.properties)
        ? Object.entries(node.properties).flatMap(([field, property]) => {
            const example = isObject(property) ? ownExample(property, [...partAt, "properties", field]) : null;
            return example ? [{ schema: name, at: example.at, field: [field], value: example.value }] : [];
          })
        : [],
    );
    return [...(own ? [{ schema: name, at: own.at, field: [], value: own.value }] : []), ...properties];
  });
}

/**
 * The instances of named schemas in an example read against its schema: every place where the
 * walk follows a `$ref` to `#/components/schemas/<name>`.
 */
export function schemaInstances(root: SpecObject, schema: unknown, value: unknown, example: number): SchemaInstance[] {
  const found: SchemaInstance[] = [];
  const schemas = isObject(root.components) && isObject(root.components.schemas) ? root.components.schemas : {};
  const walk = (node: unknown, item: unknown, path: ValuePath, depth: number) => {
    if (!isObject(node) || depth > 40) return;
    if (typeof node.$ref === "string" && node.$ref.startsWith(SCHEMAS)) {
      const name = node.$ref.slice(SCHEMAS.length);
      found.push({ schema: name, example, path });
      walk(schemas[name], item, path, depth + 1);
      return;
    }
    for (const key of ["allOf", "anyOf", "oneOf"])
      if (Array.isArray(node[key])) for (const part of node[key] as unknown[]) walk(part, item, path, depth + 1);
    if (isObject(item) && isObject(node.properties))
      for (const [field, property] of Object.entries(node.properties))
        if (field in item) walk(property, item[field], [...path, field], depth + 1);
    if (Array.isArray(item) && node.items !== undefined)
      item.forEach((entry, index) => walk(node.items, entry, [...path, index], depth + 1));
  };
  walk(schema, value, [], 0);
  return found;
}

/**
 * For each schema with slots, the instance they agree with most (at least one value in common),
 * the first of equals; schemas no instance agrees with are left out.
 */
export function describedInstances(
  slots: readonly SchemaSlot[],
  instances: readonly SchemaInstance[],
  examples: readonly unknown[],
): Map<string, SchemaInstance> {
  const bySchema = new Map<string, SchemaSlot[]>();
  for (const slot of slots) bySchema.set(slot.schema, [...(bySchema.get(slot.schema) ?? []), slot]);
  const chosen = new Map<string, SchemaInstance>();
  for (const [schema, own] of bySchema) {
    let best: { instance: SchemaInstance; score: number } | null = null;
    for (const instance of instances) {
      if (instance.schema !== schema) continue;
      const value = valueAtPath(examples[instance.example], instance.path);
      const score = own.filter((slot) => valueAtPath(value, slot.field) === slot.value).length;
      if (score > 0 && (!best || score > best.score)) best = { instance, score };
    }
    if (best) chosen.set(schema, best.instance);
  }
  return chosen;
}
