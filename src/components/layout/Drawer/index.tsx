import { css } from "@emotion/react";
import { useEffect, useRef, type ReactNode } from "react";
import { color, desktopQuery } from "../../../theme/tokens";
import { useFocusTrap } from "./useFocusTrap";

const backdrop = css`
  position: fixed;
  inset: 0;
  z-index: 40;
  background: rgb(0 0 0 / 0.45);
`;

const panel = css`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: 41;
  width: min(320px, 85vw);
  overflow-y: auto;
  background: ${color("bg")};
  border-right: 1px solid ${color("border")};
  padding: 0.75rem 0.75rem 2rem;
  box-shadow: 0 0 24px rgb(0 0 0 / 0.2);
`;

const header = css`
  display: flex;
  justify-content: flex-end;
  margin-bottom: 0.5rem;
  button {
    width: 40px;
    height: 40px;
    border: 0;
    border-radius: 6px;
    background: none;
    color: ${color("text")};
    cursor: pointer;
  }
  button:hover {
    background: ${color("surface")};
  }
`;

/** Props of Drawer. */
export interface Props {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The mobile navigation drawer, a modal dialog. It closes on Escape, on a click outside, and when
 * the window grows to the desktop layout; focus stays inside while open.
 */
export function Drawer({ open, onClose, children }: Props) {
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog, open, onClose);

  useEffect(() => {
    if (!open) return undefined;
    const query = window.matchMedia(desktopQuery);
    const onChange = () => {
      if (query.matches) onClose();
    };
    onChange();
    query.addEventListener("change", onChange);
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    return () => {
      query.removeEventListener("change", onChange);
      document.body.style.overflow = overflow;
    };
  }, [open, onClose]);

  if (!open) return null;
  return (
    <>
      {/* A pointer shortcut only: Escape and the close button are the keyboard's ways out. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div css={backdrop} onClick={onClose} data-testid="drawer-backdrop" />
      <div ref={dialog} role="dialog" aria-modal="true" aria-label="Navigation" css={panel} tabIndex={-1}>
        <div css={header}>
          <button type="button" aria-label="Close navigation" onClick={onClose}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {children}
      </div>
    </>
  );
}
