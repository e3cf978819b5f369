/** The keyboard shortcuts of search: kept apart from the dialog's model, since every page loads them. */

/** Whether a key press should open search: Ctrl+K or ⌘K anywhere, "/" outside text fields. */
export function isSearchShortcut(
  event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "shiftKey">,
  typingInField: boolean,
): boolean {
  if (event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey)
    return true;
  return event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey && !typingInField;
}
