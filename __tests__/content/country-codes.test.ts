/** @jest-environment node */
/**
 * Country codes are lowercase across both APIs, as the stock `country` parameter takes them:
 * every `country` field of both specs' schemas and payloads says so, and every `country` of the
 * examples of both specs and the guides is written so.
 */
import { countrySchemaProblems, countryValueProblems } from "../../src/lib/consistency/country-codes";
import { allExamples, httpSpec, wsSpec } from "../fixtures/content-examples";

test("every `country` field of both specs admits lowercase codes only", () => {
  expect([...countrySchemaProblems(httpSpec), ...countrySchemaProblems(wsSpec)]).toEqual([]);
});

test("every `country` of the examples is a lowercase code", () => {
  expect(allExamples().flatMap(({ where, value }) => countryValueProblems(value, where))).toEqual([]);
});
