/** @jest-environment node */
import { factReferenceErrors } from "../../../src/lib/facts/mdx-references";
import { FACTS } from "../../fixtures/facts";

const messages = (body: string) =>
  factReferenceErrors(body, FACTS, "content/docs/x.mdx", 4).map((error) => error.message);

test("known references pass", () => {
  expect(
    messages(
      'Up to <Fact path="plans.free.httpPerDay" /> requests.\n\n```js\nconst API = "{{facts.hosts.api.baseUrl}}";\n```\n<LimitsTable api="http" plans="free,trial" />\n<PlanComparison />',
    ),
  ).toEqual([]);
});

test("a missing fact names the file, the line in the file and the closest paths", () => {
  expect(messages('\n\nSee <Fact path="plans.free.httpPerDy" />.')).toEqual([
    'content/docs/x.mdx:7: unknown fact "plans.free.httpPerDy". Closest existing paths: "plans.free.httpPerDay", "plans.trial.httpPerDay", "plans.free.http.crypto". Fix: use one of them, or add the fact to content/facts.yaml.',
  ]);
  expect(messages("`{{facts.hosts.dash}}`")[0]).toMatch(
    /^content\/docs\/x\.mdx:5: unknown fact "hosts\.dash"\. Closest existing paths: "hosts\.dashboard"/,
  );
});

test("table components with unknown plans or no api are refused", () => {
  expect(messages('<PlanComparison plans="free,gold" />')).toEqual([
    'content/docs/x.mdx:5: <PlanComparison> has an unknown plan "gold"; plans are free, trial, enterprise, allInOne.',
  ]);
  expect(messages("<LimitsTable />")).toEqual([
    'content/docs/x.mdx:5: <LimitsTable> needs api="http" or api="websocket".',
  ]);
});
