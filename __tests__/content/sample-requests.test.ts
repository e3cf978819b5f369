/** @jest-environment node */
/**
 * Every request a code sample makes, in the guides and in the HTTP spec's `x-codeSamples`, is an
 * operation of the spec with declared, valid parameters and every header the operation needs
 * sent (an upload's `Idempotency-Key`, kept the same when the upload is retried); and where a
 * sample reads `data` as a list, `data` is a list for every operation it calls.
 */
import { dataShapeProblems } from "../../src/lib/consistency/data-shape";
import { operationParameters, sampleRequestProblems, sampleRequests } from "../../src/lib/consistency/sample-requests";
import { deref, specOperations, specSamples } from "../../src/lib/consistency/spec-text";
import { isObject } from "../../src/lib/openapi/document";
import { FACTS, HTTP_SPEC, loadGuides, loadSpec } from "../fixtures/content-corpus";
import { createSpecAjv, withoutExtensions } from "../fixtures/openapi-ajv";

const spec = loadSpec(HTTP_SPEC);
const baseUrl = FACTS.hosts.api.baseUrl;
const operations = specOperations(spec);
const paths = [...new Set(operations.map((operation) => operation.path))];
const ajv = createSpecAjv();

/** A parameter schema with its references put in place, for Ajv. */
const inline = (schema: unknown): unknown => {
  const value = deref(spec, schema);
  if (Array.isArray(value)) return value.map(inline);
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, key === "examples" ? child : inline(child)]));
};

const checkValue = (value: unknown, schema: unknown) => {
  const validate = ajv.compile(withoutExtensions(inline(schema)) as object);
  return validate(value) ? null : ajv.errorsText(validate.errors, { dataVar: "the value" });
};

/** Problems of one sample: its requests, and how it reads data for the operations it calls. */
function problemsOf(source: string): string[] {
  const called = sampleRequests(source, baseUrl, paths).flatMap((request) =>
    operations.filter((operation) => operation.path === request.path && operation.method === request.method).map((operation) => ({ where: `${operation.method.toUpperCase()} ${operation.path}`, operation: operation.operation })),
  );
  return [...sampleRequestProblems(source, baseUrl, spec, checkValue), ...dataShapeProblems(source, spec, called)];
}

test("the guides' samples make valid requests and read data as the spec shapes it", () => {
  let requests = 0;
  const problems = loadGuides().flatMap(({ file, units }) =>
    units.flatMap((unit) => {
      if (unit.kind !== "code") return [];
      requests += sampleRequests(unit.value, baseUrl, paths).length;
      return problemsOf(unit.value).map((problem) => `${file}:${unit.line}: ${problem}`);
    }),
  );
  expect(problems).toEqual([]);
  expect(requests).toBeGreaterThan(30);
});

test("the HTTP spec's code samples make valid requests and read data as the spec shapes it", () => {
  const samples = specSamples(spec);
  const problems = samples.flatMap(({ pointer, source, operation }) => {
    const own = sampleRequests(source, baseUrl, paths);
    const elsewhere = own.some((request) => request.path !== operation.path || request.method !== operation.method);
    return [...(elsewhere ? [`calls another operation than its own, ${operation.method.toUpperCase()} ${operation.path}`] : []), ...problemsOf(source)].map((problem) => `${pointer}: ${problem}`);
  });
  expect(problems).toEqual([]);
  expect(samples.length).toBeGreaterThanOrEqual(18);
});

test("the CORS page allows every request header of the spec in its preflight and its table", () => {
  const headers = [
    ...new Set([
      "X-API-Key",
      ...operations.flatMap((operation) => operationParameters(spec, operation).filter((parameter) => parameter.in === "header").map((parameter) => parameter.name)),
    ]),
  ];
  expect(headers).toContain("Idempotency-Key");
  const cors = loadGuides().find(({ file }) => file === "content/docs/api/cors.mdx");
  const allowLists = (cors?.units ?? []).flatMap((unit) => {
    const text = unit.kind === "code" ? unit.value : unit.text;
    const line = /Access-Control-Allow-Headers`?\s*(?:\|\s*|:\s*)([^|\n]+)/.exec(text);
    return line ? [line[1]] : [];
  });
  expect(allowLists).toHaveLength(2);
  for (const list of allowLists) expect({ list, missing: headers.filter((header) => !list.includes(header)) }).toEqual({ list, missing: [] });
});

