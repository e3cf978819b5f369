import { navigate, prefetchPathname } from "gatsby";
import type { MouseEvent, PointerEvent } from "react";
import { isPage } from "../../layout/SiteLink";

/** The site page a plain link inside `event`'s target leads to, if any. */
function pageLink(event: MouseEvent | PointerEvent): string | null {
  const link = event.target instanceof Element ? event.target.closest("a") : null;
  const href = link?.getAttribute("href");
  return link && href && isPage(href) && !link.target ? href : null;
}

/**
 * Links in markup React does not own (a symbol table's rows) are plain anchors. Delegated from
 * their container, these give them what site links have: a plain click navigates client-side
 * (modified clicks still open a tab), and pointing at one fetches the page ahead.
 */
export function followPageLink(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const href = pageLink(event);
  if (!href) return;
  event.preventDefault();
  void navigate(href);
}

/** Fetches the page a link leads to when the pointer reaches it, as site links do. */
export function prefetchPageLink(event: PointerEvent): void {
  const href = pageLink(event);
  if (href) prefetchPathname(new URL(href, window.location.href).pathname);
}
