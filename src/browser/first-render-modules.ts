import type * as RootBoundaryModule from "../components/RootBoundary";
import { reactDomClient } from "./react-dom-utils";

/**
 * Modules the first render needs but the app's start-up does not: React DOM's client (for the
 * renderers of react-dom-utils.ts) and the root boundary with the crash fallback behind it.
 * Imported statically, they were evaluated inside the app script's start-up task, the longest
 * main-thread task of every page load. Required on first use instead, they stay in the same
 * chunks, and `evaluateAhead` evaluates them in tasks of their own while the page data is still on
 * its way. Webpack evaluates each module once, so a later call only looks it up.
 */

/** The root boundary's module, evaluated on the first call. */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- require evaluates the module here, on first use
export const rootBoundaryModule = () => require("../components/RootBoundary") as typeof RootBoundaryModule;

/** Evaluates each first-render module in a task of its own, so that none adds to another task. */
export function evaluateAhead(schedule: (step: () => void) => void = (step) => window.setTimeout(step, 0)): void {
  const steps = [reactDomClient, rootBoundaryModule];
  const next = () => {
    steps.shift()?.();
    if (steps.length > 0) schedule(next);
  };
  schedule(next);
}
