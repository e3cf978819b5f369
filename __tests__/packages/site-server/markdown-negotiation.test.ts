import { alternateLink, prefersMarkdown, quality } from "../../../packages/site-server/lib/markdown-negotiation.ts";

describe("Markdown content negotiation", () => {
  it("serves Markdown only when the request prefers it to HTML", () => {
    expect(prefersMarkdown("text/markdown")).toBe(true);
    expect(prefersMarkdown("text/markdown, text/html;q=0.5")).toBe(true);
    expect(prefersMarkdown("text/plain, text/markdown;q=0.9, */*;q=0.1")).toBe(true);
    expect(prefersMarkdown("text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8")).toBe(false);
    expect(prefersMarkdown("text/html, text/markdown")).toBe(false);
    expect(prefersMarkdown("*/*")).toBe(false);
    expect(prefersMarkdown(undefined)).toBe(false);
    expect(prefersMarkdown("text/markdown;q=0")).toBe(false);
  });

  it("takes the most specific range's quality", () => {
    expect(quality("text/*;q=0.3, text/markdown;q=0.7, */*", "text/markdown")).toBe(0.7);
    expect(quality("text/*;q=0.3, */*", "text/html")).toBe(0.3);
    expect(quality("application/json", "text/html")).toBe(0);
  });

  it("names the Markdown in a Link header", () => {
    expect(alternateLink("/docs/api/limits")).toBe('</docs/api/limits.md>; rel="alternate"; type="text/markdown"');
  });
});
