import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { loadSearchDialog, loadedSearchDialog } from "../../search/loadSearchDialog";
import { closeSearch, isSearchOpen, listenForSearchShortcut, openSearch, subscribeSearchOpen } from "./searchOpen";

/** Starts the dialog's download; a failed load closes search until the next try. */
const fetchDialog = () => loadSearchDialog().catch(() => closeSearch());

/**
 * The navbar's search button, and the keyboard shortcuts that do the same (Ctrl+K, ⌘K, "/"). The
 * dialog's code loads when the reader points at or focuses the button, or opens search; a failed
 * load leaves search closed until the next try. Whether search is open is kept outside the button
 * (see searchOpen.ts), so a shortcut pressed during a route change opens the dialog on the page
 * that arrives. Focus returns where it was when the dialog closes.
 * Its styles are in the global stylesheet (`.search-button`): on every page, they cost no script.
 */
export function SearchButton() {
  const open = useSyncExternalStore(subscribeSearchOpen, isSearchOpen, () => false);
  const [Dialog, setDialog] = useState(loadedSearchDialog);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => listenForSearchShortcut(() => void fetchDialog()), []);

  // Open with the dialog's code still on its way (or opened before this button mounted): render it once it arrives.
  useEffect(() => {
    if (!open || Dialog) return undefined;
    let current = true;
    void loadSearchDialog().then(
      (loaded) => current && setDialog(() => loaded),
      () => closeSearch(),
    );
    return () => {
      current = false;
    };
  }, [open, Dialog]);

  const prefetch = () => void fetchDialog();
  return (
    <>
      <button
        ref={button}
        type="button"
        className="search-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={openSearch}
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
      {open && Dialog && <Dialog onClose={() => closeSearch(button.current)} />}
    </>
  );
}
