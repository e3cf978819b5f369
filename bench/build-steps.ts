/**
 * Where a build's time goes, read from the log of `npm run build`: each of Gatsby's steps as it
 * reports it ("success createPages - 2.551s"), Gatsby's own total ("Done building in 18.4 sec")
 * and the compressed copies written after it ("precompress: … in 0.6 s"). bench/scale.ts prints
 * them for the warm rebuilds of both sites, so that what grows with the content shows beside what
 * does not.
 */
import { median } from "./stats.ts";

/** A step of a build and the seconds it took (summed, for a step reported more than once). */
export interface BuildStep {
  name: string;
  seconds: number;
}

/** Gatsby's total, as a step. */
export const GATSBY_TOTAL = "gatsby build (total)";
/** The compressed copies, as a step. */
export const PRECOMPRESS = "precompress";

const ACTIVITY = /^success (.+?) - (\d+(?:\.\d+)?)s(?: - .*)?$/;
const DONE = /^info Done building in (\d+(?:\.\d+)?) sec$/;
const COMPRESSED = /^precompress: .* in (\d+(?:\.\d+)?) s$/;
const ESCAPES = /\u001b\[[0-9;]*[A-Za-z]/g;

/** The steps of one build's log, in the order they first ended. */
export function buildSteps(log: string): BuildStep[] {
  const seconds = new Map<string, number>();
  const add = (name: string, value: string) => seconds.set(name, (seconds.get(name) ?? 0) + Number(value));
  for (const raw of log.split("\n")) {
    const line = raw.replace(ESCAPES, "").trim();
    const activity = ACTIVITY.exec(line);
    if (activity) add(activity[1], activity[2]);
    const done = DONE.exec(line);
    if (done) add(GATSBY_TOTAL, done[1]);
    const compressed = COMPRESSED.exec(line);
    if (compressed) add(PRECOMPRESS, compressed[1]);
  }
  return [...seconds].map(([name, value]) => ({ name, seconds: Number(value.toFixed(3)) }));
}

/**
 * Each step's median over the logs of the same build run several times, in the order the steps
 * first appear; a step a log lacks counts only where it appears.
 */
export function medianSteps(runs: readonly BuildStep[][]): BuildStep[] {
  const values = new Map<string, number[]>();
  for (const steps of runs)
    for (const { name, seconds } of steps) values.set(name, [...(values.get(name) ?? []), seconds]);
  return [...values].map(([name, series]) => ({ name, seconds: median(series) }));
}
