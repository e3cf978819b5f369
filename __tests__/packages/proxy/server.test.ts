/** @jest-environment node */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { forbiddenRange } from "../../../packages/proxy/lib/addresses";
import { allowedBases } from "../../../packages/proxy/lib/allowed";
import type { ResolvedAddress } from "../../../packages/proxy/lib/lookup";
import { startTryItProxy, type TryItProxy, type TryItProxyOptions } from "../../../packages/proxy/lib/server";
import { request, sha256, through, Upstream, waitFor, type Reply } from "./fixtures/http";

jest.setTimeout(20_000);

const DOCS_ORIGIN = "http://127.0.0.1:9000";
const KEY = "tw_live_secret_header_key_0001";
const QUERY_KEY = "tw_live_secret_query_key_0002";

let upstream: Upstream;
/** A live server on loopback that is not one of the allowed bases: it must never be reached. */
let stranger: Upstream;
let proxy: TryItProxy;
const logs: string[] = [];
/** Host names the fake DNS knows, each with the answers it gives, one per lookup (the last repeats). */
let dnsAnswers: Record<string, ResolvedAddress[][]>;
const lookups: string[] = [];
/** A port nothing listens on. */
let closedPort: number;

const v4 = (address: string): ResolvedAddress => ({ address, family: 4 });
const v6 = (address: string): ResolvedAddress => ({ address, family: 6 });

async function resolve(hostname: string): Promise<ResolvedAddress[]> {
  lookups.push(hostname);
  const answers = dnsAnswers[hostname];
  if (!answers) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
  const seen = lookups.filter((h) => h === hostname).length;
  return answers[Math.min(seen, answers.length) - 1];
}

/**
 * The real classification, except that 127.0.0.1, where the test upstreams listen, stands for a
 * public address of the API. Every other loopback address stays refused.
 */
function classify(address: string) {
  if (address === "boom") throw new Error("classifier failure for a test");
  return address === "127.0.0.1" ? null : forbiddenRange(address);
}

/** A proxy whose allowed bases are fake API hosts served by the test upstream. */
function startProxy(options: Partial<TryItProxyOptions> = {}): Promise<TryItProxy> {
  const p = upstream.port;
  const bases = allowedBases(
    [`http://api.tickwire.io:${p}/v1`, `http://127.0.0.1:${p}/mock/v1`],
    [
      `http://internal.tickwire.io:${p}/v1`,
      `http://rebind.tickwire.io:${p}/v1`,
      `http://mapped.tickwire.io:${p}/v1`,
      `http://metadata.tickwire.io:${p}/v1`,
      `http://mixed.tickwire.io:${p}/v1`,
      `http://boom.tickwire.io:${p}/v1`,
      `https://tls.tickwire.io:${p}/v1`,
      `http://127.0.0.1:${closedPort}/v1`,
    ].join(","),
  );
  return startTryItProxy({
    bases,
    docsOrigins: [DOCS_ORIGIN, "http://localhost:8000"],
    port: 0,
    resolve,
    classify,
    log: (line) => logs.push(line),
    ...options,
  });
}

const api = (path: string) => `http://api.tickwire.io:${upstream.port}/v1${path}`;
const send = (target: string, init?: Parameters<typeof request>[1]) => request(through(proxy.url, target), init);

function expectRefused(reply: Reply, reason: string) {
  expect({ status: reply.status, type: reply.headers["content-type"], reason: reply.json().reason }).toEqual({
    status: 403,
    type: "application/problem+json",
    reason,
  });
  expect(reply.json()).toMatchObject({
    type: "https://tickwire.io/problems/proxy-refused",
    title: "The Try-it proxy refused this request",
    status: 403,
  });
  expect(reply.json().detail).toEqual(expect.any(String));
}

beforeAll(async () => {
  const probe = net.createServer();
  await new Promise<void>((r) => probe.listen(0, "127.0.0.1", r));
  closedPort = (probe.address() as net.AddressInfo).port;
  await new Promise((r) => probe.close(r));
  upstream = await Upstream.start();
  stranger = await Upstream.start();
  proxy = await startProxy();
});

beforeEach(() => {
  dnsAnswers = {
    "api.tickwire.io": [[v4("127.0.0.1")]],
    "internal.tickwire.io": [[v4("10.1.2.3")]],
    "metadata.tickwire.io": [[v4("169.254.169.254")]],
    "mapped.tickwire.io": [[v6("::ffff:127.0.0.1")]],
    "mixed.tickwire.io": [[v4("127.0.0.1"), v4("192.168.1.20")]],
    // Public at the check, loopback (another address of this machine) at connect time.
    "rebind.tickwire.io": [[v4("127.0.0.1")], [v4("127.0.0.2")]],
    "boom.tickwire.io": [[{ address: "boom", family: 4 }]],
    "tls.tickwire.io": [[v4("127.0.0.1")]],
  };
  lookups.length = 0;
});

afterAll(async () => {
  await proxy.close();
  await upstream.close();
  await stranger.close();
  expect(stranger.received).toEqual([]);
  // The log says what was sent where, never the keys.
  expect(logs.length).toBeGreaterThan(0);
  expect(logs.filter((line) => line.includes(KEY) || line.includes(QUERY_KEY) || line.includes("apikey"))).toEqual([]);
});

describe("refused with 403 and a reason, nothing sent", () => {
  const before = () => upstream.received.length;

  test.each([
    [
      "the cloud metadata address",
      () => "http://169.254.169.254/latest/meta-data/iam/security-credentials/",
      "origin-not-allowed",
    ],
    ["localhost on another port", () => `http://localhost:${stranger.port}/v1/stocks/quote`, "origin-not-allowed"],
    [
      "localhost on the API's port",
      () => `http://localhost:${upstream.port}/mock/v1/stocks/quote`,
      "origin-not-allowed",
    ],
    [
      "127.0.0.1 on another port (a live server)",
      () => `http://127.0.0.1:${stranger.port}/v1/stocks/quote`,
      "origin-not-allowed",
    ],
    ["127.0.0.1 on port 80", () => "http://127.0.0.1/v1/stocks/quote", "origin-not-allowed"],
    ["[::1]", () => `http://[::1]:${upstream.port}/mock/v1/stocks/quote`, "origin-not-allowed"],
    [
      "[::ffff:127.0.0.1]",
      () => `http://[::ffff:127.0.0.1]:${upstream.port}/mock/v1/stocks/quote`,
      "origin-not-allowed",
    ],
    ["[::ffff:7f00:1]", () => `http://[::ffff:7f00:1]:${stranger.port}/v1/stocks/quote`, "origin-not-allowed"],
    ["the decimal form of 127.0.0.1", () => `http://2130706433:${stranger.port}/v1/stocks/quote`, "origin-not-allowed"],
    ["the hex form of 127.0.0.1", () => `http://0x7f000001:${stranger.port}/v1/stocks/quote`, "origin-not-allowed"],
    ["the octal form of 127.0.0.1", () => `http://0177.0.0.1:${stranger.port}/v1/stocks/quote`, "origin-not-allowed"],
    ["0.0.0.0", () => `http://0.0.0.0:${upstream.port}/mock/v1/stocks/quote`, "origin-not-allowed"],
    ["10/8", () => "http://10.0.0.1/v1/stocks/quote", "origin-not-allowed"],
    ["172.16/12", () => "http://172.16.0.1/v1/stocks/quote", "origin-not-allowed"],
    ["192.168/16", () => "http://192.168.0.1/v1/stocks/quote", "origin-not-allowed"],
    ["the userinfo trick", () => "https://api.tickwire.io@127.0.0.1/", "userinfo"],
    [
      "the userinfo trick on the API's port",
      () => `http://api.tickwire.io:${upstream.port}@127.0.0.1:${upstream.port}/v1/`,
      "userinfo",
    ],
    ["backslashes", () => `http://api.tickwire.io:${upstream.port}\\@127.0.0.1/v1/`, "backslash"],
    ["encoded dots", () => api("/%2e%2e/admin"), "path-outside-base"],
    ["encoded dots and slash", () => api("/%2e%2e%2fadmin"), "path-traversal"],
    ["a path outside the base", () => `http://api.tickwire.io:${upstream.port}/admin`, "path-outside-base"],
    ["file:", () => "file:///etc/passwd", "scheme"],
    ["gopher:", () => "gopher://127.0.0.1:6379/_FLUSHALL", "scheme"],
    ["ftp:", () => "ftp://api.tickwire.io/v1/", "scheme"],
    ["data:", () => "data:text/plain,hi", "scheme"],
  ])("%s", async (_name, target, reason) => {
    const count = before();
    expectRefused(await send(target(), { headers: { "X-API-Key": KEY } }), reason);
    expect(upstream.received.length).toBe(count);
  });

  test("a host name that resolves to a private address", async () => {
    const reply = await send(`http://internal.tickwire.io:${upstream.port}/v1/stocks/quote`);
    expectRefused(reply, "private-address");
    expect(reply.json().detail).toBe(
      "internal.tickwire.io resolves to 10.1.2.3, in 10.0.0.0/8 (private); the proxy does not send requests to such addresses.",
    );
  });

  test("a host name that resolves to the cloud metadata address", async () => {
    expectRefused(await send(`http://metadata.tickwire.io:${upstream.port}/v1/stocks/quote`), "private-address");
  });

  test("a host name that resolves to an IPv4-mapped loopback address", async () => {
    expectRefused(await send(`http://mapped.tickwire.io:${upstream.port}/v1/stocks/quote`), "private-address");
  });

  test("a host name with one private address among public ones", async () => {
    const count = upstream.received.length;
    expectRefused(await send(`http://mixed.tickwire.io:${upstream.port}/v1/stocks/quote`), "private-address");
    expect(upstream.received.length).toBe(count);
  });

  test("DNS rebinding: public when checked, loopback when connecting", async () => {
    const count = upstream.received.length;
    const reply = await send(`http://rebind.tickwire.io:${upstream.port}/v1/stocks/quote`);
    expectRefused(reply, "private-address");
    expect(reply.json().detail).toMatch(
      /^rebind\.tickwire\.io resolves to 127\.0\.0\.2, in 127\.0\.0\.0\/8 \(loopback\) when the proxy connected/,
    );
    // Checked once before sending and once more by the connection itself.
    expect(lookups.filter((h) => h === "rebind.tickwire.io")).toHaveLength(2);
    expect(upstream.received.length).toBe(count);
  });

  test("an allowed host that redirects to a private address", async () => {
    upstream.on("/v1/redirect-private", (_req, res) => {
      res.writeHead(302, { Location: "http://169.254.169.254/latest/meta-data/", "Set-Cookie": "s=1" });
      res.end("moved");
    });
    const reply = await send(api("/redirect-private"));
    expectRefused(reply, "redirect-off-origin");
    expect(reply.headers["set-cookie"]).toBeUndefined();
    expect(reply.headers.location).toBeUndefined();
  });

  test("an allowed host that redirects outside the base path or to another scheme", async () => {
    upstream.on("/v1/redirect-admin", (_req, res) => {
      res.writeHead(301, { Location: "/admin" });
      res.end();
    });
    upstream.on("/v1/redirect-file", (_req, res) => {
      res.writeHead(307, { Location: "file:///etc/passwd" });
      res.end();
    });
    expectRefused(await send(api("/redirect-admin")), "redirect-off-origin");
    expectRefused(await send(api("/redirect-file")), "redirect-off-origin");
  });

  test("a page of another origin, and its preflight", async () => {
    const count = upstream.received.length;
    const reply = await send(api("/stocks/quote"), { headers: { Origin: "https://evil.example" } });
    expectRefused(reply, "origin-not-allowed-cors");
    expect(reply.headers["access-control-allow-origin"]).toBeUndefined();
    const preflight = await send(api("/stocks/quote"), {
      method: "OPTIONS",
      headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "GET" },
    });
    expectRefused(preflight, "origin-not-allowed-cors");
    expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
    expectRefused(await send(api("/stocks/quote"), { headers: { Origin: "null" } }), "origin-not-allowed-cors");
    expect(upstream.received.length).toBe(count);
  });
});

describe("limits and failures", () => {
  test("a body over 10 MB is cut off while it streams: 413, and the API never gets more than 10 MB", async () => {
    const limit = 10 * 1024 * 1024;
    const chunk = randomBytes(256 * 1024);
    const target = api("/algo/upload-backtesting");
    let written = 0;
    let writing = true;
    const reply = await new Promise<Reply>((resolve, reject) => {
      // Chunked, so the proxy cannot know the size in advance; up to 40 MB, stopping at the answer.
      const req = http.request(
        through(proxy.url, target),
        { method: "POST", headers: { "Content-Type": "application/octet-stream" }, agent: false },
        (res) => {
          writing = false;
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => {
            const body = Buffer.concat(chunks);
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body,
              text: body.toString(),
              json: () => JSON.parse(body.toString()),
            });
            req.destroy();
          });
        },
      );
      req.on("error", (error) => (writing ? reject(error) : undefined));
      const pump = () => {
        while (writing && written < 4 * limit) {
          written += chunk.length;
          if (!req.write(chunk)) return void req.once("drain", pump);
        }
        if (writing) req.end();
      };
      pump();
    });
    expect(reply.status).toBe(413);
    expect(reply.headers["content-type"]).toBe("application/problem+json");
    expect(reply.json()).toMatchObject({ status: 413, reason: "body-too-large" });
    // The answer came while the client was still sending.
    expect(written).toBeLessThan(4 * limit);
    await waitFor(
      () => upstream.requestsTo("/v1/algo/upload-backtesting").length === 1,
      "the upstream to see the request end",
    );
    const [received] = upstream.requestsTo("/v1/algo/upload-backtesting");
    expect(received.complete).toBe(false);
    expect(received.body.length).toBeLessThanOrEqual(limit);
    expect(received.body.length).toBeGreaterThan(0);
    // The proxy serves the next request.
    expect((await send(api("/stocks/quote"))).status).toBe(200);
  });

  test("a declared length over the cap is answered 413 before anything is sent", async () => {
    const small = await startProxy({ maxBodyBytes: 1024 });
    try {
      const count = upstream.received.length;
      const reply = await request(through(small.url, api("/algo/upload-backtrader")), {
        method: "POST",
        body: Buffer.alloc(2048, 1),
        headers: { "Content-Type": "application/octet-stream" },
      });
      expect(reply.status).toBe(413);
      expect(reply.json().reason).toBe("body-too-large");
      expect(upstream.received.length).toBe(count);
    } finally {
      await small.close();
    }
  });

  test("a slow upstream past the time cap: 504, and the upstream request is abandoned", async () => {
    let held: http.ServerResponse | null = null;
    upstream.on("/v1/slow", (_req, res) => {
      held = res;
      res.writeHead(200, { "Content-Type": "application/json" });
      res.flushHeaders();
      // Headers only: the body never comes. The proxy's cap covers the whole exchange.
    });
    upstream.on("/v1/silent", (_req, res) => {
      held = res;
    });
    const fast = await startProxy({ timeoutMs: 300 });
    try {
      const started = Date.now();
      const silent = await request(through(fast.url, api("/silent")));
      expect(silent.status).toBe(504);
      expect(silent.json()).toMatchObject({
        status: 504,
        reason: "timeout",
        type: "https://tickwire.io/problems/proxy-timeout",
      });
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
      await waitFor(() => held !== null && held.destroyed, "the upstream connection to be closed");
      held = null;
      // Once the response has started, the cap cuts it off.
      await expect(request(through(fast.url, api("/slow")))).rejects.toThrow(/aborted|socket hang up|ECONNRESET/);
      await waitFor(() => held !== null && held.destroyed, "the upstream connection to be closed");
    } finally {
      await fast.close();
    }
  });

  test("an unreachable upstream: 502", async () => {
    const reply = await send(`http://127.0.0.1:${closedPort}/v1/stocks/quote`);
    expect(reply.status).toBe(502);
    expect(reply.json()).toMatchObject({
      reason: "upstream-unreachable",
      type: "https://tickwire.io/problems/proxy-upstream",
    });
  });

  test("a TLS failure (a plain HTTP server behind an https base): 502", async () => {
    const reply = await send(`https://tls.tickwire.io:${upstream.port}/v1/stocks/quote`);
    expect(reply.status).toBe(502);
    expect(reply.json().reason).toBe("tls");
  });

  test("a certificate the system does not trust (self-signed for the right name): 502, nothing sent", async () => {
    // A throw-away key and certificate for tls.tickwire.io, made with the system's openssl.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tryit-tls-"));
    try {
      execFileSync(
        "openssl",
        [
          "req",
          "-x509",
          "-newkey",
          "ec",
          "-pkeyopt",
          "ec_paramgen_curve:prime256v1",
          "-nodes",
          "-days",
          "1",
          "-subj",
          "/CN=tls.tickwire.io",
          "-addext",
          "subjectAltName=DNS:tls.tickwire.io",
          "-keyout",
          path.join(dir, "key.pem"),
          "-out",
          path.join(dir, "cert.pem"),
        ],
        { stdio: "ignore" },
      );
    } catch {
      console.warn("openssl is not available: the self-signed certificate case is not run");
      return;
    }
    let reached = 0;
    const server = https.createServer(
      { key: fs.readFileSync(path.join(dir, "key.pem")), cert: fs.readFileSync(path.join(dir, "cert.pem")) },
      (_req, res) => {
        reached += 1;
        res.end("{}");
      },
    );
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const port = (server.address() as net.AddressInfo).port;
    const tlsProxy = await startTryItProxy({
      bases: allowedBases([`https://tls.tickwire.io:${port}/v1`]),
      docsOrigins: [DOCS_ORIGIN],
      port: 0,
      resolve,
      classify,
    });
    try {
      const reply = await request(through(tlsProxy.url, `https://tls.tickwire.io:${port}/v1/stocks/quote`));
      expect(reply.status).toBe(502);
      expect(reply.json()).toMatchObject({ reason: "tls" });
      expect(reply.json().detail).toMatch(/SELF_SIGNED|CERT/);
      expect(reached).toBe(0);
    } finally {
      await tlsProxy.close();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test("a host name that does not resolve: 502", async () => {
    delete dnsAnswers["api.tickwire.io"];
    const reply = await send(api("/stocks/quote"));
    expect(reply.status).toBe(502);
    expect(reply.json().reason).toBe("dns");
  });

  test.each([
    ["no url", (u: string) => u, 400, "missing-url"],
    ["a relative url", (u: string) => `${u}?url=${encodeURIComponent("/v1/stocks/quote")}`, 400, "invalid-url"],
    [
      "two url parameters",
      (u: string) => `${u}?url=${encodeURIComponent(api("/a"))}&url=${encodeURIComponent(api("/b"))}`,
      400,
      "ambiguous-url",
    ],
    ["another path", (u: string) => u.replace("/api/proxy", "/api/other"), 404, "not-found"],
    ["the root", (u: string) => u.replace("/api/proxy", "/"), 404, "not-found"],
  ])("%s: %i problem+json", async (_name, url, status, reason) => {
    const reply = await request(url(proxy.url));
    expect(reply.status).toBe(status);
    expect(reply.headers["content-type"]).toBe("application/problem+json");
    expect(reply.json()).toMatchObject({ status, reason });
  });

  test("a method the proxy does not send: 405", async () => {
    const reply = await send(api("/stocks/quote"), { method: "PROPFIND" });
    expect(reply.status).toBe(405);
    expect(reply.json().reason).toBe("method");
  });

  test("an error in one exchange ends it with 500; the proxy keeps serving", async () => {
    const reply = await send(`http://boom.tickwire.io:${upstream.port}/v1/stocks/quote`);
    expect(reply.status).toBe(500);
    expect(reply.json()).toMatchObject({
      status: 500,
      reason: "internal-error",
      type: "https://tickwire.io/problems/proxy-error",
    });
    expect(logs.some((line) => line.includes("classifier failure for a test"))).toBe(true);
    expect((await send(api("/stocks/quote"))).status).toBe(200);
  });

  test("malformed HTTP gets 400; the proxy keeps serving", async () => {
    const { port } = new URL(proxy.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), "127.0.0.1", () =>
        socket.write("GET /api/proxy HTTP/1.1\r\nHost: x\r\nContent-Length: nope\r\n\r\n"),
      );
      let data = "";
      socket.on("data", (c) => (data += c.toString()));
      socket.on("end", () => resolve(data));
      socket.on("error", reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect((await send(api("/stocks/quote"))).status).toBe(200);
  });

  test("a client that goes away mid-response ends the upstream request", async () => {
    let upstreamRes: http.ServerResponse | null = null;
    upstream.on("/v1/stream", (_req, res) => {
      upstreamRes = res;
      res.writeHead(200, { "Content-Type": "text/plain" });
      res.write("first part\n");
    });
    await new Promise<void>((resolve, reject) => {
      const req = http.get(through(proxy.url, api("/stream")), { agent: false }, (res) => {
        // The first part arrives before the upstream has finished: the body is streamed.
        res.once("data", (chunk: Buffer) => {
          expect(chunk.toString()).toBe("first part\n");
          req.destroy();
          resolve();
        });
      });
      req.on("error", () => {});
      setImmediate(() => req.on("error", reject));
    });
    await waitFor(() => upstreamRes !== null && upstreamRes.destroyed, "the upstream response to be abandoned");
  });
});

describe("forwarded", () => {
  test("a GET with the key in the query string: sent as is, answered as is", async () => {
    const target = api(`/stocks/quote?symbol=AAPL&apikey=${QUERY_KEY}`);
    const reply = await send(target);
    expect(reply.status).toBe(200);
    expect(reply.json()).toMatchObject({
      method: "GET",
      url: `/v1/stocks/quote?symbol=AAPL&apikey=${QUERY_KEY}`,
      bytes: 0,
    });
    expect(reply.headers["x-request-id"]).toBe("req_123");
  });

  test("the configured local mock is reached at its literal address, without resolving", async () => {
    const reply = await send(`http://127.0.0.1:${upstream.port}/mock/v1/stocks/quote?symbol=MSFT`);
    expect(reply.status).toBe(200);
    expect(reply.json().url).toBe("/mock/v1/stocks/quote?symbol=MSFT");
    expect(lookups).toEqual([]);
  });

  test("only the allow-listed headers reach the API: no cookies, credentials or forwarding headers", async () => {
    const reply = await send(api("/stocks/quote?symbol=AAPL"), {
      headers: {
        "X-API-Key": KEY,
        Accept: "application/json",
        Prefer: "code=429, example=rate-limited",
        Cookie: "session=browser-session-cookie",
        Authorization: "Bearer browser-token",
        "X-Forwarded-For": "203.0.113.7",
        "X-Real-IP": "203.0.113.7",
        Forwarded: "for=203.0.113.7",
        Referer: "http://127.0.0.1:9000/docs/api/stocks/get-quote",
        "User-Agent": "browser",
        Origin: DOCS_ORIGIN,
        "X-Custom": "1",
      },
    });
    expect(reply.status).toBe(200);
    const [received] = upstream.received.slice(-1);
    expect(received.headers).toMatchObject({
      "x-api-key": KEY,
      accept: "application/json",
      prefer: "code=429, example=rate-limited",
    });
    expect(received.rawHeaderNames.map((h) => h.toLowerCase()).sort()).toEqual([
      "accept",
      "connection",
      "host",
      "prefer",
      "x-api-key",
    ]);
    expect(received.headers.host).toBe(`api.tickwire.io:${upstream.port}`);
    expect(JSON.stringify(received.headers)).not.toMatch(/browser-session-cookie|browser-token|203\.0\.113\.7/);
  });

  test("Set-Cookie from the API never comes back; other headers do, CORS for the docs' origin", async () => {
    upstream.on("/v1/account/usage", (_req, res) => {
      res.writeHead(429, {
        "Content-Type": "application/json",
        "Set-Cookie": ["tracking=1; Path=/", "session=2; HttpOnly"],
        "X-RateLimit-Limit": "60",
        "X-RateLimit-Remaining": "0",
        "X-RateLimit-Reset": "1700000000",
        "Retry-After": "30",
        Sunset: "Wed, 31 Dec 2031 23:59:59 GMT",
        "X-Request-Id": "req_429",
        "Server-Timing": "app;dur=3.5",
        "Access-Control-Allow-Origin": "*",
        "Access-Control-Allow-Credentials": "true",
      });
      res.end(JSON.stringify({ error: { code: "rate_limited" } }));
    });
    const reply = await send(api("/account/usage"), { headers: { Origin: DOCS_ORIGIN } });
    expect(reply.status).toBe(429);
    expect(reply.json()).toEqual({ error: { code: "rate_limited" } });
    expect(reply.headers["set-cookie"]).toBeUndefined();
    expect(reply.headers).toMatchObject({
      "x-ratelimit-limit": "60",
      "x-ratelimit-remaining": "0",
      "retry-after": "30",
      sunset: "Wed, 31 Dec 2031 23:59:59 GMT",
      "x-request-id": "req_429",
    });
    expect(reply.headers["access-control-allow-origin"]).toBe(DOCS_ORIGIN);
    expect(reply.headers["access-control-allow-credentials"]).toBeUndefined();
    expect(reply.headers.vary).toContain("Origin");
    const exposed = String(reply.headers["access-control-expose-headers"]).split(", ");
    expect(exposed).toEqual(
      expect.arrayContaining([
        "Content-Type",
        "X-RateLimit-Limit",
        "X-RateLimit-Remaining",
        "X-RateLimit-Reset",
        "Retry-After",
        "Sunset",
        "X-Request-Id",
        "Server-Timing",
      ]),
    );
    expect(exposed).not.toContain("Set-Cookie");
    // The API's Server-Timing stays, the proxy's own is added.
    expect(reply.headers["server-timing"]).toMatch(/^app;dur=3\.5, proxy;dur=\d+\.\d, upstream;dur=\d+\.\d$/);
  });

  test("Server-Timing reports the proxy's own time and the API's", async () => {
    upstream.on("/v1/timed", (_req, res) => {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end("{}");
    });
    const reply = await send(api("/timed"));
    const match = /^proxy;dur=(\d+\.\d), upstream;dur=(\d+\.\d)$/.exec(String(reply.headers["server-timing"]));
    expect(match).not.toBeNull();
    expect(Number(match![1])).toBeGreaterThanOrEqual(0);
    expect(Number(match![2])).toBeGreaterThan(0);
  });

  test("no CORS headers for a request without Origin; the allowed origins each get their own", async () => {
    expect((await send(api("/stocks/quote"))).headers["access-control-allow-origin"]).toBeUndefined();
    expect(
      (await send(api("/stocks/quote"), { headers: { Origin: "http://localhost:8000" } })).headers[
        "access-control-allow-origin"
      ],
    ).toBe("http://localhost:8000");
  });

  test("refusals are readable by the docs' pages: the problem carries CORS headers", async () => {
    const reply = await send("http://169.254.169.254/", { headers: { Origin: DOCS_ORIGIN } });
    expectRefused(reply, "origin-not-allowed");
    expect(reply.headers["access-control-allow-origin"]).toBe(DOCS_ORIGIN);
    expect(reply.headers["access-control-expose-headers"]).toBe("Content-Type, Content-Length, Server-Timing");
    expect(reply.headers["server-timing"]).toMatch(/^proxy;dur=\d+\.\d$/);
  });

  test("the preflight is answered by the proxy itself", async () => {
    const count = upstream.received.length;
    const reply = await send(api("/algo/upload-backtesting"), {
      method: "OPTIONS",
      headers: {
        Origin: DOCS_ORIGIN,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "x-api-key, content-type, prefer",
      },
    });
    expect(reply.status).toBe(204);
    expect(reply.headers).toMatchObject({
      "access-control-allow-origin": DOCS_ORIGIN,
      "access-control-allow-methods": "GET, POST, PUT, PATCH, DELETE",
      "access-control-allow-headers": "X-API-Key, Content-Type, Accept, Prefer, Idempotency-Key",
      "access-control-max-age": "600",
    });
    expect(reply.headers["access-control-allow-credentials"]).toBeUndefined();
    expect(upstream.received.length).toBe(count);
  });

  test("a POST with a JSON body", async () => {
    const body = JSON.stringify({ symbols: ["AAPL", "MSFT"], note: "é ✓" });
    const reply = await send(api("/stocks/quotes"), {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-API-Key": KEY },
      body,
    });
    expect(reply.status).toBe(200);
    const [received] = upstream.received.slice(-1);
    expect(received.method).toBe("POST");
    expect(received.headers["content-type"]).toBe("application/json");
    expect(received.headers["content-length"]).toBe(String(Buffer.byteLength(body)));
    expect(received.body.toString("utf8")).toBe(body);
  });

  test("a multipart upload arrives byte for byte", async () => {
    const boundary = "----tickwire-test-boundary";
    const file = Buffer.concat([randomBytes(3 * 1024 * 1024), Buffer.from("\r\n--" + boundary + "\r\n\0\xff")]);
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="start"\r\n\r\n2024-01-01\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="strategy.zip"\r\nContent-Type: application/zip\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const reply = await send(api("/algo/upload-backtesting"), {
      method: "POST",
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}`, "X-API-Key": KEY },
      body,
    });
    expect(reply.status).toBe(200);
    expect(reply.json()).toMatchObject({ bytes: body.length, sha256: sha256(body) });
    const [received] = upstream.received.slice(-1);
    expect(received.headers["content-type"]).toBe(`multipart/form-data; boundary=${boundary}`);
  });

  test("a chunked body is streamed on chunked", async () => {
    const parts = [randomBytes(1000), randomBytes(5000)];
    const reply = await new Promise<Reply>((resolve, reject) => {
      const req = http.request(
        through(proxy.url, api("/algo/upload-backtrader")),
        { method: "PUT", headers: { "Content-Type": "application/octet-stream" }, agent: false },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
              text: "",
              json: () => JSON.parse(Buffer.concat(chunks).toString()),
            }),
          );
        },
      );
      req.on("error", reject);
      req.write(parts[0]);
      req.end(parts[1]);
    });
    expect(reply.json()).toMatchObject({ method: "PUT", sha256: sha256(Buffer.concat(parts)) });
    expect(upstream.received.slice(-1)[0].headers["transfer-encoding"]).toBe("chunked");
  });

  test("an answer the API starts before the upload has ended: the upload goes on, both stream", async () => {
    upstream.onArrival("/v1/algo/early", (req, res) => {
      res.writeHead(401, { "Content-Type": "application/json" });
      res.write('{"error":');
      req.on("end", () => res.end('{"code":"unauthorized"}}'));
    });
    const body = randomBytes(4 * 1024 * 1024);
    const reply = await send(api("/algo/early"), {
      method: "POST",
      headers: { "Content-Type": "application/octet-stream" },
      body,
    });
    expect(reply.status).toBe(401);
    expect(reply.json()).toEqual({ error: { code: "unauthorized" } });
    const [received] = upstream.requestsTo("/v1/algo/early");
    expect({ complete: received.complete, sha256: sha256(received.body) }).toEqual({
      complete: true,
      sha256: sha256(body),
    });
  });

  test("an API that answers early and drops the connection: the answer or a 502 that says so, never a hang", async () => {
    upstream.onArrival("/v1/algo/drop", (_req, res) => {
      res.writeHead(401, { "Content-Type": "application/json" });
      res.end('{"error":{"code":"unauthorized"}}');
    });
    const reply = await send(api("/algo/drop"), {
      method: "POST",
      headers: { "Content-Type": "application/octet-stream" },
      body: randomBytes(4 * 1024 * 1024),
    });
    // Whether the answer or the closed connection reaches the proxy first is up to the sockets.
    if (reply.status === 502) expect(reply.json().reason).toBe("upstream-closed");
    else expect(reply.json()).toEqual({ error: { code: "unauthorized" } });
  });

  test("a redirect within the base is passed on, pointing back through the proxy; never followed", async () => {
    upstream.on("/v1/old", (_req, res) => {
      res.writeHead(301, { Location: "/v1/new?x=1" });
      res.end();
    });
    const count = upstream.received.length;
    const reply = await send(api("/old"));
    expect(reply.status).toBe(301);
    expect(reply.headers.location).toBe(`/api/proxy?url=${encodeURIComponent(api("/new?x=1"))}`);
    expect(upstream.received.length).toBe(count + 1);
    // Following it is an ordinary proxied request.
    const followed = await request(new URL(reply.headers.location!, proxy.url).href);
    expect(followed.json().url).toBe("/v1/new?x=1");
  });

  test("HEAD, PATCH and DELETE are sent", async () => {
    expect((await send(api("/stocks/quote"), { method: "HEAD" })).status).toBe(200);
    expect(
      (await send(api("/x"), { method: "PATCH", body: "{}", headers: { "Content-Type": "application/json" } })).json()
        .method,
    ).toBe("PATCH");
    expect((await send(api("/x"), { method: "DELETE" })).json().method).toBe("DELETE");
  });

  test("the log has one line per exchange: method, origin and path, status, duration", async () => {
    await send(api(`/stocks/quote?symbol=AAPL&apikey=${QUERY_KEY}`), { headers: { "X-API-Key": KEY } });
    await waitFor(
      () => logs.some((l) => l.startsWith(`GET http://api.tickwire.io:${upstream.port}/v1/stocks/quote 200 `)),
      "the log line",
    );
    expect(logs.find((l) => l.startsWith(`GET http://api.tickwire.io:${upstream.port}/v1/stocks/quote 200 `))).toMatch(
      / \d+ms$/,
    );
  });
});
