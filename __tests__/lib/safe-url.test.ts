/** @jest-environment node */
import { classifyUrl, isSafeUrl, SAFE_URL_HINT, unsafeUrlMessage } from "../../src/lib/safe-url";

describe("classifyUrl: links authors may write", () => {
  test.each([
    ["https://status.tickwire.io", "http"],
    ["http://example.com/a?b=c#d", "http"],
    ["HTTPS://EXAMPLE.COM", "http"],
    ["https://example.com/%E2%82%AC/a%3Ab", "http"],
    ["https://example.com/javascript:alert(1)", "http"],
    ["mailto:support@tickwire.io?subject=Hi&body=a%0Ab", "mailto"],
    ["/docs", "site"],
    ["/docs/api/limits#rate-limit-headers", "site"],
    ["/docs/a%3Ab", "site"],
    ["/specs/tickwire-http-api.yaml", "site"],
    ["#errors", "anchor"],
    ["#javascript:alert(1)", "anchor"],
    ["?q=bit&page=2", "query"],
    ["./quotes", "relative"],
    ["../api/limits", "relative"],
    ["limits#headers", "relative"],
    ["limits?x=javascript:1", "relative"],
  ])("%s is safe (%s)", (url, kind) => {
    expect(classifyUrl(url)).toEqual({ safe: true, kind });
    expect(isSafeUrl(url)).toBe(true);
    expect(unsafeUrlMessage(url)).toBeNull();
  });
});

describe("classifyUrl: links that could run script or hide their scheme", () => {
  test.each([
    // Plain unsafe schemes.
    ["javascript:alert(1)", /"javascript:" scheme is not allowed/],
    ["data:text/html;base64,PHNjcmlwdD4=", /"data:" scheme/],
    ["vbscript:msgbox(1)", /"vbscript:" scheme/],
    ["file:///etc/passwd", /"file:" scheme/],
    ["ftp://example.com", /"ftp:" scheme/],
    ["tel:+441234", /"tel:" scheme/],
    ["blob:https://example.com/x", /"blob:" scheme/],
    // Mixed case.
    ["JaVaScRiPt:alert(1)", /"javascript:" scheme/],
    ["JAVASCRIPT:alert(1)", /"javascript:" scheme/],
    // Leading whitespace and control characters, which browsers drop.
    [" javascript:alert(1)", /starts with spaces/],
    ["\u0001javascript:alert(1)", /control character/],
    ["\u00a0javascript:alert(1)", /starts with spaces/],
    ["\ufeffjavascript:alert(1)", /starts with spaces/],
    ["\u200bjavascript:alert(1)", /starts with spaces/],
    // Tabs and newlines inside the scheme, which the URL parser removes.
    ["java\tscript:alert(1)", /control character/],
    ["java\nscript:alert(1)", /control character/],
    ["java\r\nscript:alert(1)", /control character/],
    // Character references, decimal, hex, named, with and without the semicolon.
    ["&#106;avascript:alert(1)", /"javascript:" scheme/],
    ["&#x6A;avascript:alert(1)", /"javascript:" scheme/],
    ["&#0000106avascript:alert(1)", /"javascript:" scheme/],
    ["javascript&colon;alert(1)", /"javascript:" scheme/],
    ["java&Tab;script:alert(1)", /"javascript:" scheme/],
    ["java&NewLine;script:alert(1)", /"javascript:" scheme/],
    ["&#32;javascript:alert(1)", /"javascript:" scheme/],
    // Percent-encoding, single and double.
    ["%6Aavascript:alert(1)", /"javascript:" scheme/],
    ["javascript%3Aalert(1)", /"javascript:" scheme/],
    ["%256Aavascript:alert(1)", /"javascript:" scheme/],
    ["java%09script:alert(1)", /"javascript:" scheme/],
    // Allowed schemes written in disguise.
    ["http&#115;://example.com", /encoded characters/],
    ["%68ttps://example.com", /encoded characters/],
    // Colons that do not form a valid scheme, other hosts without a scheme, nothing at all.
    ["java script:alert(1)", /colon before its first slash/],
    ["a:b", /"a:" scheme/],
    ["//evil.example", /another host/],
    ["/\\evil.example", /another host/],
    ["\\\\evil.example", /another host/],
    ["", /empty/],
    ["   ", /empty/],
  ])("%j is refused", (url, reason) => {
    const verdict = classifyUrl(url);
    expect(verdict.safe).toBe(false);
    if (!verdict.safe) expect(verdict.reason).toMatch(reason);
    expect(isSafeUrl(url)).toBe(false);
    expect(unsafeUrlMessage(url)).toContain(SAFE_URL_HINT);
  });

  test("never throws on malformed escapes or references", () => {
    for (const url of ["%", "%E2%82", "%zz", "&#xffffffff;", "&#0;", "&unknown;"]) {
      expect(() => classifyUrl(url)).not.toThrow();
      expect(classifyUrl(url)).toEqual({ safe: true, kind: "relative" });
    }
    for (const url of ["%E2%82javascript:x", "&#xffffffff;x:", "&#0;:", "&unknown;:"])
      expect(classifyUrl(url).safe).toBe(false);
  });

  test("the message quotes the URL and says what to write instead", () => {
    expect(unsafeUrlMessage("javascript:alert(1)")).toBe(
      `unsafe link "javascript:alert(1)": the "javascript:" scheme is not allowed. ${SAFE_URL_HINT}`,
    );
  });
});
