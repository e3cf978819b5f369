/**
 * Search relevance, measured: the judged queries (bench/search-judgements.json) against the built
 * index through the engine the browser uses. `bench/search-relevance.ts` prints the figures, the
 * query times among them: a time is a figure of the bench, not a test.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { runJudgedSet, THRESHOLDS } from "../bench/search-judged-run.ts";

const result = await runJudgedSet();
const failures = () =>
  result.report.failures
    .map((failure) => `  "${failure.query}": rank ${failure.rank ?? "none"}, first ${failure.first[0] ?? "nothing"}`)
    .join("\n");

test("the judged set has at least 60 queries, each answered by a page the site has", () => {
  assert.ok(result.report.queries >= 60, `${result.report.queries} queries`);
  assert.deepEqual(result.unknown, []);
});

test(`success@1 ≥ ${THRESHOLDS.successAt1} and success@5 ≥ ${THRESHOLDS.successAt5}`, () => {
  assert.ok(
    result.report.successAt1 >= THRESHOLDS.successAt1,
    `success@1 ${result.report.successAt1.toFixed(3)}\n${failures()}`,
  );
  assert.ok(
    result.report.successAt5 >= THRESHOLDS.successAt5,
    `success@5 ${result.report.successAt5.toFixed(3)}\n${failures()}`,
  );
});
