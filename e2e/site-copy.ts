/**
 * A throw-away copy of the site for build tests: the sources are copied, node_modules is linked,
 * one file is changed, and `gatsby build` runs in the copy.
 */
import assert from "node:assert/strict";
import { spawn, type ChildProcessByStdio } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";

const SOURCES = [
  "package.json",
  ".parcelrc",
  "tsconfig.json",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.ts",
  "gatsby-ssr.tsx",
  "site.config.ts",
  "src",
  "content",
  "specs",
  "plugins",
  "static",
  "e2e/fixtures",
];

/**
 * Copies the site (or the checkout of it at `from`, such as another revision, which may lack some
 * of the files) into a temporary folder, linking this checkout's node_modules, and returns its path.
 */
export function copySite(from = "."): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-copy-"));
  for (const entry of SOURCES) {
    if (!fs.existsSync(path.join(from, entry))) continue;
    fs.cpSync(path.join(from, entry), path.join(dir, entry), {
      recursive: true,
      filter: (source) => !source.endsWith("gatsby-types.d.ts"),
    });
  }
  fs.symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}

const stripColours = (text: string): string => text.replace(/\u001b\[[0-9;]*[A-Za-z]/g, "");

/** One line of the build log: a build of a copy (its exit code) or a develop start. */
export interface BuildLogEntry {
  kind: "build" | "develop";
  /** The test file that made it. */
  suite: string;
  code?: number | null;
  ms: number;
}

/**
 * When E2E_BUILD_LOG names a file (e2e/run.ts sets it), every build and develop start of a copy
 * appends a line to it, so the run can say how many it made and what they cost.
 */
function logBuild(entry: BuildLogEntry): void {
  if (process.env.E2E_BUILD_LOG) fs.appendFileSync(process.env.E2E_BUILD_LOG, `${JSON.stringify(entry)}\n`);
}

/** Longest a build of a copy may take; a full cold build takes about a minute here. */
const BUILD_TIMEOUT_MS = Number(process.env.E2E_BUILD_TIMEOUT_MS ?? 6 * 60_000);

type GatsbyProcess = ChildProcessByStdio<null, Readable, Readable>;

function gatsby(dir: string, args: string[], env: Record<string, string> = {}): GatsbyProcess {
  return spawn(path.join(dir, "node_modules/.bin/gatsby"), args, {
    cwd: dir,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1", NO_COLOR: "1", FORCE_COLOR: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group, so a build that hangs can be stopped with its workers.
    detached: true,
  });
}

/**
 * Longest a build may run on after printing an error: a build that has reported an author error
 * exits at once, so one still running this long has hung.
 */
const EXIT_AFTER_ERROR_MS = Number(process.env.E2E_EXIT_AFTER_ERROR_MS ?? 30_000);

/** An error report of the Gatsby CLI: "error …" (CI output) or "ERROR #…" at the start of a line. */
const ERROR_REPORTED = /^\s*error\b/im;

/** How long a build may take. */
export interface BuildOptions {
  timeoutMs?: number;
}

/** How a build ended: its exit code or signal, its output (colours stripped) and how long it took. */
export interface BuildResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string;
  ms: number;
}

/**
 * Runs `gatsby build` in `dir` (with extra environment variables) and resolves with its exit code,
 * signal, output (colours stripped) and duration. No build is waited on past a bound: a build
 * still running after `timeoutMs` (BUILD_TIMEOUT_MS by default), or EXIT_AFTER_ERROR_MS after it
 * printed an error, is killed with its process group (SIGKILL) and resolves with code null and a
 * line saying why: a failed test, never a hung run.
 */
export function buildSite(
  dir: string,
  env: Record<string, string> = {},
  { timeoutMs = BUILD_TIMEOUT_MS }: BuildOptions = {},
): Promise<BuildResult> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = gatsby(dir, ["build"], env);
    let output = "";
    let afterError: NodeJS.Timeout | undefined;
    const stop = (reason: string) => {
      output += `\n[${reason}; stopped with SIGKILL]\n`;
      killGroup(child.pid);
    };
    const timer = setTimeout(() => stop(`gatsby build did not finish within ${timeoutMs / 1000} s`), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (!afterError && ERROR_REPORTED.test(stripColours(output))) {
        afterError = setTimeout(
          () => stop(`gatsby build reported an error and did not exit within ${EXIT_AFTER_ERROR_MS / 1000} s`),
          EXIT_AFTER_ERROR_MS,
        );
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("error", (error) => {
      clearTimeout(timer);
      clearTimeout(afterError);
      reject(error);
    });
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      clearTimeout(afterError);
      // Workers left behind by a failed build go with it.
      killGroup(child.pid);
      const ms = Date.now() - started;
      logBuild({ kind: "build", suite: path.basename(process.argv[1] ?? ""), code, ms });
      resolve({ code, signal, output: stripColours(output), ms });
    });
  });
}

/**
 * Changes one file of the copy in `dir` with `change(text)`, builds, restores the file and
 * resolves with the build result. Options are buildSite's.
 */
export async function buildWithChange(
  dir: string,
  file: string,
  change: (text: string) => string,
  options?: BuildOptions,
): Promise<BuildResult> {
  const target = path.join(dir, file);
  const original = fs.readFileSync(target, "utf8");
  fs.writeFileSync(target, change(original));
  try {
    return await buildSite(dir, {}, options);
  } finally {
    fs.writeFileSync(target, original);
  }
}

/** The line the build's own exit watchdog (src/node/end-build.ts) prints before it kills the build. */
export const WATCHDOG_LINE = /The build did not exit \d+ s after reporting an author error; stopping it\./;

/**
 * The build ended by itself and failed: a non-zero exit code, or the kill of its own exit watchdog
 * after an author error (which shells and CI see as status 137). A build killed by the bounds of
 * buildSite, or by a signal of its own (a segfault), fails the assertion.
 */
export function assertExitedWithError(result: BuildResult): void {
  const tail = result.output.slice(-3000);
  if (result.signal === "SIGKILL" && WATCHDOG_LINE.test(result.output) && !/stopped with SIGKILL\]/.test(result.output))
    return;
  assert.equal(result.signal ?? null, null, `the build was ended by ${result.signal}\n--- output ---\n${tail}`);
  assert.ok(
    typeof result.code === "number" && result.code !== 0,
    `the build should exit with a non-zero code, not ${result.code}\n--- output ---\n${tail}`,
  );
}

/** SIGKILL to a process group; nothing if it is already gone. */
function killGroup(pid: number | undefined): void {
  try {
    if (pid !== undefined) process.kill(-pid, "SIGKILL");
  } catch {
    // Already gone.
  }
}

/** Longest `gatsby develop` may take to serve a copy; a cold start takes about a minute here. */
const DEVELOP_START_TIMEOUT_MS = Number(process.env.E2E_DEVELOP_TIMEOUT_MS ?? 6 * 60_000);

/** A develop server of a copy: where it serves, its output so far, and how to stop it. */
export interface RunningDevelop {
  origin: string;
  output: () => string;
  stop: () => void;
}

/**
 * Starts `gatsby develop` in `dir` on `port`; resolves once it serves, with its output so far
 * (`output()`, colours stripped) and `stop()`, which kills its process group. A develop server
 * that does not serve within DEVELOP_START_TIMEOUT_MS is killed and the promise rejects.
 */
export function startDevelop(
  dir: string,
  port: number,
  { timeoutMs = DEVELOP_START_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<RunningDevelop> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = gatsby(dir, ["develop", "--host", "127.0.0.1", "--port", String(port)]);
    let output = "";
    let serving = false;
    const stop = () => killGroup(child.pid);
    const timer = setTimeout(() => {
      stop();
      reject(
        new Error(`gatsby develop did not serve within ${timeoutMs / 1000} s:\n${stripColours(output).slice(-2000)}`),
      );
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (!serving && output.includes("You can now view")) {
        serving = true;
        clearTimeout(timer);
        logBuild({ kind: "develop", suite: path.basename(process.argv[1] ?? ""), ms: Date.now() - started });
        resolve({ origin: `http://127.0.0.1:${port}`, output: () => stripColours(output), stop });
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      killGroup(child.pid);
      if (!serving) reject(new Error(`gatsby develop exited with ${code}:\n${stripColours(output).slice(-2000)}`));
    });
  });
}

/**
 * Resolves with the first truthy result of `check` (called again as soon as the last call
 * settles), or rejects with `what` once `timeoutMs` has passed: a bounded wait on a condition.
 */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  what: string,
  { timeoutMs = 120_000, intervalMs = 250 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const result = await check();
      if (result) return result;
    } catch (error) {
      last = error;
    }
    // Between polls: a short pause, so that a busy develop server is not flooded with requests.
    await new Promise<void>((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(
    `Timed out after ${timeoutMs / 1000} s waiting for ${what}${last ? ` (last error: ${(last as Error).message})` : ""}`,
  );
}
