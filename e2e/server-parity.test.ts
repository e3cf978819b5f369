/**
 * The local server (packages/site-server/serve.ts) and nginx with the generated production config answer the
 * same raw requests alike: status, Location, Content-Type and Content-Length. The requests go over
 * a socket as written, since fetch and http.request normalise paths (`..`, `//`) before sending.
 * Each case also names the status both must answer, so that agreeing on a wrong answer fails too.
 *
 * Skipped, with the reason, when nginx is not installed (.ci/run installs it).
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { startServer, type RunningServer } from "./harness.ts";
import { nginxMissing } from "../packages/site-server/lib/nginx-binary.ts";
import { startNginx, type RunningNginx } from "../packages/site-server/lib/nginx-server.ts";

const missing = nginxMissing();
if (missing) console.log(`# e2e/server-parity.test.ts skipped: ${missing}`);

/** `target` is sent as it is (a string as Latin-1 bytes); `status` is what both servers answer. */
interface Case {
  method?: string;
  target: string | Buffer;
  headers?: string[];
  status: number;
}

const CASES: Record<string, Case[]> = {
  "pages, and queries on them": [
    { target: "/docs", status: 200 },
    { target: "/docs/api/stocks/get-quote", status: 200 },
    { target: "/docs/api?tab=1&x=%20y", status: 200 },
    { target: "/docs?", status: 200 },
    { method: "HEAD", target: "/docs/platform/getting-started", status: 200 },
  ],
  "one URL per page: trailing slashes, .html, index.html and the host's root": [
    { target: "/", status: 301 },
    { target: "/index.html?x=1", status: 301 },
    { target: "/docs/", status: 301 },
    { target: "/docs//", status: 301 },
    { target: "/docs.html", status: 301 },
    { target: "/docs/index.html", status: 301 },
    { target: "/docs/api/", status: 301 },
    { target: "/docs/api///", status: 301 },
    { target: "/docs/api.html", status: 301 },
    { target: "/docs/api/index.htm", status: 301 },
    { target: "/docs/api/index.html/", status: 301 },
    { target: "/docs/api//index.html", status: 301 },
    { target: "/docs/api/?q=1&r=%20", status: 301 },
    { target: "/docs/api/?q=%zz", status: 301 },
    { target: "/docs/caf%C3%A9/", status: 301 },
    { target: "/docs/a%20b.html", status: 301 },
    { target: "/docs/x%3Fy%23z/", status: 301 },
    { target: "/docs/api/stocks/get-quote.md/", status: 301 },
    { target: "http://example.com/docs/api/", status: 301 },
    { method: "HEAD", target: "/docs/api/", status: 301 },
  ],
  "a ticker typed into the address leads to its symbol's page, without case; a page is never redirected": [
    { target: "/docs/symbols/crypto/btc", status: 301 },
    { target: "/docs/symbols/crypto/BTC", status: 301 },
    { target: "/docs/symbols/crypto/BtcUsd?x=1", status: 301 },
    { method: "HEAD", target: "/docs/symbols/crypto/btc", status: 301 },
    { target: "/docs/symbols/currencies/EUR", status: 301 },
    { target: "/docs/symbols/currencies/eurusd", status: 301 },
    { target: "/docs/symbols/indices/spx", status: 301 },
    { target: "/docs/symbols/crypto/bitcoin", status: 200 },
    { target: "/docs/symbols/currencies/eur", status: 200 },
    { target: "/docs/symbols/crypto/btc/", status: 301 },
    { target: "/docs/symbols/crypto/btcx", status: 404 },
    { target: "/docs/symbols/btc", status: 404 },
  ],
  "unknown paths, case, trailing dots and HTML outside /docs: the not-found page": [
    { target: "/docs/no-such-page", status: 404 },
    { target: "/nope", status: 404 },
    { target: "/docsx", status: 404 },
    { target: "/docs/api/stocks/get-quote/extra", status: 404 },
    { target: "/404.html", status: 404 },
    { target: "/404", status: 404 },
    { target: "/DOCS", status: 404 },
    { target: "/docs/API", status: 404 },
    { target: "/docs/api.HTML", status: 404 },
    { target: "/docs/api.", status: 404 },
    { target: "/docs/api..", status: 404 },
    { target: "/docs.", status: 404 },
    { target: "/docs/.hidden", status: 404 },
    { target: "/docs/...", status: 404 },
    { target: "/docs/%E2%82%AC", status: 404 },
    { target: "/_gatsby/slices/_gatsby-scripts-1.html", status: 404 },
    { target: "/.status/400", status: 404 },
    { method: "HEAD", target: "/docs/no-such-page", status: 404 },
  ],
  "empty segments: no page under a second name": [
    { target: "/docs//api", status: 404 },
    { target: "/docs//api/", status: 404 },
    { target: "/docs/api//stocks/get-quote", status: 404 },
    { target: "/docs//api/index.html", status: 404 },
    { target: "//", status: 404 },
    { target: "//docs", status: 404 },
    { target: "//index.html", status: 404 },
    { target: "/page-data//app-data.json", status: 404 },
    { target: "//etc/passwd", status: 404 },
  ],
  "dot segments, encoded or not: refused": [
    { target: "/docs/../docs/api", status: 400 },
    { target: "/docs/./api", status: 400 },
    { target: "/./docs", status: 400 },
    { target: "/docs/api/.", status: 400 },
    { target: "/docs/api/..", status: 400 },
    { target: "/docs/api/..?x=1", status: 400 },
    { target: "/docs/%2e%2e/docs/api", status: 400 },
    { target: "/docs/%2E/api", status: 400 },
    { target: "/docs/.%2e/api", status: 400 },
    { target: "/../etc/passwd", status: 400 },
    { target: "/docs/x/../../.status/400", status: 400 },
    { target: "http://example.com/docs/../x", status: 400 },
    { method: "HEAD", target: "/docs/../x", status: 400 },
  ],
  "encoded slashes, backslashes and control characters: refused": [
    { target: "/docs/api%2Fstocks%2Fget-quote", status: 400 },
    { target: "/docs%2fapi", status: 400 },
    { target: "/docs/..%2f..%2fetc/passwd", status: 400 },
    { target: "/docs/a%5Cb", status: 400 },
    { target: "/docs/a\\b", status: 400 },
    { target: "/docs/%00", status: 400 },
    { target: "/docs/%01", status: 400 },
    { target: "/docs/a%0Ab", status: 400 },
    { target: "/docs/%7F", status: 400 },
  ],
  "percent-encodings that are not UTF-8, and bytes a target never carries: refused": [
    { target: "/docs/%zz", status: 400 },
    { target: "/docs/%", status: 400 },
    { target: "/docs/%E2%82", status: 400 },
    { target: "/docs/%C0%AF", status: 400 },
    { target: "/docs/%ED%A0%80", status: 400 },
    { target: "/docs/%F4%90%80%80", status: 400 },
    { target: "/docs/%FF", status: 400 },
    { target: "/docs#x", status: 400 },
    { target: Buffer.from("/docs/é/", "utf8"), status: 400 },
    { target: Buffer.from([0x2f, 0x64, 0x6f, 0x63, 0x73, 0x2f, 0xe9]), status: 400 },
  ],
  "target length": [
    { target: `/docs/${"a".repeat(4090)}`, status: 404 },
    { target: `/docs/${"a".repeat(4091)}`, status: 414 },
    { target: `/docs/${"a".repeat(10_000)}`, status: 414 },
  ],
  methods: [
    { method: "POST", target: "/docs", status: 405 },
    { method: "PUT", target: "/docs/api", status: 405 },
    { method: "DELETE", target: "/search/local-index.json", status: 405 },
    { method: "OPTIONS", target: "/docs", status: 405 },
    { method: "POST", target: "/docs/../x", status: 405 },
  ],
  "Markdown negotiation": [
    { target: "/docs/api/stocks/get-quote", headers: ["Accept: text/markdown"], status: 200 },
    { target: "/docs/api/stocks/get-quote", headers: ["Accept: text/html, text/markdown;q=0.9"], status: 200 },
    { target: "/docs/api/stocks/get-quote.md", status: 200 },
    { target: "/docs.md", status: 200 },
    { target: "/docs/no-such-page.md", status: 404 },
    { target: "/docs/no-such-page", headers: ["Accept: text/markdown"], status: 404 },
    { target: "/docs/api/", headers: ["Accept: text/markdown"], status: 301 },
  ],
  "files, folders of files, and ranges": [
    { target: "/search/local-index.json", status: 200 },
    { target: "/search/local-index.json?v=2", status: 200 },
    { target: "/search/local-index.json", headers: ["Range: bytes=0-99"], status: 200 },
    { target: "/search/local-index.json", headers: ["Range: bytes=-100", "If-Range: *"], status: 200 },
    { target: "/docs/api/stocks/get-quote", headers: ["Range: bytes=0-0"], status: 200 },
    { target: "/page-data/app-data.json", status: 200 },
    { target: "/favicon.svg", status: 200 },
    { target: "/llms.txt", status: 200 },
    { target: "/sitemap.xml", status: 200 },
    { target: "/favicon.svg/", status: 404 },
    { target: "/page-data", status: 404 },
    { target: "/page-data/", status: 404 },
    { target: "/page-data/docs/api", status: 404 },
    { target: "/search", status: 404 },
    { target: "/static/", status: 404 },
  ],
  "what the browser fetches after the page, in each encoding": servedFiles().flatMap((target) =>
    [[], ["Accept-Encoding: gzip"], ["Accept-Encoding: gzip, deflate, br"]].map((headers) => ({
      target,
      headers,
      status: 200,
    })),
  ),
};

/**
 * Files a page fetches once it has loaded, as named by this build: a script of the home page, its
 * page data, and the search index's head and first part (the dialog's first fetches).
 */
function servedFiles(): string[] {
  const home = fs.readFileSync(path.join("public", "docs", "index.html"), "utf8");
  const script = /<script src="(\/[^"]+\.js)"/.exec(home)?.[1];
  const part = fs.readdirSync(path.join("public", "search")).find((name) => /^records-0-.*\.json$/.test(name));
  if (!script || !part) throw new Error("public/ has no home page script or search index part: run `npm run build`");
  return [script, "/page-data/docs/page-data.json", "/search/head.json", `/search/${part}`];
}

/** The headers compared; a missing one must be missing from both answers. */
const COMPARED = ["location", "content-type", "content-length", "content-encoding", "cache-control"];

/**
 * Sends one request as written, on its own connection, and resolves with the status and headers
 * of the answer (lower-case names).
 */
function send(
  origin: string,
  { method = "GET", target, headers = [] }: Case,
): Promise<{ status: number; headers: Record<string, string> }> {
  const { port } = new URL(origin);
  const head = Buffer.concat([
    Buffer.from(`${method} `, "latin1"),
    Buffer.isBuffer(target) ? target : Buffer.from(target, "latin1"),
    Buffer.from(` HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${headers.map((h) => `${h}\r\n`).join("")}\r\n`),
  ]);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error("no answer within 10 s")));
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.once("error", reject);
    socket.once("close", () => {
      const data = Buffer.concat(chunks).toString("latin1");
      const end = data.indexOf("\r\n\r\n");
      const [statusLine, ...lines] = data.slice(0, end === -1 ? data.length : end).split("\r\n");
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine);
      if (!status) {
        reject(new Error(`no status line in ${JSON.stringify(data.slice(0, 100))}`));
        return;
      }
      const fields: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        fields[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(status[1]), headers: fields });
    });
    socket.once("connect", () => socket.write(head));
  });
}

/** A target as text, bytes outside printable ASCII as `\xNN`. */
const printable = (target: string | Buffer) =>
  (Buffer.isBuffer(target) ? target.toString("latin1") : target).replace(
    /[^\x20-\x7e]/g,
    (byte: string) => `\\x${byte.charCodeAt(0).toString(16).padStart(2, "0")}`,
  );

/** A case's label: method, target (shortened) and headers. */
const label = ({ method = "GET", target, headers = [] }: Case) =>
  [method, printable(target).slice(0, 80), ...headers.map((header) => `(${header})`)].join(" ");

describe("the local server and nginx answer alike", { skip: missing ?? false }, () => {
  let local: RunningServer;
  let nginx: RunningNginx;
  before(async () => {
    [local, nginx] = await Promise.all([startServer(), startNginx()]);
  });
  after(async () => {
    await local?.stop();
    await nginx?.stop();
  });

  for (const [group, cases] of Object.entries(CASES)) {
    test(group, async () => {
      const failures: string[] = [];
      for (const request of cases) {
        const [ours, reference] = await Promise.all([send(nginx.origin, request), send(local.origin, request)]);
        const differences: string[] = [];
        if (reference.status !== request.status) differences.push(`local answered ${reference.status}`);
        if (ours.status !== reference.status)
          differences.push(`status: nginx ${ours.status}, local ${reference.status}`);
        for (const name of COMPARED) {
          if (ours.headers[name] !== reference.headers[name])
            differences.push(`${name}: nginx ${ours.headers[name]}, local ${reference.headers[name]}`);
        }
        if (differences.length)
          failures.push(`${label(request)} (expected ${request.status}): ${differences.join("; ")}`);
      }
      assert.deepEqual(failures, []);
    });
  }

  test("a range request gets the whole file", async () => {
    const size = fs.statSync(path.join("public", "search/local-index.json")).size;
    for (const origin of [local.origin, nginx.origin]) {
      const { status, headers } = await send(origin, {
        target: "/search/local-index.json",
        headers: ["Range: bytes=0-99"],
        status: 200,
      });
      assert.equal(status, 200, origin);
      assert.equal(Number(headers["content-length"]), size, origin);
      assert.equal(headers["content-range"], undefined, origin);
      assert.equal(headers["accept-ranges"], undefined, `${origin} advertises no ranges`);
    }
  });

  test("redirect Locations differ only in how the path and query are percent-encoded", async () => {
    // nginx keeps the path and query as the client wrote them; the local server writes them in one
    // percent-encoded form (packages/site-server/lib/canonical-path.ts). Browsers read both as the same URL.
    for (const target of ["/docs/caf%c3%a9/", "/docs/a|b/", "/docs/api/?q={x}", "/docs/%41pi/"]) {
      const [ours, reference] = await Promise.all([
        send(nginx.origin, { target, status: 301 }),
        send(local.origin, { target, status: 301 }),
      ]);
      assert.equal(ours.status, 301, target);
      assert.equal(reference.status, 301, target);
      const decoded = (location: string) => decodeURIComponent(location);
      assert.equal(decoded(ours.headers.location), decoded(reference.headers.location), target);
      assert.match(ours.headers.location, /^\/[\x21-\x7e]*$/, `${target}: a printable-ASCII path`);
    }
  });

  test("nginx logged no errors", () => {
    assert.doesNotMatch(nginx.errorLog(), /\[(?:emerg|alert|crit|error)\]/);
  });
});
