/** @jest-environment node */
import { originAllowed, parseOrigins, preflightHeaders, responseCorsHeaders } from "../../../packages/proxy/lib/cors";
import {
  browserResponseHeaders,
  exposedHeaderNames,
  FORWARDED_REQUEST_HEADERS,
  upstreamRequestHeaders,
} from "../../../packages/proxy/lib/headers";
import { problem } from "../../../packages/proxy/lib/problem";
import { parseSpecDocument } from "../../../src/lib/openapi/document";
import { buildTryItOperations } from "../../../src/lib/tryit/build-model";
import { PROXY_PROBLEMS, proxyFailure, type ProxyProblemStatus } from "../../../src/lib/tryit/proxy-problems";
import { readResolved } from "../../fixtures/facts";

describe("the allow-list and the spec", () => {
  test("every header parameter and API key header the spec declares crosses the proxy, so Try it can send it", () => {
    const file = "specs/http-api.openapi.yaml";
    const operations = [...buildTryItOperations(parseSpecDocument(readResolved(file), file)).values()];
    const declared = new Set([
      ...operations.flatMap((operation) =>
        operation.parameters
          .filter((parameter) => parameter.in === "header")
          .map((parameter) => parameter.name.toLowerCase()),
      ),
      ...operations.flatMap((operation) =>
        operation.auth.filter((auth) => auth.in === "header").map((auth) => auth.name.toLowerCase()),
      ),
    ]);
    expect(declared.size).toBeGreaterThan(0);
    for (const name of declared) expect(FORWARDED_REQUEST_HEADERS).toContain(name);
  });
});

describe("request headers towards the API", () => {
  test("only the allow-list crosses, with the body's length or chunking", () => {
    expect(FORWARDED_REQUEST_HEADERS).toEqual(["x-api-key", "content-type", "accept", "prefer", "idempotency-key"]);
    expect(
      upstreamRequestHeaders({
        "x-api-key": "k",
        "content-type": "application/json",
        "content-length": "12",
        accept: "application/json",
        prefer: "code=404",
        cookie: "a=1",
        authorization: "Bearer t",
        "proxy-authorization": "Basic x",
        "x-forwarded-for": "1.2.3.4",
        forwarded: "for=1.2.3.4",
        origin: "http://127.0.0.1:9000",
        referer: "http://127.0.0.1:9000/docs",
        host: "127.0.0.1:4030",
        connection: "keep-alive",
        "accept-encoding": "gzip",
      }),
    ).toEqual({
      "x-api-key": "k",
      "content-type": "application/json",
      "content-length": "12",
      accept: "application/json",
      prefer: "code=404",
    });
    expect(upstreamRequestHeaders({ "transfer-encoding": "chunked" })).toEqual({ "transfer-encoding": "chunked" });
    expect(upstreamRequestHeaders({ "content-length": "-1" })).toEqual({});
    expect(upstreamRequestHeaders({})).toEqual({});
  });
});

describe("response headers towards the browser", () => {
  test("cookies, hop-by-hop and the API's CORS headers are dropped; the rest kept in order, repeats included", () => {
    const raw = [
      "Content-Type",
      "application/json",
      "Set-Cookie",
      "a=1",
      "X-RateLimit-Limit",
      "60",
      "set-cookie",
      "b=2",
      "Connection",
      "keep-alive",
      "Transfer-Encoding",
      "chunked",
      "Access-Control-Allow-Origin",
      "*",
      "Access-Control-Allow-Credentials",
      "true",
      "Link",
      "<a>; rel=next",
      "Link",
      "<b>; rel=prev",
    ];
    const kept = browserResponseHeaders(raw);
    expect(kept).toEqual([
      ["Content-Type", "application/json"],
      ["X-RateLimit-Limit", "60"],
      ["Link", "<a>; rel=next"],
      ["Link", "<b>; rel=prev"],
    ]);
    expect(exposedHeaderNames(kept)).toBe("Content-Type, X-RateLimit-Limit, Link");
  });
});

describe("CORS", () => {
  test("origins are normalised; paths, credentials and other schemes are refused", () => {
    expect(parseOrigins("http://127.0.0.1:9000, HTTP://LocalHost:9000/ ,https://docs.tickwire.io:443")).toEqual([
      "http://127.0.0.1:9000",
      "http://localhost:9000",
      "https://docs.tickwire.io",
    ]);
    expect(() => parseOrigins("http://127.0.0.1:9000/docs")).toThrow(/not an origin/);
    expect(() => parseOrigins("file:///x")).toThrow(/not an origin/);
    expect(() => parseOrigins("localhost:9000x")).toThrow(/not an origin/);
  });

  test("a request without Origin passes; with one, only the docs' origins", () => {
    const origins = ["http://127.0.0.1:9000"];
    expect(originAllowed(undefined, origins)).toBe(true);
    expect(originAllowed("http://127.0.0.1:9000", origins)).toBe(true);
    expect(originAllowed("http://127.0.0.1:9001", origins)).toBe(false);
    expect(originAllowed("null", origins)).toBe(false);
  });

  test("preflight and response headers never allow credentials", () => {
    const preflight = preflightHeaders("http://127.0.0.1:9000");
    expect(preflight).toMatchObject({
      "Access-Control-Allow-Methods": "GET, POST, PUT, PATCH, DELETE",
      "Access-Control-Allow-Headers": "X-API-Key, Content-Type, Accept, Prefer, Idempotency-Key",
      "Access-Control-Max-Age": "600",
    });
    expect(JSON.stringify(preflight)).not.toMatch(/Credentials/i);
    expect(responseCorsHeaders("http://127.0.0.1:9000", "Content-Type")).toEqual([
      ["Vary", "Origin"],
      ["Access-Control-Allow-Origin", "http://127.0.0.1:9000"],
      ["Access-Control-Expose-Headers", "Content-Type"],
    ]);
    expect(responseCorsHeaders(undefined, "Content-Type")).toEqual([["Vary", "Origin"]]);
  });
});

test("problem documents carry type, title, status, detail and reason", () => {
  expect(problem(403, "scheme", "Only http and https.")).toEqual({
    type: "https://tickwire.io/problems/proxy-refused",
    title: "The Try-it proxy refused this request",
    status: 403,
    detail: "Only http and https.",
    reason: "scheme",
  });
  expect(problem(413, "body-too-large", "Too large.").type).toBe("https://tickwire.io/problems/proxy-body-too-large");
});

test("the Try-it panel tells every problem the proxy answers with from the API's own", () => {
  for (const status of Object.keys(PROXY_PROBLEMS).map(Number) as ProxyProblemStatus[]) {
    const failure = proxyFailure(status, JSON.stringify(problem(status, "reason", "Why.")));
    expect(failure?.kind).toBe(status === 403 ? "refused" : status === 504 ? "timeout" : "proxy");
  }
});
