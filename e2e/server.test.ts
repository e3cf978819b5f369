/**
 * The local server (packages/site-server/serve.ts) at the HTTP level, over raw TCP sockets:
 * - hostile and malformed requests: every one gets a well-formed answer with an expected status
 *   (never 500, never a dropped connection), a 301 carries a printable-ASCII Location on this host,
 *   nothing outside the site is served, and the server still answers a normal request afterwards;
 * - compression once per file (brotli, gzip), ETag/Last-Modified revalidation, and the security
 *   headers of packages/site-server/lib/security-headers.ts on every answer.
 */
import assert from "node:assert/strict";
import { spawn, type ChildProcessByStdio } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import type { Readable } from "node:stream";
import zlib from "node:zlib";
import { after, before, describe, test } from "node:test";
import { freePort } from "./harness.ts";
import { seededRandom } from "../bench/seeded-random.ts";

let port = 0;
let child: ChildProcessByStdio<null, Readable, Readable> | undefined;
let stderr = "";

before(async () => {
  port = await freePort();
  const server = spawn(process.execPath, ["--import", "./scripts/resolve-ts.ts", "packages/site-server/serve.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child = server;
  server.stderr.on("data", (chunk: Buffer) => (stderr += chunk));
  await new Promise<void>((resolve, reject) => {
    server.once("exit", (code) => reject(new Error(`server exited with ${code}: ${stderr}`)));
    server.stdout.on("data", (chunk: Buffer) => {
      if (String(chunk).includes("http://")) resolve();
    });
  });
});

after(() => child?.kill());

/** Statuses a request may be answered with; 500 means a handler failed and is never expected. */
const EXPECTED_STATUSES = new Set([200, 301, 304, 400, 404, 405, 408, 413, 414, 431, 501, 505]);

/** One HTTP response as parsed from the wire: status, headers (lower-case names) and body. */
interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** How an exchange waits: see exchange. */
interface ExchangeOptions {
  timeoutMs?: number;
  minimum?: number;
  /** The methods of the requests sent, in order (responses to HEAD have no body). */
  methods?: string[];
  halfClose?: boolean;
}

/** A hostile case: a label, the bytes to send, and how to wait for and check its answers. */
interface HostileCase extends Pick<ExchangeOptions, "minimum" | "methods" | "halfClose"> {
  label: string;
  bytes: Buffer;
  /** A traversal attempt: nothing from outside public/ may be served. */
  traversal?: boolean;
}

/**
 * Sends raw bytes on a fresh connection and resolves with everything the server sent: until it
 * closes the connection, or until at least `minimum` complete responses arrived and nothing more
 * came for 300 ms (a keep-alive connection stays open), or until `timeoutMs` passed. The
 * connection is not half-closed (Node's server drops pending responses of a client that does),
 * unless `halfClose` is set.
 */
function exchange(
  bytes: Buffer,
  { timeoutMs = 5000, minimum = 1, methods = [], halfClose = false }: ExchangeOptions = {},
): Promise<{ data: Buffer; outcome: string }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    let outcome = "closed";
    let idle: NodeJS.Timeout | undefined;
    const timer = setTimeout(() => {
      outcome = "timeout";
      socket.destroy();
    }, timeoutMs);
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      clearTimeout(idle);
      let complete = false;
      try {
        complete = parseResponses(Buffer.concat(chunks), methods).length >= minimum;
      } catch {
        // Not complete yet (or malformed: the checks will say so once the connection ends).
      }
      if (complete) idle = setTimeout(() => socket.destroy(), 300);
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      // A reset after the answer was read is fine; before it, the answer is missing and the checks say so.
      if (outcome === "closed") outcome = `error ${error.code}`;
    });
    socket.on("close", () => {
      clearTimeout(timer);
      clearTimeout(idle);
      resolve({ data: Buffer.concat(chunks), outcome });
    });
    socket.on("connect", () => (halfClose ? socket.end(bytes) : socket.write(bytes)));
    if (minimum === 0) setTimeout(() => socket.destroy(), 1000);
  });
}

/** A chunked body starting at `offset`: its length on the wire (throws when incomplete). */
function chunkedLength(data: Buffer, offset: number): number {
  let position = offset;
  for (;;) {
    const lineEnd = data.indexOf("\r\n", position);
    if (lineEnd === -1) throw new Error("incomplete chunked body");
    const size = Number.parseInt(data.subarray(position, lineEnd).toString("latin1"), 16);
    if (!Number.isFinite(size)) throw new Error("malformed chunk size");
    position = lineEnd + 2 + size + 2;
    if (position > data.length) throw new Error("incomplete chunked body");
    if (size === 0) return position - offset;
  }
}

/**
 * The HTTP responses in `data`, in order: status, headers (lower-case names) and body. Responses
 * to HEAD (per `methods`, one per request) and 304s have no body. Throws on anything malformed.
 */
function parseResponses(data: Buffer, methods: string[] = []): RawResponse[] {
  const responses: RawResponse[] = [];
  let offset = 0;
  while (offset < data.length) {
    const end = data.indexOf("\r\n\r\n", offset);
    if (end === -1)
      throw new Error(
        `incomplete response head: ${JSON.stringify(data.subarray(offset, offset + 200).toString("latin1"))}`,
      );
    const [statusLine, ...headerLines] = data.subarray(offset, end).toString("latin1").split("\r\n");
    const status = /^HTTP\/1\.[01] (\d{3})(?: [\x20-\x7e]*)?$/.exec(statusLine);
    if (!status) throw new Error(`malformed status line ${JSON.stringify(statusLine)}`);
    const headers: Record<string, string> = {};
    for (const line of headerLines) {
      const match = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \t]*([\t\x20-\x7e]*)$/.exec(line);
      if (!match) throw new Error(`malformed header line ${JSON.stringify(line)}`);
      headers[match[1].toLowerCase()] = match[2].trim();
    }
    const code = Number(status[1]);
    const method = methods[responses.length] ?? "GET";
    offset = end + 4;
    const bodiless = method === "HEAD" || code === 304 || code < 200;
    const chunked = !bodiless && /chunked/i.test(headers["transfer-encoding"] ?? "");
    const length = bodiless ? 0 : chunked ? chunkedLength(data, offset) : Number(headers["content-length"] ?? 0);
    if (offset + length > data.length) throw new Error("incomplete body");
    responses.push({ status: code, headers, body: data.subarray(offset, offset + length) });
    offset += length;
  }
  return responses;
}

/** Checks one answer: expected status, and for a redirect a Location that is a printable-ASCII path on this host. */
function checkResponse(response: RawResponse, label: string): void {
  assert.ok(EXPECTED_STATUSES.has(response.status), `${label}: unexpected status ${response.status}`);
  if (response.status === 301) {
    const location = response.headers.location;
    assert.match(
      location ?? "",
      /^\/[\x21-\x7e]*$/,
      `${label}: Location ${JSON.stringify(location)} is not a printable-ASCII path`,
    );
    assert.ok(!location.startsWith("//"), `${label}: Location ${location} leaves the host`);
    const resolved = new URL(location, `http://127.0.0.1:${port}`);
    assert.equal(resolved.origin, `http://127.0.0.1:${port}`, `${label}: Location ${location} leaves the host`);
  }
}

/** A request with the given target; `Connection: close` by default, so the server closes when done. */
const request = (
  target: string | Buffer,
  {
    method = "GET",
    version = "HTTP/1.1",
    headers = ["Host: 127.0.0.1", "Connection: close"],
  }: { method?: string; version?: string; headers?: string[] } = {},
) =>
  Buffer.concat([
    Buffer.from(`${method} `, "latin1"),
    Buffer.isBuffer(target) ? target : Buffer.from(target, "latin1"),
    Buffer.from(` ${version}\r\n${headers.map((h) => `${h}\r\n`).join("")}\r\n`, "latin1"),
  ]);

/** Percent-encodes every UTF-8 byte of a string. */
const percentEncoded = (text: string) =>
  [...Buffer.from(text, "utf8")].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`).join("");

/** The hostile cases: a label, the bytes to send, and the methods of the requests in it (for HEAD). */
function hostileCases(): HostileCase[] {
  const cases: HostileCase[] = [];
  const add = (label: string, bytes: Buffer | string, extra: Omit<HostileCase, "label" | "bytes"> = {}) =>
    cases.push({ label, bytes: Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes, "latin1"), ...extra });

  // Characters outside Latin-1, controls and URL delimiters in paths the server redirects.
  const characters = [
    "€",
    "😀",
    "漢",
    "ÿ",
    "é",
    "\u0000",
    "\u0001",
    "\u0009",
    "\u000a",
    "\u000d",
    "\u001b",
    "\u001f",
    "\u007f",
    "\u0085",
    "\u00a0",
    "\u2028",
    "\ufeff",
    " ",
    "%",
    "?",
    "#",
    "\\",
    '"',
    "<",
    ">",
    "`",
    "{",
    "|",
    "^",
    "'",
  ];
  const templates = [
    "/docs/{}/",
    "/docs/x{}/",
    "/docs/{}.html",
    "/docs/{}/index.html",
    "/docs/a/{}/b/",
    "/{}/",
    "/docs{}/",
    "/docs/products/?q={}",
  ];
  for (const character of characters) {
    for (const template of templates) {
      const target = template.replace("{}", percentEncoded(character));
      add(`encoded ${JSON.stringify(character)} in ${template}`, request(target));
    }
    // The same character sent as raw bytes in the request line.
    add(
      `raw ${JSON.stringify(character)} in /docs/{}/`,
      request(Buffer.concat([Buffer.from("/docs/"), Buffer.from(character, "utf8"), Buffer.from("/")])),
    );
  }
  add("raw latin1 0xff", request(Buffer.from([0x2f, 0x64, 0x6f, 0x63, 0x73, 0x2f, 0xff, 0x2f])));
  add("a query with non-ASCII bytes behind a redirect", request("/docs/products/?q=%E2%82%AC&x=%00&y=ü"));

  // Invalid percent-encodings.
  for (const escape of [
    "%",
    "%2",
    "%zz",
    "%E2%82",
    "%C0%AF",
    "%ED%A0%80",
    "%F4%90%80%80",
    "%FF",
    "%%",
    "%u20AC",
    "%E2%82%AC%",
    "%00",
  ]) {
    for (const template of ["/docs/{}", "/docs/{}/", "/{}", "/static/{}.js", "/page-data/{}/page-data.json"])
      add(`escape ${escape} in ${template}`, request(template.replace("{}", escape)));
  }

  // Traversal: none of these may serve anything from outside public/.
  const traversal = [
    "/../../etc/passwd",
    "/docs/../../../etc/passwd",
    "/docs/../package.json",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/docs/%2e%2e%2f%2e%2e%2fetc%2fpasswd",
    "/..%2f..%2fetc/passwd",
    "/%2e%2e%5c%2e%2e%5cetc%5cpasswd",
    "/docs/..\\..\\etc\\passwd",
    "/docs/....//....//etc/passwd",
    "//etc/passwd",
    "/docs/%252e%252e/%252e%252e/etc/passwd",
    "/docs/.%00./etc/passwd",
    "/static/../../package.json",
    "/docs/x/..%00/",
    "/docs/./",
    "/docs/../",
    "/./docs",
    "/%2e/docs",
    "/docs/%2e%2e/%2e%2e/package.json/",
    "/docs/..%c0%af..%c0%afetc/passwd",
    "/docs/%c0%ae%c0%ae/etc/passwd",
    "/..;/..;/etc/passwd",
    "/docs/..%255c..%255cpackage.json",
    "/ .. / .. /etc/passwd",
    "/docs/%2F%2Fexample.com/",
    "/docs/\\\\example.com/",
    "/docs//example.com/",
  ];
  for (const target of traversal) {
    add(`traversal ${target}`, request(target), { traversal: true });
    add(
      `traversal ${target}, absolute form`,
      request(`http://127.0.0.1${target.startsWith("/") ? "" : "/"}${target}`),
      { traversal: true },
    );
  }

  // Overlong paths and request lines.
  add("path of 5,000 characters", request(`/docs/${"a".repeat(5000)}/`));
  add("path of 2,000 segments", request(`/docs/${"a/".repeat(2000)}`));
  add("path of 3,000 encoded euros", request(`/docs/${"%E2%82%AC".repeat(3000)}/`));
  add("request line over the header limit", request(`/${"x".repeat(20_000)}`));
  add("query of 10,000 characters behind a redirect", request(`/docs/?${"q=1&".repeat(2500)}`));
  add("segment of 300 characters (longer than a file name)", request(`/docs/${"n".repeat(300)}`));

  // Headers.
  add("one header of 20 KB", request("/docs", { headers: ["Host: 127.0.0.1", `X-Big: ${"a".repeat(20_000)}`] }));
  add(
    "300 headers",
    request("/docs", {
      headers: ["Host: 127.0.0.1", ...Array.from({ length: 300 }, (_, i) => `X-H${i}: ${"v".repeat(60)}`)],
    }),
  );
  add("NUL in a header value", request("/docs", { headers: ["Host: 127.0.0.1", "X-Nul: a\u0000b"] }));
  add("CR in a header value", request("/docs", { headers: ["Host: 127.0.0.1", "X-Cr: a\rb"] }));
  add("space in a header name", request("/docs", { headers: ["Host: 127.0.0.1", "X Bad: 1"] }));
  add("header without a colon", request("/docs", { headers: ["Host: 127.0.0.1", "NoColon"] }));
  add("obsolete line folding", request("/docs", { headers: ["Host: 127.0.0.1", "X-Fold: a", " b"] }));
  add("no Host header", request("/docs", { headers: [] }));
  add("two Host headers", request("/docs", { headers: ["Host: a", "Host: b"] }));
  add(
    "conflicting Content-Length",
    request("/docs", { headers: ["Host: 127.0.0.1", "Content-Length: 5", "Content-Length: 6"] }),
  );
  add("negative Content-Length", request("/docs", { headers: ["Host: 127.0.0.1", "Content-Length: -1"] }));
  add(
    "Content-Length with Transfer-Encoding (smuggling)",
    Buffer.from(
      "POST /docs HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /docs HTTP/1.1\r\nHost: x\r\n\r\n",
    ),
  );
  add(
    "bad chunked body",
    Buffer.from("POST /docs HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nhello\r\n0\r\n\r\n"),
  );
  add(
    "unknown Transfer-Encoding",
    request("/docs", { headers: ["Host: 127.0.0.1", "Transfer-Encoding: gzip, identity"] }),
  );
  add(
    "hostile Accept-Encoding",
    request("/docs", {
      headers: ["Host: 127.0.0.1", `Accept-Encoding: ${"br;q=abc, ".repeat(500)}gzip;q=NaN, *;q=-1`],
    }),
  );
  add(
    "hostile If-None-Match and If-Modified-Since",
    request("/docs", {
      headers: ["Host: 127.0.0.1", `If-None-Match: ${'W/"x", '.repeat(300)}*garbage`, "If-Modified-Since: not a date"],
    }),
  );
  add(
    "If-Modified-Since far in the future",
    request("/docs", { headers: ["Host: 127.0.0.1", "If-Modified-Since: Fri, 31 Dec 9999 23:59:59 GMT"] }),
  );
  add(
    "non-ASCII header value",
    Buffer.concat([
      Buffer.from("GET /docs HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: "),
      Buffer.from("br€gzip", "utf8"),
      Buffer.from("\r\n\r\n"),
    ]),
  );

  // Methods.
  for (const method of [
    "POST",
    "PUT",
    "DELETE",
    "PATCH",
    "OPTIONS",
    "TRACE",
    "PROPFIND",
    "FOO",
    "get",
    "G\u0000T",
    "GET\u0001",
    "M-SEARCH",
    "SOURCE",
    "PRI",
  ])
    add(`method ${JSON.stringify(method)}`, request("/docs", { method }));
  add("CONNECT", Buffer.from("CONNECT 127.0.0.1:443 HTTP/1.1\r\nHost: 127.0.0.1:443\r\n\r\n"));
  add(
    "WebSocket upgrade",
    request("/docs", {
      headers: [
        "Host: 127.0.0.1",
        "Connection: Upgrade",
        "Upgrade: websocket",
        "Sec-WebSocket-Version: 13",
        "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
      ],
    }),
  );
  add(
    "h2c upgrade",
    request("/docs", {
      headers: [
        "Host: 127.0.0.1",
        "Connection: Upgrade, HTTP2-Settings",
        "Upgrade: h2c",
        "HTTP2-Settings: AAMAAABkAAQAoAAAAAIAAAAA",
      ],
    }),
  );
  add("POST with a body", Buffer.from("POST /docs HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\n0123456789"));
  add("HEAD of a redirect", request("/docs/%E2%82%AC/", { method: "HEAD" }), { methods: ["HEAD"] });
  add("HEAD of a page", request("/docs", { method: "HEAD" }), { methods: ["HEAD"] });

  // Versions and request lines.
  for (const version of [
    "HTTP/1.2",
    "HTTP/2.0",
    "HTTP/9.9",
    "HTTP/1",
    "http/1.1",
    "HTTP/1.1x",
    "HTTP/1.0",
    "HTTP/0.9",
    "HTTPS/1.1",
    "HTTP/1.01",
  ])
    add(`version ${version}`, request("/docs/%E2%82%AC/", { version }));
  // Node's parser waits for headers after a request line without a version: the client ending its
  // side completes the request (a client that keeps waiting gets 408 after the headers timeout).
  add("HTTP/0.9 simple request", Buffer.from("GET /docs/%E2%82%AC/\r\n"), { halfClose: true });
  add("HTTP/0.9 simple request to a page", Buffer.from("GET /docs\r\n\r\n"));
  add("two spaces in the request line", Buffer.from("GET  /docs HTTP/1.1\r\nHost: x\r\n\r\n"));
  add("extra word in the request line", Buffer.from("GET /docs HTTP/1.1 extra\r\nHost: x\r\n\r\n"));
  add("tabs in the request line", Buffer.from("GET\t/docs\tHTTP/1.1\r\nHost: x\r\n\r\n"));
  add("bare LF line endings", Buffer.from("GET /docs/%E2%82%AC/ HTTP/1.1\nHost: x\n\n"));
  add("leading empty lines", Buffer.from("\r\n\r\nGET /docs/%E2%82%AC/ HTTP/1.1\r\nHost: x\r\n\r\n"));
  add("only CRLF (no request: the connection may stay silent)", Buffer.from("\r\n\r\n"), { minimum: 0 });
  add("asterisk form", request("*"));
  add("target without a slash", request("docs/x/"));
  add("absolute form, other host", request("http://evil.example/docs/x/"));
  add("absolute form, non-Latin-1", request("http://127.0.0.1/docs/%E2%82%AC/"));
  add("absolute form, invalid", request("http://[::1/docs/"));
  add("absolute form, other scheme", request("javascript:alert(1)//docs/"));
  add("authority form in GET", request("127.0.0.1:80"));
  add("fragment in the target", request("/docs/x/#frag"));
  add("HTTP/2 connection preface", Buffer.from("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n"));
  add("TLS ClientHello", Buffer.from("16030100a5010000a10303" + "00".repeat(32) + "000002002f0100", "hex"));

  // Pipelining.
  const valid = "GET /docs HTTP/1.1\r\nHost: x\r\n\r\n";
  add("valid request then garbage", Buffer.from(`${valid}\u0000\u0001garbage\r\n\r\n`));
  add(
    "valid, hostile redirect, valid",
    Buffer.from(`${valid}GET /docs/%E2%82%AC/ HTTP/1.1\r\nHost: x\r\n\r\n${valid}`),
    { minimum: 3 },
  );
  add("50 pipelined requests", Buffer.from(valid.repeat(50)), { minimum: 50 });
  add("pipelined HEAD then GET", Buffer.from(`HEAD /docs HTTP/1.1\r\nHost: x\r\n\r\n${valid}`), {
    methods: ["HEAD", "GET"],
    minimum: 2,
  });
  add(
    "pipelined redirects of every kind",
    Buffer.from(characters.map((c) => `GET /docs/${percentEncoded(c)}/ HTTP/1.1\r\nHost: x\r\n\r\n`).join("")),
    { minimum: characters.length },
  );
  add("request then half a request line", Buffer.from(`${valid}GET /docs/%E2%8`));

  // Random binary noise, and noise after a valid request line.
  const next = seededRandom(15);
  for (let index = 0; index < 40; index += 1) {
    const noise = Buffer.from(Array.from({ length: 1 + Math.floor(next() * 400) }, () => Math.floor(next() * 256)));
    add(
      `noise #${index}`,
      index % 2
        ? noise
        : Buffer.concat([Buffer.from("GET /docs/"), noise, Buffer.from(" HTTP/1.1\r\nHost: x\r\n\r\n")]),
    );
  }
  return cases;
}

describe("hostile requests", () => {
  test("every malformed or hostile request gets a well-formed answer, and the server keeps serving", async () => {
    const cases = hostileCases();
    assert.ok(cases.length >= 300, `only ${cases.length} cases`);
    const failures: string[] = [];
    // A few at a time, like a scanner would.
    for (let start = 0; start < cases.length; start += 32) {
      await Promise.all(
        cases.slice(start, start + 32).map(async (hostile) => {
          const { data, outcome } = await exchange(hostile.bytes, {
            minimum: hostile.minimum ?? 1,
            methods: hostile.methods,
            halfClose: hostile.halfClose,
          });
          try {
            assert.notEqual(outcome, "timeout", "no answer within 5 s");
            const responses = parseResponses(data, hostile.methods);
            assert.ok(responses.length >= (hostile.minimum ?? 1), `${responses.length} answer(s) (${outcome})`);
            for (const response of responses) checkResponse(response, hostile.label);
            if (hostile.traversal) {
              for (const response of responses) {
                assert.ok([301, 400, 404].includes(response.status), `traversal answered ${response.status}`);
                assert.ok(
                  !/root:x?:0:0|"name": "tickwire-docs"/.test(response.body.toString("latin1")),
                  "served a file from outside public/",
                );
              }
            }
          } catch (error) {
            failures.push(`${hostile.label}: ${(error as Error).message}`);
          }
        }),
      );
    }
    assert.equal(child?.exitCode, null, `the server exited: ${stderr}`);
    assert.deepEqual(failures, []);
    // A normal request still works.
    const response = await fetch(`http://127.0.0.1:${port}/docs`);
    assert.equal(response.status, 200);
    assert.match(await response.text(), /<h1/);
    assert.ok(!/failed:/.test(stderr), `a request handler failed:\n${stderr}`);
  });

  test("a redirected path outside Latin-1 gets a percent-encoded Location", async () => {
    const cases = {
      "/docs/%E2%82%AC/": "/docs/%E2%82%AC",
      "/docs/%F0%9F%98%80.html": "/docs/%F0%9F%98%80",
      "/docs/a%00b/": null,
      "/docs/a%20b/?q=%E2%82%AC": "/docs/a%20b?q=%E2%82%AC",
      "/docs/x%3Fy%23z/": "/docs/x%3Fy%23z",
    };
    for (const [from, to] of Object.entries(cases)) {
      const [response] = parseResponses((await exchange(request(from))).data);
      if (to === null) assert.equal(response.status, 400, from);
      else {
        assert.equal(response.status, 301, from);
        assert.equal(response.headers.location, to, from);
      }
    }
  });
});

describe("compression, revalidation and security headers", () => {
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${port}${path}`, { headers, redirect: "manual" });
  const INDEX = "/search/local-index.json";
  const raw = fs.readFileSync(`public${INDEX}`);

  test("brotli when accepted, gzip otherwise, the file as it is without Accept-Encoding; each decodes to the file", async () => {
    const encodings: [accept: string, encoding: string | null, decode: (body: Buffer) => Buffer][] = [
      ["gzip, deflate, br", "br", zlib.brotliDecompressSync],
      ["gzip", "gzip", zlib.gunzipSync],
      ["br;q=0.5, gzip", "gzip", zlib.gunzipSync],
      ["identity", null, (body) => body],
    ];
    for (const [accept, encoding, decode] of encodings) {
      const { data } = await exchange(request(INDEX, { headers: ["Host: x", `Accept-Encoding: ${accept}`] }));
      const [response] = parseResponses(data);
      assert.equal(response.status, 200, accept);
      assert.equal(response.headers["content-encoding"], encoding ?? undefined, accept);
      assert.equal(response.headers.vary, "Accept-Encoding", accept);
      assert.ok(decode(response.body).equals(raw), `${accept}: the body decodes to the file`);
    }
  });

  test("each representation has its ETag; If-None-Match and If-Modified-Since answer 304", async () => {
    const first = await get(INDEX, { "Accept-Encoding": "gzip" });
    const etag = first.headers.get("etag") ?? "";
    const lastModified = first.headers.get("last-modified");
    assert.match(etag, /^"[\w-]+-gzip"$/);
    assert.ok(lastModified);
    const identity = await get(INDEX, { "Accept-Encoding": "identity" });
    assert.notEqual(identity.headers.get("etag"), etag);
    const conditions: Record<string, string>[] = [
      { "If-None-Match": etag },
      { "If-None-Match": `W/${etag}` },
      { "If-None-Match": `"other", ${etag}` },
      { "If-Modified-Since": lastModified },
    ];
    for (const headers of conditions) {
      const response = await get(INDEX, { "Accept-Encoding": "gzip", ...headers });
      assert.equal(response.status, 304, JSON.stringify(headers));
      assert.equal(response.headers.get("etag"), etag);
      assert.equal((await response.arrayBuffer()).byteLength, 0);
    }
    assert.equal((await get(INDEX, { "If-None-Match": '"other"' })).status, 200);
    assert.equal(
      (await get(INDEX, { "If-Modified-Since": new Date(Date.parse(lastModified) - 1000).toUTCString() })).status,
      200,
    );
  });

  test("every answer carries the security headers; pages allow exactly their inline scripts", async () => {
    for (const path of [
      "/docs/platform/getting-started",
      INDEX,
      "/docs/no-such-page",
      "/docs/x/",
      "/docs/%00",
      "/favicon.svg",
    ]) {
      const response = await get(path);
      assert.equal(response.headers.get("x-content-type-options"), "nosniff", path);
      assert.equal(response.headers.get("referrer-policy"), "strict-origin-when-cross-origin", path);
      assert.equal(response.headers.get("x-frame-options"), "DENY", path);
      assert.match(response.headers.get("permissions-policy") ?? "", /camera=\(\)/, path);
      const csp = response.headers.get("content-security-policy") ?? "";
      assert.match(csp, /frame-ancestors 'none'/, path);
      // The pages talk only to the site and the Try-it proxy of the build (the local one here).
      assert.match(csp, /connect-src 'self' http:\/\/127\.0\.0\.1:4030(;|$)/, path);
      assert.doesNotMatch(csp, /script-src[^;]*'unsafe-inline'/, path);
    }
    const page = await get("/docs/platform/getting-started");
    const html = await page.text();
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => m[1])
      .filter(Boolean);
    assert.ok(inline.length >= 2, "the page has inline scripts");
    const csp = page.headers.get("content-security-policy") ?? "";
    const { createHash } = await import("node:crypto");
    for (const body of inline)
      assert.ok(
        csp.includes(`'sha256-${createHash("sha256").update(body).digest("base64")}'`),
        `hash of ${body.slice(0, 60)}`,
      );
  });
});
