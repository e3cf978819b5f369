import MarkdownIt from "markdown-it";

// Raw HTML in spec descriptions is escaped, never passed through: the spec is data, not markup.
const renderer = new MarkdownIt({ html: false, linkify: false, typographer: false });

/** Renders Markdown from a spec to safe HTML; raw HTML is escaped. Null for empty input. */
export function markdownToSafeHtml(markdown: string | null | undefined): string | null {
  if (!markdown || !markdown.trim()) return null;
  return renderer.render(markdown.trim()).trim();
}

/** Renders one line of Markdown without the wrapping paragraph. */
export function inlineMarkdownToSafeHtml(markdown: string): string {
  return renderer.renderInline(markdown);
}

/** The first sentence of a Markdown text as plain text (for cards, meta descriptions, search). */
export function plainExcerpt(markdown: string | null | undefined): string | null {
  if (!markdown) return null;
  const firstParagraph = markdown.trim().split(/\n\s*\n/)[0] ?? "";
  const plain = firstParagraph
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[`*_]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (!plain) return null;
  // A sentence ends at . ! or ? followed by a capital letter, so "e.g. the" does not end one.
  const sentence = /^(.+?[.!?])(?=\s+[A-Z]|$)/.exec(plain);
  return sentence ? sentence[1] : plain;
}
