/** @jest-environment node */
import crypto from "node:crypto";
import * as headers from "../../../packages/site-server/lib/security-headers.ts";
import { siteConfig } from "../../../site.config";
import { securityConfig } from "../../../src/node/post-build";

const sha = (text: string) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`;
const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((part) => part.startsWith(`${name} `))
    ?.split(" ")
    .slice(1) ?? [];

// What this build's pages may connect to, as the build records it (public/security-config.json).
const recorded = securityConfig(siteConfig);

describe("connectSources", () => {
  test("the site and the origin of the Try-it proxy the build sends requests through, nothing else", () => {
    expect(headers.connectSources(recorded)).toEqual(["'self'", new URL(siteConfig.tryIt.proxy).origin]);
    expect(headers.connectSources({ tryItProxy: "http://127.0.0.1:4030/api/proxy" })).toEqual([
      "'self'",
      "http://127.0.0.1:4030",
    ]);
  });

  test("the provider's proxy in a production build; never the API or the stream themselves", () => {
    const sources = headers.connectSources({ tryItProxy: "https://dashboard.tickwire.io/api/proxy" });
    expect(sources).toEqual(["'self'", "https://dashboard.tickwire.io"]);
    expect(sources.join(" ")).not.toMatch(/api\.tickwire|stream\.tickwire|127\.0\.0\.1|\*/);
  });

  test("can be extended, e.g. with another local proxy origin", () => {
    expect(headers.connectSources(recorded, { connect: ["http://localhost:8787"] })).toContain("http://localhost:8787");
    expect(() => headers.connectSources(recorded, { connect: ["https://x; script-src *"] })).toThrow(
      /not a CSP source/,
    );
  });

  test("adds Algolia's hosts and Google Analytics only when they are configured", () => {
    const site = { ...recorded, search: { algoliaAppId: "ABC123" }, analytics: { measurementId: "G-ABCDEF12" } };
    const sources = headers.connectSources(site);
    expect(sources).toEqual(
      expect.arrayContaining([
        "https://abc123-dsn.algolia.net",
        "https://abc123-1.algolianet.com",
        "https://*.google-analytics.com",
      ]),
    );
    expect(directive(headers.contentSecurityPolicy(site), "script-src")).toContain("https://www.googletagmanager.com");
    expect(headers.connectSources(recorded).some((source) => /algolia|google/.test(source))).toBe(false);
    expect(() => headers.connectSources({ ...recorded, search: { algoliaAppId: "x.evil.com/" } })).toThrow(
      /not an Algolia application id/,
    );
  });

  test("Algolia's hosts give way to the search hosts the build was pointed at", () => {
    const site = { ...recorded, search: { algoliaAppId: "ABC123", algoliaHosts: ["http://127.0.0.1:7700"] } };
    expect(headers.connectSources(site)).toEqual([
      "'self'",
      new URL(siteConfig.tryIt.proxy).origin,
      "http://127.0.0.1:7700",
    ]);
  });

  test("a proxy that is not an http(s) URL is an error naming the setting", () => {
    expect(() => headers.connectSources({ tryItProxy: "javascript:alert(1)" })).toThrow(/tryIt\.proxy.*http\(s\)/);
    expect(() => headers.connectSources({ tryItProxy: "wss://dashboard.tickwire.io" })).toThrow(/tryIt\.proxy/);
    expect(() => headers.connectSources({ tryItProxy: "not a url" })).toThrow(/tryIt\.proxy.*not an absolute URL/);
  });
});

describe("inlineScriptHashes", () => {
  test("hashes executable inline scripts only", () => {
    const html = [
      "<script>a()</script>",
      '<script id="x">b()</script>',
      '<script type="module">c()</script>',
      '<script src="/app.js" async=""></script>',
      '<script type="application/ld+json">{"a":1}</script>',
      "<script></script>",
      "<script>a()</script>",
    ].join("");
    expect(headers.inlineScriptHashes(html)).toEqual([sha("a()"), sha("b()"), sha("c()")]);
  });
});

describe("contentSecurityPolicy", () => {
  const html =
    '<html><head><script>window.pagePath="/docs";</script></head><body><script src="/app.js"></script></body></html>';
  const policy = headers.contentSecurityPolicy(recorded, { html });

  test("scripts: the site and the page's own inline scripts by hash, never 'unsafe-inline' or 'unsafe-eval'", () => {
    expect(directive(policy, "script-src")).toEqual(["'self'", sha('window.pagePath="/docs";')]);
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(directive(headers.contentSecurityPolicy(recorded), "script-src")).toEqual(["'self'"]);
  });

  test("no framing, plugins or foreign base URLs; forms post to the site", () => {
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(directive(policy, "base-uri")).toEqual(["'self'"]);
    expect(directive(policy, "form-action")).toEqual(["'self'"]);
    expect(directive(policy, "default-src")).toEqual(["'self'"]);
    expect(directive(policy, "connect-src")).toEqual(headers.connectSources(recorded));
  });

  test("the other headers: nosniff, referrer policy, no framing, features off", () => {
    expect(headers.securityHeaders(recorded)).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "DENY",
      "Permissions-Policy": expect.stringContaining("camera=()"),
      "Content-Security-Policy": expect.stringContaining("frame-ancestors 'none'"),
    });
  });
});

describe("securityConfig (recorded by the build in public/security-config.json)", () => {
  test("carries the Try-it proxy of site.config.ts; Algolia and analytics are off unless the build turned them on", () => {
    expect(recorded.tryItProxy).toBe(siteConfig.tryIt.proxy);
    expect(recorded.search.algoliaAppId).toBe("");
    expect(headers.connectSources(JSON.parse(JSON.stringify(recorded)))).toEqual(headers.connectSources(recorded));
    const production = { ...siteConfig, tryIt: { ...siteConfig.tryIt, proxy: siteConfig.hosts.tryItProxy } };
    expect(securityConfig(production).tryItProxy).toBe("https://dashboard.tickwire.io/api/proxy");
  });

  test("Algolia counts only with all three settings, analytics only with a valid measurement id", () => {
    const algolia = { algoliaAppId: "APP1", algoliaSearchKey: "key", algoliaIndexName: "docs" };
    expect(securityConfig({ ...siteConfig, search: algolia }).search.algoliaAppId).toBe("APP1");
    expect(securityConfig({ ...siteConfig, search: algolia }, {}).search.algoliaHosts).toEqual([]);
    const pointed = { GATSBY_ALGOLIA_HOSTS: "http://127.0.0.1:7700, https://search.example.com" };
    expect(securityConfig({ ...siteConfig, search: algolia }, pointed).search.algoliaHosts).toEqual([
      "http://127.0.0.1:7700",
      "https://search.example.com",
    ]);
    expect(securityConfig(siteConfig, pointed).search.algoliaHosts).toEqual([]);
    expect(securityConfig({ ...siteConfig, search: { ...algolia, algoliaIndexName: "" } }).search.algoliaAppId).toBe(
      "",
    );
    expect(securityConfig({ ...siteConfig, analytics: { measurementId: "G-ABCDEF12" } }).analytics.measurementId).toBe(
      "G-ABCDEF12",
    );
    expect(securityConfig({ ...siteConfig, analytics: { measurementId: "UA-1" } }).analytics.measurementId).toBe("");
  });
});
