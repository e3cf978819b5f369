import { AuthorError } from "./author-error";

/**
 * Guides are MDX: a `.md` (or `.markdown`) file under content/docs would be skipped without a
 * word, so it stops the build instead, naming each file and the rename that makes it a page.
 * `files` are paths relative to the project root.
 */
export function checkDocFileNames(files: readonly string[]): void {
  const markdown = files.filter((file) => /\.(md|markdown)$/i.test(file));
  if (markdown.length === 0) return;
  const lines = markdown.map((file) => `  - ${file}:1: rename it to ${file.replace(/\.(md|markdown)$/i, ".mdx")}`);
  throw new AuthorError(
    markdown[0],
    `Markdown file${markdown.length > 1 ? "s" : ""} in content/docs, which only builds .mdx pages:\n${lines.join("\n")}\n` +
      "  Fix: rename to .mdx (MDX reads Markdown; write \\{ and &lt; for a literal { or <), or move the file out of content/docs.",
  );
}
