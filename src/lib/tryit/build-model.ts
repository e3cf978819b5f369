import { isObject, type SpecDocument } from "../openapi/document";
import { readOperations, schemaExample, type SpecOperation } from "../openapi/operations";
import { plainLine } from "../openapi/inline-schema";
import type { Json } from "./json-schema";
import type {
  TryItAuth,
  TryItBody,
  TryItFormField,
  TryItOperation,
  TryItParameter,
  TryItResponse,
  TryItServer,
} from "./operation";

const JSON_MEDIA = /^application\/(?:[\w.+-]*\+)?json$/;
const LOCAL_HOSTS = /^(127\.0\.0\.1|localhost|\[::1\])$/;
/** Parameter names that take a ticker, and the asset class each tag's tickers come from. */
const SYMBOL_PARAMETERS = new Set(["symbol", "symbols", "from", "to"]);

const text = (value: unknown): string | null => (typeof value === "string" ? value : null);

function parameters(operation: SpecOperation, tag: string): TryItParameter[] {
  // A page cannot set a Cookie header on the proxy's request: cookie parameters get no field.
  return operation.parameters.flatMap((parameter): TryItParameter[] =>
    parameter.in === "cookie"
      ? []
      : [
          {
            name: parameter.name,
            in: parameter.in,
            required: parameter.required,
            description: plainLine(parameter.description),
            schema: parameter.schema,
            example: parameter.example ?? null,
            suggests: SYMBOL_PARAMETERS.has(parameter.name) ? tag : null,
          },
        ],
  );
}

function auth(operation: SpecOperation): TryItAuth[] {
  return operation.security.flatMap((security): TryItAuth[] =>
    security.type === "apiKey" && (security.in === "header" || security.in === "query")
      ? [{ in: security.in, name: security.name }]
      : [],
  );
}

function body(operation: SpecOperation): TryItBody | null {
  const spec = operation.body;
  if (!spec) return null;
  const { schema, required } = spec;
  if (spec.mediaType === "multipart/form-data") {
    const values = isObject(spec.example) ? (spec.example as Record<string, Json>) : {};
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
  if (JSON_MEDIA.test(spec.mediaType))
    return {
      kind: "json",
      contentType: spec.mediaType,
      required,
      schema,
      example: spec.example ?? schemaExample(schema) ?? null,
    };
  return null;
}

function responses(operation: SpecOperation): TryItResponse[] {
  return operation.responses.map((response): TryItResponse => ({
    status: response.status,
    description: plainLine(response.description),
    contentType: response.mediaType,
    schema: response.schema,
    headers: response.headers.map(({ name, required, schema }) => ({ name, required, schema })),
    examples: response.examples,
  }));
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

/**
 * What "Try it" needs of every operation of the spec, by operationId, from the spec's one reading
 * of its operations (read again when not given). The spec was validated before.
 */
export function buildTryItOperations(
  document: SpecDocument,
  operations: readonly SpecOperation[] = readOperations(document),
): Map<string, TryItOperation> {
  const serverList = tryItServers(document);
  return new Map(
    operations.map((operation) => [
      operation.operationId,
      {
        operationId: operation.operationId,
        method: operation.method,
        path: operation.path,
        servers: serverList,
        auth: auth(operation),
        parameters: parameters(operation, operation.tags[0] ?? ""),
        body: body(operation),
        responses: responses(operation),
      },
    ]),
  );
}
