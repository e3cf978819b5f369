import { css } from "@emotion/react";
import type { Announcement } from "../../../../site.config";
import { ANNOUNCEMENT_DISMISSED_ATTRIBUTE, ANNOUNCEMENT_STORAGE_KEY } from "../../../lib/chrome/announcement";
import { browserStorage, writeStored } from "../../../lib/chrome/storage";
import { color } from "../../../theme/tokens";
import { SiteLink } from "../SiteLink";

const bar = css`
  position: relative;
  padding: 0.5rem 3rem;
  background: ${color("accentSoft")};
  color: ${color("text")};
  border-bottom: 1px solid ${color("border")};
  font-size: 0.9375rem;
  text-align: center;
  p { margin: 0; }
  a { color: ${color("accent")}; font-weight: 600; }
`;

const close = css`
  position: absolute;
  top: 50%;
  right: 0.5rem;
  transform: translateY(-50%);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: 6px;
  background: none;
  color: ${color("text")};
  cursor: pointer;
  &:hover { background: ${color("surface")}; }
`;

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
    <div role="region" aria-label="Announcement" css={bar} data-announcement={announcement.id} className="no-print">
      <p>{announcement.href ? <SiteLink href={announcement.href}>{announcement.content}</SiteLink> : announcement.content}</p>
      <button type="button" css={close} aria-label="Dismiss announcement" onClick={dismiss}>
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
