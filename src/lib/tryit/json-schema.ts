/**
 * The part of JSON Schema (OpenAPI 3.1) that "Try it" checks requests and responses against.
 * The build writes each operation's schemas in this form, with every `$ref` inlined.
 */

/** A JSON value. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** JSON Schema types. */
export type SchemaType = "string" | "number" | "integer" | "boolean" | "array" | "object" | "null";

/** A schema with its references inlined. `ref` names the component it came from. */
export interface Schema {
  type?: SchemaType | SchemaType[];
  enum?: Json[];
  const?: Json;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema | boolean;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
  default?: Json;
  examples?: Json[];
  example?: Json;
  description?: string;
  title?: string;
  contentMediaType?: string;
  /** Name of the component schema, for messages. */
  ref?: string;
  /** Set where a schema repeats inside itself: nothing below is checked. */
  recursive?: true;
}

/** The types a schema allows, null included when it is nullable. */
export function allowedTypes(schema: Schema): SchemaType[] {
  const declared = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  return schema.nullable && declared.length && !declared.includes("null") ? [...declared, "null"] : declared;
}

/** The JSON type of a value, "integer" for whole numbers. */
export function typeOf(value: unknown): SchemaType | "undefined" {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  if (typeof value === "string" || typeof value === "boolean" || typeof value === "object")
    return typeof value as SchemaType;
  return "undefined";
}
