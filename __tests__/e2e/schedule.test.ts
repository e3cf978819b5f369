/** @jest-environment node */
import {
  ALSO_ON_NGINX,
  ON_NGINX_INSTEAD,
  planJobs,
  runJobs,
  serverRuns,
  suiteName,
  type SuiteRun,
} from "../../e2e/schedule";

const run = (file: string, server = "local"): SuiteRun => ({ file, server });
const SECONDS: Record<string, number> = { a11y: 300, builds: 100, fixture: 150, tryit: 40, routes: 30, tiny: 2 };
const holds = ({ file }: SuiteRun) =>
  ["builds", "fixture"].includes(file) ? "copies" : file === "tryit" ? "ports" : null;
const last = ({ file, server }: SuiteRun) => (server === "nginx" ? SECONDS[file] / 2 : SECONDS[file]);

describe("planJobs", () => {
  test("suites holding the same thing make one job in their order; jobs come longest first", () => {
    const runs = [
      run("builds"),
      run("tiny"),
      run("tryit"),
      run("a11y"),
      run("fixture"),
      run("tryit", "nginx"),
      run("routes"),
    ];
    const jobs = planJobs(runs, holds, last);
    expect(jobs.map((job) => job.map(({ file, server }) => `${file}${server === "nginx" ? "@nginx" : ""}`))).toEqual([
      ["a11y"],
      ["builds", "fixture"],
      ["tryit", "tryit@nginx"],
      ["routes"],
      ["tiny"],
    ]);
  });

  test("a suite with no time of its own counts as long and starts early", () => {
    const jobs = planJobs([run("tiny"), run("new")], () => null, last);
    expect(jobs.map(([first]) => first.file)).toEqual(["new", "tiny"]);
  });
});

describe("runJobs", () => {
  test("two lanes take the next job when free, a job's suites run in order, and a failure fails the run", async () => {
    const started: string[] = [];
    const finishOrder: string[] = [];
    const passed = await runJobs([["long"], ["a", "b"], ["c"]], 2, async (name) => {
      started.push(name);
      await new Promise((resolve) => setImmediate(resolve));
      finishOrder.push(name);
      return name !== "b";
    });
    expect(passed).toBe(false);
    expect(started.slice(0, 2)).toEqual(["long", "a"]);
    expect(finishOrder.indexOf("a")).toBeLessThan(finishOrder.indexOf("b"));
    expect(new Set(started)).toEqual(new Set(["long", "a", "b", "c"]));
  });

  test("every run passing passes", async () => {
    await expect(runJobs([["x"], ["y"]], 2, async () => true)).resolves.toBe(true);
  });
});

describe("serverRuns", () => {
  const files = [
    "e2e/routes.test.ts",
    "e2e/agent-docs.test.ts",
    "e2e/navigation.test.ts",
    "e2e/try-it.test.ts",
    "e2e/chrome.test.ts",
  ];
  const on = (runs: SuiteRun[], server: string) =>
    runs.filter((run) => run.server === server).map(({ file }) => suiteName(file));

  test("with nginx: routes and pages as Markdown against nginx alone, navigation and Try it against both, the rest locally", () => {
    const runs = serverRuns(files, true);
    expect(on(runs, "nginx").sort()).toEqual(["agent-docs", "navigation", "routes", "try-it"]);
    expect(on(runs, "local").sort()).toEqual(["chrome", "navigation", "try-it"]);
    expect(ON_NGINX_INSTEAD.filter((name) => ALSO_ON_NGINX.includes(name))).toEqual([]);
  });

  test("without nginx every suite runs once, against the local server", () => {
    const runs = serverRuns(files, false);
    expect(runs).toEqual(files.map((file) => ({ file, server: "local" })));
  });

  test("a suite missing from the files is not run", () => {
    expect(serverRuns(["e2e/chrome.test.ts"], true)).toEqual([{ file: "e2e/chrome.test.ts", server: "local" }]);
  });
});
