import { htmlToInlineMarkdown, htmlToMarkdown } from "../../../src/lib/markdown-export/from-html";
import { markdownToSafeHtml } from "../../../src/lib/markdown";

describe("htmlToMarkdown", () => {
  it("turns the description HTML of the specs back into Markdown", () => {
    const source =
      'Quotes for **one** symbol, see [limits](/docs/api/limits#headers).\n\n- `symbol`: a *ticker*\n- `country`: a code\n\n```json\n{"a": 1}\n```';
    expect(htmlToMarkdown(markdownToSafeHtml(source, "section"))).toBe(source);
  });

  it("keeps escaped HTML as text, escaped for Markdown", () => {
    expect(htmlToMarkdown("<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; 5 * 3</p>")).toBe(
      "\\<script>alert(1)\\</script> & 5 \\* 3",
    );
  });

  it("gives one line for table cells, and nothing for null", () => {
    expect(htmlToInlineMarkdown("<p>One.</p>\n<p>Two.</p>")).toBe("One. Two.");
    expect(htmlToMarkdown(null)).toBe("");
  });
});
