/**
 * The one reading of the HTTP spec's operations. Parameters, security, bodies, responses and
 * examples are read here, once, and checked as they are read; the reference pages, their code
 * samples, Try it, the Markdown export and the servers (the proxy, the sandbox) all take what this
 * returns, so none of them can disagree about what an operation accepts or answers.
 */
import type { Json, Schema } from "../tryit/json-schema";
import { childPointer, isObject, specError, type SpecDocument, type SpecObject } from "./document";
import { inlineSchema } from "./inline-schema";
import { resolveRef } from "./refs";
import { HTTP_METHODS, type HttpMethod, type ParameterLocation } from "./types";

const LOCATIONS: readonly ParameterLocation[] = ["path", "query", "header", "cookie"];

/** A parameter, path-level and operation-level ones merged (the operation's wins). */
export interface SpecParameter {
  name: string;
  in: ParameterLocation;
  required: boolean;
  deprecated: boolean;
  /** Markdown, as written. */
  description: string | null;
  /** Where the schema is written (a `$ref` there is followed by the readers that render it). */
  schemaPointer: string;
  schema: Schema;
  /** The parameter's own example, or its schema's example or default. */
  example: Json | undefined;
}

/** A way the operation takes the API key. */
export interface SpecSecurity {
  /** Name of the scheme under components.securitySchemes. */
  scheme: string;
  /** The scheme's type: apiKey, http, … */
  type: string;
  /** header, query or cookie for an apiKey; the type otherwise. */
  in: string;
  /** The header or query parameter's name; the HTTP scheme's name otherwise. */
  name: string;
  description: string | null;
}

/** The request body: its first media type. */
export interface SpecBody {
  required: boolean;
  description: string | null;
  mediaType: string;
  schemaPointer: string;
  schema: Schema;
  /** The media type's first example (`example`, or the first of `examples`). */
  example: Json | undefined;
}

/** A response header. */
export interface SpecHeader {
  name: string;
  required: boolean;
  description: string | null;
  schemaPointer: string | null;
  schema: Schema | null;
}

/** A documented response: its first media type. */
export interface SpecResponse {
  /** "200", "4XX" or "default". */
  status: string;
  description: string | null;
  mediaType: string | null;
  schemaPointer: string | null;
  schema: Schema | null;
  /** The media type's first example. */
  example: Json | undefined;
  /** The media type's named examples, in spec order. */
  examples: Array<{ name: string; summary: string | null }>;
  headers: SpecHeader[];
}

/** One operation of the spec, as every reader of it sees it. */
export interface SpecOperation {
  operationId: string;
  method: HttpMethod;
  /** Path template, e.g. /stocks/quote. */
  path: string;
  /** JSON pointer of the operation. */
  pointer: string;
  /** The operation's tags, as written. */
  tags: string[];
  summary: string | null;
  description: string | null;
  deprecated: boolean;
  parameters: SpecParameter[];
  security: SpecSecurity[];
  body: SpecBody | null;
  responses: SpecResponse[];
}

const text = (value: unknown): string | null => (typeof value === "string" ? value : null);

/** The first example of a holder (`example`, or the first of `examples`), or undefined. */
export function firstExample(holder: SpecObject): Json | undefined {
  if ("example" in holder) return holder.example as Json;
  if (isObject(holder.examples)) {
    const first = Object.values(holder.examples).find((example) => isObject(example) && "value" in example);
    if (isObject(first)) return first.value as Json;
  }
  return undefined;
}

/** A schema's own example: the first of `examples`, `example` or `default`. */
export function schemaExample(schema: Schema): Json | undefined {
  if (schema.examples?.length) return schema.examples[0];
  if (schema.example !== undefined) return schema.example;
  return schema.default;
}

/** How readOperations reads schemas: inlined (the default), or left at their pointers. */
export interface ReadOptions {
  /**
   * False reads the structure alone, each schema `{}` at its `schemaPointer`: for a reader that
   * walks the spec's schemas itself (the changelog compares versions of them), and needs neither
   * the inlined copy nor the time it takes.
   */
  schemas?: boolean;
}

type Inline = (document: SpecDocument, raw: unknown, pointer: string) => Schema;
const inlinerOf = (options: ReadOptions): Inline => (options.schemas === false ? () => ({}) : inlineSchema);

function readParameters(
  document: SpecDocument,
  path: string,
  pathItem: SpecObject,
  operation: SpecObject,
  pointer: string,
  inline: Inline,
): SpecParameter[] {
  const byKey = new Map<string, SpecParameter>();
  const add = (raw: unknown, at: string) => {
    const { value, pointer: resolvedAt } = resolveRef(document, raw, at);
    const location = text(value.in) as ParameterLocation | null;
    const name = text(value.name);
    if (!name || !location || !LOCATIONS.includes(location)) {
      throw specError(document, resolvedAt, `a parameter needs a "name" and "in" (one of ${LOCATIONS.join(", ")}).`);
    }
    const schemaPointer = childPointer(resolvedAt, "schema");
    const schema = inline(document, value.schema, schemaPointer);
    byKey.set(`${location}:${name}`, {
      name,
      in: location,
      required: value.required === true || location === "path",
      deprecated: value.deprecated === true,
      description: text(value.description),
      schemaPointer,
      schema,
      example: firstExample(value) ?? schemaExample(schema),
    });
  };
  (Array.isArray(pathItem.parameters) ? pathItem.parameters : []).forEach((raw, index) =>
    add(raw, childPointer("#", "paths", path, "parameters", index)),
  );
  (Array.isArray(operation.parameters) ? operation.parameters : []).forEach((raw, index) =>
    add(raw, childPointer(pointer, "parameters", index)),
  );
  for (const match of path.matchAll(/\{([^}]+)\}/g)) {
    if (!byKey.has(`path:${match[1]}`)) {
      throw specError(
        document,
        pointer,
        `path parameter "{${match[1]}}" of ${path} is not declared. Add it to "parameters" with "in: path" and "required: true".`,
      );
    }
  }
  return [...byKey.values()];
}

function readSecurity(document: SpecDocument, operation: SpecObject, pointer: string): SpecSecurity[] {
  const requirements = Array.isArray(operation.security)
    ? operation.security
    : Array.isArray(document.root.security)
      ? document.root.security
      : [];
  const components = isObject(document.root.components) ? document.root.components : {};
  const schemes = isObject(components.securitySchemes) ? components.securitySchemes : {};
  return requirements.flatMap((requirement) =>
    Object.keys(isObject(requirement) ? requirement : {}).map((name): SpecSecurity => {
      const scheme = schemes[name];
      if (!isObject(scheme))
        throw specError(
          document,
          childPointer(pointer, "security"),
          `security scheme "${name}" is not defined in components.securitySchemes.`,
        );
      return {
        scheme: name,
        type: text(scheme.type) ?? "",
        in: text(scheme.in) ?? text(scheme.type) ?? "",
        name: text(scheme.name) ?? text(scheme.scheme) ?? name,
        description: text(scheme.description),
      };
    }),
  );
}

function readBody(document: SpecDocument, operation: SpecObject, pointer: string, inline: Inline): SpecBody | null {
  if (operation.requestBody === undefined) return null;
  const { value, pointer: at } = resolveRef(document, operation.requestBody, childPointer(pointer, "requestBody"));
  const content = isObject(value.content) ? value.content : {};
  const [mediaType, media] = Object.entries(content)[0] ?? [];
  if (!mediaType || !isObject(media))
    throw specError(document, at, 'a request body needs at least one media type under "content".');
  const schemaPointer = childPointer(at, "content", mediaType, "schema");
  return {
    required: value.required === true,
    description: text(value.description),
    mediaType,
    schemaPointer,
    schema: inline(document, media.schema, schemaPointer),
    example: firstExample(media),
  };
}

function readResponses(document: SpecDocument, operation: SpecObject, pointer: string, inline: Inline): SpecResponse[] {
  const all = isObject(operation.responses) ? operation.responses : {};
  // OpenAPI 3.1 allows an operation without responses, but its page would have nothing to say
  // about what it returns (and the page query needs a first response): ask for one.
  if (Object.keys(all).length === 0) {
    throw specError(
      document,
      isObject(operation.responses) ? childPointer(pointer, "responses") : pointer,
      'the operation has no responses. Fix: document at least the success response, e.g. responses: { "200": { description: OK } }.',
    );
  }
  return Object.entries(all).map(([status, raw]): SpecResponse => {
    const { value, pointer: at } = resolveRef(document, raw, childPointer(pointer, "responses", status));
    const content = isObject(value.content) ? value.content : {};
    const [mediaType, media] = Object.entries(content)[0] ?? [];
    const schemaPointer =
      isObject(media) && media.schema !== undefined ? childPointer(at, "content", mediaType ?? "", "schema") : null;
    const examples =
      isObject(media) && isObject(media.examples)
        ? Object.entries(media.examples).map(([name, example]) => {
            const resolved = isObject(example)
              ? resolveRef(document, example, childPointer(at, "content", mediaType ?? "", "examples", name)).value
              : {};
            return { name, summary: text(resolved.summary) };
          })
        : [];
    const headers = Object.entries(isObject(value.headers) ? value.headers : {}).map(([name, header]): SpecHeader => {
      const resolved = resolveRef(document, header, childPointer(at, "headers", name));
      const headerSchemaPointer = resolved.value.schema === undefined ? null : childPointer(resolved.pointer, "schema");
      return {
        name,
        required: resolved.value.required === true,
        description: text(resolved.value.description),
        schemaPointer: headerSchemaPointer,
        schema: headerSchemaPointer ? inline(document, resolved.value.schema, headerSchemaPointer) : null,
      };
    });
    return {
      status,
      description: text(value.description),
      mediaType: mediaType ?? null,
      schemaPointer,
      schema: schemaPointer && isObject(media) ? inline(document, media.schema, schemaPointer) : null,
      example: isObject(media) ? firstExample(media) : undefined,
      examples,
      headers,
    };
  });
}

/** Reads one operation; `path` and `method` name it in the spec. */
export function readOperation(
  document: SpecDocument,
  path: string,
  method: HttpMethod,
  options: ReadOptions = {},
): SpecOperation {
  const inline = inlinerOf(options);
  const paths = isObject(document.root.paths) ? document.root.paths : {};
  const pathItem = isObject(paths[path]) ? paths[path] : {};
  const pointer = childPointer("#", "paths", path, method);
  const operation = pathItem[method];
  if (!isObject(operation)) throw specError(document, pointer, `there is no ${method.toUpperCase()} ${path}.`);
  return {
    operationId: String(operation.operationId ?? ""),
    method,
    path,
    pointer,
    tags: Array.isArray(operation.tags) ? operation.tags.map(String) : [],
    summary: text(operation.summary),
    description: text(operation.description),
    deprecated: operation.deprecated === true,
    parameters: readParameters(document, path, pathItem, operation, pointer, inline),
    security: readSecurity(document, operation, pointer),
    body: readBody(document, operation, pointer, inline),
    responses: readResponses(document, operation, pointer, inline),
  };
}

/** Every operation of the spec, in spec order (paths, then methods in HTTP_METHODS order). */
export function readOperations(document: SpecDocument, options: ReadOptions = {}): SpecOperation[] {
  const paths = isObject(document.root.paths) ? document.root.paths : {};
  return Object.entries(paths).flatMap(([path, item]) =>
    isObject(item)
      ? HTTP_METHODS.filter((method) => isObject(item[method])).map((method) =>
          readOperation(document, path, method, options),
        )
      : [],
  );
}
