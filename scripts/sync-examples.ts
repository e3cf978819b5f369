/**
 * `npm run examples:sync`: makes every example value of the specs and the guides that the market
 * determines (quotes, daily bars, insights, conversions, stream quote events) the sandbox's value
 * at the examples' instant (src/lib/examples/instant.ts), in place: only those values change,
 * written as the file writes them. `--check` changes nothing and exits 1 when a value differs.
 */
import fs from "node:fs";
import path from "node:path";
import { openPinnedSandbox } from "../packages/sandbox/pinned.ts";
import { EXAMPLES_INSTANT } from "../src/lib/examples/instant";
import { differing, readExamples, rewrite, type ExampleValue } from "../src/lib/examples/sync";
import { readExampleSources, readSource } from "../src/node/example-sources";

const root = process.cwd();
const check = process.argv.includes("--check");

const describe = (value: ExampleValue) =>
  `  ${value.file}:${value.line} ${value.where}${value.subject ? ` (${value.subject})` : ""}: ${JSON.stringify(value.actual)} → ${value.text}`;

async function main(): Promise<number> {
  const sources = readExampleSources(root);
  const sandbox = await openPinnedSandbox(root);
  const report = await readExamples(sources, sandbox).finally(() => sandbox.close());
  for (const problem of report.problems) console.error(`Not answered by the sandbox: ${problem}`);
  const changes = differing(report);
  console.log(
    `${report.values.length} example values read against the market at ${EXAMPLES_INSTANT}; ${changes.length} differ.`,
  );
  for (const value of changes) console.log(describe(value));
  if (check) return changes.length > 0 || report.problems.length > 0 ? 1 : 0;

  const all = [sources.httpSpec, sources.websocketSpec, ...sources.guides];
  for (const [file, text] of rewrite(all, changes)) {
    const before = all.find((source) => source.file === file)?.text;
    // Others may be editing the same files: write only over the text the values were read from.
    if (readSource(root, file).text !== before) {
      console.error(`${file} changed while the examples were read: run npm run examples:sync again.`);
      continue;
    }
    fs.writeFileSync(path.join(root, file), text);
    console.log(`Wrote ${file}`);
  }
  return report.problems.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  },
);
