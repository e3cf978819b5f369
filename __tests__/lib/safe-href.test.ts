/** @jest-environment node */
import { isRenderableHref } from "../../src/lib/safe-href";
import { classifyUrl } from "../../src/lib/safe-url";

// Every URL of the build check's tests: the render-time net must agree with it on each.
const URLS: string[] = [
  "https://status.tickwire.io",
  "http://example.com/a?b=c#d",
  "HTTPS://EXAMPLE.COM",
  "https://example.com/%E2%82%AC/a%3Ab",
  "https://example.com/javascript:alert(1)",
  "mailto:support@tickwire.io?subject=Hi&body=a%0Ab",
  "/docs",
  "/docs/api/limits#rate-limit-headers",
  "/docs/a%3Ab",
  "/specs/tickwire-http-api.yaml",
  "#errors",
  "#javascript:alert(1)",
  "?q=bit&page=2",
  "./quotes",
  "../api/limits",
  "limits#headers",
  "limits?x=javascript:1",
  "javascript:alert(1)",
  "data:text/html;base64,PHNjcmlwdD4=",
  "vbscript:msgbox(1)",
  "file:///etc/passwd",
  "ftp://example.com",
  "tel:+441234",
  "blob:https://example.com/x",
  "JaVaScRiPt:alert(1)",
  "JAVASCRIPT:alert(1)",
  " javascript:alert(1)",
  "\u0001javascript:alert(1)",
  "\u00a0javascript:alert(1)",
  "\ufeffjavascript:alert(1)",
  "\u200bjavascript:alert(1)",
  "java\tscript:alert(1)",
  "java\nscript:alert(1)",
  "java\r\nscript:alert(1)",
  "&#106;avascript:alert(1)",
  "&#x6A;avascript:alert(1)",
  "&#0000106avascript:alert(1)",
  "javascript&colon;alert(1)",
  "java&Tab;script:alert(1)",
  "java&NewLine;script:alert(1)",
  "&#32;javascript:alert(1)",
  "%6Aavascript:alert(1)",
  "javascript%3Aalert(1)",
  "%256Aavascript:alert(1)",
  "java%09script:alert(1)",
  "http&#115;://example.com",
  "%68ttps://example.com",
  "java script:alert(1)",
  "a:b",
  "//evil.example",
  "/\\\\evil.example",
  "\\\\\\\\evil.example",
  "",
  "   ",
  "%",
  "%E2%82",
  "%zz",
  "&#xffffffff;",
  "&#0;",
  "&unknown;",
  "%E2%82javascript:x",
  "&#xffffffff;x:",
  "&#0;:",
  "&unknown;:",
];

describe("isRenderableHref", () => {
  test.each(URLS)("%j: rendered exactly when the build would allow it", (url) => {
    expect(isRenderableHref(url)).toBe(classifyUrl(url).safe);
  });

  test("covers both verdicts", () => {
    expect(URLS.filter(isRenderableHref).length).toBeGreaterThan(10);
    expect(URLS.filter((url) => !isRenderableHref(url)).length).toBeGreaterThan(20);
  });
});
