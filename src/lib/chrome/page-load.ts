/**
 * Page loading on client-side navigation: loading (progress bar after 200 ms, spinner after a
 * longer delay), failed (error text and Retry), or idle once the page has rendered.
 */
/** The route-change progress bar appears only when a navigation takes longer than this (SPEC section 9). */
export const PROGRESS_BAR_DELAY_MS = 200;

/** The spinner over the content appears when a page's resources take this long. */
export const SPINNER_DELAY_MS = 1000;

/** State of the current navigation. */
export type PageLoadState =
  | { phase: "idle" }
  | { phase: "loading"; id: number; target: string; progressBar: boolean; spinner: boolean }
  | { phase: "failed"; id: number; target: string; message: string };

/** What can happen to a navigation. `id` ties timer and loader events to the navigation that started them. */
export type PageLoadEvent =
  | { type: "start"; id: number; target: string }
  | { type: "progress-bar-due"; id: number }
  | { type: "spinner-due"; id: number }
  | { type: "loaded"; id: number }
  | { type: "failed"; id: number; message: string }
  | { type: "dismiss" };

/** Delays after a navigation's start at which the progress bar and the spinner are due. */
export const PAGE_LOAD_DELAYS = { progressBar: PROGRESS_BAR_DELAY_MS, spinner: SPINNER_DELAY_MS } as const;

/** The state after an event. Events of a superseded navigation change nothing. */
export function pageLoadReducer(state: PageLoadState, event: PageLoadEvent): PageLoadState {
  if (event.type === "start")
    return { phase: "loading", id: event.id, target: event.target, progressBar: false, spinner: false };
  if (event.type === "dismiss") return state.phase === "failed" ? { phase: "idle" } : state;
  if (state.phase === "idle" || state.id !== event.id) return state;
  switch (event.type) {
    case "progress-bar-due":
      return state.phase === "loading" ? { ...state, progressBar: true } : state;
    case "spinner-due":
      return state.phase === "loading" ? { ...state, spinner: true } : state;
    case "loaded":
      return { phase: "idle" };
    case "failed":
      return { phase: "failed", id: state.id, target: state.target, message: event.message };
  }
}

/** What is known about a failed load. */
export interface LoadFailure {
  /** The page that was requested. */
  target: string;
  /** The loader's error, if it gave one (a chunk that failed to load does). */
  error?: unknown;
  /** navigator.onLine at the time of failure. */
  online: boolean;
}

/** The error text shown with the Retry button. */
export function describeLoadFailure({ target, error, online }: LoadFailure): string {
  if (!online) return `You are offline, so ${target} could not be loaded. Check your connection, then retry.`;
  const detail = error instanceof Error ? error.message.split("\n")[0] : typeof error === "string" ? error : "";
  if (detail) return `${target} could not be loaded: ${detail}`;
  return `${target} could not be loaded: the server did not return its page data.`;
}
