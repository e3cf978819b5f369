/** @jest-environment node */
import { resolveFactsInMdx } from "../../../src/lib/facts/resolve-text";
import { mdxSections } from "../../../src/lib/search/mdx-sections";
import { FACTS } from "../../fixtures/facts";

test("<Fact>, placeholders and generated tables become the values readers see", () => {
  const body = [
    'The Free plan allows <Fact path="plans.free.httpPerDay" /> requests per day.',
    "",
    "```bash",
    'curl "{{facts.hosts.api.baseUrl}}/crypto/quote"',
    "```",
    "",
    '<LimitsTable api="http" plans="free" />',
  ].join("\n");
  const resolved = resolveFactsInMdx(body, FACTS);
  expect(resolved).toContain(`allows ${(FACTS.plans.free.httpPerDay ?? 0).toLocaleString("en-US")} requests per day`);
  expect(resolved).toContain(`curl "${FACTS.hosts.api.baseUrl}/crypto/quote"`);
  expect(resolved).toContain(`Free: ${FACTS.plans.free.httpPerMinute}, ${FACTS.plans.free.httpPerDay}`);
  expect(resolved).not.toMatch(/<Fact|\{\{facts|<LimitsTable/);
});

test("the search text of a section holds the values, not the tags", () => {
  const [first] = mdxSections(
    resolveFactsInMdx('Delayed by <Fact path="delayMinutes" /> minutes on <SupportLevels />.', FACTS),
  );
  expect(first.text).toContain(`Delayed by ${FACTS.delayMinutes} minutes`);
  expect(first.text).toContain("P1: Critical");
});

test("an unknown path is left for the build's own check to report", () => {
  expect(resolveFactsInMdx('<Fact path="plans.free.nope" /> {{facts.nope}}', FACTS)).toBe(
    '<Fact path="plans.free.nope" /> {{facts.nope}}',
  );
});
