import { searchPageMarkdown } from "../../../src/lib/markdown-export/search-page";

const markdown = searchPageMarkdown({
  heading: "Search the documentation",
  description: "Search the Tickwire guides, HTTP and WebSocket references and symbol lists.",
});

describe("searchPageMarkdown", () => {
  test("opens with the page's heading and description", () => {
    expect(markdown.startsWith("# Search the documentation\n\nSearch the Tickwire guides")).toBe(true);
  });

  test("says how to search by address, twenty results to a page, and from the dialog", () => {
    expect(markdown).toContain("`/docs/search?q=<words>`");
    expect(markdown).toContain("20 to a page");
    expect(markdown).toContain("`&page=<n>`");
    expect(markdown).toContain("Ctrl+K");
  });

  test("each example query links to its results", () => {
    expect(markdown).toContain("- [rate limits](/docs/search?q=rate+limits): guides");
    expect(markdown).toContain("- [AAPL](/docs/search?q=AAPL): a symbol");
  });

  test("points to llms.txt, llms-full.txt and the pages' Markdown", () => {
    expect(markdown).toContain("[llms.txt](/llms.txt)");
    expect(markdown).toContain("[llms-full.txt](/llms-full.txt)");
    expect(markdown).toContain("`Accept: text/markdown`");
    expect(markdown.endsWith("\n")).toBe(true);
  });
});
