/**
 * `npm test`: every check of the project, with the independent ones side by side.
 *
 * Linting keeps one core busy and needs no build, so it runs while the site builds (a build
 * leaves a core idle for much of its time). The type check reads the types the build generates
 * from the GraphQL queries (src/gatsby-types.d.ts), so it runs after it, beside the unit tests.
 * The end-to-end tests read the build last. Every step runs even when an earlier one
 * failed (the end-to-end tests only after a good build), so one run reports every failure, and
 * the run ends with each step's time.
 *
 *   node --import ./scripts/resolve-ts.ts scripts/test.ts
 */
import { spawn } from "node:child_process";

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

/**
 * Runs a step. Alone, its output streams as it comes; beside others, it is printed whole at the
 * end so that the steps' reports do not interleave.
 */
function run({ name, script, env = {} }: Step, { buffered }: { buffered: boolean }): Promise<boolean> {
  const started = Date.now();
  console.log(`\n# ${name}: npm run ${script} started`);
  const child = spawn("npm", ["run", "--silent", script], {
    stdio: ["ignore", buffered ? "pipe" : "inherit", buffered ? "pipe" : "inherit"],
    env: { ...process.env, ...env },
  });
  const output: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code) => {
      const seconds = (Date.now() - started) / 1000;
      if (buffered) process.stdout.write(`\n# ${name}: output\n${Buffer.concat(output).toString()}`);
      console.log(`# ${name}: ${code === 0 ? "passed" : `FAILED (exit ${code})`} in ${seconds.toFixed(1)} s`);
      outcomes.push({ name, seconds, passed: code === 0 });
      resolve(code === 0);
    });
  });
}

const together = async (steps: Step[]) =>
  (await Promise.all(steps.map((step) => run(step, { buffered: steps.length > 1 })))).every(Boolean);

const started = Date.now();
const [built] = await Promise.all([
  run({ name: "build", script: "build", env: { DOCS_STRICT: "1" } }, { buffered: true }),
  run({ name: "lint", script: "lint" }, { buffered: true }),
]);
await together([
  { name: "unit tests", script: "test:unit" },
  { name: "typecheck", script: "typecheck" },
]);
if (built) await together([{ name: "end-to-end tests", script: "test:e2e" }]);
else console.log("# end-to-end tests: not run, the build failed");

console.log(`\n# npm test: ${((Date.now() - started) / 1000).toFixed(0)} s`);
for (const { name, seconds, passed } of outcomes)
  console.log(`#   ${seconds.toFixed(1).padStart(6)} s  ${name}${passed ? "" : "  FAILED"}`);
const failed = outcomes.filter(({ passed }) => !passed);
process.exit(built && failed.length === 0 ? 0 : 1);
