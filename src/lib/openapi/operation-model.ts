import { markdownToSafeHtml, plainExcerpt } from "../markdown";
import {
  API_KEY_PLACEHOLDER,
  buildCodeSamples,
  type CustomSample,
  type FormField,
  type SampleRequest,
  type SampleSource,
} from "./code-samples";
import { childPointer, isObject, specError, type SpecDocument, type SpecObject } from "./document";
import { resolveRef } from "./refs";
import { buildSchemaView } from "./schema-view";
import type {
  HeaderView,
  HttpMethod,
  JsonValue,
  OperationModel,
  ParameterLocation,
  ParameterView,
  RequestBodyView,
  ResponseView,
  SecurityView,
} from "./types";

/** Highlights a code sample or example: (source, language) → HTML of a `code` element. */
export type Highlighter = (source: string, language: string) => string;

/** Where an operation sits in the spec and the route it was given. */
export interface OperationPlace {
  path: string;
  method: HttpMethod;
  pointer: string;
  tag: string;
  route: string;
  /** Parameters declared on the path item, shared by its operations. */
  pathParameters: unknown[];
}

const LOCATIONS: ParameterLocation[] = ["path", "query", "header", "cookie"];
const JSON_MEDIA = /^application\/(?:[\w.+-]*\+)?json$/;

const text = (value: unknown): string | null => (typeof value === "string" ? value : null);

function pretty(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

/** The first example of a holder (`example`, or the first of `examples`), or undefined. */
function firstExample(holder: SpecObject): unknown {
  if ("example" in holder) return holder.example;
  if (isObject(holder.examples)) {
    const first = Object.values(holder.examples).find((example) => isObject(example) && "value" in example);
    if (isObject(first)) return first.value;
  }
  return undefined;
}

/** An example value for a schema: its example, default, first enum value or a typed placeholder. */
function schemaExample(schema: SpecObject): unknown {
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if ("example" in schema) return schema.example;
  if ("default" in schema) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  return undefined;
}

function parameters(
  document: SpecDocument,
  place: OperationPlace,
  operation: SpecObject,
): Array<{ raw: SpecObject; view: ParameterView }> {
  const byKey = new Map<string, { raw: SpecObject; view: ParameterView }>();
  const add = (raw: unknown, pointer: string) => {
    const { value, pointer: at } = resolveRef(document, raw, pointer);
    const location = text(value.in) as ParameterLocation | null;
    const name = text(value.name);
    if (!name || !location || !LOCATIONS.includes(location)) {
      throw specError(document, at, `a parameter needs a "name" and "in" (one of ${LOCATIONS.join(", ")}).`);
    }
    const schema = isObject(value.schema) ? resolveRef(document, value.schema, childPointer(at, "schema")).value : {};
    const example = firstExample(value) ?? schemaExample(schema);
    byKey.set(`${location}:${name}`, {
      raw: { ...value, schema },
      view: {
        name,
        in: location,
        required: value.required === true || location === "path",
        deprecated: value.deprecated === true,
        descriptionHtml: markdownToSafeHtml(text(value.description)),
        schema: buildSchemaView(document, value.schema, childPointer(at, "schema")),
        example: example === undefined ? null : JSON.stringify(example),
      },
    });
  };
  place.pathParameters.forEach((raw, index) => add(raw, childPointer("#", "paths", place.path, "parameters", index)));
  if (Array.isArray(operation.parameters)) {
    operation.parameters.forEach((raw, index) => add(raw, childPointer(place.pointer, "parameters", index)));
  }
  const declared = [...byKey.values()];
  for (const match of place.path.matchAll(/\{([^}]+)\}/g)) {
    if (!byKey.has(`path:${match[1]}`)) {
      throw specError(
        document,
        place.pointer,
        `path parameter "{${match[1]}}" of ${place.path} is not declared. Add it to "parameters" with "in: path" and "required: true".`,
      );
    }
  }
  return declared;
}

function security(document: SpecDocument, operation: SpecObject, pointer: string): SecurityView[] {
  const requirements = Array.isArray(operation.security)
    ? operation.security
    : Array.isArray(document.root.security)
      ? document.root.security
      : [];
  const components = isObject(document.root.components) ? document.root.components : {};
  const schemes = isObject(components.securitySchemes) ? components.securitySchemes : {};
  return requirements.flatMap((requirement) =>
    Object.keys(isObject(requirement) ? requirement : {}).map((name): SecurityView => {
      const scheme = schemes[name];
      if (!isObject(scheme))
        throw specError(
          document,
          childPointer(pointer, "security"),
          `security scheme "${name}" is not defined in components.securitySchemes.`,
        );
      return {
        scheme: name,
        in: text(scheme.in) ?? text(scheme.type) ?? "",
        name: text(scheme.name) ?? text(scheme.scheme) ?? name,
        descriptionHtml: markdownToSafeHtml(text(scheme.description)),
      };
    }),
  );
}

function requestBody(
  document: SpecDocument,
  operation: SpecObject,
  pointer: string,
): { view: RequestBodyView; mediaType: string; media: SpecObject } | null {
  if (operation.requestBody === undefined) return null;
  const { value, pointer: at } = resolveRef(document, operation.requestBody, childPointer(pointer, "requestBody"));
  const content = isObject(value.content) ? value.content : {};
  const [mediaType, media] = Object.entries(content)[0] ?? [];
  if (!mediaType || !isObject(media))
    throw specError(document, at, 'a request body needs at least one media type under "content".');
  const example = firstExample(media);
  return {
    mediaType,
    media,
    view: {
      required: value.required === true,
      descriptionHtml: markdownToSafeHtml(text(value.description)),
      contentType: mediaType,
      schema: buildSchemaView(document, media.schema, childPointer(at, "content", mediaType, "schema")),
      example: example !== undefined && JSON_MEDIA.test(mediaType) ? pretty(example) : null,
    },
  };
}

function responses(
  document: SpecDocument,
  operation: SpecObject,
  pointer: string,
  highlight: Highlighter,
): ResponseView[] {
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
  return Object.entries(all).map(([status, raw]): ResponseView => {
    const { value, pointer: at } = resolveRef(document, raw, childPointer(pointer, "responses", status));
    const content = isObject(value.content) ? value.content : {};
    const [mediaType, media] = Object.entries(content)[0] ?? [];
    const example = isObject(media) ? firstExample(media) : undefined;
    const exampleText = example === undefined ? null : pretty(example);
    const headers = Object.entries(isObject(value.headers) ? value.headers : {}).map(([name, header]): HeaderView => {
      const resolved = resolveRef(document, header, childPointer(at, "headers", name));
      return {
        name,
        descriptionHtml: markdownToSafeHtml(text(resolved.value.description)),
        type: buildSchemaView(document, resolved.value.schema, childPointer(resolved.pointer, "schema")).type,
      };
    });
    return {
      status,
      descriptionHtml: markdownToSafeHtml(text(value.description)),
      contentType: mediaType ?? null,
      schema:
        isObject(media) && media.schema !== undefined
          ? buildSchemaView(document, media.schema, childPointer(at, "content", mediaType ?? "", "schema"))
          : null,
      example: exampleText,
      exampleHtml: exampleText === null ? null : highlight(exampleText, "json"),
      headers,
    };
  });
}

function sampleValue(value: unknown): string {
  if (Array.isArray(value)) return value.map(String).join(",");
  return typeof value === "string" ? value : JSON.stringify(value);
}

function formFields(document: SpecDocument, media: SpecObject, pointer: string): FormField[] {
  if (!isObject(media.schema)) return [];
  const { value: schema } = resolveRef(document, media.schema, pointer);
  const properties = isObject(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
  const example = isObject(firstExample(media)) ? (firstExample(media) as Record<string, JsonValue>) : {};
  return Object.entries(properties).flatMap(([name, raw]): FormField[] => {
    const property = resolveRef(document, raw, childPointer(pointer, "properties", name)).value;
    if (property.format === "binary" || property.contentMediaType !== undefined) {
      const fileName = typeof example[name] === "string" ? (example[name] as string) : `${name}.bin`;
      return [
        { name, value: "", fileName, contentType: text(property.contentMediaType) ?? "application/octet-stream" },
      ];
    }
    const value = example[name] ?? schemaExample(property);
    if (value === undefined || (!required.has(name) && example[name] === undefined)) return [];
    return [{ name, value: sampleValue(value) }];
  });
}

function sampleRequest(
  document: SpecDocument,
  place: OperationPlace,
  serverUrl: string,
  params: Array<{ raw: SpecObject; view: ParameterView }>,
  auth: SecurityView[],
  body: ReturnType<typeof requestBody>,
): SampleRequest {
  let path = place.path;
  const query: SampleRequest["query"] = [];
  const headers: SampleRequest["headers"] = [];
  for (const { raw, view } of params) {
    const example = firstExample(raw) ?? schemaExample(isObject(raw.schema) ? raw.schema : {});
    const value = example === undefined ? `{${view.name}}` : sampleValue(example);
    if (view.in === "path") path = path.replace(`{${view.name}}`, encodeURIComponent(value));
    else if (view.required && view.in === "query") query.push({ name: view.name, value });
    else if (view.required && view.in === "header") headers.push({ name: view.name, value });
  }
  // The first scheme is the recommended one: a header key keeps it out of logs and URLs.
  const key = auth[0];
  if (key?.in === "header") headers.unshift({ name: key.name, value: API_KEY_PLACEHOLDER });
  if (key?.in === "query") query.push({ name: key.name, value: API_KEY_PLACEHOLDER });
  let sampleBody: SampleRequest["body"] = null;
  if (body && JSON_MEDIA.test(body.mediaType)) {
    const example = firstExample(body.media);
    sampleBody = { kind: "json", text: JSON.stringify(example ?? {}, null, 2) };
  } else if (body?.mediaType === "multipart/form-data") {
    sampleBody = {
      kind: "multipart",
      fields: formFields(
        document,
        body.media,
        childPointer(place.pointer, "requestBody", "content", body.mediaType, "schema"),
      ),
    };
  }
  return { method: place.method, url: `${serverUrl}${path}`, query, headers, body: sampleBody };
}

function customSamples(
  document: SpecDocument,
  operation: SpecObject,
  pointer: string,
  languages: readonly string[],
): CustomSample[] {
  const raw = operation["x-codeSamples"];
  if (raw === undefined) return [];
  if (!Array.isArray(raw))
    throw specError(
      document,
      childPointer(pointer, "x-codeSamples"),
      "x-codeSamples must be a list of { lang, label, source }.",
    );
  return raw.map((sample, index) => {
    const at = childPointer(pointer, "x-codeSamples", index);
    if (!isObject(sample) || typeof sample.lang !== "string" || typeof sample.source !== "string") {
      throw specError(document, at, 'each x-codeSamples entry needs a "lang" and a "source".');
    }
    if (!languages.includes(sample.lang)) {
      throw specError(
        document,
        childPointer(at, "lang"),
        `unknown sample language "${sample.lang}". Use one of: ${languages.join(", ")}.`,
      );
    }
    return { lang: sample.lang, label: text(sample.label) ?? undefined, source: sample.source };
  });
}

/** Language of the highlighter for a sample language key. */
const HIGHLIGHT_LANGUAGE: Record<string, string> = { curl: "bash", nodejs: "javascript" };

/** Builds the page model of one operation. */
export function buildOperationModel(
  document: SpecDocument,
  place: OperationPlace,
  operation: SpecObject,
  serverUrl: string,
  highlight: Highlighter,
  languages: readonly string[],
): OperationModel {
  const params = parameters(document, place, operation);
  const auth = security(document, operation, place.pointer);
  const body = requestBody(document, operation, place.pointer);
  const samples: SampleSource[] = buildCodeSamples(
    sampleRequest(document, place, serverUrl, params, auth, body),
    customSamples(document, operation, place.pointer, languages),
  );
  const description = text(operation.description);
  return {
    operationId: String(operation.operationId),
    route: place.route,
    tag: place.tag,
    method: place.method,
    path: place.path,
    summary: text(operation.summary) ?? String(operation.operationId),
    descriptionHtml: markdownToSafeHtml(description, "section"),
    excerpt: plainExcerpt(description),
    deprecated: operation.deprecated === true,
    security: auth,
    parameters: params.map((param) => param.view),
    requestBody: body?.view ?? null,
    responses: responses(document, operation, place.pointer, highlight),
    codeSamples: samples.map((sample) => ({
      ...sample,
      html: highlight(sample.source, HIGHLIGHT_LANGUAGE[sample.lang] ?? sample.lang),
    })),
    pointer: place.pointer,
  };
}
