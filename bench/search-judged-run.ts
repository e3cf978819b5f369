/**
 * Runs the judged queries (bench/search-judgements.json) against the built index (public/search)
 * through the engine and the client the browser uses: the head, then the parts each query needs,
 * read from the build's files. For the relevance bench and its test.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Judgement, RelevanceReport } from "../src/lib/search/relevance.ts";
import type { SearchHeadFile } from "../src/lib/search/shards.ts";
import type { LocalIndexFile } from "../src/lib/search/types.ts";

import "../scripts/resolve-ts.ts";

export const THRESHOLDS = { successAt1: 0.9, successAt5: 0.97, p95Ms: 5 };

/** The judged set's figures: the relevance report, the p95 query times and the expected pages the index lacks. */
export interface JudgedRun {
  report: RelevanceReport;
  p95: number;
  p95Wall: number;
  records: number;
  unknown: string[];
}

/** Runs the judged set against `indexFile`: this checkout's build by default, or another build's (a site copy's). */
export async function runJudgedSet(indexFile = "public/search/local-index.json"): Promise<JudgedRun> {
  // Imported once the resolve hook is registered: the site's modules import each other without extensions.
  const root = pathToFileURL(process.cwd() + "/");
  const { createLocalSearchClient } = (await import(
    new URL("src/lib/search/local-client.ts", root).href
  )) as typeof import("../src/lib/search/local-client.ts");
  const { judge } = (await import(
    new URL("src/lib/search/relevance.ts", root).href
  )) as typeof import("../src/lib/search/relevance.ts");
  const { SEARCH_HEAD_URL } = (await import(
    new URL("src/lib/search/types.ts", root).href
  )) as typeof import("../src/lib/search/types.ts");
  const { records } = JSON.parse(fs.readFileSync(indexFile, "utf8")) as LocalIndexFile;
  const dir = path.dirname(indexFile);
  const read = async (name: string): Promise<unknown> =>
    JSON.parse(await fs.promises.readFile(path.join(dir, name), "utf8")) as unknown;
  const client = createLocalSearchClient({
    head: () => read(path.basename(SEARCH_HEAD_URL)) as Promise<SearchHeadFile>,
    file: read,
  });
  const { judgements } = JSON.parse(fs.readFileSync("bench/search-judgements.json", "utf8")) as {
    judgements: Judgement[];
  };
  // The dialog's parameters (src/components/search/SearchDialog).
  const params = {
    hitsPerPage: 20,
    facetFilters: ["language:en", "version:current"],
    attributesToSnippet: ["content:24"],
    snippetEllipsisText: "…",
  };
  const search = async (query: string) =>
    (await client.search([{ indexName: "docs", params: { ...params, query } }])).results[0].hits.map((hit) => hit.url);
  const answers = new Map<string, string[]>();
  for (const { query } of judgements) answers.set(query, await search(query));
  const report = judge(judgements, (query) => answers.get(query) ?? []);
  // Timed after a first pass, as the dialog runs: the engine's code warm and the parts the query
  // needs loaded, nothing of the query cached. Each query is timed three times and its median kept.
  // The time is the CPU time the query takes: on a machine shared with other work, wall time also
  // counts the time the process waited for a CPU. Wall time is reported beside it.
  const cpuMs = (started: NodeJS.CpuUsage) => {
    const used = process.cpuUsage(started);
    return (used.user + used.system) / 1000;
  };
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const timings: { cpu: number; wall: number }[] = [];
  for (const { query } of judgements) {
    const cpu: number[] = [];
    const wall: number[] = [];
    for (let run = 0; run < 3; run++) {
      const startedWall = performance.now();
      const startedCpu = process.cpuUsage();
      await search(query);
      cpu.push(cpuMs(startedCpu));
      wall.push(performance.now() - startedWall);
    }
    timings.push({ cpu: median(cpu), wall: median(wall) });
  }
  const p95Of = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)];
  };
  const p95 = p95Of(timings.map((timing) => timing.cpu));
  const p95Wall = p95Of(timings.map((timing) => timing.wall));
  const pages = new Set(records.map((record) => record.url.split("#")[0]));
  const sections = new Set(records.map((record) => record.url));
  const unknown = judgements.flatMap(({ query, expect }) =>
    expect.filter((url) => !(url.includes("#") ? sections : pages).has(url)).map((url) => `${query} → ${url}`),
  );
  return { report, p95, p95Wall, records: records.length, unknown };
}
