import { useSyncExternalStore } from "react";
import { PAGE_LOAD_DELAYS, pageLoadReducer, type PageLoadEvent, type PageLoadState } from "../../lib/chrome/page-load";

const IDLE: PageLoadState = { phase: "idle" };

/**
 * The state of client-side navigation, shared by the progress bar, the spinner and the Retry
 * screen. A module-level store rather than React context: the navigation wrapper runs outside
 * React, and the pages that show the state mount and unmount with every route.
 */
export function createPageLoadStore(timers: Pick<typeof globalThis, "setTimeout" | "clearTimeout"> = globalThis) {
  let state: PageLoadState = IDLE;
  let nextId = 0;
  let retry: (() => void) | null = null;
  let pending: ReturnType<typeof setTimeout>[] = [];
  const listeners = new Set<() => void>();

  const clearTimers = () => {
    pending.forEach((timer) => timers.clearTimeout(timer));
    pending = [];
  };
  const dispatch = (event: PageLoadEvent) => {
    const next = pageLoadReducer(state, event);
    if (next === state) return;
    state = next;
    if (state.phase !== "loading") clearTimers();
    listeners.forEach((listener) => listener());
  };

  return {
    /** The current state. */
    getState: (): PageLoadState => state,
    /** Calls `listener` after every change; returns the unsubscribe. */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** A navigation to `target` starts; `again` repeats it for Retry. Returns its id. */
    start(target: string, again: () => void): number {
      clearTimers();
      const id = (nextId += 1);
      retry = again;
      dispatch({ type: "start", id, target });
      pending = [
        timers.setTimeout(() => dispatch({ type: "progress-bar-due", id }), PAGE_LOAD_DELAYS.progressBar),
        timers.setTimeout(() => dispatch({ type: "spinner-due", id }), PAGE_LOAD_DELAYS.spinner),
      ];
      return id;
    },
    /** Whether `id` is the navigation in progress (a later one supersedes it). */
    isCurrent: (id: number): boolean => state.phase === "loading" && state.id === id,
    /** The navigation `id` failed with `message`. */
    fail: (id: number, message: string) => dispatch({ type: "failed", id, message }),
    /** The router rendered a new location: whatever was loading has arrived. */
    routeUpdated(): void {
      if (state.phase === "loading") dispatch({ type: "loaded", id: state.id });
    },
    /** Repeats the failed navigation. */
    retry(): void {
      if (state.phase === "failed") retry?.();
    },
    /** Closes the failure screen and stays on the current page. */
    dismiss: () => dispatch({ type: "dismiss" }),
  };
}

/** A page-load store. */
export type PageLoadStore = ReturnType<typeof createPageLoadStore>;

/** The site's one store. */
export const pageLoadStore = createPageLoadStore();

/** The page-load state, re-rendering on change; idle during server rendering. */
export function usePageLoadState(store: PageLoadStore = pageLoadStore): PageLoadState {
  return useSyncExternalStore(store.subscribe, store.getState, () => IDLE);
}
