/**
 * The order of the end-to-end suites over the runner's lanes. Suites that share something only
 * one of them may hold at a time run as one job, in their given order: the suites that build
 * copies of the site (they share the one fixture build), and the Try-it suites (the sandbox and
 * the proxy listen on the fixed ports the built site names). The jobs are then handed out longest
 * first, each to the next free lane, so that no lane is left with a long suite at the end; a job's
 * length is its suites' times in the last run, when there was one.
 */

/** A suite run: its test file and the server it runs against. */
export interface SuiteRun<Server extends string = string> {
  file: string;
  server: Server;
}

/**
 * The jobs, longest first. `holds` names what a suite must hold alone (null if nothing);
 * `lastSeconds` is its time in the last run, or undefined.
 */
export function planJobs<Run extends SuiteRun>(
  runs: Run[],
  holds: (run: Run) => string | null,
  lastSeconds: (run: Run) => number | undefined,
): Run[][] {
  const shared = new Map<string, Run[]>();
  const jobs: Run[][] = [];
  for (const run of runs) {
    const resource = holds(run);
    if (resource === null) jobs.push([run]);
    else if (shared.has(resource)) shared.get(resource)?.push(run);
    else {
      const job = [run];
      shared.set(resource, job);
      jobs.push(job);
    }
  }
  // A suite never timed counts as long: it may be new and slow, and starting it early costs little.
  const length = (job: Run[]) => job.reduce((sum, run) => sum + (lastSeconds(run) ?? 600), 0);
  return jobs
    .map((job, index) => ({ job, index, seconds: length(job) }))
    .sort((a, b) => b.seconds - a.seconds || a.index - b.index)
    .map(({ job }) => job);
}

/** Runs the jobs on `lanes` lanes, each lane taking the next job when it is free; true when every run passed. */
export async function runJobs<Run>(
  jobs: Run[][],
  lanes: number,
  runOne: (run: Run) => Promise<boolean>,
): Promise<boolean> {
  const queue = [...jobs];
  let passed = true;
  const lane = async () => {
    for (let job = queue.shift(); job; job = queue.shift())
      for (const run of job) passed = (await runOne(run)) && passed;
  };
  await Promise.all(Array.from({ length: Math.max(1, lanes) }, lane));
  return passed;
}
