/**
 * Copies a page's Markdown to the clipboard. Loaded when the reader points at, focuses or presses
 * "Copy page" (see ./index.tsx), so pages do not carry it on first load.
 */

/** What the status line says after a copy. */
export const COPIED = "Copied the page as Markdown.";
export const FAILED = "Could not copy the page. Open it with View as Markdown instead.";

/** Fetches `href` and puts its text on the clipboard; resolves to the message to announce. */
export async function copyPage(
  href: string,
  clipboard: Pick<Clipboard, "writeText"> | undefined = navigator.clipboard,
): Promise<string> {
  try {
    const response = await fetch(href, { headers: { Accept: "text/markdown" } });
    if (!response.ok || !clipboard) return FAILED;
    await clipboard.writeText(await response.text());
    return COPIED;
  } catch {
    return FAILED;
  }
}

/**
 * The "Copy page" button was pressed: copies the Markdown its sibling link points to and says how
 * it went in the actions' status line, which React renders empty and leaves alone.
 */
export async function copyFrom(button: HTMLElement): Promise<void> {
  const actions = button.parentElement;
  const status = actions?.querySelector('[role="status"]');
  const href = actions?.querySelector("a")?.getAttribute("href");
  if (!status || !href) return;
  status.textContent = "";
  status.textContent = await copyPage(href);
}
