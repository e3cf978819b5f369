/** @jest-environment node */
import { AuthorError } from "../../src/lib/author-error";
import { checkDocFileNames } from "../../src/lib/doc-files";

test("MDX pages and other files pass", () => {
  expect(() => checkDocFileNames(["content/docs/index.mdx", "content/docs/img/chart.png"])).not.toThrow();
});

test("a .md file is refused with the rename that builds it", () => {
  expect(() =>
    checkDocFileNames(["content/docs/index.mdx", "content/docs/platform/notes.md", "content/docs/a.MARKDOWN"]),
  ).toThrow(
    new AuthorError(
      "content/docs/platform/notes.md",
      "Markdown files in content/docs, which only builds .mdx pages:\n" +
        "  - content/docs/platform/notes.md:1: rename it to content/docs/platform/notes.mdx\n" +
        "  - content/docs/a.MARKDOWN:1: rename it to content/docs/a.mdx\n" +
        "  Fix: rename to .mdx (MDX reads Markdown; write \\{ and &lt; for a literal { or <), or move the file out of content/docs.",
    ),
  );
});
