/**
 * The client-side chrome behaviours, wired to Gatsby's browser APIs by gatsby-browser.tsx.
 * What can wait (the progress bar, analytics) is loaded once the page is interactive.
 */
import { siteConfig } from "../../site.config";
import { asksNotToTrack } from "../lib/chrome/privacy";
import type { ConnectionInfo } from "../lib/chrome/connection";
import { forgetFailedLoads } from "./loader-failures";
import type { GatsbyWindow } from "./navigation";
import { trackNavigation } from "./navigation";
import { pageLoadStore } from "./page-load-store";
import type { PageView } from "./analytics";
import { applyPrefetchPolicy } from "./prefetch-policy";

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

const analytics = {
  enabled: false,
  send: null as ((view: PageView) => void) | null,
  queue: [] as PageView[],
};

/**
 * Whether analytics is configured and the reader has not asked not to be tracked. The measurement
 * id's format is checked at build time (src/lib/chrome/chrome-config.ts).
 */
function wantsAnalytics(): boolean {
  const navigator = window.navigator as Navigator & { globalPrivacyControl?: boolean };
  const doNotTrack = navigator.doNotTrack ?? (window as Window & { doNotTrack?: string }).doNotTrack ?? null;
  return siteConfig.analytics.measurementId !== "" && !asksNotToTrack({ doNotTrack, globalPrivacyControl: navigator.globalPrivacyControl });
}

/** Before the first render: navigation tracking, the loader fix for Retry, the prefetch rule. */
export function onClientEntry(): void {
  const win = window as unknown as GatsbyWindow & { ___loader?: { hovering(path: string): void } };
  forgetFailedLoads();
  trackNavigation(win);
  applyPrefetchPolicy(win.___loader, () => (window.navigator as Navigator & { connection?: ConnectionInfo }).connection);
  analytics.enabled = wantsAnalytics();
  // A navigation before the idle-time load still gets its progress bar.
  const unsubscribe = pageLoadStore.subscribe(() => {
    if (pageLoadStore.getState().phase !== "loading") return;
    loadProgressBar();
    unsubscribe();
  });
}

/** After hydration, when idle: the progress bar, and analytics when enabled. */
export function onInitialClientRender(): void {
  whenIdle(() => {
    loadProgressBar();
    if (!analytics.enabled) return;
    import("./analytics").then(({ startAnalytics }) => {
      const send = startAnalytics(siteConfig.analytics.measurementId);
      analytics.queue.splice(0).forEach(send);
      analytics.send = send;
    });
  });
}

/** After every route render, the first included: the page has arrived, and counts as a page view. */
export function onRouteUpdate(location: { pathname: string; search: string }): void {
  pageLoadStore.routeUpdated();
  if (!analytics.enabled) return;
  // The new page sets its title in an effect; read it a frame later.
  window.requestAnimationFrame(() =>
    window.setTimeout(() => {
      const { pathname, search } = location;
      const view = { pathname, search, href: `${window.location.origin}${pathname}${search}`, title: document.title };
      if (analytics.send) analytics.send(view);
      else analytics.queue.push(view);
    }, 0),
  );
}
