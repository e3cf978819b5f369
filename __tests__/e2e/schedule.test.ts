/** @jest-environment node */
import { planJobs, runJobs, type SuiteRun } from "../../e2e/schedule";

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
