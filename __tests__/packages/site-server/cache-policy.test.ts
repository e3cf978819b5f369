/** @jest-environment node */
import {
  CACHE_CLASSES,
  cacheClass,
  cacheControl,
  IMMUTABLE,
  IMMUTABLE_PATTERNS,
  REVALIDATE,
} from "../../../packages/site-server/lib/cache-policy.ts";

describe("cache classes of the built site", () => {
  test.each([
    ["/app-4a90bbd24443740e33f0.js", "hashed JS/CSS", IMMUTABLE],
    ["/webpack-runtime-1d657a3d7729d86746f3.js", "hashed JS/CSS", IMMUTABLE],
    ["/component---src-templates-api-operation-tsx-5e589b92b238dc157311.js", "hashed JS/CSS", IMMUTABLE],
    ["/styles-0123456789abcdef0123.css", "hashed JS/CSS", IMMUTABLE],
    ["/static/logo-0123abcd.svg", "static/", IMMUTABLE],
    ["/docs/api/index.html", "HTML", REVALIDATE],
    ["/404.html", "HTML", REVALIDATE],
    ["/_gatsby/slices/_gatsby-scripts-1.html", "HTML", REVALIDATE],
    ["/page-data/docs/api/page-data.json", "page-data", REVALIDATE],
    ["/page-data/app-data.json", "app-data", REVALIDATE],
    ["/page-data/sq/d/2744905544.json", "static queries", REVALIDATE],
    ["/slice-data/sidebar-main.json", "slice data", REVALIDATE],
    ["/chunk-map.json", "chunk maps", REVALIDATE],
    ["/webpack.stats.json", "chunk maps", REVALIDATE],
    ["/search/local-index.json", "published JSON", REVALIDATE],
    ["/search/head.json", "published JSON", REVALIDATE],
    ["/search/terms-12-0123456789abcdef0123.json", "search parts", IMMUTABLE],
    ["/search/records-0-0123456789abcdef0123.json", "search parts", IMMUTABLE],
    // Outside /search/, or without the index's hash, a JSON file revalidates.
    ["/samples/terms-1-0123456789abcdef0123.json", "published JSON", REVALIDATE],
    ["/search/records-0-0123.json", "published JSON", REVALIDATE],
    ["/samples/http-api/stocks-get-quote.try-it.json", "published JSON", REVALIDATE],
    ["/specs/tickwire-http-api.json", "published JSON", REVALIDATE],
    ["/docs/api.md", "Markdown and text", REVALIDATE],
    ["/llms.txt", "Markdown and text", REVALIDATE],
    // A licence file named after a hashed script is not itself hashed content.
    ["/framework-a1d958b9d9785253d9d5.js.LICENSE.txt", "Markdown and text", REVALIDATE],
    ["/~partytown/partytown.js", "other", REVALIDATE],
    ["/specs/tickwire-http-api.yaml", "other", REVALIDATE],
  ])("%s is %s", (file, name, header) => {
    expect(cacheClass(file)).toEqual({ name, cacheControl: header });
  });

  test("a route revalidates; a short hex run is not a content hash", () => {
    expect(cacheControl("/docs/api/stocks/get-quote")).toBe(REVALIDATE);
    expect(cacheControl("/vendor-abc123.js")).toBe(REVALIDATE);
  });

  test("a file's class names the Cache-Control its path is served with", () => {
    for (const entry of CACHE_CLASSES) expect([IMMUTABLE, REVALIDATE]).toContain(entry.cacheControl);
    for (const file of ["/app-4a90bbd24443740e33f0.js", "/static/x.svg", "/docs/api/index.html", "/llms.txt", "/x"])
      expect(cacheClass(file).cacheControl).toBe(cacheControl(file));
  });

  test("the patterns nginx gets are anchored the same way in both languages", () => {
    expect(IMMUTABLE_PATTERNS).toEqual([
      "^/static/",
      "-[0-9a-f]{16,}\\.(?:js|css)$",
      "^/search/[a-z]+-[0-9]+-[0-9a-f]{16,}\\.json$",
    ]);
  });
});
