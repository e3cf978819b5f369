import { useEffect, useRef, useState } from "react";
import { isSearchShortcut } from "../../../lib/search/shortcut";
import { loadSearchDialog, loadedSearchDialog } from "../../search/loadSearchDialog";

/** True while the reader types into a field, where "/" is text rather than a shortcut. */
const typingInField = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The shortcuts are listened for once for the whole visit, not per page: during a route change
 * the old page's button is gone before the new one is ready, and a shortcut pressed then is kept
 * for the new button rather than lost.
 */
const shortcut: { show: (() => void) | null; pending: boolean; listening: boolean } = { show: null, pending: false, listening: false };

function listenForShortcut(): void {
  if (shortcut.listening) return;
  shortcut.listening = true;
  document.addEventListener("keydown", (event) => {
    if (event.defaultPrevented || !isSearchShortcut(event, typingInField(event.target))) return;
    event.preventDefault();
    if (shortcut.show) shortcut.show();
    else shortcut.pending = true;
  });
}

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
    listenForShortcut();
    const showLatest = () => showRef.current();
    shortcut.show = showLatest;
    if (shortcut.pending) {
      shortcut.pending = false;
      showLatest();
    }
    return () => {
      if (shortcut.show === showLatest) shortcut.show = null;
    };
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
        onClick={show}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M20 20l-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span>Search</span>
        <kbd>Ctrl K</kbd>
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
