import { AuthorError } from "./author-error";

/** The YAML of a content file's frontmatter and the number of file lines in front of it. */
export interface FrontmatterBlock {
  yaml: string;
  lineOffset: number;
}

const FENCE = /^---[ \t]*$/;

/**
 * The frontmatter between a `---` first line and the next `---` line, or null when the file
 * does not start with a fence. An opening fence without a closing one is an author error.
 */
export function frontmatterBlock(text: string, file: string): FrontmatterBlock | null {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  if (!FENCE.test(lines[0] ?? "")) return null;
  const closing = lines.findIndex((line, index) => index > 0 && FENCE.test(line));
  if (closing < 0) {
    throw new AuthorError(
      file,
      `Unclosed frontmatter in ${file}:1: the block opened by --- on line 1 has no closing --- line.\n  Fix: end the frontmatter with a line containing only ---.`,
    );
  }
  return { yaml: lines.slice(1, closing).join("\n"), lineOffset: 1 };
}
