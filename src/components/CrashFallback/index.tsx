import { css } from "@emotion/react";
import { useEffect, useRef, type ReactNode } from "react";
import { color } from "../../theme/tokens";

/** The panel shared by the crash, load-failure and page-module error screens. */
export const panel = css`
  max-width: 640px;
  margin: 3rem auto;
  h1 { margin-top: 0; }
  h1:focus { outline: none; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; padding: 0.75rem 1rem; border-radius: 6px; background: ${color("codeBg")}; border: 1px solid ${color("border")}; color: ${color("codeText")}; font-size: 0.875rem; }
`;

/** A primary action button of those screens. */
export const actionButton = css`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 1rem;
  margin-right: 0.75rem;
  border: 1px solid ${color("accent")};
  border-radius: 6px;
  background: ${color("accent")};
  color: ${color("onAccent")};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover { background: ${color("accentHover")}; border-color: ${color("accentHover")}; }
  & + & { background: none; color: ${color("accent")}; }
  & + &:hover { background: ${color("accentSoft")}; color: ${color("accent")}; }
`;

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
    <div role="alert" css={panel}>
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
        <button type="button" css={actionButton} onClick={tryAgain}>
          Try again
        </button>
        {children}
      </p>
    </StatusPanel>
  );
}
