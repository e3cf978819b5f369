import type { Json } from "./json-schema";
import type { TryItOperation, TryItParameter } from "./operation";
import { checkAgainstSchema } from "./schema-check";
import type { SnippetField, SnippetRequest } from "./snippets";

/** What the reader typed: one string per parameter (keyed by `fieldKey`), and the JSON body. */
export interface RequestInput {
  values: Record<string, string>;
  /** JSON body text, for operations with a JSON body. */
  body: string;
  /** Values of a multipart form's text fields, by name. */
  form: Record<string, string>;
  /** File names chosen for a multipart form's file fields, by name. */
  files: Record<string, string>;
}

/** A problem with one field, shown next to it and in the summary. */
export interface FieldError {
  /** `fieldKey` of a parameter, `body` for the JSON body, `form:<name>` for a form field. */
  field: string;
  label: string;
  message: string;
}

/** The key of a parameter's field: unique across locations. */
export const fieldKey = (parameter: Pick<TryItParameter, "in" | "name">): string => `${parameter.in}:${parameter.name}`;

/** The value typed for a field as the schema's type, or undefined when left empty. */
export function typedValue(parameter: Pick<TryItParameter, "schema">, raw: string | undefined): Json | undefined {
  if (raw === undefined || raw.trim() === "") return undefined;
  const types = parameter.schema.type === undefined ? [] : ([] as string[]).concat(parameter.schema.type);
  const scalar = (text: string, itemTypes: string[]): Json => {
    const trimmed = text.trim();
    if (
      (itemTypes.includes("integer") || itemTypes.includes("number")) &&
      trimmed !== "" &&
      !Number.isNaN(Number(trimmed))
    )
      return Number(trimmed);
    if (itemTypes.includes("boolean") && (trimmed === "true" || trimmed === "false")) return trimmed === "true";
    return text;
  };
  if (types.includes("object")) {
    // An object field (a form's JSON part) is typed as JSON text; what doesn't parse stays text.
    try {
      return JSON.parse(raw) as Json;
    } catch {
      return raw;
    }
  }
  if (types.includes("array")) {
    const items = parameter.schema.items;
    const itemTypes = items?.type === undefined ? [] : ([] as string[]).concat(items.type);
    return raw.split(",").map((part) => scalar(part.trim(), itemTypes));
  }
  return scalar(raw, types);
}

/** The text a field starts with: the spec's example, arrays joined by commas. */
export function initialText(value: Json | null): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value))
    return value.map((item) => (typeof item === "string" ? item : JSON.stringify(item))).join(",");
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** The form as the spec's examples fill it. */
export function initialInput(operation: TryItOperation): RequestInput {
  const values: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    if (parameter.required || parameter.in === "path") values[fieldKey(parameter)] = initialText(parameter.example);
  }
  const form: Record<string, string> = {};
  if (operation.body?.kind === "multipart") {
    for (const field of operation.body.fields)
      if (!field.file && field.required) form[field.name] = initialText(field.example);
  }
  return {
    values,
    body:
      operation.body?.kind === "json" && operation.body.example !== null
        ? JSON.stringify(operation.body.example, null, 2)
        : "",
    form,
    files: {},
  };
}

/** What the checks of a request ask of the schema checker: messages that end with the value sent. */
const REQUEST_CHECK = { sentValues: true } as const;

/**
 * Every problem with the input against the operation's schemas; empty when it may be sent. The
 * one check of a request: Try it runs it before sending, and the sandbox answers 400 with the
 * first problem it finds.
 */
export function validateInput(operation: TryItOperation, input: RequestInput): FieldError[] {
  const errors: FieldError[] = [];
  for (const parameter of operation.parameters) {
    const key = fieldKey(parameter);
    const label = `${parameter.name} (${parameter.in})`;
    const value = typedValue(parameter, input.values[key]);
    if (value === undefined) {
      if (parameter.required) errors.push({ field: key, label, message: `${parameter.name} is required.` });
      continue;
    }
    for (const difference of checkAgainstSchema(parameter.schema, value, REQUEST_CHECK)) {
      errors.push({ field: key, label, message: difference.message.replace(/^(The value|"[^"]*")/, parameter.name) });
    }
  }
  const body = operation.body;
  if (body?.kind === "json") {
    if (input.body.trim() === "") {
      if (body.required)
        errors.push({ field: "body", label: "Request body", message: "The request body is required." });
    } else {
      let parsed: unknown;
      try {
        parsed = JSON.parse(input.body);
      } catch (error) {
        errors.push({
          field: "body",
          label: "Request body",
          message: `The body is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
        });
        return errors;
      }
      for (const difference of checkAgainstSchema(body.schema, parsed, REQUEST_CHECK))
        errors.push({ field: "body", label: "Request body", message: difference.message });
    }
  }
  if (body?.kind === "multipart") {
    for (const field of body.fields) {
      const present = field.file ? Boolean(input.files[field.name]) : (input.form[field.name] ?? "").trim() !== "";
      if (!present) {
        if (field.required)
          errors.push({
            field: `form:${field.name}`,
            label: field.name,
            message: field.file ? `Choose a file for ${field.name}.` : `${field.name} is required.`,
          });
        continue;
      }
      if (!field.file) {
        const value = typedValue(field, input.form[field.name]);
        for (const difference of checkAgainstSchema(field.schema, value, REQUEST_CHECK)) {
          errors.push({
            field: `form:${field.name}`,
            label: field.name,
            message: difference.message.replace(/^(The value|"[^"]*")/, field.name),
          });
        }
      }
    }
  }
  return errors;
}

/** The mock's response choice: a status code and, optionally, a named example. */
export interface ResponseChoice {
  code: string | null;
  example: string | null;
}

/** The `Prefer` header for the mock, or null when nothing is chosen: never an empty header. */
export function preferHeader(choice: ResponseChoice): string | null {
  const parts: string[] = [];
  if (choice.code && /^\d{3}$/.test(choice.code)) parts.push(`code=${choice.code}`);
  if (choice.example && /^[\w.-]+$/.test(choice.example)) parts.push(`example=${choice.example}`);
  return parts.length ? parts.join(", ") : null;
}

/** A key shown in code: a placeholder when empty, its last four characters when masked. */
export function displayedKey(key: string, revealed: boolean): string {
  if (!key) return "YOUR_API_KEY";
  if (revealed) return key;
  return `${"•".repeat(8)}${key.slice(-4)}`;
}

/** The request the input makes, as the API receives it. `key` goes where the operation's first scheme says. */
export interface BuiltRequest {
  method: string;
  /** Absolute URL on the chosen server. */
  url: string;
  headers: Array<{ name: string; value: string }>;
}

function encodeQueryValue(value: string): string {
  return encodeURIComponent(value)
    .replace(/%2C/gi, ",")
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The URL, headers and method of the request, with the key where the operation takes it. */
export function buildRequest(
  operation: TryItOperation,
  input: RequestInput,
  serverUrl: string,
  key: string,
  prefer: string | null,
): BuiltRequest {
  let path = operation.path;
  const query: string[] = [];
  const headers: Array<{ name: string; value: string }> = [];
  for (const parameter of operation.parameters) {
    const raw = input.values[fieldKey(parameter)];
    if (raw === undefined || raw.trim() === "") continue;
    const text = raw.trim();
    if (parameter.in === "path") path = path.replace(`{${parameter.name}}`, encodeQueryValue(text));
    else if (parameter.in === "query") query.push(`${encodeURIComponent(parameter.name)}=${encodeQueryValue(text)}`);
    else headers.push({ name: parameter.name, value: text.replace(/[\r\n]/g, " ") });
  }
  const scheme = operation.auth.find((auth) => auth.in === "header") ?? operation.auth[0];
  if (key && scheme?.in === "header") headers.unshift({ name: scheme.name, value: key });
  if (key && scheme?.in === "query") query.push(`${encodeURIComponent(scheme.name)}=${encodeQueryValue(key)}`);
  if (operation.body?.kind === "json" && input.body.trim() !== "")
    headers.push({ name: "Content-Type", value: operation.body.contentType });
  headers.push({ name: "Accept", value: "application/json" });
  if (prefer) headers.push({ name: "Prefer", value: prefer });
  return {
    method: operation.method.toUpperCase(),
    url: `${serverUrl.replace(/\/+$/, "")}${path}${query.length ? `?${query.join("&")}` : ""}`,
    headers,
  };
}

/** The request as the code samples show it: the key masked (or shown when revealed), no `Prefer` unless chosen. */
export function snippetRequest(
  operation: TryItOperation,
  input: RequestInput,
  serverUrl: string,
  key: string,
  revealed: boolean,
  prefer: string | null,
): SnippetRequest {
  const shown = displayedKey(key, revealed);
  const built = buildRequest(operation, input, serverUrl, shown, prefer);
  const headers = built.headers.filter((header) => header.name !== "Accept");
  let body: SnippetRequest["body"] = null;
  if (operation.body?.kind === "json" && input.body.trim() !== "") body = { kind: "json", text: input.body };
  if (operation.body?.kind === "multipart") {
    body = {
      kind: "multipart",
      fields: operation.body.fields.flatMap((field): SnippetField[] => {
        if (field.file) return input.files[field.name] ? [{ name: field.name, fileName: input.files[field.name] }] : [];
        const value = input.form[field.name];
        return value === undefined || value.trim() === "" ? [] : [{ name: field.name, value }];
      }),
    };
  }
  return { method: built.method, url: built.url, headers, body };
}

/** The proxy URL that forwards to `target`: the target as the `url` query parameter. */
export function proxiedUrl(proxy: string, target: string): string {
  return `${proxy}${proxy.includes("?") ? "&" : "?"}url=${encodeURIComponent(target)}`;
}
