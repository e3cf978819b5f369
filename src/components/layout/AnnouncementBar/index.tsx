import type { Announcement } from "../../../../site.config";
import { ANNOUNCEMENT_DISMISSED_ATTRIBUTE, ANNOUNCEMENT_STORAGE_KEY } from "../../../lib/chrome/announcement";
import { browserStorage, writeStored } from "../../../lib/chrome/storage";
import { SiteLink } from "../SiteLink";

/** Props of AnnouncementBar. */
export interface Props {
  /** The announcement from site.config.ts; null renders nothing. */
  announcement: Announcement | null;
}

/**
 * The dismissible bar above the navbar. It is always server-rendered; whether it shows is decided
 * before first paint by an attribute on <html> (see src/lib/chrome/pre-paint.ts), so hiding a
 * dismissed bar never shifts the layout.
 */
export function AnnouncementBar({ announcement }: Props) {
  if (!announcement) return null;
  const dismiss = () => {
    writeStored(browserStorage(), ANNOUNCEMENT_STORAGE_KEY, announcement.id);
    document.documentElement.setAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE, "");
    // The focused button disappears; continue from the main content rather than the top of the page.
    document.getElementById("content")?.focus({ preventScroll: true });
  };
  return (
    <div role="region" aria-label="Announcement" className="announcement no-print" data-announcement={announcement.id}>
      <p>
        {announcement.href ? (
          <SiteLink href={announcement.href}>{announcement.content}</SiteLink>
        ) : (
          announcement.content
        )}
      </p>
      <button type="button" className="announcement-close" aria-label="Dismiss announcement" onClick={dismiss}>
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
