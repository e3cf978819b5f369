/**
 * `npm test`: every check of the project, with the independent ones side by side.
 *
 * No step fills both cores of a small machine the whole time, so the steps overlap as far as
 * their inputs allow: the unit tests and linting need no build and start with it; the type check
 * reads the types the build generates from the GraphQL queries (src/gatsby-types.d.ts), and the
 * end-to-end tests read the build, so both start when it ends, while the unit tests may still
 * run. Every step runs even when an earlier one failed (the end-to-end tests only after a good
 * build), so one run reports every failure; each step's output is printed whole when it ends, so
 * that the reports do not interleave, and the run ends with each step's time and how busy the
 * machine's cores were (scripts/cpu-times.ts): near 100 %, only less work makes the run shorter.
 *
 * Every Node process of the run (the builds and their workers, the servers, Jest's workers) keeps
 * the code it compiles in one compile cache (NODE_COMPILE_CACHE), as `npm run build` does: the
 * run makes ten Gatsby builds and develop starts, and each of their processes compiles the same
 * few thousand modules.
 *
 *   node --import ./scripts/resolve-ts.ts scripts/test.ts
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { NODE_COMPILE_CACHE_DIR } from "./build-environment.ts";
import { cpuUse, readCpuTimes } from "./cpu-times.ts";

process.env.NODE_COMPILE_CACHE ??= path.resolve(NODE_COMPILE_CACHE_DIR);

/** A step: an npm script, with the environment it adds. */
interface Step {
  name: string;
  script: string;
  env?: Record<string, string>;
}

interface Outcome {
  name: string;
  seconds: number;
  passed: boolean;
}

const outcomes: Outcome[] = [];

/** Runs a step; its output is printed whole when it ends, since other steps run beside it. */
function run({ name, script, env = {} }: Step): Promise<boolean> {
  const started = Date.now();
  console.log(`\n# ${name}: npm run ${script} started`);
  const child = spawn("npm", ["run", "--silent", script], {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...env },
  });
  const output: Buffer[] = [];
  child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code) => {
      const seconds = (Date.now() - started) / 1000;
      process.stdout.write(`\n# ${name}: output\n${Buffer.concat(output).toString()}`);
      console.log(`# ${name}: ${code === 0 ? "passed" : `FAILED (exit ${code})`} in ${seconds.toFixed(1)} s`);
      outcomes.push({ name, seconds, passed: code === 0 });
      resolve(code === 0);
    });
  });
}

const started = Date.now();
const cpuAtStart = readCpuTimes();
const unitTests = run({ name: "unit tests", script: "test:unit" });
const [built] = await Promise.all([
  run({ name: "build", script: "build", env: { DOCS_STRICT: "1" } }),
  run({ name: "lint", script: "lint" }),
]);
const typecheck = run({ name: "typecheck", script: "typecheck" });
const endToEnd = built ? run({ name: "end-to-end tests", script: "test:e2e" }) : null;
if (!endToEnd) console.log("# end-to-end tests: not run, the build failed");
await Promise.all([unitTests, typecheck, endToEnd]);

console.log(`\n# npm test: ${((Date.now() - started) / 1000).toFixed(0)} s`);
const cpuAtEnd = readCpuTimes();
if (cpuAtStart && cpuAtEnd) {
  const { busySeconds, busyShare } = cpuUse(cpuAtStart, cpuAtEnd);
  console.log(
    `# the machine's ${cpuAtEnd.cores} cores were ${(busyShare * 100).toFixed(0)} % busy: ${busySeconds.toFixed(0)} CPU-s`,
  );
}
for (const { name, seconds, passed } of outcomes)
  console.log(`#   ${seconds.toFixed(1).padStart(6)} s  ${name}${passed ? "" : "  FAILED"}`);
const failed = outcomes.filter(({ passed }) => !passed);
process.exit(built && failed.length === 0 ? 0 : 1);
