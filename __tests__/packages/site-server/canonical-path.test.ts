/** @jest-environment node */
import { canonicalPath } from "../../../packages/site-server/lib/canonical-path.ts";
import { BASE_PATH } from "../../../src/lib/docs";

describe("canonicalPath", () => {
  test("base path is /docs", () => {
    expect(BASE_PATH).toBe("/docs");
  });

  test.each([
    ["/docs/", "/docs"],
    ["/docs//", "/docs"],
    ["/docs/x/", "/docs/x"],
    ["/docs/api/limits/", "/docs/api/limits"],
    ["/docs/x.html", "/docs/x"],
    ["/docs/x.htm", "/docs/x"],
    ["/docs/index.html", "/docs"],
    ["/docs/x/index.html", "/docs/x"],
    ["/docs/x//", "/docs/x"],
    ["/docs/x//index.html", "/docs/x"],
    ["/docs.html", "/docs"],
    ["/", "/docs"],
    ["/index.html", "/docs"],
  ])("redirects %j to %j", (pathname, canonical) => {
    expect(canonicalPath(pathname)).toBe(canonical);
  });

  test.each([
    // Already canonical.
    "/docs",
    "/docs/x",
    "/docs/api/limits",
    "/docs/category/http-api",
    // Assets and data files outside /docs are not pages.
    "/app-123.js",
    "/app-e234d6fe495192fa0d8e.js.map",
    "/page-data/docs/page-data.json",
    "/page-data/app-data.json",
    "/static/logo.svg",
    "/404.html",
    // Only /docs itself, /docs/… and /docs.… belong to the docs.
    "/docsearch.js",
    "/documentation/",
    // An empty segment names no page, with or without an ending: the not-found page, no redirect.
    "/docs//x",
    "/docs//x/",
    "/docs//x/index.html",
    "//docs/",
  ])("leaves %j alone (null)", (pathname) => {
    expect(canonicalPath(pathname)).toBeNull();
  });

  test.each(["/docs/", "/docs/x/", "/docs/x.html", "/docs/x/index.html", "/", "/index.html"])(
    "the canonical form of %j is itself canonical (one redirect)",
    (pathname) => {
      const canonical = canonicalPath(pathname);
      expect(canonical).not.toBeNull();
      expect(canonicalPath(canonical as string)).toBeNull();
    },
  );

  // Regression: the endings are stripped in a fixed order (index.html, .html, then slashes), so a trailing
  // slash after .html leaves a path ending in .html that needs a second redirect.
  test.each(["/docs/x.html/", "/docs/x/index.html/"])(
    "the canonical form of %j is itself canonical (one redirect)",
    (pathname) => {
      const canonical = canonicalPath(pathname);
      expect(canonical).not.toBeNull();
      expect(canonicalPath(canonical as string)).toBeNull();
    },
  );
});
