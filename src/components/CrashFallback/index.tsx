import { useEffect, useRef, type ReactNode } from "react";

/** Props of StatusPanel. */
export interface StatusPanelProps {
  title: string;
  children: ReactNode;
}

/** A titled alert whose heading takes focus when it appears, so keyboard and screen-reader users land on it. */
export function StatusPanel({ title, children }: StatusPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), [title]);
  return (
    <div role="alert" className="status-panel">
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {children}
    </div>
  );
}

/** Props of CrashFallback. */
export interface Props {
  error: Error;
  /** Renders the crashed content again. */
  tryAgain: () => void;
  /** Extra actions after Try again, e.g. a link home when the whole layout crashed. */
  children?: ReactNode;
}

/** What readers see when a page crashes: the title, the error message, and Try again. */
export function CrashFallback({ error, tryAgain, children }: Props) {
  return (
    <StatusPanel title="This page crashed.">
      <pre>{error.message || String(error)}</pre>
      <p>
        <button type="button" className="action-button" onClick={tryAgain}>
          Try again
        </button>
        {children}
      </p>
    </StatusPanel>
  );
}
