/** @jest-environment node */
import { localIndexOf, pageSummaries, routeOfMarkdownFile, siteOriginOf } from "../../../src/lib/mcp/site";
import { pageRecord } from "../search/fixtures/record";

describe("siteOriginOf", () => {
  it("reads the origin of the sitemap's first address", () => {
    expect(
      siteOriginOf(`<?xml version="1.0"?>\n<urlset>\n  <url><loc>https://tickwire.io/docs</loc></url>\n</urlset>`),
    ).toBe("https://tickwire.io");
  });

  it("is null without an address, or with one that is not http(s)", () => {
    expect(siteOriginOf("<urlset></urlset>")).toBeNull();
    expect(siteOriginOf("<loc>not a url</loc>")).toBeNull();
    expect(siteOriginOf("<loc>ftp://tickwire.io/docs</loc>")).toBeNull();
  });
});

describe("routeOfMarkdownFile", () => {
  it.each([
    ["docs.md", "/docs"],
    ["docs/api/limits.md", "/docs/api/limits"],
    ["docs\\api\\limits.md", "/docs/api/limits"],
    ["docs/api/limits.md.gz", null],
    ["llms.txt", null],
    ["other/page.md", null],
  ])("%s → %s", (file, route) => {
    expect(routeOfMarkdownFile(file)).toBe(route);
  });
});

describe("localIndexOf", () => {
  it("takes a version 1 index with records", () => {
    const file = { version: 1, records: [] };
    expect(localIndexOf(file, "public/search/local-index.json")).toBe(file);
  });

  it.each([null, {}, { version: 2, records: [] }, { version: 1, records: {} }])(
    "refuses %j naming the file and the fix",
    (json) => {
      expect(() => localIndexOf(json, "public/search/local-index.json")).toThrow(
        "public/search/local-index.json is not a search index this server reads (version 1 with records). Rebuild the site with `npm run build`.",
      );
    },
  );
});

describe("pageSummaries", () => {
  it("keeps each page's title and summary from its page record, not its sections' or symbols'", () => {
    const summaries = pageSummaries({
      version: 1,
      records: [
        pageRecord("/docs/api/limits", "Rate limits", { content: "Limits per plan." }),
        pageRecord("/docs/api/limits#plans", "Rate limits", { type: "lvl2", content: "Plans." }),
        pageRecord("/docs/symbols/stocks/us?q=AAPL", "Apple Inc. (AAPL)"),
        pageRecord("/docs/symbols/stocks/us", "US stocks"),
      ],
    });
    expect([...summaries]).toEqual([
      ["/docs/api/limits", { title: "Rate limits", description: "Limits per plan." }],
      ["/docs/symbols/stocks/us", { title: "US stocks", description: null }],
    ]);
  });
});
