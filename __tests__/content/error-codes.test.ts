/** @jest-environment node */
/**
 * Every error code named with a status, in the guides and in the HTTP spec's own descriptions
 * and samples, is a code the spec returns with that status, and the one for the situation the
 * text describes: a used-up daily quota is `429 quota_exceeded`.
 */
import { errorCodeProblems, errorCodesByStatus, SITUATIONS, statusClass } from "../../src/lib/consistency/error-codes";
import { specSamples } from "../../src/lib/consistency/spec-text";
import { HTTP_SPEC, loadGuides, loadSpec, specTextUnits } from "../fixtures/content-corpus";

const spec = loadSpec(HTTP_SPEC);
const codes = errorCodesByStatus(spec);

test("the situations the check tells apart are the spec's own", () => {
  for (const situation of SITUATIONS) expect([situation.code, codes.get(statusClass(situation.status))?.has(situation.code)]).toEqual([situation.code, true]);
  expect([...(codes.get("429") ?? [])].sort()).toEqual(["quota_exceeded", "rate_limited"]);
});

test("the guides name each error code with its status and situation", () => {
  const problems = loadGuides().flatMap(({ file, units }) =>
    units.flatMap((unit) => errorCodeProblems(unit, codes).map((problem) => `${file}:${unit.line}: ${problem}`)),
  );
  expect(problems).toEqual([]);
});

test("the HTTP spec's descriptions and samples name each error code with its status and situation", () => {
  const inText = specTextUnits(spec).flatMap(({ where, unit }) => errorCodeProblems(unit, codes).map((problem) => `${where}: ${problem}`));
  const inSamples = specSamples(spec).flatMap(({ pointer, source }) =>
    errorCodeProblems({ kind: "code", lang: "", title: null, value: source, line: 1, section: "" }, codes).map((problem) => `${pointer}: ${problem}`),
  );
  expect([...inText, ...inSamples]).toEqual([]);
});
