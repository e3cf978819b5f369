/**
 * Runs the end-to-end tests: the browser tests against the built site in public/, and the build
 * tests, on the local server (the site server of packages/site-server), and the suites whose
 * checks depend on the server against Debian's nginx with the production config
 * (E2E_SERVER=nginx, see e2e/harness.ts; which suites and why: serverRuns in e2e/schedule.ts),
 * so that what readers get from production is what the tests checked.
 *
 * Each suite runs in its own `node --test` and its time is reported; all of them drive one
 * browser, started here (see SHARED_BROWSER_ENV in e2e/harness.ts); the suites that need a
 * differently built site share one fixture build (e2e/fixture-site.ts), and the run ends with how
 * many builds and develop starts it made (E2E_BUILD_LOG, written by e2e/site-copy.ts). The
 * figures are also written to bench/results/test-suite.json.
 *
 *   node --import ./scripts/resolve-ts.ts e2e/run.ts [part of a suite's file name ...]
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import {
  TEST_SUITE_RESULTS,
  parseTestSuiteRun,
  type SuiteTiming,
  type TestSuiteRun,
} from "../bench/test-suite-figures.ts";
import { SUITE_FILE, planJobs, runJobs, serverRuns, type SuiteRun } from "./schedule.ts";
import { removeFixture } from "./fixture-site.ts";
import { SHARED_BROWSER_ENV, browserLaunchOptions, type SiteServer } from "./harness.ts";
import type { BuildLogEntry } from "./site-copy.ts";
import { nginxMissing } from "../packages/site-server/lib/nginx-binary.ts";
import { cpuUse, readCpuTimes } from "../scripts/cpu-times.ts";

if (!fs.existsSync("public/docs/index.html")) {
  console.error("public/ has no built site. Run `npm run build` first.");
  process.exit(1);
}
const only = process.argv.slice(2);
const files = fs
  .readdirSync("e2e")
  .filter((name) => SUITE_FILE.test(name))
  .map((name) => `e2e/${name}`)
  .filter((file) => only.length === 0 || only.some((wanted) => file.includes(wanted)));

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-run-"));
const buildLog = path.join(scratch, "builds.jsonl");
const fixtureDir = path.join(scratch, "fixture");
const timings: SuiteTiming[] = [];

/**
 * The suites run in two lanes side by side, since one suite keeps about one core busy
 * (E2E_LANES=1 runs them one after another). What a suite must hold alone is read from its
 * imports: a copy of the site (site-copy.ts, fixture-site.ts) or the start command's fixed ports
 * (try-it-servers.ts); e2e/schedule.ts makes one job of the suites that hold the same thing.
 */
const LANES = Number(process.env.E2E_LANES ?? 2);
const HOLDS: Array<[RegExp, string]> = [
  [/from "\.\/(site-copy|fixture-site)\.ts"/, "copies of the site"],
  [/from "\.\/try-it-servers\.ts"/, "the start command's ports"],
];
const holds = ({ file }: SuiteRun) => {
  const source = fs.readFileSync(file, "utf8");
  return HOLDS.find(([imports]) => imports.test(source))?.[1] ?? null;
};
/**
 * Each suite's time in the last full run, for handing out the longest first: this checkout's own
 * last run, or on a fresh checkout the times e2e/suite-times.json records from a run on a 2-core
 * machine.
 */
const SUITE_TIMES = "e2e/suite-times.json";
function readRun(file: string): TestSuiteRun | null {
  try {
    return parseTestSuiteRun(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}
const lastRun: TestSuiteRun | null = readRun(TEST_SUITE_RESULTS) ?? readRun(SUITE_TIMES);
const lastSeconds = ({ file, server }: SuiteRun) =>
  lastRun?.suites.find((timing) => timing.suite === file && timing.server === server)?.seconds;

/**
 * Runs one suite in its own test runner; resolves true when it passed. Its output is printed
 * whole when it ends, so that the lanes' reports do not interleave.
 */
function runSuite(file: string, env: { E2E_SERVER: SiteServer }): Promise<boolean> {
  const started = Date.now();
  const cpuAtStart = LANES === 1 ? readCpuTimes() : null;
  const server = env.E2E_SERVER === "nginx" ? " (nginx)" : "";
  console.log(`# ${file}${server} started at ${((started - runStarted) / 1000).toFixed(0)} s`);
  const child = spawn(process.execPath, ["--import", "./scripts/resolve-ts.ts", "--test", file], {
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      E2E_BUILD_LOG: buildLog,
      E2E_FIXTURE_DIR: fixtureDir,
      [SHARED_BROWSER_ENV]: browser.wsEndpoint(),
      ...env,
    },
  });
  const output: Buffer[] = [];
  child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code) => {
      const seconds = (Date.now() - started) / 1000;
      const cpuAtEnd = cpuAtStart ? readCpuTimes() : null;
      // One suite at a time: the machine's CPU time is the suite's, its browser's and servers' included.
      const cpuSeconds = cpuAtStart && cpuAtEnd ? cpuUse(cpuAtStart, cpuAtEnd).busySeconds : undefined;
      process.stdout.write(
        `\n# ${file}${server}: ${seconds.toFixed(1)} s${cpuSeconds === undefined ? "" : `, ${cpuSeconds.toFixed(0)} CPU-s`}, ended at ${((Date.now() - runStarted) / 1000).toFixed(0)} s\n`,
      );
      process.stdout.write(Buffer.concat(output));
      timings.push({ suite: file, server: env.E2E_SERVER, seconds, cpuSeconds, passed: code === 0 });
      resolve(code === 0);
    });
  });
}

const runStarted = Date.now();
/** One browser for every suite of the run (see SHARED_BROWSER_ENV in e2e/harness.ts). */
const browser = await chromium.launchServer(browserLaunchOptions());
let passed: boolean;
try {
  const missing = nginxMissing();
  const runs = serverRuns(files, !missing);
  const onNginx = runs.filter(({ server }) => server === "nginx").map(({ file }) => file);
  if (missing) console.log(`# the suites against nginx run on the local server: ${missing}`);
  else if (onNginx.length > 0) console.log(`# against nginx with the production config: ${onNginx.join(", ")}`);
  const jobs = LANES > 1 ? planJobs(runs, holds, lastSeconds) : [runs];
  passed = await runJobs(jobs, LANES, ({ file, server }) => runSuite(file, { E2E_SERVER: server }));
} finally {
  removeFixture(fixtureDir);
  await browser.close();
}
const wallSeconds = (Date.now() - runStarted) / 1000;

const builds = fs.existsSync(buildLog)
  ? fs
      .readFileSync(buildLog, "utf8")
      .trim()
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as BuildLogEntry)
  : [];
fs.rmSync(scratch, { recursive: true, force: true });

console.log("\n# suite times");
for (const { suite, server, seconds, cpuSeconds, passed: ok } of timings)
  console.log(
    `#   ${seconds.toFixed(1).padStart(6)} s${cpuSeconds === undefined ? "" : ` ${cpuSeconds.toFixed(0).padStart(5)} CPU-s`}  ${suite}${server === "nginx" ? " (nginx)" : ""}${ok ? "" : "  FAILED"}`,
  );
const count = (kind: BuildLogEntry["kind"]) => builds.filter((entry) => entry.kind === kind);
const total = timings.reduce((sum, { seconds }) => sum + seconds, 0);
console.log(
  `# ${timings.length} suite runs in ${wallSeconds.toFixed(0)} s (${total.toFixed(0)} s of suite time in ${Math.max(1, LANES)} lanes); builds of site copies: ${count("build").length} (${count(
    "build",
  )
    .map((entry) => `${entry.suite} ${(entry.ms / 1000).toFixed(0)} s${entry.code === 0 ? "" : ", failed as expected"}`)
    .join("; ")}); develop starts: ${count("develop").length}`,
);
// A run of some suites keeps the others' times from the last run, for the next run's order.
const rerun = (timing: SuiteTiming) =>
  timings.some(({ suite, server }) => suite === timing.suite && server === timing.server);
const suites =
  only.length > 0 && lastRun ? [...timings, ...lastRun.suites.filter((timing) => !rerun(timing))] : timings;
const run: TestSuiteRun = { at: new Date().toISOString(), seconds: Math.round(wallSeconds), suites, builds };
fs.mkdirSync(path.dirname(TEST_SUITE_RESULTS), { recursive: true });
fs.writeFileSync(TEST_SUITE_RESULTS, `${JSON.stringify(run, null, 2)}\n`);
process.exit(passed ? 0 : 1);
