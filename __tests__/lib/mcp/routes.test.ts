/** @jest-environment node */
import {
  closestRoutes,
  pageResourceUri,
  resolutionMessage,
  resolvePageRoute,
  type RouteResolution,
  type SiteRoutes,
} from "../../../src/lib/mcp/routes";

const SITE: SiteRoutes = {
  origin: "https://tickwire.io",
  routes: new Set([
    "/docs",
    "/docs/api",
    "/docs/api/limits",
    "/docs/api/authentication",
    "/docs/api/stocks/get-quote",
    "/docs/api/crypto/get-quote",
    "/docs/websocket",
    "/docs/websocket/authentication",
    "/docs/symbols/stocks/us",
    "/docs/symbols/stocks/uk",
  ]),
};

const resolve = (reference: string, site: SiteRoutes = SITE) => resolvePageRoute(reference, site);
const refusal = (reference: string, site: SiteRoutes = SITE): string => {
  const resolution = resolve(reference, site);
  if (resolution.kind !== "refused") throw new Error(`${reference} was not refused: ${JSON.stringify(resolution)}`);
  return resolution.reason;
};

describe("resolvePageRoute", () => {
  it.each([
    ["/docs/api/limits", "/docs/api/limits"],
    ["/docs/api/limits.md", "/docs/api/limits"],
    ["api/limits", "/docs/api/limits"],
    ["/api/limits", "/docs/api/limits"],
    ["docs/api/limits", "/docs/api/limits"],
    ["  /docs/api/limits/  ", "/docs/api/limits"],
    ["/docs/api/limits/index.html", "/docs/api/limits"],
    ["/docs/api/limits.html", "/docs/api/limits"],
    ["/docs/api//limits", "/docs/api/limits"],
    ["/docs/api/limits#rate-limit-headers", "/docs/api/limits"],
    ["/docs/symbols/stocks/us?q=AAPL", "/docs/symbols/stocks/us"],
    ["/docs/api/%6cimits", "/docs/api/limits"],
    ["/docs", "/docs"],
    ["/docs.md", "/docs"],
    ["docs", "/docs"],
    ["/", "/docs"],
    ["https://tickwire.io/docs/api/limits", "/docs/api/limits"],
    ["https://tickwire.io/docs/api/limits.md", "/docs/api/limits"],
    ["https://TICKWIRE.io/docs/api/limits#anchor", "/docs/api/limits"],
    ["https://tickwire.io/docs.md", "/docs"],
    ["docs://docs/api/limits.md", "/docs/api/limits"],
  ])("%s is the page %s", (reference, route) => {
    expect(resolve(reference)).toEqual({ kind: "page", route });
  });

  it.each([
    ["../../etc/passwd", "segment"],
    ["/docs/../etc/passwd", "segment"],
    ["/docs/./api/limits", "segment"],
    ["/docs/%2e%2e/%2e%2e/etc/passwd", "segment"],
    ["/docs/%2E%2E/secrets", "segment"],
    ["https://tickwire.io/docs/../../etc/passwd", "segment"],
    ["https://tickwire.io/docs/%2e%2e/x", "segment"],
    ["/docs/api/limits\u0000.md", "control character"],
    ["/docs/api/limits%00", "control character"],
    ["/docs/api\nlimits", "control character"],
    ["..\\..\\windows\\win.ini", "backslash"],
    ["/docs/api%5climits", "backslash"],
    ["C:\\docs\\api", "backslash"],
    ["https://evil.example/docs/api/limits", "https://evil.example is not this site (https://tickwire.io)"],
    ["http://tickwire.io/docs/api/limits", "http://tickwire.io is not this site"],
    ["https://tickwire.io:8443/docs/api/limits", "is not this site"],
    ["https://tickwire.io.evil.example/docs", "is not this site"],
    ["https://user:pass@tickwire.io/docs/api/limits", "user name or password"],
    ["//evil.example/docs/api/limits", "names a host"],
    ["file:///etc/passwd", "file: addresses are not pages"],
    ["javascript:alert(1)", "javascript: addresses are not pages"],
    ["/docs/api/%zz", "percent-encoding is malformed"],
    ["", "empty"],
    ["   ", "empty"],
    [`/docs/${"a".repeat(3000)}`, "longer than 2048 characters"],
  ])("%j is refused: %s", (reference, reason) => {
    expect(refusal(reference)).toContain(reason);
  });

  it("refuses full addresses when the build records no origin, and still takes routes", () => {
    const site = { ...SITE, origin: null };
    expect(refusal("https://tickwire.io/docs/api/limits", site)).toContain("only routes are accepted");
    expect(resolve("/docs/api/limits", site)).toEqual({ kind: "page", route: "/docs/api/limits" });
  });

  it("names the route it looked for and suggests the closest ones when no page has it", () => {
    expect(resolve("/docs/api/get-quote")).toEqual({
      kind: "unknown",
      route: "/docs/api/get-quote",
      suggestions: expect.arrayContaining(["/docs/api/stocks/get-quote", "/docs/api/crypto/get-quote"]),
    });
    expect(resolve("api/limitz")).toMatchObject({ kind: "unknown", route: "/docs/api/limitz" });
  });

  it("takes a full address as written: a path outside /docs is not moved under it", () => {
    expect(resolve("https://tickwire.io/api/limits")).toMatchObject({ kind: "unknown", route: "/api/limits" });
  });
});

describe("closestRoutes", () => {
  const routes = [...SITE.routes];

  it("puts routes ending in the same segment first", () => {
    expect(closestRoutes("/docs/api/get-quote", routes, 2).sort()).toEqual([
      "/docs/api/crypto/get-quote",
      "/docs/api/stocks/get-quote",
    ]);
  });

  it("then siblings whose last segment begins with the one asked for", () => {
    expect(closestRoutes("/docs/websocket/auth", routes, 1)).toEqual(["/docs/websocket/authentication"]);
  });

  it("then the nearest by edit distance", () => {
    expect(closestRoutes("/docs/symbols/stocks/usa", routes, 2)).toEqual([
      "/docs/symbols/stocks/us",
      "/docs/symbols/stocks/uk",
    ]);
    expect(closestRoutes("/docs/api/limitz", routes, 1)).toEqual(["/docs/api/limits"]);
  });
});

describe("resolutionMessage", () => {
  it("lists the closest routes and how to find routes for an unknown route", () => {
    const resolution = resolve("/docs/api/get-quote") as Exclude<RouteResolution, { kind: "page" }>;
    const message = resolutionMessage("/docs/api/get-quote", resolution, SITE.origin);
    expect(message).toMatch(/^No page at \/docs\/api\/get-quote\. Closest routes: \/docs\/api\/\w+\/get-quote, /);
    expect(message).toContain("search_docs");
    expect(message).toContain("docs://llms.txt");
    expect(message).toContain("https://tickwire.io/docs/api/limits");
  });

  it("quotes a refused reference with its control characters escaped and says why", () => {
    const reference = "/docs/x\u0000";
    const resolution = resolve(reference) as Exclude<RouteResolution, { kind: "page" }>;
    expect(resolutionMessage(reference, resolution, SITE.origin)).toMatch(
      /^Refused "\/docs\/x\\u0000": it contains a control character \(such as NUL\)\. Pass a page's route/,
    );
  });

  it("shortens a long refused reference", () => {
    const reference = `/docs/${"../".repeat(100)}`;
    const resolution = resolve(reference) as Exclude<RouteResolution, { kind: "page" }>;
    expect(resolutionMessage(reference, resolution, SITE.origin)).toContain('…": it contains');
  });

  it("leaves out full addresses when the build records no origin", () => {
    const resolution = resolve("/docs/nope", { ...SITE, origin: null }) as Exclude<RouteResolution, { kind: "page" }>;
    expect(resolutionMessage("/docs/nope", resolution, null)).not.toContain("https://");
  });
});

describe("pageResourceUri", () => {
  it("names a page's Markdown under docs://", () => {
    expect(pageResourceUri("/docs/api/limits")).toBe("docs://docs/api/limits.md");
    expect(pageResourceUri("/docs")).toBe("docs://docs.md");
  });
});
