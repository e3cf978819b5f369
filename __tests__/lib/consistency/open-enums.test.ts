/** @jest-environment node */
import { openEnumProblems } from "../../../src/lib/consistency/open-enums";

test("a list documented as open must be open, and an open list must say so and name its values", () => {
  const closed = {
    components: { schemas: { Code: { type: "string", description: "New codes can be added.", enum: ["a", "b"] } } },
  };
  expect(openEnumProblems(closed)).toEqual([
    "#/components/schemas/Code: documented as open (new values can be added) but a closed `enum`; use `type: string` with the known values in `x-extensible-enum`",
  ]);
  const open = {
    components: {
      schemas: {
        Code: { type: "string", description: "`a` or `b`. New codes can\nbe added.", "x-extensible-enum": ["a", "b"] },
      },
    },
  };
  expect(openEnumProblems(open)).toEqual([]);
  const silent = {
    components: { schemas: { Code: { type: "string", description: "`a`.", "x-extensible-enum": ["a", "b"] } } },
  };
  expect(openEnumProblems(silent)).toEqual([
    "#/components/schemas/Code: an open list (`x-extensible-enum`) must say that new values can be added",
    "#/components/schemas/Code: an open list must name its known values; `b` missing from its description",
  ]);
});

test("the description of a property that uses a schema describes it too", () => {
  const spec = {
    components: {
      schemas: {
        Plan: { type: "string", enum: ["free"] },
        Usage: {
          properties: { plan: { $ref: "#/components/schemas/Plan", description: "More plans will be added." } },
        },
      },
    },
  };
  expect(openEnumProblems(spec)).toHaveLength(1);
});
