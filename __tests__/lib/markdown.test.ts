/** @jest-environment node */
import { inlineMarkdownToSafeHtml, markdownLinkUrls, markdownToSafeHtml, plainExcerpt } from "../../src/lib/markdown";

describe("markdownToSafeHtml", () => {
  test("escapes raw HTML instead of passing it through", () => {
    const html = markdownToSafeHtml('Quotes <script>alert("x")</script> and <b>bold</b>') ?? "";
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;");
    expect(html).not.toContain("<b>");
  });

  test("returns null for empty or blank text", () => {
    expect(markdownToSafeHtml(null)).toBeNull();
    expect(markdownToSafeHtml("  \n ")).toBeNull();
  });

  test("a section description's shallowest heading becomes an h2 and deeper ones keep their distance", () => {
    const html = markdownToSafeHtml("Intro.\n\n### Format\n\nText.\n\n#### Fields\n\n### Running", "section") ?? "";
    expect(html).toContain("<h2>Format</h2>");
    expect(html).toContain("<h3>Fields</h3>");
    expect(html).toContain("<h2>Running</h2>");
    expect(html).not.toMatch(/<h[1456]/);
  });

  test("a nested description's headings become bold paragraphs, so the page outline stays whole", () => {
    const html = markdownToSafeHtml("## Notes\n\nThe *field* is optional.") ?? "";
    expect(html).toContain("<p><strong>Notes</strong></p>");
    expect(html).not.toMatch(/<h\d/);
    expect(html).toContain("<em>field</em>");
  });
});

describe("inlineMarkdownToSafeHtml", () => {
  test("renders inline Markdown without a paragraph", () => {
    expect(inlineMarkdownToSafeHtml("Use `symbol`")).toBe("Use <code>symbol</code>");
  });
});

describe("plainExcerpt", () => {
  test("keeps the first sentence and does not stop at abbreviations", () => {
    expect(plainExcerpt("Returns quotes, e.g. the last price. Then more.")).toBe(
      "Returns quotes, e.g. the last price.",
    );
  });

  test("drops link targets and emphasis", () => {
    expect(plainExcerpt("See [limits](/docs/api/limits) for **plans**")).toBe("See limits for plans");
  });
});

describe("links in spec Markdown", () => {
  test.each([
    "[x](javascript:alert(1))",
    "[x](JaVaScRiPt:alert(1))",
    "[x](&#106;avascript:alert(1))",
    "[x](java&#x09;script:alert(1))",
    "[x](vbscript:msgbox(1))",
    "[x](data:text/html,<b>x</b>)",
    "[x](ftp://example.com)",
    "[x][r]\n\n[r]: javascript:alert(1)",
    "![x](data:image/png;base64,AAAA)",
  ])("%j renders as text, never as a link", (markdown) => {
    const html = markdownToSafeHtml(markdown) ?? "";
    expect(html).not.toMatch(/<a |<img /);
    expect(inlineMarkdownToSafeHtml(markdown)).not.toMatch(/<a |<img /);
  });

  test("safe links still render", () => {
    expect(markdownToSafeHtml("[a](https://x.io) [b](/docs/api#x) [c](mailto:a@b.io) [d](#e)")).toBe(
      '<p><a href="https://x.io">a</a> <a href="/docs/api#x">b</a> <a href="mailto:a@b.io">c</a> <a href="#e">d</a></p>',
    );
  });

  test("markdownLinkUrls finds links, reference links and images, decoded", () => {
    expect(
      markdownLinkUrls("[a](/docs) [b][r] ![c](javascript:x) `[d](javascript:y)`\n\n[r]: &#106;avascript:z"),
    ).toEqual(["/docs", "javascript:z", "javascript:x"]);
  });
});
