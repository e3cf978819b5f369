/** @jest-environment node */
/**
 * A stock is shown on the exchange of its listing wherever it appears: in the examples of both
 * specs and the guides, and in the examples a schema's properties make up (`AAPL` with
 * `NASDAQ`), against the sandbox's market, which reads the symbol lists.
 */
import { listingProblems, schemaExampleObject } from "../../src/lib/consistency/listings";
import { isObject } from "../../src/lib/openapi/document";
import { MARKET } from "../packages/sandbox/fixtures/sandbox";
import { allExamples, httpSpec } from "../fixtures/content-examples";

const listing = new Map(
  MARKET.instruments.list("stocks").map((stock) => [stock.id.replace(/^stocks\//, ""), stock.exchange] as const),
);

test("the listing is read: AAPL is on NASDAQ", () => {
  expect(listing.get("AAPL:us")).toBe("NASDAQ");
});

test("every stock of the examples is shown on its listing's exchange", () => {
  expect(allExamples().flatMap(({ where, value }) => listingProblems(value, where, listing))).toEqual([]);
});

test("every schema's property examples show a stock on its listing's exchange", () => {
  const schemas = isObject(httpSpec.components) && isObject(httpSpec.components.schemas) ? httpSpec.components.schemas : {};
  const problems = Object.entries(schemas).flatMap(([name, schema]) =>
    listingProblems(schemaExampleObject(httpSpec, schema), `#/components/schemas/${name}`, listing),
  );
  expect(problems).toEqual([]);
});
