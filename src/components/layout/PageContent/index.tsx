import { css, keyframes } from "@emotion/react";
import type { ReactNode } from "react";
import { pageLoadStore, usePageLoadState, type PageLoadStore } from "../../../browser/page-load-store";
import { color } from "../../../theme/tokens";
import { actionButton, CrashFallback, StatusPanel } from "../../CrashFallback";
import { ErrorBoundary } from "../../ErrorBoundary";

const spin = keyframes`to { transform: rotate(360deg); }`;

const spinnerBox = css`
  position: fixed;
  z-index: 30;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  padding: 1rem;
  border-radius: 50%;
  background: ${color("surfaceRaised")};
  box-shadow: 0 4px 16px rgb(0 0 0 / 0.15);
  line-height: 0;
`;

const spinner = css`
  display: inline-block;
  width: 32px;
  height: 32px;
  border: 3px solid ${color("border")};
  border-top-color: ${color("accent")};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

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
            <button type="button" css={actionButton} onClick={() => store.retry()}>
              Retry
            </button>
            <button type="button" css={actionButton} onClick={() => store.dismiss()}>
              Stay on this page
            </button>
          </p>
        </StatusPanel>
      )}
      <div hidden={state.phase === "failed"}>
        <ErrorBoundary fallback={(props) => <CrashFallback {...props} />}>{children}</ErrorBoundary>
      </div>
      {state.phase === "loading" && state.spinner && (
        <div role="status" css={spinnerBox}>
          <span css={spinner} aria-hidden="true" />
          <span className="visually-hidden">Loading {state.target}…</span>
        </div>
      )}
    </>
  );
}
