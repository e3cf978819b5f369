import { pageHead } from "../../src/lib/page-head";

const site = { titleSuffix: "Tickwire Docs", description: "Market data docs.", siteUrl: "https://tickwire.io" };

describe("pageHead", () => {
  test("title with the site's suffix, the page's description, an absolute canonical URL", () => {
    expect(pageHead(site, { title: "Limits", description: "Rate limits.", route: "/docs/api/limits" })).toEqual({
      title: "Limits | Tickwire Docs",
      description: "Rate limits.",
      canonical: "https://tickwire.io/docs/api/limits",
    });
  });

  test("a page with Markdown names it by absolute URL, the introduction as /docs.md", () => {
    expect(pageHead(site, { title: "Limits", description: null, route: "/docs/api/limits", markdown: true })).toEqual(
      expect.objectContaining({ description: "Market data docs.", markdown: "https://tickwire.io/docs/api/limits.md" }),
    );
    expect(pageHead(site, { title: "Introduction", description: null, route: "/docs", markdown: true }).markdown).toBe(
      "https://tickwire.io/docs.md",
    );
  });

  test("a page that is not listed by search engines can still have Markdown", () => {
    const head = pageHead(site, {
      title: "Search",
      description: null,
      route: "/docs/search",
      noindex: true,
      markdown: true,
    });
    expect(head).toEqual(expect.objectContaining({ noindex: true, markdown: "https://tickwire.io/docs/search.md" }));
    expect(pageHead(site, { title: "Not found", description: null, route: "/404" })).not.toHaveProperty("markdown");
  });
});
