/** @jest-environment node */
import { dataShapeProblems, listUses, pathUnderData } from "../../../src/lib/consistency/data-shape";

const SPEC = {
  paths: {},
  components: {
    schemas: {
      List: { allOf: [{ type: "object", properties: { data: { type: "array", items: {} } } }] },
      Insight: { type: "object", properties: { symbol: { type: "string" }, series: { type: "array", items: {} } } },
    },
  },
};
const ok = (schema: object) => ({ responses: { "200": { content: { "application/json": { schema } } } } });
const LIST = ok({ $ref: "#/components/schemas/List" });
const INSIGHT = ok({ type: "object", properties: { data: { $ref: "#/components/schemas/Insight" } } });

test("finds where a sample treats data as a list, and the path under data", () => {
  expect(pathUnderData('body["data"]["series"]')).toEqual(["series"]);
  expect(pathUnderData("data.series")).toEqual(["series"]);
  expect(listUses('items.extend(body["data"])\nbars.push(...data.series)').map((use) => use.path)).toEqual([
    [],
    ["series"],
  ]);
});

test("a list use must meet an array in every operation the sample calls", () => {
  const loop = 'items.extend(body["data"])';
  expect(dataShapeProblems(loop, SPEC, [{ where: "GET /symbols", operation: LIST }])).toEqual([]);
  expect(dataShapeProblems(loop, SPEC, [{ where: "GET /insights", operation: INSIGHT }])).toEqual([
    '`.extend(body["data"])` reads `data` as a list, but for GET /insights `data` is an object',
  ]);
  expect(
    dataShapeProblems('bars.extend(body["data"]["series"])', SPEC, [{ where: "GET /insights", operation: INSIGHT }]),
  ).toEqual([]);
});
