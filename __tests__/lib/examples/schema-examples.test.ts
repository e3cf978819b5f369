/** @jest-environment node */
import { describedInstances, schemaInstances, schemaSlots } from "../../../src/lib/examples/schema-examples";

const ROOT = {
  components: {
    schemas: {
      Quote: {
        type: "object",
        properties: { symbol: { type: "string", examples: ["AAPL"] }, price: { type: "number", examples: [228.52] } },
      },
      StockQuote: { allOf: [{ $ref: "#/components/schemas/Quote" }, { properties: { volume: { examples: [100] } } }] },
      timestamp: { type: "string", examples: ["2024-11-20T20:59:58Z"] },
    },
  },
};

test("the scalar examples of schemas and of their properties, allOf members included", () => {
  expect(schemaSlots(ROOT).map((slot) => [slot.schema, slot.at.join("/"), slot.field.join("/"), slot.value])).toEqual([
    ["Quote", "components/schemas/Quote/properties/symbol/examples/0", "symbol", "AAPL"],
    ["Quote", "components/schemas/Quote/properties/price/examples/0", "price", 228.52],
    ["StockQuote", "components/schemas/StockQuote/allOf/1/properties/volume/examples/0", "volume", 100],
    ["timestamp", "components/schemas/timestamp/examples/0", "", "2024-11-20T20:59:58Z"],
  ]);
});

test("the instance the slots agree with most is the one they describe", () => {
  const schema = {
    type: "object",
    properties: {
      data: { type: "array", items: { $ref: "#/components/schemas/StockQuote" } },
      at: { $ref: "#/components/schemas/timestamp" },
    },
  };
  const example = {
    data: [
      { symbol: "MSFT", price: 415.49, volume: 100 },
      { symbol: "AAPL", price: 228.52, volume: 7 },
    ],
    at: "2024-11-20T20:59:58Z",
  };
  const instances = schemaInstances(ROOT, schema, example, 0);
  expect(instances.map((instance) => `${instance.schema} ${instance.path.join("/")}`)).toEqual([
    "StockQuote data/0",
    "Quote data/0",
    "StockQuote data/1",
    "Quote data/1",
    "timestamp at",
  ]);
  const chosen = describedInstances(schemaSlots(ROOT), instances, [example]);
  expect(chosen.get("Quote")?.path).toEqual(["data", 1]);
  expect(chosen.get("StockQuote")?.path).toEqual(["data", 0]);
  expect(chosen.get("timestamp")?.path).toEqual(["at"]);
});
