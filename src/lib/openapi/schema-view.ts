import { markdownToSafeHtml } from "../markdown";
import { childPointer, isObject, type SpecDocument, type SpecObject } from "./document";
import { resolveRef } from "./refs";
import type { SchemaView } from "./types";

/** Where a schema sits, for the view: its property name and whether the parent requires it. */
interface Place {
  name: string | null;
  required: boolean;
}

/** Deeper trees are cut: no real payload needs them, and they would bloat page data. */
const MAX_DEPTH = 12;

const ROOT: Place = { name: null, required: false };

function json(value: unknown): string {
  return JSON.stringify(value);
}

function emptyView(place: Place, type: string): SchemaView {
  return {
    name: place.name,
    type,
    refName: null,
    descriptionHtml: null,
    required: place.required,
    nullable: false,
    deprecated: false,
    readOnly: false,
    writeOnly: false,
    enumValues: [],
    defaultValue: null,
    example: null,
    constraints: [],
    properties: [],
    additionalProperties: null,
    items: null,
    combinator: null,
    variants: [],
    discriminator: null,
    recursiveRef: null,
  };
}

/** Display constraints of a schema, e.g. "≥ 1", "1 to 100 characters", "pattern ^[A-Z]+$". */
export function schemaConstraints(schema: SpecObject): string[] {
  const out: string[] = [];
  const num = (key: string) => (typeof schema[key] === "number" ? (schema[key] as number) : null);
  // "1 character", "2 characters": the unit agrees with the number it follows.
  const counted = (count: number, [one, many]: [string, string]) => `${count} ${count === 1 ? one : many}`;
  const range = (min: number | null, max: number | null, unit: [string, string]) => {
    if (min !== null && max !== null)
      out.push(min === max ? `exactly ${counted(min, unit)}` : `${min} to ${counted(max, unit)}`);
    else if (min !== null) out.push(`at least ${counted(min, unit)}`);
    else if (max !== null) out.push(`at most ${counted(max, unit)}`);
  };
  if (num("minimum") !== null) out.push(`≥ ${num("minimum")}`);
  if (num("exclusiveMinimum") !== null) out.push(`> ${num("exclusiveMinimum")}`);
  if (num("maximum") !== null) out.push(`≤ ${num("maximum")}`);
  if (num("exclusiveMaximum") !== null) out.push(`< ${num("exclusiveMaximum")}`);
  if (num("multipleOf") !== null) out.push(`multiple of ${num("multipleOf")}`);
  range(num("minLength"), num("maxLength"), ["character", "characters"]);
  range(num("minItems"), num("maxItems"), ["item", "items"]);
  range(num("minProperties"), num("maxProperties"), ["property", "properties"]);
  if (schema.uniqueItems === true) out.push("unique items");
  if (typeof schema.pattern === "string") out.push(`pattern ${schema.pattern}`);
  return out;
}

/** Splits a 3.1 `type` into its non-null types and whether null is allowed. */
function typesOf(schema: SpecObject): { types: string[]; nullable: boolean } {
  const raw = Array.isArray(schema.type) ? schema.type : typeof schema.type === "string" ? [schema.type] : [];
  const types = raw.filter((type): type is string => typeof type === "string" && type !== "null");
  return { types, nullable: raw.includes("null") || schema.nullable === true };
}

function typeLabel(schema: SpecObject, types: string[], view: SchemaView): string {
  if (view.items) return `array of ${view.items.refName ?? view.items.type}`;
  if (types.length === 0) {
    if (view.properties.length > 0 || view.additionalProperties) return "object";
    if ("const" in schema || view.enumValues.length > 0) return typeof (schema.const ?? (schema.enum as unknown[])[0]);
    return "any";
  }
  const format = typeof schema.format === "string" ? ` <${schema.format}>` : "";
  return `${types.join(" | ")}${format}`;
}

/** `{ type: "null" }`: in a oneOf/anyOf it makes the value nullable rather than adding a variant. */
function isNullSchema(schema: unknown): boolean {
  if (!isObject(schema)) return false;
  return (
    schema.type === "null" || (Array.isArray(schema.type) && schema.type.length === 1 && schema.type[0] === "null")
  );
}

/** A variant's label: its schema name, its title, or its position. */
function variantLabel(variant: SchemaView, index: number): string {
  return variant.refName ?? (variant.name || `Option ${index + 1}`);
}

/**
 * Builds the view of a schema found at `pointer`. `stack` holds the named schemas being expanded,
 * so a schema that contains itself is shown once and then marked as recursive.
 */
export function buildSchemaView(
  document: SpecDocument,
  raw: unknown,
  pointer: string,
  place: Place = ROOT,
  stack: readonly string[] = [],
): SchemaView {
  if (!isObject(raw)) return emptyView(place, "any");
  const { value: schema, pointer: at, refName } = resolveRef(document, raw, pointer);
  if (refName && stack.includes(refName)) {
    return { ...emptyView(place, refName), refName, recursiveRef: refName };
  }
  const innerStack = refName ? [...stack, refName] : stack;
  if (innerStack.length > MAX_DEPTH) return { ...emptyView(place, refName ?? "object"), refName };
  const child = (value: unknown, path: Array<string | number>, childPlace: Place = ROOT) =>
    buildSchemaView(document, value, childPointer(at, ...path), childPlace, innerStack);

  const { types, nullable } = typesOf(schema);
  const view = emptyView(place, "");
  view.refName = refName;
  view.nullable = nullable;
  view.descriptionHtml = markdownToSafeHtml(typeof schema.description === "string" ? schema.description : null);
  view.deprecated = schema.deprecated === true;
  view.readOnly = schema.readOnly === true;
  view.writeOnly = schema.writeOnly === true;
  if (Array.isArray(schema.enum)) view.enumValues = schema.enum.filter((value) => value !== null).map(json);
  if ("const" in schema) view.enumValues = [json(schema.const)];
  if ("default" in schema) view.defaultValue = json(schema.default);
  const example = Array.isArray(schema.examples) && schema.examples.length > 0 ? schema.examples[0] : schema.example;
  if (example !== undefined) view.example = json(example);
  view.constraints = schemaConstraints(schema);
  if (typeof schema.title === "string" && !place.name) view.name = schema.title;
  view.name = place.name ?? view.name;

  if (Array.isArray(schema.allOf))
    mergeAllOf(
      view,
      schema.allOf.map((part, index) => child(part, ["allOf", index])),
    );

  const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
  if (isObject(schema.properties)) {
    const own = Object.entries(schema.properties).map(([name, property]) =>
      child(property, ["properties", name], { name, required: required.has(name) }),
    );
    view.properties = [
      ...view.properties.filter((existing) => !own.some((next) => next.name === existing.name)),
      ...own,
    ];
  }
  if (required.size > 0)
    view.properties = view.properties.map((property) =>
      required.has(property.name ?? "") ? { ...property, required: true } : property,
    );
  if (isObject(schema.additionalProperties))
    view.additionalProperties = child(schema.additionalProperties, ["additionalProperties"]);
  if (schema.items !== undefined) view.items = child(schema.items, ["items"]);

  const combinator = Array.isArray(schema.oneOf) ? "oneOf" : Array.isArray(schema.anyOf) ? "anyOf" : null;
  if (combinator) {
    const raw = schema[combinator] as unknown[];
    const nonNull = raw.flatMap((variant, index) =>
      isNullSchema(variant) ? [] : [child(variant, [combinator, index])],
    );
    view.nullable = view.nullable || nonNull.length < raw.length;
    view.combinator = combinator;
    view.variants = nonNull.map((variant, index) => ({ ...variant, name: variantLabel(variant, index) }));
    if (isObject(schema.discriminator) && typeof schema.discriminator.propertyName === "string") {
      view.discriminator = schema.discriminator.propertyName;
    }
  }
  view.type = view.combinator ? (view.combinator === "oneOf" ? "one of" : "any of") : typeLabel(schema, types, view);
  if (combinator && view.variants.length === 1)
    return { ...view.variants[0], name: view.name, required: view.required, nullable: true };
  return view;
}

/** allOf: the parts' properties and descriptions merge into the schema that composes them. */
function mergeAllOf(view: SchemaView, parts: SchemaView[]): void {
  for (const part of parts) {
    view.properties = [
      ...view.properties.filter((existing) => !part.properties.some((next) => next.name === existing.name)),
      ...part.properties,
    ];
    view.descriptionHtml = view.descriptionHtml ?? part.descriptionHtml;
    view.constraints = [...view.constraints, ...part.constraints];
    view.enumValues = view.enumValues.length ? view.enumValues : part.enumValues;
    view.items = view.items ?? part.items;
    view.additionalProperties = view.additionalProperties ?? part.additionalProperties;
    view.nullable = view.nullable || part.nullable;
    if (!view.combinator && part.combinator) {
      view.combinator = part.combinator;
      view.variants = part.variants;
      view.discriminator = part.discriminator;
    }
  }
}
