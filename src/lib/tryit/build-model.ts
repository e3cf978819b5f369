import { childPointer, isObject, type SpecDocument, type SpecObject } from "../openapi/document";
import { resolveRef } from "../openapi/refs";
import { HTTP_METHODS } from "../openapi/types";
import type { Json, Schema } from "./json-schema";
import type {
  TryItAuth,
  TryItBody,
  TryItExample,
  TryItFormField,
  TryItOperation,
  TryItParameter,
  TryItResponse,
  TryItServer,
} from "./operation";

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
const JSON_MEDIA = /^application\/(?:[\w.+-]*\+)?json$/;
const LOCAL_HOSTS = /^(127\.0\.0\.1|localhost|\[::1\])$/;
/** Parameter names that take a ticker, and the asset class each tag's tickers come from. */
const SYMBOL_PARAMETERS = new Set(["symbol", "symbols", "from", "to"]);

const text = (value: unknown): string | null => (typeof value === "string" ? value : null);

/** The first sentence of Markdown as plain text, for a field's hint. */
function plainLine(markdown: unknown): string | null {
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

function firstExample(holder: SpecObject, schema: Schema): Json | null {
  if ("example" in holder) return holder.example as Json;
  if (isObject(holder.examples)) {
    const first = Object.values(holder.examples).find((example) => isObject(example) && "value" in example);
    if (isObject(first)) return first.value as Json;
  }
  if (schema.examples?.length) return schema.examples[0];
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  return null;
}

function parameters(
  document: SpecDocument,
  pathItem: SpecObject,
  operation: SpecObject,
  pointer: string,
  path: string,
  tag: string,
): TryItParameter[] {
  const byKey = new Map<string, TryItParameter>();
  const add = (raw: unknown, at: string) => {
    const { value, pointer: resolvedAt } = resolveRef(document, raw, at);
    const location = text(value.in);
    const name = text(value.name);
    if (!name || (location !== "path" && location !== "query" && location !== "header")) return;
    const schema = inlineSchema(document, value.schema, childPointer(resolvedAt, "schema"));
    byKey.set(`${location}:${name}`, {
      name,
      in: location,
      required: value.required === true || location === "path",
      description: plainLine(value.description),
      schema,
      example: firstExample(value, schema),
      suggests: SYMBOL_PARAMETERS.has(name) ? tag : null,
    });
  };
  (Array.isArray(pathItem.parameters) ? pathItem.parameters : []).forEach((raw, index) =>
    add(raw, childPointer("#", "paths", path, "parameters", index)),
  );
  (Array.isArray(operation.parameters) ? operation.parameters : []).forEach((raw, index) =>
    add(raw, childPointer(pointer, "parameters", index)),
  );
  return [...byKey.values()];
}

function auth(document: SpecDocument, operation: SpecObject): TryItAuth[] {
  const requirements = Array.isArray(operation.security)
    ? operation.security
    : Array.isArray(document.root.security)
      ? document.root.security
      : [];
  const components = isObject(document.root.components) ? document.root.components : {};
  const schemes = isObject(components.securitySchemes) ? components.securitySchemes : {};
  return requirements.flatMap((requirement) =>
    Object.keys(isObject(requirement) ? requirement : {}).flatMap((name): TryItAuth[] => {
      const scheme = schemes[name];
      if (!isObject(scheme) || scheme.type !== "apiKey" || typeof scheme.name !== "string") return [];
      return scheme.in === "header" || scheme.in === "query" ? [{ in: scheme.in, name: scheme.name }] : [];
    }),
  );
}

function body(document: SpecDocument, operation: SpecObject, pointer: string): TryItBody | null {
  if (operation.requestBody === undefined) return null;
  const { value, pointer: at } = resolveRef(document, operation.requestBody, childPointer(pointer, "requestBody"));
  const content = isObject(value.content) ? value.content : {};
  const [mediaType, media] = Object.entries(content)[0] ?? [];
  if (!mediaType || !isObject(media)) return null;
  const schema = inlineSchema(document, media.schema, childPointer(at, "content", mediaType, "schema"));
  const required = value.required === true;
  if (mediaType === "multipart/form-data") {
    const example = firstExample(media, {});
    const values = isObject(example) ? (example as Record<string, Json>) : {};
    const requiredNames = new Set(schema.required ?? []);
    const fields = Object.entries(schema.properties ?? {}).map(([name, field]): TryItFormField => ({
      name,
      required: requiredNames.has(name),
      file: field.format === "binary" || field.contentMediaType !== undefined,
      accept: field.contentMediaType ?? null,
      schema: field,
      example: values[name] ?? field.example ?? field.default ?? null,
      description: field.description ?? null,
    }));
    return { kind: "multipart", contentType: "multipart/form-data", required, schema, fields };
  }
  if (JSON_MEDIA.test(mediaType))
    return { kind: "json", contentType: mediaType, required, schema, example: firstExample(media, schema) };
  return null;
}

function responses(document: SpecDocument, operation: SpecObject, pointer: string): TryItResponse[] {
  const all = isObject(operation.responses) ? operation.responses : {};
  return Object.entries(all).map(([status, raw]): TryItResponse => {
    const { value, pointer: at } = resolveRef(document, raw, childPointer(pointer, "responses", status));
    const content = isObject(value.content) ? value.content : {};
    const [mediaType, media] = Object.entries(content)[0] ?? [];
    const examples: TryItExample[] =
      isObject(media) && isObject(media.examples)
        ? Object.entries(media.examples).map(([name, example]) => {
            const resolved = isObject(example)
              ? resolveRef(document, example, childPointer(at, "content", mediaType ?? "", "examples", name)).value
              : {};
            return { name, summary: text(resolved.summary) };
          })
        : [];
    const headers = Object.entries(isObject(value.headers) ? value.headers : {}).map(([name, header]) => {
      const resolved = resolveRef(document, header, childPointer(at, "headers", name));
      return {
        name,
        required: resolved.value.required === true,
        schema:
          resolved.value.schema === undefined
            ? null
            : inlineSchema(document, resolved.value.schema, childPointer(resolved.pointer, "schema")),
      };
    });
    return {
      status,
      description: plainLine(value.description),
      contentType: mediaType ?? null,
      schema:
        isObject(media) && media.schema !== undefined
          ? inlineSchema(document, media.schema, childPointer(at, "content", mediaType ?? "", "schema"))
          : null,
      headers,
      examples,
    };
  });
}

/**
 * The servers Try it offers, in spec order: those with an absolute URL. The Try-it proxy forwards
 * to these and no others.
 */
export function tryItServers(document: SpecDocument): TryItServer[] {
  const list = Array.isArray(document.root.servers) ? document.root.servers : [];
  return list.flatMap((server): TryItServer[] => {
    if (!isObject(server) || typeof server.url !== "string") return [];
    let mock = false;
    try {
      mock = LOCAL_HOSTS.test(new URL(server.url).hostname);
    } catch {
      return [];
    }
    return [{ url: server.url.replace(/\/+$/, ""), description: text(server.description) ?? server.url, mock }];
  });
}

/** What "Try it" needs of every operation of the spec, by operationId. The spec was validated before. */
export function buildTryItOperations(document: SpecDocument): Map<string, TryItOperation> {
  const result = new Map<string, TryItOperation>();
  const serverList = tryItServers(document);
  const paths = isObject(document.root.paths) ? document.root.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isObject(operation) || typeof operation.operationId !== "string") continue;
      const pointer = childPointer("#", "paths", path, method);
      const tag = Array.isArray(operation.tags) ? String(operation.tags[0]) : "";
      result.set(operation.operationId, {
        operationId: operation.operationId,
        method,
        path,
        servers: serverList,
        auth: auth(document, operation),
        parameters: parameters(document, item, operation, pointer, path, tag),
        body: body(document, operation, pointer),
        responses: responses(document, operation, pointer),
      });
    }
  }
  return result;
}
