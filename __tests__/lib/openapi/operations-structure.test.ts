/** @jest-environment node */
import { readOperations } from "../../../src/lib/openapi/operations";
import type { SpecDocument } from "../../../src/lib/openapi/document";
import { httpSpec } from "../../fixtures/changelog";

describe("readOperations without schemas", () => {
  const document: SpecDocument = { root: httpSpec(), file: "openapi.yaml", locate: () => "openapi.yaml" };
  const full = readOperations(document);
  const structure = readOperations(document, { schemas: false });

  test("reads the same operations, parameters, bodies and responses, at the same pointers", () => {
    const shape = (operations: typeof full) =>
      operations.map((operation) => ({
        key: `${operation.method} ${operation.path}`,
        parameters: operation.parameters.map((parameter) => [
          parameter.in,
          parameter.name,
          parameter.required,
          parameter.schemaPointer,
        ]),
        body: operation.body && [operation.body.required, operation.body.schemaPointer],
        responses: operation.responses.map((response) => [response.status, response.schemaPointer, response.examples]),
      }));
    expect(shape(structure)).toEqual(shape(full));
  });

  test("leaves every schema empty instead of inlining it", () => {
    expect(full[0].parameters[1].schema).toMatchObject({ enum: ["de", "us"], ref: "Country" });
    expect(structure.flatMap((operation) => operation.parameters.map((parameter) => parameter.schema))).toEqual([
      {},
      {},
      {},
    ]);
    expect(structure.flatMap((operation) => operation.responses.map((response) => response.schema))).toEqual([
      {},
      {},
      null,
      {},
      {},
    ]);
  });
});
