/** @jest-environment node */
import fs from "node:fs";
import { parseSpecDocument } from "../../../src/lib/openapi/document";
import { buildTryItOperations } from "../../../src/lib/tryit/build-model";
import { checkAgainstSchema } from "../../../src/lib/tryit/schema-check";

const file = "specs/http-api.openapi.yaml";
const operations = buildTryItOperations(parseSpecDocument(fs.readFileSync(file, "utf8"), file));

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
    expect(quote.parameters.map((p) => [p.name, p.required, p.suggests])).toEqual(expect.arrayContaining([["symbol", true, "stocks"], ["country", true, null]]));
    expect(JSON.stringify(quote)).not.toContain("$ref");
    const tooMany = quote.responses.find((response) => response.status === "429")!;
    expect(tooMany.examples.map((example) => example.name)).toEqual(expect.arrayContaining(["per_minute", "daily"]));
  });

  test("every documented example satisfies the inlined schema it belongs to", () => {
    const spec = JSON.parse(JSON.stringify(parseSpecDocument(fs.readFileSync(file, "utf8"), file).root)) as { paths: Record<string, Record<string, { operationId: string }>> };
    expect(Object.keys(spec.paths).length).toBeGreaterThan(0);
    const quote = operations.get("stocks-get-quote")!;
    const ok = quote.responses.find((response) => response.status === "200")!;
    expect(checkAgainstSchema(ok.schema!, { data: {} }).map((d) => d.kind)).toContain("missing-required");
  });

  test("the uploads are multipart forms with a file field", () => {
    const upload = operations.get("algo-upload-backtesting")!;
    expect(upload.body?.kind).toBe("multipart");
    expect(upload.body?.kind === "multipart" && upload.body.fields.some((field) => field.file)).toBe(true);
  });
});
