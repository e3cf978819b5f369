#!/usr/bin/env node
/**
 * Relevance and speed of the local search engine over the judged queries: success@1, success@5,
 * MRR, the p95 query time (CPU time; wall time beside it) and every query whose answer did not
 * come first.
 *
 *   npm run build && node --import ./scripts/resolve-ts.ts bench/search-relevance.ts
 */
import { runJudgedSet, THRESHOLDS } from "./search-judged-run.ts";

const { report, p95, p95Wall, records, unknown } = await runJudgedSet();
console.log(`${report.queries} judged queries over ${records} records`);
console.log(
  `success@1 ${report.successAt1.toFixed(3)} (≥ ${THRESHOLDS.successAt1})  success@5 ${report.successAt5.toFixed(3)} (≥ ${THRESHOLDS.successAt5})  MRR ${report.mrr.toFixed(3)}  p95 ${p95.toFixed(2)} ms CPU (≤ ${THRESHOLDS.p95Ms}; wall ${p95Wall.toFixed(2)} ms)`,
);
for (const failure of report.failures) {
  console.log(
    `  ${failure.rank === null ? "not found" : `rank ${failure.rank}`}: "${failure.query}" → want ${failure.expect.join(" | ")}; got ${failure.first.join(", ")}`,
  );
}
for (const line of unknown) console.log(`  expected page missing from the index: ${line}`);
