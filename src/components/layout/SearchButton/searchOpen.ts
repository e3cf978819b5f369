import { isSearchShortcut } from "../../../lib/search/shortcut";

/**
 * Whether search is open, kept for the whole visit rather than in a page's button. A route change
 * replaces the navbar's button; a dialog opened on the old page (the shortcut pressed just as the
 * change began) stays open on the new one instead of leaving with the old button.
 */
let open = false;
/** Where focus was when search opened, to return it there on close. */
let returnFocus: HTMLElement | null = null;
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

export const isSearchOpen = (): boolean => open;

export function subscribeSearchOpen(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function openSearch(): void {
  if (open) return;
  returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  open = true;
  notify();
}

/** Closes search; focus goes back where it was, or to `fallback` when that element left the page. */
export function closeSearch(fallback?: HTMLElement | null): void {
  if (!open) return;
  open = false;
  notify();
  const target = returnFocus?.isConnected ? returnFocus : fallback;
  returnFocus = null;
  target?.focus({ preventScroll: true });
}

/** True while the reader types into a field, where "/" is text rather than a shortcut. */
const typingInField = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

let listening = false;

/** Listens for the shortcuts once for the visit: a press opens search whether or not a page's button is mounted at that moment. */
export function listenForSearchShortcut(onOpen: () => void): void {
  if (listening) return;
  listening = true;
  document.addEventListener("keydown", (event) => {
    if (event.defaultPrevented || !isSearchShortcut(event, typingInField(event.target))) return;
    event.preventDefault();
    openSearch();
    onOpen();
  });
}
