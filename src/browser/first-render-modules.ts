import type * as ReactDomClient from "react-dom/client";
import type * as RootBoundaryModule from "../components/RootBoundary";

/**
 * Modules the first render needs but the app's start-up does not: React DOM's client (for the
 * renderers of react-dom-utils.ts) and the root boundary with the crash fallback behind it.
 * Imported statically, they were evaluated inside the app script's start-up task, the longest
 * main-thread task of every page load. Required on first use instead, they stay in the same
 * chunks, and `evaluateAhead` evaluates them in tasks of their own while the page data is still on
 * its way.
 */
let reactDomClient: typeof ReactDomClient | undefined;
let rootBoundary: typeof RootBoundaryModule | undefined;

/** React DOM's client API, evaluated on the first call. */
export function reactDomClientModule(): typeof ReactDomClient {
  // require, unlike import, runs the module where it is called; webpack still bundles it.
  reactDomClient ??= require("react-dom/client") as typeof ReactDomClient;
  return reactDomClient;
}

/** The root boundary's module, evaluated on the first call. */
export function rootBoundaryModule(): typeof RootBoundaryModule {
  rootBoundary ??= require("../components/RootBoundary") as typeof RootBoundaryModule;
  return rootBoundary;
}

/** Evaluates each first-render module in a task of its own, so that none adds to another task. */
export function evaluateAhead(schedule: (step: () => void) => void = (step) => window.setTimeout(step, 0)): void {
  const steps = [reactDomClientModule, rootBoundaryModule];
  const next = () => {
    steps.shift()?.();
    if (steps.length > 0) schedule(next);
  };
  schedule(next);
}
