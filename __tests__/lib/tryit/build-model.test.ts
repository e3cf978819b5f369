/** @jest-environment node */
import { childPointer, isObject, parseSpecDocument, valueAt } from "../../../src/lib/openapi/document";
import { resolveRef } from "../../../src/lib/openapi/refs";
import { buildTryItOperations } from "../../../src/lib/tryit/build-model";
import { checkAgainstSchema } from "../../../src/lib/tryit/schema-check";
import { readResolved } from "../../fixtures/facts";

const file = "specs/http-api.openapi.yaml";
const operations = buildTryItOperations(parseSpecDocument(readResolved(file), file));

describe("Try-it models of the HTTP API spec", () => {
  test("every operation has one, with the production and mock servers", () => {
    expect(operations.size).toBeGreaterThanOrEqual(37);
    for (const operation of operations.values()) {
      expect(operation.servers.map((server) => server.mock)).toEqual([false, true]);
      expect(operation.auth[0]).toEqual({ in: "header", name: "X-API-Key" });
    }
  });

  test("get-quote: parameters with inlined schemas, symbol suggestions, responses with named examples", () => {
    const quote = operations.get("stocks-get-quote")!;
    expect(quote.parameters.map((p) => [p.name, p.required, p.suggests])).toEqual(
      expect.arrayContaining([
        ["symbol", true, "stocks"],
        ["country", true, null],
      ]),
    );
    expect(JSON.stringify(quote)).not.toContain("$ref");
    const tooMany = quote.responses.find((response) => response.status === "429")!;
    expect(tooMany.examples.map((example) => example.name)).toEqual(expect.arrayContaining(["per_minute", "daily"]));
  });

  test("every response example of the spec matches its inlined schema, undocumented fields included, so the mock's answers match the reference", () => {
    const document = parseSpecDocument(readResolved(file), file);
    const checked: string[] = [];
    for (const operation of operations.values()) {
      const raw = valueAt(document.root, childPointer("#", "paths", operation.path, operation.method));
      const responses = isObject(raw) && isObject(raw.responses) ? raw.responses : {};
      for (const response of operation.responses) {
        const resolved = resolveRef(document, responses[response.status], "#").value;
        const media = isObject(resolved.content) ? Object.values(resolved.content)[0] : undefined;
        const examples = isObject(media) && isObject(media.examples) ? Object.entries(media.examples) : [];
        for (const [name, example] of examples) {
          const value = resolveRef(document, example, "#").value.value;
          const differences = response.schema
            ? checkAgainstSchema(response.schema, value, { undocumentedFields: true })
            : [];
          expect({ at: `${operation.operationId} ${response.status} ${name}`, differences }).toEqual({
            at: `${operation.operationId} ${response.status} ${name}`,
            differences: [],
          });
          checked.push(name);
        }
      }
    }
    expect(checked.length).toBeGreaterThan(50);
  });

  test("the uploads are multipart forms with a file field", () => {
    const upload = operations.get("algo-upload-backtesting")!;
    expect(upload.body?.kind).toBe("multipart");
    expect(upload.body?.kind === "multipart" && upload.body.fields.some((field) => field.file)).toBe(true);
  });
});
