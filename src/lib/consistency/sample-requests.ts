/**
 * The HTTP requests a code sample makes, read from its source in any of the site's languages,
 * and what is wrong with them against the spec: an operation that doesn't exist, a parameter it
 * doesn't declare or an invalid value, a header every sample must send that is missing, or an
 * Idempotency-Key minted afresh on every run, which defeats a retry.
 */
import { isObject, type SpecObject } from "../openapi/document";
import { deref, specOperations, type SpecOperation } from "./spec-text";

/** One request of a sample. */
export interface SampleRequest {
  method: string;
  /** Path under the base URL, without the version: `/stocks/quote`. */
  path: string;
  /** Query parameters written in the URL, or null when the sample builds them in code. */
  query: Record<string, string> | null;
}

// A method other than GET, in any language the samples use.
const POST =
  /-X POST\b|\brequests\.post\(|method:\s*["']POST["']|Net::HTTP::Post|\bPostAsync\(|\.post\(|["']POST["']|-Method Post\b/;

/** Every request a sample makes to `baseUrl`, in source order. */
export function sampleRequests(source: string, baseUrl: string, paths: readonly string[]): SampleRequest[] {
  const method = POST.test(source) ? "post" : "get";
  const escaped = baseUrl.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const requests: SampleRequest[] = [];
  for (const match of source.matchAll(new RegExp(`${escaped}(/[A-Za-z0-9_/.-]*)?(\\?[^"'\\s\`)]*)?`, "g"))) {
    const path = match[1] ?? "";
    if (!paths.includes(path)) continue;
    const query = match[2] ?? "";
    // Without a query in the URL, only a curl command shows every parameter it sends.
    const line = source.slice(source.lastIndexOf("\n", match.index) + 1, source.indexOf("\n", match.index) >>> 0);
    const visible = query === "" ? /^\s*curl\b/.test(line) : !/[$%{]/.test(query);
    requests.push({ method, path, query: visible ? parseQuery(query.slice(1)) : null });
  }
  // Paths joined to a base URL in code, or passed to a helper: fetch_all("/stocks/symbols", ...).
  for (const match of source.matchAll(/(?:["'}]|\$\{\w+\})(\/[a-z][a-z/_-]*)(?=["'?`])/g)) {
    if (paths.includes(match[1]) && !requests.some((request) => request.path === match[1]))
      requests.push({ method, path: match[1], query: null });
  }
  return requests;
}

function parseQuery(query: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const pair of query.split("&").filter(Boolean)) {
    const [name, value = ""] = pair.split("=");
    result[decodeURIComponent(name)] = decodeURIComponent(value);
  }
  return result;
}

/** A parameter of an operation, as the checks need it. */
export interface OperationParameter {
  name: string;
  in: string;
  required: boolean;
  /** `x-send-with-every-request: true`: optional for the API, but every sample sends it. */
  alwaysSent: boolean;
  schema: unknown;
  /** Comma-separated array (`style: form`, `explode: false`). */
  commaSeparated: boolean;
}

/** The parameters of an operation, references followed. */
export function operationParameters(root: SpecObject, operation: SpecOperation): OperationParameter[] {
  const raw = Array.isArray(operation.operation.parameters) ? operation.operation.parameters : [];
  return raw.flatMap((item) => {
    const parameter = deref(root, item);
    if (!isObject(parameter) || typeof parameter.name !== "string") return [];
    const schema = deref(root, parameter.schema);
    return [
      {
        name: parameter.name,
        in: String(parameter.in),
        required: parameter.required === true,
        alwaysSent: parameter["x-send-with-every-request"] === true,
        schema,
        commaSeparated: isObject(schema) && schema.type === "array" && parameter.explode === false,
      },
    ];
  });
}

/** Checks a parameter value against its schema; returns a message or null. */
export type ValueCheck = (value: unknown, schema: unknown) => string | null;

// Ways the samples mint a new value on every run.
const FRESH_EVERY_RUN =
  /uuidgen|uuid\.uuid[14]|randomUUID|NewGuid|New-Guid|\buniqid\(|SecureRandom|Math\.random|crypto\.randomBytes|\brand\.|\bRandom\b/;

/** What is wrong with the requests of one sample. */
export function sampleRequestProblems(
  source: string,
  baseUrl: string,
  root: SpecObject,
  checkValue: ValueCheck,
): string[] {
  const operations = specOperations(root);
  const paths = [...new Set(operations.map((operation) => operation.path))];
  const problems: string[] = [];
  for (const request of sampleRequests(source, baseUrl, paths)) {
    const operation = operations.find((item) => item.path === request.path && item.method === request.method);
    const where = `${request.method.toUpperCase()} ${request.path}`;
    if (!operation) {
      problems.push(`${where} is not an operation of the spec`);
      continue;
    }
    const parameters = operationParameters(root, operation);
    if (request.query) {
      for (const [name, value] of Object.entries(request.query)) {
        if (name === "apikey") continue;
        const parameter = parameters.find((item) => item.in === "query" && item.name === name);
        if (!parameter) {
          problems.push(`${where} has no query parameter \`${name}\``);
          continue;
        }
        const typed = parameter.commaSeparated ? value.split(",") : coerce(value, parameter.schema);
        const problem = checkValue(typed, parameter.schema);
        if (problem) problems.push(`${where}: \`${name}=${value}\` ${problem}`);
      }
      for (const parameter of parameters.filter((item) => item.in === "query" && item.required)) {
        if (!(parameter.name in request.query))
          problems.push(`${where} needs the query parameter \`${parameter.name}\``);
      }
    }
    for (const parameter of parameters.filter((item) => item.in === "header" && (item.required || item.alwaysSent))) {
      const sends = new RegExp(`["'\\s]${parameter.name}["':]`, "i").test(source);
      if (!sends) {
        problems.push(`${where} doesn't send the \`${parameter.name}\` header every sample must send`);
        continue;
      }
      if (FRESH_EVERY_RUN.test(source))
        problems.push(
          `${where} mints a new \`${parameter.name}\` on every run, so a retry can't send the same one: derive it from what the request sends`,
        );
    }
  }
  return problems;
}

/** A query value typed as its schema expects, so that `page=2` is the integer 2. */
function coerce(value: string, schema: unknown): unknown {
  const type = isObject(schema) ? schema.type : undefined;
  if ((type === "integer" || type === "number") && value !== "" && !Number.isNaN(Number(value))) return Number(value);
  if (type === "boolean" && (value === "true" || value === "false")) return value === "true";
  return value;
}
