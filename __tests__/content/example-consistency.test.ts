/** @jest-environment node */
/**
 * The examples of both specs and of the guides describe one market: one price per symbol and
 * instant, a previous close equal to the previous daily bar's close, changes that follow from
 * them, conversions at the quoted rate, one open per trading day; and the key rows of a usage
 * example can be told apart, as key rotation needs.
 */
import { marketProblems, observe } from "../../src/lib/consistency/market-examples";
import { isObject } from "../../src/lib/openapi/document";
import { FACTS } from "../fixtures/content-corpus";
import { guideExamples, httpExamples, wsExamples } from "../fixtures/content-examples";

test("the examples of both specs and the guides describe one market", () => {
  const examples = [...httpExamples(), ...wsExamples(), ...guideExamples()];
  const found = observe(examples);
  expect(found.quotes.length).toBeGreaterThan(30);
  expect(found.bars.length).toBeGreaterThan(15);
  expect(found.conversions.length).toBeGreaterThan(2);
  expect(marketProblems(found, FACTS.fx)).toEqual([]);
});

test("the keys of a usage example can be told apart", () => {
  const problems: string[] = [];
  const visit = (value: unknown, where: string) => {
    if (Array.isArray(value)) return value.forEach((item, index) => visit(item, `${where}/${index}`));
    if (!isObject(value)) return;
    if (Array.isArray(value.keys) && "requests" in value) {
      const ids = value.keys.map((row) => (isObject(row) ? `${String(row.id)} ${String(row.last_four)}` : ""));
      if (new Set(ids).size !== ids.length || ids.some((id) => id.includes("undefined"))) problems.push(`${where}: key rows need a distinct id and last_four: ${ids.join("; ")}`);
    }
    for (const [name, child] of Object.entries(value)) visit(child, `${where}/${name}`);
  };
  for (const { where, value } of [...httpExamples(), ...guideExamples()]) visit(value, where);
  expect(problems).toEqual([]);
});
