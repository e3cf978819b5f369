import type { GatsbyNode } from "gatsby";
import { cpuCoreCount } from "gatsby-core-utils";

/**
 * The GATSBY_CPU_COUNT a build sets for itself, if any: "1" on a machine of two physical cores or
 * fewer, so that `gatsby build` runs its page queries in its own process rather than in its
 * worker. Gatsby sizes its worker pool at one worker per physical core but one, never fewer than
 * one, and runs the queries in the main process only when told the machine has a single core. With
 * two cores or fewer the pool has one worker either way, and running the queries there costs that
 * worker a second start: Gatsby restarts the pool after the queries and before it renders the HTML.
 * Here that restart and the merge of the worker's state took a quarter of a cold build (41 s
 * against 30 s, the same files out) and a third of a warm one after a guide edit, where the HTML of
 * one page waited 2 s for the new worker to load. A reader's own GATSBY_CPU_COUNT is left as it
 * is, and so is a machine with more cores, whose workers render the HTML side by side.
 */
export function buildCpuCount(physicalCores: number, env: NodeJS.ProcessEnv): "1" | undefined {
  return env.GATSBY_CPU_COUNT === undefined && physicalCores <= 2 ? "1" : undefined;
}

/** Before Gatsby sizes its worker pool: see buildCpuCount. */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const cores = cpuCoreCount(true);
  const count = buildCpuCount(cores, process.env);
  if (!count) return;
  process.env.GATSBY_CPU_COUNT = count;
  reporter.verbose(`${cores} physical core(s): page queries run in the build's own process (GATSBY_CPU_COUNT=1).`);
};
