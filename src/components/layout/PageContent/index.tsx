import type { ReactNode } from "react";
import { pageLoadStore, usePageLoadState, type PageLoadStore } from "../../chrome/page-load-store";
import { CrashFallback, StatusPanel } from "../../CrashFallback";
import { ErrorBoundary } from "../../ErrorBoundary";

/** Props of PageContent. */
export interface Props {
  children: ReactNode;
  /** The page-load store; the site's own unless a test passes one. */
  store?: PageLoadStore;
}

/**
 * The page content inside <main>, guarded: a crash shows "This page crashed." with Try again
 * while the navbar and sidebar keep working; a failed navigation shows its error and Retry
 * (the current page stays underneath, hidden, and returns on "Stay on this page"); a slow one
 * shows a spinner over the page.
 */
export function PageContent({ children, store = pageLoadStore }: Props) {
  const state = usePageLoadState(store);
  return (
    <>
      {state.phase === "failed" && (
        <StatusPanel title="This page could not be loaded.">
          <p>{state.message}</p>
          <p>
            <button type="button" className="action-button" onClick={() => store.retry()}>
              Retry
            </button>
            <button type="button" className="action-button" onClick={() => store.dismiss()}>
              Stay on this page
            </button>
          </p>
        </StatusPanel>
      )}
      <div hidden={state.phase === "failed"}>
        <ErrorBoundary fallback={(props) => <CrashFallback {...props} />}>{children}</ErrorBoundary>
      </div>
      {state.phase === "loading" && state.spinner && (
        <div role="status" className="page-spinner-box">
          <span className="page-spinner" aria-hidden="true" />
          <span className="visually-hidden">Loading {state.target}…</span>
        </div>
      )}
    </>
  );
}
