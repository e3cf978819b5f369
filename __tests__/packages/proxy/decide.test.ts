/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseSpecDocument } from "../../../src/lib/openapi/document";
import { tryItServers } from "../../../src/lib/tryit/build-model";
import { readResolved } from "../../fixtures/facts";
import { allowedBase, allowedBases, loadSpecServers, serverUrls } from "../../../packages/proxy/lib/allowed";
import { decideRedirect, decideTarget } from "../../../packages/proxy/lib/decide";

const ROOT = path.resolve(__dirname, "../../..");
const BASES = allowedBases(["https://api.tickwire.io/v1", "http://127.0.0.1:4010/v1"]);

describe("allowed bases", () => {
  test("come from the servers Try it offers: the source YAML with its facts when the build has published no JSON", () => {
    const { urls, file } = loadSpecServers({
      root: ROOT,
      publishedJson: path.join(ROOT, "no-such-dir/tickwire-http-api.json"),
    });
    expect(file).toBe(path.join(ROOT, "specs/http-api.openapi.yaml"));
    expect(urls).toEqual(["https://api.tickwire.io/v1", "http://127.0.0.1:4010/v1"]);
    const document = parseSpecDocument(readResolved("specs/http-api.openapi.yaml"), "specs/http-api.openapi.yaml");
    expect(urls).toEqual(tryItServers(document).map((server) => server.url));
  });

  test("the published JSON wins when there is one", () => {
    const { urls } = loadSpecServers({
      root: "/nonexistent",
      publishedJson: path.join(__dirname, "fixtures/published-spec.json"),
    });
    expect(urls).toEqual(["https://api.example.test/v2"]);
  });

  test("facts the source spec cannot resolve stop the proxy as they stop the build, naming the file", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "proxy-spec-"));
    try {
      fs.mkdirSync(path.join(root, "specs"));
      fs.mkdirSync(path.join(root, "content"));
      fs.copyFileSync(path.join(ROOT, "content/facts.yaml"), path.join(root, "content/facts.yaml"));
      fs.writeFileSync(
        path.join(root, "specs/http-api.openapi.yaml"),
        "openapi: 3.1.0\nservers:\n  - url: https://{{facts.no.such.fact}}/v1\n",
      );
      expect(() => loadSpecServers({ root, publishedJson: path.join(root, "public/spec.json") })).toThrow(
        'specs/http-api.openapi.yaml:3: unknown fact "no.such.fact".',
      );
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  test("a base is an origin and a path prefix; only an IP address host is taken as configured", () => {
    expect(BASES).toEqual([
      {
        origin: "https://api.tickwire.io",
        pathname: "/v1/",
        hostname: "api.tickwire.io",
        literal: false,
        href: "https://api.tickwire.io/v1",
      },
      {
        origin: "http://127.0.0.1:4010",
        pathname: "/v1/",
        hostname: "127.0.0.1",
        literal: true,
        href: "http://127.0.0.1:4010/v1",
      },
    ]);
    expect(allowedBase("HTTPS://Sandbox.Tickwire.IO:443", "test")).toMatchObject({
      origin: "https://sandbox.tickwire.io",
      pathname: "/",
      literal: false,
    });
    expect(allowedBase("http://[::1]:4011/v1/", "test")).toMatchObject({
      origin: "http://[::1]:4011",
      pathname: "/v1/",
      literal: true,
    });
  });

  test("TRYIT_PROXY_ALLOW adds bases; malformed entries stop with a message", () => {
    expect(
      allowedBases(["https://api.tickwire.io/v1"], " https://sandbox.tickwire.io/v1 , http://127.0.0.1:4111").map(
        (b) => b.href,
      ),
    ).toEqual(["https://api.tickwire.io/v1", "https://sandbox.tickwire.io/v1", "http://127.0.0.1:4111"]);
    expect(() => allowedBases([], "sandbox.tickwire.io")).toThrow(
      "TRYIT_PROXY_ALLOW: 'sandbox.tickwire.io' is not an absolute URL",
    );
    expect(() => allowedBases([], "ftp://files.tickwire.io")).toThrow(/not an http or https URL/);
    expect(() => allowedBases([], "https://user:pw@sandbox.tickwire.io")).toThrow(/user name or password/);
    const spec = (yaml: string) => parseSpecDocument(`openapi: 3.1.0\n${yaml}`, "spec.yaml");
    expect(() => serverUrls(spec("servers: []\n"))).toThrow(
      "spec.yaml:2 (#/servers): the spec lists no servers the proxy can forward to.",
    );
    expect(() =>
      serverUrls(spec("servers:\n  - url: https://{region}.tickwire.io\n    variables: { region: { default: eu } }\n")),
    ).toThrow("spec.yaml:3 (#/servers): https://{region}.tickwire.io has variables, which the proxy does not expand.");
  });
});

describe("decideTarget", () => {
  test.each([
    [
      "https://api.tickwire.io/v1/stocks/quote?symbol=AAPL&apikey=tw_live_123",
      "https://api.tickwire.io/v1/stocks/quote?symbol=AAPL&apikey=tw_live_123",
    ],
    ["http://127.0.0.1:4010/v1/stocks/quote?symbol=AAPL", "http://127.0.0.1:4010/v1/stocks/quote?symbol=AAPL"],
    // WHATWG normalisation: default port, case, dot segments inside the base, fragment dropped.
    ["https://api.tickwire.io:443/v1/stocks/quote", "https://api.tickwire.io/v1/stocks/quote"],
    ["HTTPS://API.Tickwire.IO/v1/stocks/quote", "https://api.tickwire.io/v1/stocks/quote"],
    ["https://api.tickwire.io/v1/stocks/../crypto/quote", "https://api.tickwire.io/v1/crypto/quote"],
    ["https://api.tickwire.io/v1/stocks/quote#frag", "https://api.tickwire.io/v1/stocks/quote"],
    ["https://api.tickwire.io/v1/", "https://api.tickwire.io/v1/"],
    // The decimal and hex forms of 127.0.0.1 are normalised: at the mock's port they are the mock.
    ["http://2130706433:4010/v1/stocks/quote", "http://127.0.0.1:4010/v1/stocks/quote"],
    ["http://0x7f000001:4010/v1/stocks/quote", "http://127.0.0.1:4010/v1/stocks/quote"],
  ])("allows %s as %s", (raw, href) => {
    const decision = decideTarget(raw, BASES);
    expect(decision.ok && decision.url.href).toBe(href);
  });

  test.each([
    // No usable URL: 400.
    [null, 400, "missing-url"],
    ["", 400, "missing-url"],
    ["/v1/stocks/quote", 400, "invalid-url"],
    ["api.tickwire.io/v1/stocks/quote", 400, "invalid-url"],
    ["//api.tickwire.io/v1/stocks/quote", 400, "invalid-url"],
    ["https://", 400, "invalid-url"],
    ["http://[::1/v1/", 400, "invalid-url"],
    // Schemes.
    ["file:///etc/passwd", 403, "scheme"],
    ["gopher://api.tickwire.io:70/_v1", 403, "scheme"],
    ["ftp://api.tickwire.io/v1/stocks", 403, "scheme"],
    ["data:text/plain,hello", 403, "scheme"],
    ["javascript:alert(1)", 403, "scheme"],
    ["ws://api.tickwire.io/v1/stocks", 403, "scheme"],
    // Credentials before the host, the classic confusion.
    ["https://api.tickwire.io@127.0.0.1/", 403, "userinfo"],
    ["https://api.tickwire.io:443@evil.test/v1/", 403, "userinfo"],
    ["https://user:pw@api.tickwire.io/v1/stocks", 403, "userinfo"],
    ["https://:@api.tickwire.io/v1/stocks", 403, "userinfo"],
    ["https://@api.tickwire.io/v1/stocks", 403, "userinfo"],
    // Characters parsers disagree on.
    ["https://api.tickwire.io\\@127.0.0.1/v1/", 403, "backslash"],
    ["https://api.tickwire.io/v1\\..\\admin", 403, "backslash"],
    ["https://api.tickwire.io/v1/stocks/quote\t", 403, "control-character"],
    ["https://api.tick\nwire.io/v1/", 403, "control-character"],
    [" https://api.tickwire.io/v1/", 403, "control-character"],
    // Hosts that are not the API's servers.
    ["http://169.254.169.254/latest/meta-data/", 403, "origin-not-allowed"],
    ["http://localhost:4010/v1/stocks/quote", 403, "origin-not-allowed"],
    ["http://127.0.0.1:4011/v1/stocks/quote", 403, "origin-not-allowed"],
    ["http://127.0.0.1/v1/stocks/quote", 403, "origin-not-allowed"],
    ["https://127.0.0.1:4010/v1/stocks/quote", 403, "origin-not-allowed"],
    ["http://[::1]:4010/v1/stocks/quote", 403, "origin-not-allowed"],
    ["http://[::ffff:127.0.0.1]:4010/v1/stocks/quote", 403, "origin-not-allowed"],
    ["http://2130706433/v1/stocks/quote", 403, "origin-not-allowed"],
    ["http://0x7f000001/v1/stocks/quote", 403, "origin-not-allowed"],
    ["http://0177.0.0.1:4011/v1/", 403, "origin-not-allowed"],
    ["http://127.1:4011/v1/", 403, "origin-not-allowed"],
    ["http://0.0.0.0:4010/v1/stocks/quote", 403, "origin-not-allowed"],
    ["http://10.0.0.1/v1/", 403, "origin-not-allowed"],
    ["http://172.16.0.1/v1/", 403, "origin-not-allowed"],
    ["http://192.168.0.1/v1/", 403, "origin-not-allowed"],
    ["http://api.tickwire.io/v1/stocks/quote", 403, "origin-not-allowed"],
    ["https://api.tickwire.io:8443/v1/stocks/quote", 403, "origin-not-allowed"],
    ["https://api.tickwire.io./v1/stocks/quote", 403, "origin-not-allowed"],
    ["https://api.tickwire.io.evil.test/v1/", 403, "origin-not-allowed"],
    ["https://evil-api.tickwire.io/v1/", 403, "origin-not-allowed"],
    // Paths outside the base, with or without encoded dots.
    ["https://api.tickwire.io/", 403, "path-outside-base"],
    ["https://api.tickwire.io/v1", 403, "path-outside-base"],
    ["https://api.tickwire.io/v2/stocks/quote", 403, "path-outside-base"],
    ["https://api.tickwire.io/v1x/stocks", 403, "path-outside-base"],
    ["https://api.tickwire.io/v1/../admin", 403, "path-outside-base"],
    ["https://api.tickwire.io/v1/%2e%2e/admin", 403, "path-outside-base"],
    ["https://api.tickwire.io/v1/%2E%2E/admin", 403, "path-outside-base"],
    ["https://api.tickwire.io/v1/.%2e/admin", 403, "path-outside-base"],
    ["http://127.0.0.1:4010/admin", 403, "path-outside-base"],
    // Encoded separators that survive parsing.
    ["https://api.tickwire.io/v1/%2e%2e%2fadmin", 403, "path-traversal"],
    ["https://api.tickwire.io/v1/..%2F..%2Fadmin", 403, "path-traversal"],
    ["https://api.tickwire.io/v1/stocks%5c..%5cadmin", 403, "path-traversal"],
  ])("refuses %j with %i %s", (raw, status, reason) => {
    const decision = decideTarget(raw, BASES);
    expect(decision).toMatchObject({ ok: false, status, reason });
    expect(!decision.ok && decision.detail).toMatch(/^[A-Z/].+[.)]$/);
  });

  test("a refused IP address names its range in the sentence", () => {
    const decision = decideTarget("http://169.254.169.254/latest/meta-data/", BASES);
    expect(!decision.ok && decision.detail).toBe(
      "The proxy only sends requests to the API's servers (https://api.tickwire.io/v1, http://127.0.0.1:4010/v1), not to http://169.254.169.254. 169.254.169.254 is in 169.254.0.0/16 (link-local, cloud metadata).",
    );
  });

  test("a base with the root path allows every path of its origin", () => {
    const bases = allowedBases([], "http://127.0.0.1:4111");
    expect(decideTarget("http://127.0.0.1:4111/anything?x=1", bases).ok).toBe(true);
  });
});

describe("decideRedirect", () => {
  const from = new URL("https://api.tickwire.io/v1/stocks/quote?symbol=AAPL");

  test.each([
    ["/v1/stocks/quote?symbol=MSFT", "https://api.tickwire.io/v1/stocks/quote?symbol=MSFT"],
    ["quotes", "https://api.tickwire.io/v1/stocks/quotes"],
    ["https://api.tickwire.io/v1/crypto/quote", "https://api.tickwire.io/v1/crypto/quote"],
  ])("passes a Location under the base: %s", (location, href) => {
    const decision = decideRedirect(location, from, BASES);
    expect(decision.ok && decision.url.href).toBe(href);
  });

  test.each([
    "http://169.254.169.254/latest/meta-data/",
    "http://127.0.0.1:22/",
    "/admin",
    "../../admin",
    "//evil.test/v1/",
    "https://api.tickwire.io@10.0.0.1/v1/",
    "file:///etc/passwd",
    "\\\\evil.test\\v1",
  ])("refuses a Location elsewhere as redirect-off-origin: %s", (location) => {
    expect(decideRedirect(location, from, BASES)).toMatchObject({
      ok: false,
      status: 403,
      reason: "redirect-off-origin",
    });
  });
});

describe("only the spec's operations are forwarded", () => {
  const { operations } = loadSpecServers({
    root: ROOT,
    publishedJson: path.join(ROOT, "no-such-dir/tickwire-http-api.json"),
  });
  const decide = (method: string, url: string) => decideTarget(url, BASES, { method, operations });

  test("the operations are the spec's, each path template matching its filled-in paths", () => {
    expect(operations.length).toBeGreaterThan(30);
    expect(operations.map((operation) => `${operation.method} ${operation.path}`)).toContain("GET /stocks/quote");
    expect(decide("GET", "https://api.tickwire.io/v1/stocks/quote?symbol=AAPL&country=us")).toMatchObject({ ok: true });
    expect(decide("HEAD", "https://api.tickwire.io/v1/stocks/quote?symbol=AAPL")).toMatchObject({ ok: true });
  });

  test("a path the reference does not document is refused with 403, naming it", () => {
    expect(decide("GET", "https://api.tickwire.io/v1/admin/keys")).toMatchObject({
      ok: false,
      status: 403,
      reason: "operation-not-documented",
      detail: expect.stringContaining("/admin/keys"),
    });
    expect(decide("GET", "https://api.tickwire.io/v1/stocks/quote/extra")).toMatchObject({
      reason: "operation-not-documented",
    });
  });

  test("a documented path with a method the reference does not give it is refused, naming the methods it takes", () => {
    expect(decide("DELETE", "https://api.tickwire.io/v1/stocks/quote?symbol=AAPL")).toMatchObject({
      ok: false,
      status: 403,
      reason: "method-not-documented",
      detail: expect.stringContaining("takes GET requests"),
    });
  });
});
