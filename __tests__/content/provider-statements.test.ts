/** @jest-environment node */
/**
 * What the guides, both specs and the symbol lists say about the provider agrees with the
 * decisions in content/facts.yaml: FX day and week, base metals, the crypto stream's aggregate,
 * what Enterprise includes, which requests count, delisted symbols; and the FOREX times of the
 * spec's examples are the FX day's end on their dates.
 */
import { forexTimeProblems, statementProblems } from "../../src/lib/consistency/statements";
import { FACTS, HTTP_SPEC, WS_SPEC, loadGuides, loadSpec, specTextUnits, yamlCommentUnits } from "../fixtures/content-corpus";

const textOf = (unit: { kind: string; text?: string }) => (unit.kind === "text" ? (unit.text ?? "") : "");

test("the guides agree with the facts", () => {
  const problems = loadGuides().flatMap(({ file, units }) =>
    units.flatMap((unit) => statementProblems(textOf(unit), FACTS).map((problem) => `${file}:${unit.line}: ${problem}`)),
  );
  expect(problems).toEqual([]);
});

test("both specs agree with the facts", () => {
  const problems = [HTTP_SPEC, WS_SPEC].flatMap((file) =>
    specTextUnits(loadSpec(file)).flatMap(({ where, unit }) => statementProblems(textOf(unit), FACTS).map((problem) => `${file} ${where}: ${problem}`)),
  );
  expect(problems).toEqual([]);
});

test("the symbol lists' comments agree with the facts", () => {
  const problems = yamlCommentUnits("content/symbols").flatMap(({ where, unit }) => statementProblems(textOf(unit), FACTS).map((problem) => `${where}: ${problem}`));
  expect(problems).toEqual([]);
});

test("FOREX opens and closes at the end of the FX day in every example of the HTTP spec", () => {
  expect(forexTimeProblems(loadSpec(HTTP_SPEC).paths, "#/paths", FACTS)).toEqual([]);
});
