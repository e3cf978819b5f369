#!/usr/bin/env node
/**
 * The figures of the last end-to-end test run: its total time, its slowest suites, and the builds
 * of site copies and develop starts it made, plus the production build `npm test` runs before it.
 * Reads what the runner wrote (bench/results/test-suite.json); runs nothing.
 *
 *   node --import ./scripts/resolve-ts.ts bench/test-suite.ts
 */
import fs from "node:fs";
import { parseTestSuiteRun, TEST_SUITE_RESULTS, testSuiteFigures } from "./test-suite-figures.ts";

if (!fs.existsSync(TEST_SUITE_RESULTS)) {
  console.log(`${TEST_SUITE_RESULTS} is missing: run \`npm run test:e2e\` first.`);
  process.exit(0);
}
for (const line of testSuiteFigures(parseTestSuiteRun(fs.readFileSync(TEST_SUITE_RESULTS, "utf8")))) console.log(line);
