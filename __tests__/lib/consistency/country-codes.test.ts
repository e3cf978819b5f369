/** @jest-environment node */
import { countrySchemaProblems, countryValueProblems } from "../../../src/lib/consistency/country-codes";

test("a `country` property must admit lowercase codes only: by pattern, list or reference", () => {
  const root = {
    components: {
      schemas: {
        Code: { type: "string", enum: ["uk", "us"] },
        Quote: { properties: { country: { $ref: "#/components/schemas/Code" } } },
        Market: { properties: { country: { type: ["string", "null"], pattern: "^[a-z]{2}$" } } },
        Exchange: { properties: { country: { type: "string", pattern: "^[A-Z]{2}$" } } },
      },
    },
  };
  expect(countrySchemaProblems(root)).toHaveLength(1);
  expect(countrySchemaProblems(root)[0]).toMatch(/^#\/components\/schemas\/Exchange\/properties\/country: /);
});

test("a `country` value of an example must be a lowercase code or null", () => {
  expect(countryValueProblems({ data: [{ country: "us" }, { country: null }, { country: "GB" }] }, "x")).toEqual([
    'x/data/2: country "GB" isn\'t a lowercase two-letter code',
  ]);
});
