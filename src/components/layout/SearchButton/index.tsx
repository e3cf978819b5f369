import { useEffect, useRef, useState } from "react";
import { isSearchShortcut } from "../../../lib/search/shortcut";
import { loadSearchDialog, loadedSearchDialog } from "../../search/loadSearchDialog";

/** True while the reader types into a field, where "/" is text rather than a shortcut. */
const typingInField = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The navbar's search button, and the keyboard shortcuts that do the same (Ctrl+K, ⌘K, "/"). The
 * dialog's code loads when the reader points at or focuses the button, or opens search; a failed
 * load leaves search closed until the next try. Focus returns where it was when the dialog closes.
 * Its styles are in the global stylesheet (`.search-button`): on every page, they cost no script.
 */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  const [Dialog, setDialog] = useState(loadedSearchDialog);
  const returnFocus = useRef<HTMLElement | null>(null);
  const load = () => loadSearchDialog().then((dialog) => setDialog(() => dialog));
  const show = () => {
    returnFocus.current = document.activeElement as HTMLElement | null;
    setOpen(true);
    load().catch(() => setOpen(false));
  };
  const showRef = useRef(show);
  showRef.current = show;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isSearchShortcut(event, typingInField(event.target))) return;
      event.preventDefault();
      showRef.current();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  const prefetch = () => void load().catch(() => undefined);
  return (
    <>
      <button
        type="button"
        className="search-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-keyshortcuts="Control+K Meta+K /"
        aria-label="Search"
        onClick={show}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M20 20l-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span aria-hidden="true">Search</span>
        <kbd aria-hidden="true">Ctrl K</kbd>
      </button>
      {open && Dialog && (
        <Dialog
          onClose={() => {
            setOpen(false);
            returnFocus.current?.focus({ preventScroll: true });
          }}
        />
      )}
    </>
  );
}
