/**
 * Titles and labels are plain text: React shows them as written, so markup in them would appear
 * as literal tags in the h1, the browser tab, breadcrumbs and the sidebar. This finds markup an
 * author may have meant to render.
 */

const TAG = /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>|<!--/i;
const REFERENCE = /&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/i;

/** The first HTML tag or character reference in `text`, or null for plain text. */
export function markupIn(text: string): string | null {
  return TAG.exec(text)?.[0] ?? REFERENCE.exec(text)?.[0] ?? null;
}

/** The validation message for text with markup. */
export function plainTextMessage(text: string): string {
  return `must be plain text, but contains ${JSON.stringify(markupIn(text))}; write the characters themselves (& < > "), without HTML tags or entities`;
}

/** A zod refinement: `.refine(isPlainText, (value) => ({ message: plainTextMessage(value) }))`. */
export const isPlainText = (text: string): boolean => markupIn(text) === null;
