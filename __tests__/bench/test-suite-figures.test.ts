/** @jest-environment node */
import fs from "node:fs";
import { parseTestSuiteRun, testSuiteFigures, type TestSuiteRun } from "../../bench/test-suite-figures.ts";

const RUN: TestSuiteRun = {
  at: "2026-11-27T18:54:59.308Z",
  seconds: 412,
  suites: [
    { suite: "e2e/routes.test.ts", server: "local", seconds: 20.25, passed: true },
    { suite: "e2e/develop-reload.test.ts", server: "local", seconds: 154.16, passed: true },
    { suite: "e2e/drafts.test.ts", server: "local", seconds: 90, passed: false },
    { suite: "e2e/routes.test.ts", server: "nginx", seconds: 30, passed: true },
  ],
  builds: [
    { kind: "build", suite: "drafts.test.ts", code: 0, ms: 61_000 },
    { kind: "build", suite: "build-errors.test.ts", code: 1, ms: 15_500 },
    { kind: "develop", suite: "develop-reload.test.ts", ms: 87_660 },
  ],
};

describe("testSuiteFigures", () => {
  test("the total, the slowest suites first, the production build of npm test, the builds of copies and the develop starts", () => {
    expect(testSuiteFigures(RUN, 3)).toEqual([
      "last npm run test:e2e: 2026-11-27T18:54:59.308Z",
      "total: 412 s wall-clock for 4 suite runs (1 against nginx), 1 failed",
      "slowest suites:",
      "   154.2 s  e2e/develop-reload.test.ts",
      "    90.0 s  e2e/drafts.test.ts  FAILED",
      "    30.0 s  e2e/routes.test.ts (nginx)",
      "builds:",
      "  1 production build by npm test",
      "  2 builds of site copies (76.5 s, 1 failing as expected)",
      "      61.0 s  drafts.test.ts",
      "      15.5 s  build-errors.test.ts (failed as expected)",
      "  1 develop start (87.7 s)",
      "      87.7 s  develop-reload.test.ts",
    ]);
  });

  test("a run without builds says so", () => {
    const figures = testSuiteFigures({ ...RUN, builds: [] });
    expect(figures).toContain("  0 builds of site copies");
    expect(figures).toContain("  0 develop starts");
    expect(figures).toContain("  1 production build by npm test");
  });
});

describe("parseTestSuiteRun", () => {
  test("reads what the runner writes", () => {
    expect(parseTestSuiteRun(JSON.stringify(RUN))).toEqual(RUN);
  });

  test("anything else is an error naming the file", () => {
    expect(() => parseTestSuiteRun('{"at":"x"}')).toThrow(/bench\/results\/test-suite\.json is not/);
    expect(() => parseTestSuiteRun("null")).toThrow(/is not a test run's figures/);
  });
});

describe("e2e/suite-times.json", () => {
  test("is a run the runner reads for a fresh checkout's order, naming only suites that exist", () => {
    const run = parseTestSuiteRun(fs.readFileSync("e2e/suite-times.json", "utf8"));
    expect(run.suites.length).toBeGreaterThan(10);
    expect(run.suites.filter(({ suite }) => !fs.existsSync(suite))).toEqual([]);
  });
});
