/** @jest-environment node */
import crypto from "node:crypto";
import { siteConfig } from "../../site.config";
import { securityConfig } from "../../src/node/post-build";

interface SecurityConfig {
  hosts: { httpApi: string; websocket: string; dashboard: string; tryItProxy: string };
  search?: { algoliaAppId?: string };
  analytics?: { measurementId?: string };
}
interface PolicyOptions {
  html?: string;
  scriptHashes?: string[];
  connect?: string[];
  local?: string[];
}

// Plain ESM without type declarations; Babel turns it into CommonJS for Jest.
const headers = jest.requireActual<{
  connectSources(site: SecurityConfig, options?: { local?: string[]; connect?: string[] }): string[];
  inlineScriptHashes(html: string): string[];
  cspDirectives(site: SecurityConfig, options?: PolicyOptions): [string, string[]][];
  contentSecurityPolicy(site: SecurityConfig, options?: PolicyOptions): string;
  securityHeaders(site: SecurityConfig, options?: PolicyOptions): Record<string, string>;
  LOCAL_CONNECT_SOURCES: string[];
}>("../../scripts/security-headers.mjs");

const sha = (text: string) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`;
const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((part) => part.startsWith(`${name} `))
    ?.split(" ")
    .slice(1) ?? [];

describe("connectSources", () => {
  test("the site, the provider's hosts from site.config.ts and the reader's machine", () => {
    expect(headers.connectSources(siteConfig)).toEqual([
      "'self'",
      "https://api.tickwire.io",
      "wss://stream.tickwire.io",
      "https://dashboard.tickwire.io",
      "ws://127.0.0.1:4020",
      "http://127.0.0.1:*",
    ]);
  });

  test("follows site.config.ts: every host is reduced to its origin", () => {
    const site = {
      hosts: {
        httpApi: "https://api.example.com/v2",
        websocket: "wss://ws.example.com:8443/x",
        dashboard: "https://d.example.com",
        tryItProxy: "https://proxy.example.com/p",
      },
    };
    expect(headers.connectSources(site, { local: [] })).toEqual([
      "'self'",
      "https://api.example.com",
      "wss://ws.example.com:8443",
      "https://d.example.com",
      "https://proxy.example.com",
    ]);
  });

  test("can be extended, e.g. with another local proxy origin", () => {
    expect(headers.connectSources(siteConfig, { connect: ["http://localhost:8787"] })).toContain(
      "http://localhost:8787",
    );
    expect(() => headers.connectSources(siteConfig, { connect: ["https://x; script-src *"] })).toThrow(
      /not a CSP source/,
    );
  });

  test("adds Algolia's hosts and Google Analytics only when they are configured", () => {
    const site = { ...siteConfig, search: { algoliaAppId: "ABC123" }, analytics: { measurementId: "G-ABCDEF12" } };
    const sources = headers.connectSources(site);
    expect(sources).toEqual(
      expect.arrayContaining([
        "https://abc123-dsn.algolia.net",
        "https://abc123-1.algolianet.com",
        "https://*.google-analytics.com",
      ]),
    );
    expect(directive(headers.contentSecurityPolicy(site), "script-src")).toContain("https://www.googletagmanager.com");
    expect(headers.connectSources(siteConfig).some((source) => /algolia|google/.test(source))).toBe(false);
    expect(() => headers.connectSources({ ...siteConfig, search: { algoliaAppId: "x.evil.com/" } })).toThrow(
      /not an Algolia application id/,
    );
  });

  test("a host that is not an http(s) or ws(s) URL is an error naming the key", () => {
    expect(() => headers.connectSources({ hosts: { ...siteConfig.hosts, httpApi: "javascript:alert(1)" } })).toThrow(
      /hosts\.httpApi/,
    );
    expect(() => headers.connectSources({ hosts: { ...siteConfig.hosts, dashboard: "not a url" } })).toThrow(
      /hosts\.dashboard/,
    );
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
  const policy = headers.contentSecurityPolicy(siteConfig, { html });

  test("scripts: the site and the page's own inline scripts by hash, never 'unsafe-inline' or 'unsafe-eval'", () => {
    expect(directive(policy, "script-src")).toEqual(["'self'", sha('window.pagePath="/docs";')]);
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(directive(headers.contentSecurityPolicy(siteConfig), "script-src")).toEqual(["'self'"]);
  });

  test("no framing, plugins or foreign base URLs; forms post to the site", () => {
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(directive(policy, "base-uri")).toEqual(["'self'"]);
    expect(directive(policy, "form-action")).toEqual(["'self'"]);
    expect(directive(policy, "default-src")).toEqual(["'self'"]);
    expect(directive(policy, "connect-src")).toEqual(headers.connectSources(siteConfig));
  });

  test("the other headers: nosniff, referrer policy, no framing, features off", () => {
    expect(headers.securityHeaders(siteConfig)).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "DENY",
      "Permissions-Policy": expect.stringContaining("camera=()"),
      "Content-Security-Policy": expect.stringContaining("frame-ancestors 'none'"),
    });
  });
});

describe("securityConfig (recorded by the build in public/security-config.json)", () => {
  test("carries the hosts of site.config.ts; Algolia and analytics are off unless the build turned them on", () => {
    const recorded = securityConfig(siteConfig);
    expect(recorded.hosts).toEqual({
      httpApi: siteConfig.hosts.httpApi,
      websocket: siteConfig.hosts.websocket,
      dashboard: siteConfig.hosts.dashboard,
      tryItProxy: siteConfig.hosts.tryItProxy,
    });
    expect(headers.connectSources(JSON.parse(JSON.stringify(recorded)))).toEqual(headers.connectSources(siteConfig));
  });

  test("Algolia counts only with all three settings, analytics only with a valid measurement id", () => {
    const algolia = { algoliaAppId: "APP1", algoliaSearchKey: "key", algoliaIndexName: "docs" };
    expect(securityConfig({ ...siteConfig, search: algolia }).search.algoliaAppId).toBe("APP1");
    expect(securityConfig({ ...siteConfig, search: { ...algolia, algoliaIndexName: "" } }).search.algoliaAppId).toBe(
      "",
    );
    expect(securityConfig({ ...siteConfig, analytics: { measurementId: "G-ABCDEF12" } }).analytics.measurementId).toBe(
      "G-ABCDEF12",
    );
    expect(securityConfig({ ...siteConfig, analytics: { measurementId: "UA-1" } }).analytics.measurementId).toBe("");
  });
});
