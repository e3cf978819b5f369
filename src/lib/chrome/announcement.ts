/** Announcement bar rules: a dismissal is remembered by announcement id. */

/** localStorage key holding the id of the last dismissed announcement. */
export const ANNOUNCEMENT_STORAGE_KEY = "announcement-dismissed";

/** Attribute set on <html> before first paint when the current announcement was dismissed. */
export const ANNOUNCEMENT_DISMISSED_ATTRIBUTE = "data-announcement-dismissed";

/** True when the reader dismissed this announcement; a new id shows the bar again. */
export function isAnnouncementDismissed(storedId: string | null | undefined, id: string): boolean {
  return Boolean(storedId) && storedId === id;
}
