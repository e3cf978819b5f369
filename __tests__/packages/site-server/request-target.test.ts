/** @jest-environment node */
import { canonicalLocation, encodePath, encodeSearch } from "../../../packages/site-server/lib/canonical-path.ts";
import { MAX_TARGET_LENGTH, parseRequestTarget } from "../../../packages/site-server/lib/request-target.ts";

describe("parseRequestTarget", () => {
  test.each([
    ["/docs", "/docs", ""],
    ["/docs/x?y=1&z", "/docs/x", "?y=1&z"],
    ["/docs/%E2%82%AC/", "/docs/€/", ""],
    ["/docs/a%20b", "/docs/a b", ""],
    ["/docs/a%3Fb", "/docs/a?b", ""],
    ["http://example.com/docs/x/?q", "/docs/x/", "?q"],
    ["HTTP://example.com", "/", ""],
    ["http://example.com?x", "/", "?x"],
  ])("%j is path %j with query %j", (target, pathname, search) => {
    expect(parseRequestTarget(target)).toEqual({ ok: true, pathname, search });
  });

  test.each([
    // Invalid percent-encodings, controls and backslashes.
    ["/docs/%", 400],
    ["/docs/%zz", 400],
    ["/docs/%E2%82", 400],
    ["/docs/%ED%A0%80", 400],
    ["/docs/%C0%AF", 400],
    ["/docs/%00", 400],
    ["/docs/a%0Ab", 400],
    ["/docs/%7F", 400],
    ["/docs/%5C..%5Cetc", 400],
    // Encoded slashes: no file name has one, and `/docs/a%2Fb` would name /docs/a/b.
    ["/docs/api%2Fstocks", 400],
    ["/docs%2fapi", 400],
    // Dot segments, encoded or not, in either form.
    ["/docs/../etc/passwd", 400],
    ["/docs/%2e%2e/etc/passwd", 400],
    ["/docs/..%2fetc", 400],
    ["/./docs", 400],
    ["http://h/./docs", 400],
    ["http://h/%2e%2e/etc", 400],
    // Characters a request line can't carry, and what isn't a path.
    ["/docs/€", 400],
    ["/docs/a b", 400],
    ["/docs/x#y", 400],
    ["*", 400],
    ["docs", 400],
    ["javascript:alert(1)", 400],
    ["", 400],
    [`/docs/${"a".repeat(5000)}`, 414],
  ])("%j is refused with %i", (target, status) => {
    expect(parseRequestTarget(target)).toMatchObject({ ok: false, status });
  });

  test("the length limit leaves room for any real page", () => {
    expect(MAX_TARGET_LENGTH).toBeGreaterThanOrEqual(2048);
    expect(parseRequestTarget(`/docs/${"a".repeat(2000)}`)).toMatchObject({ ok: true });
  });

  test("undefined (no target) is refused", () => {
    expect(parseRequestTarget(undefined)).toMatchObject({ ok: false, status: 400 });
  });
});

describe("canonicalLocation", () => {
  test.each([
    ["/docs/x/", "", "/docs/x"],
    ["/docs/products/", "?tab=1", "/docs/products?tab=1"],
    ["/docs/€/", "", "/docs/%E2%82%AC"],
    ["/docs/😀.html", "", "/docs/%F0%9F%98%80"],
    ["/docs/a b/", "", "/docs/a%20b"],
    ["/docs/a?b#c/", "", "/docs/a%3Fb%23c"],
    ["/docs/100%/", "", "/docs/100%25"],
    ["/docs/\u0000\u001f\u007f/", "", "/docs/%00%1F%7F"],
    ["/docs/x:y@z;a=b,c+d$e&f/", "", "/docs/x:y@z;a=b,c+d$e&f"],
    ["/docs/x/", '?q=é <>"', "/docs/x?q=%E9%20%3C%3E%22"],
    ["/docs/x/", "?q=%E2%82%AC", "/docs/x?q=%E2%82%AC"],
    ["/", "", "/docs"],
  ])("%j%s redirects to %j", (pathname, search, location) => {
    expect(canonicalLocation(pathname, search)).toBe(location);
  });

  test("canonical paths are not redirected", () => {
    expect(canonicalLocation("/docs/x", "?a")).toBeNull();
    expect(canonicalLocation("/static/x.js")).toBeNull();
  });

  test("every Location is printable ASCII and a path on this host, whatever the path holds", () => {
    const samples = ["€", "\u0000", "\u2028", "\ud800", "漢字", "\\", "//", "%", " ", "\u0085", "\ufeff"];
    for (const sample of samples) {
      for (const pathname of [`/docs/${sample}/`, `/docs/x${sample}.html`, `/docs/${sample}/index.html`]) {
        const location = canonicalLocation(pathname, `?${sample}`);
        expect(location).toMatch(/^\/[\x21-\x7e]*$/);
        expect(location!.startsWith("//")).toBe(false);
        expect(new URL(location!, "http://127.0.0.1:9000").origin).toBe("http://127.0.0.1:9000");
      }
    }
  });

  test("encodePath keeps the separators and decodes back to the path", () => {
    const pathname = "/docs/a b/€/x?y";
    expect(encodePath(pathname)).toBe("/docs/a%20b/%E2%82%AC/x%3Fy");
    expect(decodeURIComponent(encodePath(pathname))).toBe(pathname);
  });

  test("encodeSearch leaves a valid query alone", () => {
    expect(encodeSearch("?a=1&b=%20&c=d/e")).toBe("?a=1&b=%20&c=d/e");
    expect(encodeSearch("")).toBe("");
  });
});
