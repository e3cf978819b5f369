/**
 * The figures of an end-to-end test run (`npm run test:e2e`), as its runner writes them to
 * bench/results/test-suite.json: what the file holds, how it is read, and the lines that
 * bench/test-suite.ts prints from it.
 */
import type { SiteServer } from "../e2e/harness.ts";
import type { BuildLogEntry } from "../e2e/site-copy.ts";

/** Where the runner writes the figures of its last run. */
export const TEST_SUITE_RESULTS = "bench/results/test-suite.json";

/** One suite run: its test file, the server it ran against, its wall-clock seconds and whether it passed. */
export interface SuiteTiming {
  suite: string;
  server: SiteServer;
  seconds: number;
  /** The machine's CPU-seconds while the suite ran, where it ran alone (E2E_LANES=1). */
  cpuSeconds?: number;
  passed: boolean;
}

/** A whole run: when it ended, its wall-clock seconds (suites run in lanes side by side), each suite run, and the builds and develop starts. */
export interface TestSuiteRun {
  at: string;
  seconds: number;
  suites: SuiteTiming[];
  builds: BuildLogEntry[];
}

/** How many of the slowest suite runs are listed. */
export const SLOWEST = 5;

/** The run in a test-suite.json file's text; throws when it is not one. */
export function parseTestSuiteRun(text: string): TestSuiteRun {
  const run = JSON.parse(text) as Partial<TestSuiteRun> | null;
  if (
    !run ||
    typeof run.at !== "string" ||
    typeof run.seconds !== "number" ||
    !Array.isArray(run.suites) ||
    !Array.isArray(run.builds)
  )
    throw new Error(`${TEST_SUITE_RESULTS} is not a test run's figures (at, seconds, suites, builds)`);
  return run as TestSuiteRun;
}

const seconds = (value: number): string => `${value.toFixed(1)} s`;
const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;
const suiteName = (timing: SuiteTiming): string =>
  `${timing.suite}${timing.server === "nginx" ? " (nginx)" : ""}${timing.passed ? "" : "  FAILED"}`;

/**
 * What a run cost, as lines to print: its total time, its slowest suite runs, and the builds it
 * made. The site's own production build, which `npm test` runs before the end-to-end tests, is
 * outside the runner, so it is a fixed line.
 */
export function testSuiteFigures(run: TestSuiteRun, slowest = SLOWEST): string[] {
  const failed = run.suites.filter((timing) => !timing.passed).length;
  const onNginx = run.suites.filter((timing) => timing.server === "nginx").length;
  const builds = run.builds.filter((entry) => entry.kind === "build");
  const develops = run.builds.filter((entry) => entry.kind === "develop");
  const totalMs = (entries: BuildLogEntry[]) => entries.reduce((sum, entry) => sum + entry.ms, 0);
  const failedAsExpected = builds.filter((entry) => entry.code !== 0).length;
  return [
    `last npm run test:e2e: ${run.at}`,
    `total: ${run.seconds} s wall-clock for ${plural(run.suites.length, "suite run", "suite runs")} (${onNginx} against nginx)${failed ? `, ${failed} failed` : ""}`,
    `slowest suites:`,
    ...[...run.suites]
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, slowest)
      .map((timing) => `  ${seconds(timing.seconds).padStart(8)}  ${suiteName(timing)}`),
    `builds:`,
    `  1 production build by npm test`,
    `  ${plural(builds.length, "build", "builds")} of site copies${builds.length ? ` (${seconds(totalMs(builds) / 1000)}${failedAsExpected ? `, ${failedAsExpected} failing as expected` : ""})` : ""}`,
    ...builds.map(
      (entry) =>
        `    ${seconds(entry.ms / 1000).padStart(8)}  ${entry.suite}${entry.code === 0 ? "" : " (failed as expected)"}`,
    ),
    `  ${plural(develops.length, "develop start", "develop starts")}${develops.length ? ` (${seconds(totalMs(develops) / 1000)})` : ""}`,
    ...develops.map((entry) => `    ${seconds(entry.ms / 1000).padStart(8)}  ${entry.suite}`),
  ];
}
