import { css } from "@emotion/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { isSearchShortcut } from "../../../lib/search/dialog-model";
import { useSearchDialogModule } from "../../search/useSearchDialogModule";
import { color, desktopQuery } from "../../../theme/tokens";

const button = css`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-width: 40px;
  height: 40px;
  padding: 0 0.75rem;
  border: 1px solid ${color("border")};
  border-radius: 8px;
  background: ${color("surface")};
  color: ${color("textMuted")};
  font: inherit;
  font-size: 0.9375rem;
  cursor: pointer;
  &:hover { border-color: ${color("accent")}; color: ${color("text")}; }
  kbd { font-family: var(--font-code); font-size: 0.75rem; border: 1px solid ${color("border")}; border-radius: 4px; padding: 0 0.3rem; }
  @media not all and ${desktopQuery} {
    padding: 0 0.625rem;
    span, kbd { display: none; }
  }
`;

/** True while the reader types into a field, where "/" is text rather than a shortcut. */
const typingInField = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The navbar's search button, and the keyboard shortcuts that do the same (Ctrl+K, ⌘K, "/"). The
 * dialog's code loads when the reader points at or focuses the button, or opens search; focus
 * returns to where it was when the dialog closes.
 */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  const dialog = useSearchDialogModule();
  const Dialog = dialog.component;
  const returnFocus = useRef<HTMLElement | null>(null);

  const show = useCallback(() => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(true);
    void dialog.load().then((available) => available || setOpen(false));
  }, [dialog]);

  const close = useCallback(() => {
    setOpen(false);
    returnFocus.current?.focus({ preventScroll: true });
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isSearchShortcut(event, typingInField(event.target))) return;
      event.preventDefault();
      show();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [show]);

  return (
    <>
      <button
        type="button"
        css={button}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-keyshortcuts="Control+K Meta+K /"
        aria-label="Search"
        onClick={show}
        onPointerEnter={() => void dialog.load()}
        onTouchStart={() => void dialog.load()}
        onFocus={() => void dialog.load()}
      >
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M20 20l-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span aria-hidden="true">Search</span>
        <kbd aria-hidden="true">Ctrl K</kbd>
      </button>
      {open && Dialog && <Dialog onClose={close} />}
    </>
  );
}
