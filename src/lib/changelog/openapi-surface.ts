/**
 * What an OpenAPI spec promises a client, operation by operation: its parameters, body and
 * responses as fields (schema-fields.ts), with the deprecations and sunsets, and the page that
 * shows each operation. Two versions of the spec compare through this (openapi-diff.ts).
 */
import { isObject, valueAt, type SpecDocument, type SpecObject } from "../openapi/document";
import { operationToc, parameterGroupId, tocIds } from "../openapi/anchors";
import { readOperations } from "../openapi/operations";
import { operationRoute, tagDocsOptions } from "../openapi/routes";
import { childPath, refTarget, schemaFields, type FieldMap } from "./schema-fields";

export interface ParameterSurface {
  name: string;
  in: string;
  required: boolean;
  deprecated: boolean;
  sunset: string | null;
  fields: FieldMap;
}

/** A situation an error response documents with a named example, and the codes it answers with. */
export interface Situation {
  summary: string | null;
  /** Values of the example's fields that are codes (have a list of values), by field path. */
  codes: Map<string, string>;
}

export interface ResponseSurface {
  status: string;
  mediaType: string | null;
  headers: Map<string, { required: boolean }>;
  /** The body's fields, or null without a body. */
  fields: FieldMap | null;
  /** Error responses: the situations their named examples document, by example name. */
  situations: Map<string, Situation>;
}

export interface OperationSurface {
  /** `GET /stocks/quote`: what identifies the operation across versions. */
  key: string;
  path: string;
  summary: string | null;
  /** Route of its page, or null when its tag or id gives it none. */
  route: string | null;
  /** Heading ids its page shows. */
  anchors: ReadonlySet<string>;
  deprecated: boolean;
  sunset: string | null;
  /** By `<in>:<name>`, e.g. `query:country`. */
  parameters: Map<string, ParameterSurface>;
  body: { required: boolean; mediaType: string; fields: FieldMap } | null;
  responses: Map<string, ResponseSurface>;
}

export interface OpenApiSurface {
  /** In spec order. */
  operations: Map<string, OperationSurface>;
}

const text = (value: unknown): string | null => (typeof value === "string" ? value : null);

/** The code fields (those with a list of values) of an example, by field path. */
function exampleCodes(
  value: unknown,
  fields: FieldMap,
  path = "",
  into = new Map<string, string>(),
): Map<string, string> {
  if (Array.isArray(value)) value.forEach((item) => exampleCodes(item, fields, childPath(path, "[]"), into));
  else if (isObject(value))
    for (const [key, child] of Object.entries(value)) exampleCodes(child, fields, childPath(path, key), into);
  else {
    const shape = fields.get(path);
    if (shape && (shape.enum || shape.openEnum)) into.set(path, JSON.stringify(value));
  }
  return into;
}

/** The situations of an error response: its named examples (or its one example), with their codes. */
function situations(root: SpecObject, mediaPointer: string | null, fields: FieldMap | null): Map<string, Situation> {
  const found = new Map<string, Situation>();
  const media = mediaPointer ? refTarget(root, mediaPointer) : undefined;
  if (!isObject(media) || !fields) return found;
  const named = isObject(media.examples) ? Object.entries(media.examples) : [];
  for (const [name, raw] of named) {
    const example = isObject(raw) && typeof raw.$ref === "string" ? refTarget(root, raw.$ref) : raw;
    if (isObject(example) && example.value !== undefined)
      found.set(name, { summary: text(example.summary), codes: exampleCodes(example.value, fields) });
  }
  if (media.example !== undefined) found.set("example", { summary: null, codes: exampleCodes(media.example, fields) });
  return found;
}

/** The anchor of a parameter's group on its operation page (`#query-parameters`). */
export const parameterAnchor = (location: string) =>
  parameterGroupId(location as Parameters<typeof parameterGroupId>[0]);

/** The surface of an OpenAPI document (placeholders resolved), read once per version. */
export function openApiSurface(root: SpecObject, file: string): OpenApiSurface {
  const document: SpecDocument = { root, file, locate: () => file };
  // Shared responses and schemas are written once and referenced by many operations: read each once.
  const read = new Map<string, FieldMap>();
  const fieldsAt = (pointer: string): FieldMap => {
    const known = read.get(pointer);
    if (known) return known;
    const fields = schemaFields(root, refTarget(root, pointer));
    read.set(pointer, fields);
    return fields;
  };
  const tags = new Map(
    (Array.isArray(root.tags) ? root.tags : []).filter(isObject).map((tag) => [String(tag.name), tag] as const),
  );
  const operations = new Map<string, OperationSurface>();
  // The schemas are read below, as fields, from their pointers: readOperations need not inline them.
  for (const operation of readOperations(document, { schemas: false })) {
    const raw = valueAt(root, operation.pointer);
    const own = isObject(raw) ? raw : {};
    const tag = operation.tags[0];
    const placed = tag ? operationRoute(tag, tagDocsOptions(tags.get(tag) ?? {}), operation.operationId) : null;
    const key = `${operation.method.toUpperCase()} ${operation.path}`;
    operations.set(key, {
      key,
      path: operation.path,
      summary: operation.summary,
      route: placed && "route" in placed ? placed.route : null,
      anchors: new Set(
        tocIds(
          operationToc({
            security: operation.security,
            parameters: operation.parameters,
            requestBody: operation.body,
            responses: operation.responses,
          }),
        ),
      ),
      deprecated: operation.deprecated,
      sunset: text(own["x-sunset"]),
      parameters: new Map(
        operation.parameters.map((parameter) => {
          const object = valueAt(root, parameter.schemaPointer.replace(/\/schema$/, ""));
          return [
            `${parameter.in}:${parameter.name}`,
            {
              name: parameter.name,
              in: parameter.in,
              required: parameter.required,
              deprecated: parameter.deprecated,
              sunset: isObject(object) ? text(object["x-sunset"]) : null,
              fields: fieldsAt(parameter.schemaPointer),
            },
          ];
        }),
      ),
      body: operation.body && {
        required: operation.body.required,
        mediaType: operation.body.mediaType,
        fields: fieldsAt(operation.body.schemaPointer),
      },
      responses: new Map(
        operation.responses.map((response) => {
          const fields = response.schemaPointer ? fieldsAt(response.schemaPointer) : null;
          const mediaPointer = response.schemaPointer ? response.schemaPointer.replace(/\/schema$/, "") : null;
          return [
            response.status,
            {
              status: response.status,
              mediaType: response.mediaType,
              headers: new Map(response.headers.map((header) => [header.name, { required: header.required }])),
              fields,
              situations: /^2/.test(response.status) ? new Map() : situations(root, mediaPointer, fields),
            },
          ];
        }),
      ),
    });
  }
  return { operations };
}
