import MarkdownIt from "markdown-it";
import { isSafeUrl } from "./safe-url";

// Raw HTML in spec descriptions is escaped, never passed through: the spec is data, not markup.
const renderer = new MarkdownIt({ html: false, linkify: false, typographer: false });
// Links the site's own rule refuses (see safe-url.ts) stay text, as markdown-it does with its own
// shorter list of unsafe schemes. The build also stops on them (src/lib/openapi/spec-links.ts).
renderer.validateLink = isSafeUrl;
// markdown-it exposes its Token class through its parser states.
const Token = new renderer.core.State("", renderer, {}).Token;

/**
 * Where a description sits on its page, which decides what its own headings become:
 * - `section`: right under the page title, so its shallowest heading becomes an h2 and deeper
 *   ones keep their distance from it;
 * - `nested`: inside a section (a parameter, a schema, a message), where a heading would break
 *   the page's outline, so headings render as bold paragraphs.
 */
export type DescriptionPlacement = "section" | "nested";

/** Renders Markdown from a spec to safe HTML; raw HTML is escaped. Null for empty input. */
export function markdownToSafeHtml(
  markdown: string | null | undefined,
  placement: DescriptionPlacement = "nested",
): string | null {
  if (!markdown || !markdown.trim()) return null;
  const env = {};
  const tokens = renderer.parse(markdown.trim(), env);
  const levels = tokens.filter((token) => token.type === "heading_open").map((token) => Number(token.tag.slice(1)));
  const shallowest = Math.min(...levels);
  tokens.forEach((token, index) => {
    if (token.type !== "heading_open" && token.type !== "heading_close") return;
    if (placement === "section") {
      token.tag = `h${Math.min(6, Number(token.tag.slice(1)) - shallowest + 2)}`;
      return;
    }
    token.tag = "p";
    const inline = token.type === "heading_open" ? tokens[index + 1] : null;
    if (inline?.children) {
      inline.children.unshift(new Token("strong_open", "strong", 1));
      inline.children.push(new Token("strong_close", "strong", -1));
    }
  });
  return renderer.renderer.render(tokens, renderer.options, env).trim();
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

// Finds links without judging them, so that the build can name the ones the renderer refuses.
const linkFinder = new MarkdownIt({ html: false, linkify: false, typographer: false });
linkFinder.validateLink = () => true;

/** Every link and image URL of a Markdown text, as markdown-it reads them (references resolved, entities decoded). */
export function markdownLinkUrls(markdown: string): string[] {
  const urls: string[] = [];
  const visit = (tokens: ReturnType<typeof linkFinder.parse>) => {
    for (const token of tokens) {
      const url =
        token.type === "link_open" ? token.attrGet("href") : token.type === "image" ? token.attrGet("src") : null;
      if (url !== null) urls.push(url);
      if (token.children) visit(token.children);
    }
  };
  visit(linkFinder.parse(markdown, {}));
  return urls;
}
