/** @jest-environment node */
/**
 * Gatsby loads every gatsby-node in its HTML worker and in builds that stop before sourcing: the
 * spec parsers, about a second of loading, are read only when a spec is validated.
 */
const loaded: string[] = [];

jest.mock("@asyncapi/parser", () => {
  loaded.push("@asyncapi/parser");
  return jest.requireActual("@asyncapi/parser");
});
jest.mock("@readme/openapi-parser", () => {
  loaded.push("@readme/openapi-parser");
  return jest.requireActual("@readme/openapi-parser");
});

test("loading the validators loads neither parser; validating loads each", async () => {
  const { offlineParser } = await import("../../src/node/asyncapi-validate");
  const { checkWithOpenApiParser } = await import("../../src/node/openapi-validate");
  const { parseSpecDocument } = await import("../../src/lib/openapi/document");
  expect(loaded).toEqual([]);

  await offlineParser([]);
  const text =
    'openapi: 3.1.0\ninfo: { title: T, version: "1" }\npaths: { /a: { get: { responses: { "200": { description: OK } } } } }\n';
  await checkWithOpenApiParser(parseSpecDocument(text, "specs/t.openapi.yaml"));
  expect(loaded.sort()).toEqual(["@asyncapi/parser", "@readme/openapi-parser"]);
});
