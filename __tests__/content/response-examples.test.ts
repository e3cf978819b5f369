/** @jest-environment node */
/**
 * Every JSON response a guide shows belongs to an operation of the HTTP spec (named in its title
 * or requested by the code block before it) and validates against that operation's schema for
 * its status, without properties the schema doesn't declare. "shortened" in the title lets an
 * example leave fields out, never add or mistype them.
 */
import { dereference } from "@readme/openapi-parser";
import { isObject, type SpecObject } from "../../src/lib/openapi/document";
import { propertySchema } from "../../src/lib/consistency/data-shape";
import { errorCodesByStatus, statusClass } from "../../src/lib/consistency/error-codes";
import { looksLikeResponse, responseBlocks } from "../../src/lib/consistency/response-blocks";
import { specOperations } from "../../src/lib/consistency/spec-text";
import { FACTS, HTTP_SPEC, loadGuides, loadSpec } from "../fixtures/content-corpus";
import { writeResolved } from "../fixtures/facts";
import { createSpecAjv, strictCopy } from "../fixtures/openapi-ajv";

const spec = loadSpec(HTTP_SPEC);
const paths = [...new Set(specOperations(spec).map((operation) => operation.path))];
let resolved: SpecObject;

beforeAll(async () => {
  resolved = (await dereference(writeResolved(HTTP_SPEC))) as unknown as SpecObject;
}, 60_000);

const codes = errorCodesByStatus(spec);

/** The body of every error response. */
const errorSchema = () => (isObject(resolved.components) && isObject(resolved.components.schemas) ? resolved.components.schemas.Error : undefined);

/** The schema of a status's JSON response of an operation, in the dereferenced spec. */
function responseSchema(method: string, path: string, status: string): unknown {
  const item = isObject(resolved.paths) ? resolved.paths[path] : undefined;
  const operation = isObject(item) ? item[method] : undefined;
  const responses = isObject(operation) && isObject(operation.responses) ? operation.responses : {};
  const response = responses[status] ?? (status.startsWith("5") ? responses["500"] : undefined);
  const content = isObject(response) && isObject(response.content) ? response.content["application/json"] : undefined;
  return isObject(content) ? content.schema : undefined;
}

test("every JSON response in the guides belongs to an operation and validates against its schema", () => {
  const ajv = createSpecAjv();
  const problems: string[] = [];
  let checked = 0;
  for (const { file, units } of loadGuides()) {
    for (const block of responseBlocks(units, FACTS.hosts.api.baseUrl, paths)) {
      const where = `${file}:${block.unit.line}`;
      const isError = isObject(block.body) && "error" in block.body;
      if (isError && !/^[45]/.test(block.status)) {
        problems.push(`${where}: an error response without its status: start the title with it, as in "404 Not Found"`);
        continue;
      }
      if (!block.operation && !isError) {
        if (looksLikeResponse(block.body)) problems.push(`${where}: a response of no operation: title it "GET /path" or put the request before it`);
        continue;
      }
      // Every operation answers errors with the one Error schema: an error needn't name its operation.
      let schema = block.operation ? responseSchema(block.operation.method, block.operation.path, block.status) : errorSchema();
      const operationName = block.operation ? `${block.operation.method.toUpperCase()} ${block.operation.path}` : "any operation";
      if (isError) {
        const code = isObject(block.body) && isObject(block.body.error) ? block.body.error.code : undefined;
        const allowed = codes.get(statusClass(block.status)) ?? new Set();
        if (typeof code !== "string" || !allowed.has(code)) problems.push(`${where}: \`${String(code)}\` isn't a code of the spec's ${block.status} responses (${[...allowed].join(", ")})`);
      }
      for (const name of block.selected) schema = propertySchema(resolved, schema, name);
      if (!schema) {
        problems.push(`${where}: ${operationName} has no ${block.status} JSON response${block.selected.length ? ` with .${block.selected.join(".")}` : ""}`);
        continue;
      }
      const validate = ajv.compile(strictCopy(schema, { shortened: block.shortened }) as object);
      checked += 1;
      if (!validate(block.body))
        problems.push(`${where}: not a ${block.status} response of ${operationName}: ${ajv.errorsText(validate.errors, { dataVar: "response" })}`);
    }
  }
  expect(problems).toEqual([]);
  expect(checked).toBeGreaterThan(15);
});
