/** @jest-environment node */
import { childPointer } from "../../../src/lib/openapi/document";
import {
  compactOperation,
  compactSchema,
  expandOperation,
  expandSchema,
} from "../../../src/lib/openapi/schema-compact";
import { buildSchemaView } from "../../../src/lib/openapi/schema-view";
import { fixtureSpec } from "../../fixtures/openapi-specs";

const view = buildSchemaView(
  fixtureSpec("schemas.yaml"),
  { $ref: "#/components/schemas/Cases" },
  childPointer("#", "x"),
);

test("compacting leaves out defaults and expanding restores the same view", () => {
  const compact = compactSchema(view);
  expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(view).length / 3);
  expect(compact.properties?.[0]).toEqual(expect.not.objectContaining({ required: false, enumValues: [] }));
  expect(expandSchema(JSON.parse(JSON.stringify(compact)))).toEqual(view);
});

test("an operation's parameter, body and response schemas round-trip", () => {
  const operation = {
    id: "x",
    parameters: [{ name: "q", schema: view }],
    requestBody: { schema: view },
    responses: [
      { status: "200", schema: view },
      { status: "204", schema: null },
    ],
  };
  const stored = JSON.parse(JSON.stringify(compactOperation(operation)));
  expect(expandOperation<typeof operation>(stored)).toEqual(operation);
});
