#!/usr/bin/env node
/**
 * The judged queries against any build's search records, split and ranked by this checkout's code:
 * the records (a `local-index.json`) are written as the build writes its index in parts
 * (src/node/search-index.ts) into a temporary folder, and the judged set runs against them as
 * bench/search-relevance.ts runs it. A change to the engine or to the parts is measured at a
 * provider's size without building the site at that size again: keep the scaled copy of one
 * `bench/scale.ts --keep` run and pass its records.
 *
 *   node --import ./scripts/resolve-ts.ts bench/search-records.ts <copy>/public/search/local-index.json
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Reporter } from "gatsby";
import { localIndexFile, writeLocalIndex } from "../src/node/search-index.ts";
import type { LocalIndexFile } from "../src/lib/search/types.ts";
import { runJudgedSet, THRESHOLDS } from "./search-judged-run.ts";

const [source] = process.argv.slice(2);
if (!source) throw new Error("Usage: bench/search-records.ts <local-index.json of a build>");
const { records } = JSON.parse(fs.readFileSync(source, "utf8")) as LocalIndexFile;
const root = fs.mkdtempSync(path.join(os.tmpdir(), "search-records-"));
try {
  // Only `info` is called: the line that says how many records and files were written.
  const reporter = { info: (line: string) => console.log(line) } as unknown as Reporter;
  writeLocalIndex(records, 0, reporter, root);
  const { report, p95, p95Wall } = await runJudgedSet(localIndexFile(root));
  console.log(
    `${report.queries} judged queries over ${records.length} records: success@1 ${report.successAt1.toFixed(3)}  ` +
      `success@5 ${report.successAt5.toFixed(3)}  MRR ${report.mrr.toFixed(3)}  ` +
      `p95 ${p95.toFixed(2)} ms CPU (wall ${p95Wall.toFixed(2)} ms; ≤ ${THRESHOLDS.p95Ms} ms at today's size)`,
  );
  for (const failure of report.failures)
    console.log(
      `  ${failure.rank === null ? "not found" : `rank ${failure.rank}`}: "${failure.query}" → want ${failure.expect.join(" | ")}; got ${failure.first.join(", ")}`,
    );
} finally {
  fs.rmSync(root, { recursive: true, force: true });
}
