/** @jest-environment node */
/**
 * What the data license asks of a displayed delayed price is stated in one sentence, the facts'
 * `display.delayedLabel`, by every guide and both specs that state it.
 */
import { displayTermProblems } from "../../src/lib/consistency/display-terms";
import { FACTS, HTTP_SPEC, WS_SPEC, loadGuides, loadSpec, specTextUnits } from "../fixtures/content-corpus";

const sentence = FACTS.display.delayedLabel;

test("the guides state the license's requirement in the facts' words", () => {
  const units = loadGuides().flatMap(({ file, units: list }) => list.map((unit) => ({ where: `${file}:${unit.line}`, unit })));
  expect(units.filter(({ unit }) => unit.kind === "text" && unit.text.includes(sentence)).length).toBeGreaterThan(1);
  expect(units.flatMap(({ where, unit }) => displayTermProblems(unit, sentence).map((problem) => `${where}: ${problem}`))).toEqual([]);
});

test("both specs state it in the facts' words", () => {
  const units = [HTTP_SPEC, WS_SPEC].flatMap((file) => specTextUnits(loadSpec(file)).map(({ where, unit }) => ({ where: `${file} ${where}`, unit })));
  expect(units.filter(({ unit }) => unit.kind === "text" && unit.text.includes(sentence)).length).toBeGreaterThan(2);
  expect(units.flatMap(({ where, unit }) => displayTermProblems(unit, sentence).map((problem) => `${where}: ${problem}`))).toEqual([]);
});
