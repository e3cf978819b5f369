import type { SchemaView } from "./types";

/** A schema view as stored in page data: fields at their default value are left out. */
export interface CompactSchemaView extends Partial<
  Omit<SchemaView, "type" | "properties" | "variants" | "items" | "additionalProperties">
> {
  type: string;
  properties?: CompactSchemaView[];
  variants?: CompactSchemaView[];
  items?: CompactSchemaView | null;
  additionalProperties?: CompactSchemaView | null;
}

const DEFAULTS: Omit<SchemaView, "type"> = {
  name: null,
  refName: null,
  descriptionHtml: null,
  required: false,
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

const isDefault = (value: unknown): boolean =>
  value === null || value === false || (Array.isArray(value) && value.length === 0);

/**
 * Drops every field at its default. Schema trees repeat across an operation's responses, and
 * page data is part of every page's first load, so defaults are not sent.
 */
export function compactSchema(view: SchemaView): CompactSchemaView {
  const out: CompactSchemaView = { type: view.type };
  for (const [key, value] of Object.entries(view) as Array<[keyof SchemaView, SchemaView[keyof SchemaView]]>) {
    if (key === "type" || isDefault(value)) continue;
    if (key === "properties" || key === "variants")
      (out[key] as CompactSchemaView[]) = (value as SchemaView[]).map(compactSchema);
    else if (key === "items" || key === "additionalProperties")
      (out[key] as CompactSchemaView) = compactSchema(value as SchemaView);
    else (out as unknown as Record<string, unknown>)[key] = value;
  }
  return out;
}

/** Restores the fields `compactSchema` left out. */
export function expandSchema(compact: CompactSchemaView): SchemaView {
  return {
    ...DEFAULTS,
    ...compact,
    properties: (compact.properties ?? []).map(expandSchema),
    variants: (compact.variants ?? []).map(expandSchema),
    items: compact.items ? expandSchema(compact.items) : null,
    additionalProperties: compact.additionalProperties ? expandSchema(compact.additionalProperties) : null,
  };
}

/** `T` with its schema written as `S`. */
export type WithSchema<T extends { schema: unknown }, S> = Omit<T, "schema"> & { schema: S };

/** The schema-bearing parts of an operation. */
interface SchemaParts<P extends { schema: unknown }, B extends { schema: unknown }, R extends { schema: unknown }> {
  parameters: P[];
  requestBody: B | null;
  responses: R[];
}

/** An operation with its schemas compacted, as the source plugin stores it. */
export function compactOperation<
  P extends { schema: SchemaView },
  B extends { schema: SchemaView },
  R extends { schema: SchemaView | null },
  T extends SchemaParts<P, B, R>,
>(operation: T) {
  return {
    ...operation,
    parameters: operation.parameters.map((parameter) => ({ ...parameter, schema: compactSchema(parameter.schema) })),
    requestBody: operation.requestBody
      ? { ...operation.requestBody, schema: compactSchema(operation.requestBody.schema) }
      : null,
    responses: operation.responses.map((response) => ({
      ...response,
      schema: response.schema && compactSchema(response.schema),
    })),
  };
}

/** An operation as page data holds it: schemas compacted. */
export type StoredOperation<
  T extends SchemaParts<{ schema: SchemaView }, { schema: SchemaView }, { schema: SchemaView | null }>,
> = Omit<T, "parameters" | "requestBody" | "responses"> & {
  parameters: Array<WithSchema<T["parameters"][number], CompactSchemaView>>;
  requestBody: WithSchema<NonNullable<T["requestBody"]>, CompactSchemaView> | null;
  responses: Array<WithSchema<T["responses"][number], CompactSchemaView | null>>;
};

/** Restores the schemas of an operation read from page data. */
export function expandOperation<
  T extends SchemaParts<{ schema: SchemaView }, { schema: SchemaView }, { schema: SchemaView | null }>,
>(stored: StoredOperation<T>): T {
  return {
    ...stored,
    parameters: stored.parameters.map((parameter) => ({ ...parameter, schema: expandSchema(parameter.schema) })),
    requestBody: stored.requestBody ? { ...stored.requestBody, schema: expandSchema(stored.requestBody.schema) } : null,
    responses: stored.responses.map((response) => ({
      ...response,
      schema: response.schema && expandSchema(response.schema),
    })),
  } as unknown as T; // The spread keeps every other field of T; only the schema fields changed type back.
}
