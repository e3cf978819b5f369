/**
 * The client-side chrome behaviours, wired to Gatsby's browser APIs by gatsby-browser.ts.
 * What can wait is loaded later: the progress bar when the reader reaches for a link, analytics
 * once the page is idle.
 */
import { siteConfig } from "../../site.config";
import { asksNotToTrack } from "../lib/chrome/privacy";
import type { ConnectionInfo } from "../lib/chrome/connection";
import { forgetFailedLoads } from "./loader-failures";
import type { GatsbyWindow } from "./navigation";
import { trackNavigation } from "./navigation";
import { pageLoadStore } from "../components/chrome/page-load-store";
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
  progressBar ??= import("./progress-bar")
    .then(({ connectProgressBar }) => connectProgressBar(pageLoadStore))
    .catch(() => {
      // Offline, most likely: this navigation goes without a bar, the next one tries again.
      progressBar = null;
    });
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
  return (
    siteConfig.analytics.measurementId !== "" &&
    !asksNotToTrack({ doNotTrack, globalPrivacyControl: navigator.globalPrivacyControl })
  );
}

/** Before the first render: navigation tracking, the loader fix for Retry, the prefetch rule. */
export function onClientEntry(): void {
  const win = window as unknown as GatsbyWindow & { ___loader?: { hovering(path: string): void } };
  forgetFailedLoads();
  trackNavigation(win);
  applyPrefetchPolicy(
    win.___loader,
    () => (window.navigator as Navigator & { connection?: ConnectionInfo }).connection,
  );
  analytics.enabled = wantsAnalytics();
  // A navigation before the idle-time load still gets its progress bar.
  const unsubscribe = pageLoadStore.subscribe(() => {
    if (pageLoadStore.getState().phase !== "loading") return;
    loadProgressBar();
    unsubscribe();
  });
}

/** Events that show the reader reaching for a link, the moment to fetch the progress bar. */
const LINK_INTENT_EVENTS = ["pointerover", "touchstart", "focusin"] as const;

/**
 * Loads the progress bar the first time the reader points at, touches or focuses a link: it is
 * only ever shown on a navigation, and Gatsby starts fetching the next page at the same moment.
 * A first page view that never navigates never downloads it.
 */
function loadProgressBarOnLinkIntent(): void {
  const onIntent = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest("a[href]")) return;
    LINK_INTENT_EVENTS.forEach((type) => document.removeEventListener(type, onIntent, true));
    loadProgressBar();
  };
  LINK_INTENT_EVENTS.forEach((type) => document.addEventListener(type, onIntent, { capture: true, passive: true }));
}

/** After hydration: the progress bar once a link is reached for, and analytics when enabled and idle. */
export function onInitialClientRender(): void {
  loadProgressBarOnLinkIntent();
  whenIdle(() => {
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
