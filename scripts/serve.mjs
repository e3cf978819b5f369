#!/usr/bin/env node
// @ts-check
/**
 * Serves the built site from public/ the way production does: canonical URLs without trailing
 * slashes or .html, long caching for hashed assets, the not-found page with status 404, the
 * security headers of scripts/security-headers.mjs, and compression (brotli or gzip) done once
 * per file and kept in memory, with ETag and Last-Modified for 304 answers.
 *
 * Every request gets an answer (301, 304, 400, 404, 405, 414, 431, 500 …); a failure while
 * answering one request is logged and answered with 500, and never stops the server.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { cacheControl, NO_STORE } from "./cache-policy.mjs";
import { canonicalLocation } from "./canonical-path.mjs";
import { alternateLink, markdownPath, prefersMarkdown } from "./markdown-negotiation.mjs";
import { parseRequestTarget } from "./request-target.mjs";
import { securityHeaders } from "./security-headers.mjs";
import { createFileCache, etagOf, isNotModified, negotiateEncoding, TYPES } from "./static-files.mjs";

const ROOT = path.resolve(process.env.SITE_DIR ?? "public");
const PORT = Number(process.env.PORT ?? 9000);
const HOST = process.env.HOST ?? "127.0.0.1";

/** The settings the security headers depend on, as the build recorded them (src/node/post-build.ts). */
const SECURITY_CONFIG = path.join(ROOT, "security-config.json");
/** @type {import("./security-headers.mjs").SecurityConfig} */
let site;
/**
 * Security headers of responses that are not HTML documents (no inline scripts to allow).
 * @type {Record<string, string>}
 */
let BASE_HEADERS;
try {
  site = JSON.parse(fs.readFileSync(SECURITY_CONFIG, "utf8"));
  BASE_HEADERS = securityHeaders(site);
} catch (error) {
  console.error(`serve: ${SECURITY_CONFIG}: ${/** @type {Error} */ (error).message}. Run \`npm run build\` first.`);
  process.exit(1);
}

const cache = createFileCache({
  headersFor: (file, body) =>
    path.extname(file) === ".html" ? securityHeaders(site, { html: body.toString("utf8") }) : BASE_HEADERS,
});

/**
 * A regular file inside ROOT with its stat, or null.
 * @param {string} relative decoded path below ROOT
 */
function fileInRoot(relative) {
  const absolute = path.join(ROOT, relative);
  if (!absolute.startsWith(ROOT + path.sep)) return null;
  try {
    const stat = fs.statSync(absolute, { throwIfNoEntry: false });
    if (stat?.isFile()) return { file: absolute, stat };
  } catch {
    // ENAMETOOLONG, ENOTDIR and the like: no such file.
  }
  cache.forget(absolute);
  return null;
}

/**
 * The file answering a request path: a page's index.html under /docs, or a static asset.
 * @param {string} pathname decoded, checked request path
 */
function resolveFile(pathname) {
  // `/docs//x` would otherwise open /docs/x: a page under a second name.
  if (pathname.includes("//")) return null;
  if (pathname === "/docs" || pathname.startsWith("/docs/")) {
    const page = fileInRoot(path.join(pathname, "index.html"));
    if (page) return page;
  }
  if (pathname.endsWith(".html")) return null;
  return fileInRoot(pathname);
}

/**
 * A short plain-text answer: redirects, errors.
 * @param {http.IncomingMessage} request
 * @param {http.ServerResponse} response
 * @param {number} status
 * @param {Record<string, string>} [extra]
 */
function sendStatus(request, response, status, extra = {}) {
  const body = `${status} ${http.STATUS_CODES[status] ?? ""}\n`;
  response.writeHead(status, {
    ...BASE_HEADERS,
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": NO_STORE,
    "Content-Length": Buffer.byteLength(body),
    ...extra,
  });
  response.end(request.method === "HEAD" ? undefined : body);
}

/**
 * A file of the site, compressed when the client accepts it, or 304 when the client's copy is current.
 * @param {http.IncomingMessage} request
 * @param {http.ServerResponse} response
 * @param {200 | 404} status
 * @param {{ file: string, stat: fs.Stats }} found
 * @param {string} pathname
 * @param {Record<string, string>} [extra] headers of this answer (content negotiation)
 */
async function sendFile(request, response, status, { file, stat }, pathname, extra = {}) {
  const cacheHeader = status === 200 ? cacheControl(pathname) : NO_STORE;
  const pending = cache.get(file, stat);
  if (!pending) {
    // Too large to hold in memory: streamed as it is.
    response.writeHead(status, {
      ...BASE_HEADERS,
      "Content-Type": TYPES[/** @type {keyof TYPES} */ (path.extname(file))] ?? "application/octet-stream",
      "Cache-Control": cacheHeader,
      "Content-Length": stat.size,
    });
    if (request.method === "HEAD") response.end();
    else
      fs.createReadStream(file)
        .once("error", () => response.destroy())
        .pipe(response);
    return;
  }
  const entry = await pending;
  /** @type {Record<string, string | number>} */
  const headers = { ...entry.headers, "Cache-Control": cacheHeader, ...extra };
  if (entry.compressible) headers.Vary = [extra.Vary, "Accept-Encoding"].filter(Boolean).join(", ");
  const encoding = entry.compressible ? negotiateEncoding(request.headers["accept-encoding"]) : null;
  const compressed = encoding ? await cache.variant(entry, encoding) : null;
  const body = compressed ?? entry.body;
  if (compressed && encoding) headers["Content-Encoding"] = encoding;
  if (status === 200) {
    headers.ETag = etagOf(entry, compressed ? encoding : null);
    headers["Last-Modified"] = entry.lastModified;
    if (isNotModified(request.headers, entry)) {
      delete headers["Content-Type"];
      delete headers["Content-Encoding"];
      response.writeHead(304, headers).end();
      return;
    }
  }
  headers["Content-Length"] = body.length;
  response.writeHead(status, headers);
  response.end(request.method === "HEAD" ? undefined : body);
}

/**
 * @param {http.IncomingMessage} request
 * @param {http.ServerResponse} response
 */
async function handle(request, response) {
  if (request.method !== "GET" && request.method !== "HEAD") {
    sendStatus(request, response, 405, { Allow: "GET, HEAD" });
    return;
  }
  const target = parseRequestTarget(request.url);
  if (!target.ok) {
    sendStatus(request, response, target.status);
    return;
  }
  const location = canonicalLocation(target.pathname, target.search);
  if (location) {
    sendStatus(request, response, 301, { Location: location });
    return;
  }
  const found = resolveFile(target.pathname);
  // A page's route answers its Markdown to a request that prefers it; its HTML names the Markdown.
  const markdown = found?.file.endsWith(".html") ? fileInRoot(markdownPath(target.pathname)) : null;
  if (found && markdown) {
    const asMarkdown = prefersMarkdown(request.headers.accept);
    const extra = asMarkdown ? { Vary: "Accept" } : { Vary: "Accept", Link: alternateLink(target.pathname) };
    await sendFile(request, response, 200, asMarkdown ? markdown : found, target.pathname, extra);
    return;
  }
  if (found) {
    await sendFile(request, response, 200, found, target.pathname);
    return;
  }
  const notFound = fileInRoot("404.html");
  if (notFound) await sendFile(request, response, 404, notFound, target.pathname);
  else sendStatus(request, response, 404);
}

/**
 * The answer to a request whose handler failed: 500 when nothing was sent yet, else the
 * connection is cut (the client sees a truncated response, not a wrong one).
 * @param {http.IncomingMessage} request
 * @param {http.ServerResponse} response
 * @param {unknown} error
 */
function fail(request, response, error) {
  console.error(`serve: ${request.method} ${JSON.stringify(request.url)} failed:`, error);
  try {
    if (!response.headersSent) sendStatus(request, response, 500);
    else response.destroy();
  } catch {
    response.destroy();
  }
}

const server = http.createServer(
  { requestTimeout: 30_000, headersTimeout: 15_000, connectionsCheckingInterval: 5_000 },
  (request, response) => {
    response.on("error", (error) => console.error(`serve: response to ${JSON.stringify(request.url)}:`, error.message));
    handle(request, response).catch((error) => fail(request, response, error));
  },
);

// A request the HTTP parser refuses (bad request line, header too large, HTTP/0.9, a timeout):
// answered with the status that says why, in the same form as the handler's errors, then the
// connection is closed.
server.on("clientError", (/** @type {NodeJS.ErrnoException} */ error, socket) => {
  const busy = /** @type {{ _httpMessage?: { headersSent?: boolean } }} */ (/** @type {unknown} */ (socket))
    ._httpMessage;
  if (error.code === "ECONNRESET" || !socket.writable || busy?.headersSent) {
    socket.destroy();
    return;
  }
  const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
  const body = `${status} ${http.STATUS_CODES[status]}\n`;
  const headers = {
    ...BASE_HEADERS,
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": NO_STORE,
    "Content-Length": Buffer.byteLength(body),
    Connection: "close",
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${head.join("")}\r\n${body}`);
});

// CONNECT (a proxy request) is not for this server; without a listener Node drops the connection unanswered.
server.on("connect", (_request, socket) => {
  socket.end(
    `HTTP/1.1 405 ${http.STATUS_CODES[405]}\r\nAllow: GET, HEAD\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
  );
});

server.once("error", (error) => {
  console.error(`serve: cannot listen on ${HOST}:${PORT}: ${error.message}`);
  process.exit(1);
});

server.listen(PORT, HOST, () => {
  console.log(`Tickwire docs: http://${HOST === "0.0.0.0" ? "localhost" : HOST}:${PORT}/docs`);
});

for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
