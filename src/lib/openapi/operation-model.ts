import { markdownToSafeHtml, plainExcerpt } from "../markdown";
import type { Json, Schema } from "../tryit/json-schema";
import {
  API_KEY_PLACEHOLDER,
  buildCodeSamples,
  type CustomSample,
  type FormField,
  type SampleRequest,
  type SampleSource,
} from "./code-samples";
import { childPointer, isObject, specError, valueAt, type SpecDocument } from "./document";
import { schemaExample, type SpecBody, type SpecOperation, type SpecParameter, type SpecResponse } from "./operations";
import { buildSchemaView } from "./schema-view";
import type { HeaderView, OperationModel, ParameterView, RequestBodyView, ResponseView, SecurityView } from "./types";

/** Highlights a code sample or example: (source, language) → HTML of a `code` element. */
export type Highlighter = (source: string, language: string) => string;

/** Where an operation sits in the reference: its tag and the route it was given. */
export interface OperationPlace {
  tag: string;
  route: string;
}

const JSON_MEDIA = /^application\/(?:[\w.+-]*\+)?json$/;

const text = (value: unknown): string | null => (typeof value === "string" ? value : null);

function pretty(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

/** A parameter's sample value: its example, or the first value it allows. */
const parameterExample = (parameter: SpecParameter): Json | undefined =>
  parameter.example ?? parameter.schema.enum?.[0];

/** The view of a schema written at `pointer` (its `$ref`s followed as the reader unfolds it). */
const schemaViewAt = (document: SpecDocument, pointer: string) =>
  buildSchemaView(document, valueAt(document.root, pointer), pointer);

function parameterView(document: SpecDocument, parameter: SpecParameter): ParameterView {
  const example = parameterExample(parameter);
  return {
    name: parameter.name,
    in: parameter.in,
    required: parameter.required,
    deprecated: parameter.deprecated,
    descriptionHtml: markdownToSafeHtml(parameter.description),
    schema: schemaViewAt(document, parameter.schemaPointer),
    example: example === undefined ? null : JSON.stringify(example),
  };
}

function requestBodyView(document: SpecDocument, body: SpecBody): RequestBodyView {
  return {
    required: body.required,
    descriptionHtml: markdownToSafeHtml(body.description),
    contentType: body.mediaType,
    schema: schemaViewAt(document, body.schemaPointer),
    example: body.example !== undefined && JSON_MEDIA.test(body.mediaType) ? pretty(body.example) : null,
  };
}

function responseView(document: SpecDocument, response: SpecResponse, highlight: Highlighter): ResponseView {
  const exampleText = response.example === undefined ? null : pretty(response.example);
  const headers = response.headers.map((header): HeaderView => ({
    name: header.name,
    descriptionHtml: markdownToSafeHtml(header.description),
    type: header.schemaPointer ? schemaViewAt(document, header.schemaPointer).type : "any",
  }));
  return {
    status: response.status,
    descriptionHtml: markdownToSafeHtml(response.description),
    contentType: response.mediaType,
    schema: response.schemaPointer ? schemaViewAt(document, response.schemaPointer) : null,
    example: exampleText,
    exampleHtml: exampleText === null ? null : highlight(exampleText, "json"),
    headers,
  };
}

function sampleValue(value: unknown): string {
  if (Array.isArray(value)) return value.map(String).join(",");
  return typeof value === "string" ? value : JSON.stringify(value);
}

function formFields(body: SpecBody): FormField[] {
  const required = new Set(body.schema.required ?? []);
  const example = isObject(body.example) ? (body.example as Record<string, Json>) : {};
  return Object.entries(body.schema.properties ?? {}).flatMap(([name, property]: [string, Schema]): FormField[] => {
    if (property.format === "binary" || property.contentMediaType !== undefined) {
      const fileName = typeof example[name] === "string" ? (example[name] as string) : `${name}.bin`;
      return [{ name, value: "", fileName, contentType: property.contentMediaType ?? "application/octet-stream" }];
    }
    const value = example[name] ?? schemaExample(property) ?? property.enum?.[0];
    if (value === undefined || (!required.has(name) && example[name] === undefined)) return [];
    return [{ name, value: sampleValue(value) }];
  });
}

function sampleRequest(operation: SpecOperation, serverUrl: string, auth: SecurityView[]): SampleRequest {
  let path = operation.path;
  const query: SampleRequest["query"] = [];
  const headers: SampleRequest["headers"] = [];
  for (const parameter of operation.parameters) {
    const example = parameterExample(parameter);
    const value = example === undefined ? `{${parameter.name}}` : sampleValue(example);
    if (parameter.in === "path") path = path.replace(`{${parameter.name}}`, encodeURIComponent(value));
    else if (parameter.required && parameter.in === "query") query.push({ name: parameter.name, value });
    else if (parameter.required && parameter.in === "header") headers.push({ name: parameter.name, value });
  }
  // The first scheme is the recommended one: a header key keeps it out of logs and URLs.
  const key = auth[0];
  if (key?.in === "header") headers.unshift({ name: key.name, value: API_KEY_PLACEHOLDER });
  if (key?.in === "query") query.push({ name: key.name, value: API_KEY_PLACEHOLDER });
  const { body } = operation;
  let sampleBody: SampleRequest["body"] = null;
  if (body && JSON_MEDIA.test(body.mediaType)) {
    sampleBody = { kind: "json", text: JSON.stringify(body.example ?? {}, null, 2) };
  } else if (body?.mediaType === "multipart/form-data") {
    sampleBody = { kind: "multipart", fields: formFields(body) };
  }
  return { method: operation.method, url: `${serverUrl}${path}`, query, headers, body: sampleBody };
}

function customSamples(document: SpecDocument, pointer: string, languages: readonly string[]): CustomSample[] {
  const operation = valueAt(document.root, pointer);
  const raw = isObject(operation) ? operation["x-codeSamples"] : undefined;
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

/** Builds the page model of one operation, from the spec's one reading of it. */
export function buildOperationModel(
  document: SpecDocument,
  place: OperationPlace,
  operation: SpecOperation,
  serverUrl: string,
  highlight: Highlighter,
  languages: readonly string[],
): OperationModel {
  const auth: SecurityView[] = operation.security.map((security) => ({
    scheme: security.scheme,
    in: security.in,
    name: security.name,
    descriptionHtml: markdownToSafeHtml(security.description),
  }));
  const samples: SampleSource[] = buildCodeSamples(
    sampleRequest(operation, serverUrl, auth),
    customSamples(document, operation.pointer, languages),
  );
  return {
    operationId: operation.operationId,
    route: place.route,
    tag: place.tag,
    method: operation.method,
    path: operation.path,
    summary: operation.summary ?? operation.operationId,
    descriptionHtml: markdownToSafeHtml(operation.description, "section"),
    excerpt: plainExcerpt(operation.description),
    deprecated: operation.deprecated,
    security: auth,
    parameters: operation.parameters.map((parameter) => parameterView(document, parameter)),
    requestBody: operation.body ? requestBodyView(document, operation.body) : null,
    responses: operation.responses.map((response) => responseView(document, response, highlight)),
    codeSamples: samples.map((sample) => ({
      ...sample,
      html: highlight(sample.source, HIGHLIGHT_LANGUAGE[sample.lang] ?? sample.lang),
    })),
    pointer: operation.pointer,
  };
}
