/**
 * The client-side chrome behaviours, wired to Gatsby's browser APIs by gatsby-browser.tsx.
 * What can wait (the progress bar) is loaded once the page is interactive.
 */
import { forgetFailedLoads } from "./loader-failures";
import type { GatsbyWindow } from "./navigation";
import { trackNavigation } from "./navigation";
import { pageLoadStore } from "./page-load-store";

/** Runs `work` when the browser is idle, or after at most `timeout` ms. */
export function whenIdle(work: () => void, timeout = 2000): void {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(work, { timeout });
  else window.setTimeout(work, 1);
}

let progressBar: Promise<unknown> | null = null;

/** Loads and connects the progress bar, once. */
function loadProgressBar(): void {
  progressBar ??= import("./progress-bar").then(({ connectProgressBar }) => connectProgressBar(pageLoadStore));
}

/** Before the first render: navigation tracking and the loader fix for Retry. */
export function onClientEntry(): void {
  forgetFailedLoads();
  trackNavigation(window as unknown as GatsbyWindow);
  // A navigation before the idle-time load still gets its progress bar.
  const unsubscribe = pageLoadStore.subscribe(() => {
    if (pageLoadStore.getState().phase !== "loading") return;
    loadProgressBar();
    unsubscribe();
  });
}

/** After hydration, when idle: the progress bar. */
export function onInitialClientRender(): void {
  whenIdle(loadProgressBar);
}

/** After every route render, the first included: the page has arrived. */
export function onRouteUpdate(): void {
  pageLoadStore.routeUpdated();
}
