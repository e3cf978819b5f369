import type { TryItOperation } from "../../../src/lib/tryit/operation";
import { checkResponse, documentedResponse } from "../../../src/lib/tryit/response-check";

const operation: Pick<TryItOperation, "responses"> = {
  responses: [
    {
      status: "200",
      description: "OK",
      contentType: "application/json",
      schema: {
        type: "object",
        required: ["data"],
        properties: { data: { type: "object", required: ["price"], properties: { price: { type: "number" } } } },
      },
      headers: [{ name: "X-RateLimit-Remaining", required: true, schema: { type: "integer" } }],
      examples: [],
    },
    {
      status: "4XX",
      description: "Client error",
      contentType: "application/json",
      schema: { type: "object", required: ["error"], properties: { error: { type: "object" } } },
      headers: [],
      examples: [],
    },
  ],
};
const json = { "content-type": "application/json", "x-ratelimit-remaining": "87" };

describe("checkResponse", () => {
  test("a documented response matches", () => {
    expect(
      checkResponse(operation, { status: 200, headers: json, body: '{"data":{"price":1.5}}' }).differences,
    ).toEqual([]);
  });

  test("each kind of difference names its pointer", () => {
    const kinds = (status: number, headers: Record<string, string>, body: string) =>
      checkResponse(operation, { status, headers, body }).differences.map((d) => [d.kind, d.pointer]);
    expect(kinds(200, json, '{"data":{}}')).toEqual([["missing-required", "/data/price"]]);
    expect(kinds(200, json, '{"data":{"price":"1"}}')).toEqual([["wrong-type", "/data/price"]]);
    expect(kinds(200, json, '{"data":{"price":1},"debug":1}')).toEqual([["undocumented-field", "/debug"]]);
    expect(kinds(200, { "content-type": "application/json" }, '{"data":{"price":1}}')).toEqual([
      ["missing-header", "header:X-RateLimit-Remaining"],
    ]);
    expect(kinds(200, { ...json, "x-ratelimit-remaining": "many" }, '{"data":{"price":1}}')).toEqual([
      ["wrong-type", "header:X-RateLimit-Remaining"],
    ]);
    expect(kinds(200, { ...json, "content-type": "text/html" }, "<html>")).toEqual([["not-json", ""]]);
    expect(kinds(503, json, "{}")).toEqual([["undocumented-status", ""]]);
  });

  test("a status falls back to its class, then default", () => {
    expect(documentedResponse(operation, 429)?.status).toBe("4XX");
    expect(documentedResponse(operation, 500)).toBeNull();
  });
});
