/** @jest-environment node */
import { listingProblems, schemaExampleObject } from "../../../src/lib/consistency/listings";

const listing = new Map([
  ["AAPL:us", "NASDAQ"],
  ["SAP:de", "Xetra"],
]);

test("a stock shown on another exchange than its listing's is named; the country defaults to us", () => {
  expect(
    listingProblems(
      {
        data: [
          { symbol: "AAPL", exchange: "NYSE" },
          { symbol: "SAP", country: "de", exchange: "Xetra" },
        ],
      },
      "x",
      listing,
    ),
  ).toEqual(["x/data/0: AAPL (us) is shown on NYSE, but its listing is NASDAQ"]);
});

test("a schema's property examples make up one object, through allOf and references", () => {
  const root = {
    components: {
      schemas: {
        Symbol: { properties: { symbol: { examples: ["AAPL"] } } },
        StockSymbol: {
          allOf: [{ $ref: "#/components/schemas/Symbol" }, { properties: { exchange: { examples: ["NYSE"] } } }],
        },
      },
    },
  };
  const made = schemaExampleObject(root, root.components.schemas.StockSymbol);
  expect(made).toEqual({ symbol: "AAPL", exchange: "NYSE" });
  expect(listingProblems(made, "StockSymbol", listing)).toHaveLength(1);
});
