/**
 * Which servers the end-to-end suites run against, and their order over the runner's lanes.
 * Suites that share something only one of them may hold at a time run as one job, in their given
 * order: the suites that build copies of the site (they share the one fixture build), and the
 * Try-it suites (the sandbox and the proxy listen on the fixed ports the built site names). The
 * jobs are then handed out longest first, each to the next free lane, so that no lane is left
 * with a long suite at the end; a job's length is its suites' times in the last run, when there
 * was one.
 */

import type { SiteServer } from "./harness.ts";

/** A suite run: its test file and the server it runs against. */
export interface SuiteRun<Server extends string = string> {
  file: string;
  server: Server;
}

/**
 * The suites whose checks depend on the server run against nginx with the production config,
 * what readers get. Routes, redirects and the not-found page in the browser, and pages as Markdown
 * (<route>.md, negotiation, llms.txt) run against nginx instead of the local server: every answer
 * they read is one that server-parity.test.ts holds alike on both servers (status, Location,
 * type and length, for the same raw requests), so a second browser run on the local server
 * checked nothing new. Client-side navigation (page data and the app's files as served) and Try it
 * (the start command's servers with the site on nginx, as `DOCS_SERVER=nginx npm start` runs
 * them) run on both, on nginx only their tests that depend on how the page is served.
 * The other suites run on the local server only. What they read from the server is held alike on
 * both by server-parity.test.ts (statuses, types, lengths and encodings of pages, page data, the
 * search index's parts and the app's files, both servers sending the same security headers from
 * security-headers.ts), and nginx.test.ts loads a page of every kind from nginx in Chromium with no
 * Content-Security-Policy violation; so the site chrome and the search dialog, which behave the
 * same over either server, are checked in the browser once. The suites that start servers of
 * their own (server, nginx, server-parity, develop-reload), read a build of their own
 * (the fixture site's, build-errors) or no server at all (MCP, search relevance) run once too.
 * Without nginx, every suite runs on the local server. Named as their files are, e2e/<name>.test.ts.
 */
export const ON_NGINX_INSTEAD = ["routes", "agent-docs"];
export const ALSO_ON_NGINX = ["navigation", "try-it"];

/** A suite's file: its name, then .test.ts. */
export const SUITE_FILE = /\.test\.ts$/;
/** A suite's name, as ON_NGINX_INSTEAD and ALSO_ON_NGINX give it: e2e/routes.test.ts is "routes". */
export const suiteName = (file: string) => (file.split("/").pop() ?? file).replace(SUITE_FILE, "");

/**
 * Each suite's runs: against nginx alone for ON_NGINX_INSTEAD, against both servers for
 * ALSO_ON_NGINX, against the local server for the others, and for every suite when nginx is not
 * installed.
 */
export function serverRuns(files: string[], nginxInstalled: boolean): Array<SuiteRun<SiteServer>> {
  const among = (names: string[]) => (nginxInstalled ? files.filter((file) => names.includes(suiteName(file))) : []);
  const nginxOnly = among(ON_NGINX_INSTEAD);
  return [
    ...files.filter((file) => !nginxOnly.includes(file)).map((file) => ({ file, server: "local" as const })),
    ...[...nginxOnly, ...among(ALSO_ON_NGINX)].map((file) => ({ file, server: "nginx" as const })),
  ];
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
