/**
 * The local server of the built site, serving it the way production does: canonical URLs without
 * trailing slashes or .html, long caching for hashed assets, the not-found page with status 404,
 * the security headers, Markdown to requests that prefer it, and compression (brotli or gzip) done
 * once per file and kept in memory, with ETag and Last-Modified for 304 answers.
 *
 * Every request gets an answer (301, 304, 400, 404, 405, 414, 431, 500 …); a failure while
 * answering one request is logged and answered with 500, and never stops the server.
 */
import fs from "node:fs";
import http from "node:http";
import type { Socket } from "node:net";
import path from "node:path";
import { BASE_PATH } from "../../../src/lib/docs";
import { markdownRoute } from "../../../src/lib/markdown-export/blocks";
import { redirectFor } from "../../../src/lib/redirects";
import { cacheControl, NO_STORE } from "./cache-policy.ts";
import { canonicalLocation, encodePath, encodeSearch } from "./canonical-path.ts";
import { readRedirects } from "./redirects.ts";
import { alternateLink, prefersMarkdown } from "./markdown-negotiation.ts";
import { ALLOWED_METHODS, parseRequestTarget } from "./request-target.ts";
import { securityHeaders, type SecurityConfig } from "./security-headers.ts";
import { contentType, createFileCache, etagOf, isNotModified, negotiateEncoding, TYPES } from "./static-files.ts";

/** A file of the site with its stat. */
interface Found {
  file: string;
  stat: fs.Stats;
}

/** The server's messages start with this. */
const PREFIX = "serve:";
/** The Allow header of a 405. */
const ALLOW = ALLOWED_METHODS.join(", ");
/** Redirects and errors carry their status line as plain text. */
const TEXT_TYPE = TYPES[".txt"];

/**
 * A server (not yet listening) for the built site in `root` (absolute), whose pages get the
 * security headers of `site`, the settings that build recorded.
 */
export function createSiteServer(root: string, site: SecurityConfig): http.Server {
  /** The build's redirects (a ticker to its symbol's page), answered for paths no file answers. */
  const redirects = readRedirects(root);
  /** Security headers of responses that are not HTML documents (no inline scripts to allow). */
  const baseHeaders = securityHeaders(site);
  const cache = createFileCache({
    headersFor: (file, body) =>
      path.extname(file) === ".html" ? securityHeaders(site, { html: body.toString("utf8") }) : baseHeaders,
  });

  /** A regular file inside root (`relative` is a decoded path below it) with its stat, or null. */
  function fileInRoot(relative: string): Found | null {
    const absolute = path.join(root, relative);
    if (!absolute.startsWith(root + path.sep)) return null;
    try {
      const stat = fs.statSync(absolute, { throwIfNoEntry: false });
      if (stat?.isFile()) return { file: absolute, stat };
    } catch {
      // ENAMETOOLONG, ENOTDIR and the like: no such file.
    }
    cache.forget(absolute);
    return null;
  }

  /** The file answering a decoded, checked request path: a page's index.html under the base path, or a static asset. */
  function resolveFile(pathname: string): Found | null {
    // `/docs//x` would otherwise open /docs/x: a page under a second name.
    if (pathname.includes("//")) return null;
    if (pathname === BASE_PATH || pathname.startsWith(`${BASE_PATH}/`)) {
      const page = fileInRoot(path.join(pathname, "index.html"));
      if (page) return page;
    }
    if (pathname.endsWith(".html")) return null;
    return fileInRoot(pathname);
  }

  /** A short plain-text answer: redirects, errors. */
  function sendStatus(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    status: number,
    extra: Record<string, string> = {},
  ): void {
    const body = `${status} ${http.STATUS_CODES[status] ?? ""}\n`;
    response.writeHead(status, {
      ...baseHeaders,
      "Content-Type": TEXT_TYPE,
      "Cache-Control": NO_STORE,
      "Content-Length": Buffer.byteLength(body),
      ...extra,
    });
    response.end(request.method === "HEAD" ? undefined : body);
  }

  /**
   * A file of the site, compressed when the client accepts it, or 304 when the client's copy is
   * current; `extra` holds the headers of this answer (content negotiation).
   */
  async function sendFile(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    status: 200 | 404,
    { file, stat }: Found,
    pathname: string,
    extra: Record<string, string> = {},
  ): Promise<void> {
    const cacheHeader = status === 200 ? cacheControl(pathname) : NO_STORE;
    const pending = cache.get(file, stat);
    if (!pending) {
      // Too large to hold in memory: streamed as it is.
      response.writeHead(status, {
        ...baseHeaders,
        "Content-Type": contentType(file),
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
    const headers: Record<string, string | number> = { ...entry.headers, "Cache-Control": cacheHeader, ...extra };
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

  async function handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    if (!ALLOWED_METHODS.includes(request.method ?? "")) {
      sendStatus(request, response, 405, { Allow: ALLOW });
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
    const markdown = found?.file.endsWith(".html") ? fileInRoot(markdownRoute(target.pathname)) : null;
    if (found && markdown) {
      const asMarkdown = prefersMarkdown(request.headers.accept);
      const extra: Record<string, string> = asMarkdown
        ? { Vary: "Accept" }
        : { Vary: "Accept", Link: alternateLink(target.pathname) };
      await sendFile(request, response, 200, asMarkdown ? markdown : found, target.pathname, extra);
      return;
    }
    if (found) {
      await sendFile(request, response, 200, found, target.pathname);
      return;
    }
    const redirect = redirectFor(redirects, target.pathname);
    if (redirect) {
      sendStatus(request, response, 301, { Location: `${encodePath(redirect)}${encodeSearch(target.search)}` });
      return;
    }
    const notFound = fileInRoot("404.html");
    if (notFound) await sendFile(request, response, 404, notFound, target.pathname);
    else sendStatus(request, response, 404);
  }

  /**
   * The answer to a request whose handler failed: 500 when nothing was sent yet, else the
   * connection is cut (the client sees a truncated response, not a wrong one).
   */
  function fail(request: http.IncomingMessage, response: http.ServerResponse, error: unknown): void {
    console.error(`${PREFIX} ${request.method} ${JSON.stringify(request.url)} failed:`, error);
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
      response.on("error", (error) =>
        console.error(`${PREFIX} response to ${JSON.stringify(request.url)}:`, error.message),
      );
      handle(request, response).catch((error: unknown) => fail(request, response, error));
    },
  );

  // A request the HTTP parser refuses (bad request line, header too large, HTTP/0.9, a timeout):
  // answered with the status that says why, in the same form as the handler's errors, then the
  // connection is closed.
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) => {
    // The response in progress on this connection, if any (Node keeps it on the socket).
    const busy = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === "ECONNRESET" || !socket.writable || busy?.headersSent) {
      socket.destroy();
      return;
    }
    const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
    const body = `${status} ${http.STATUS_CODES[status]}\n`;
    const headers = {
      ...baseHeaders,
      "Content-Type": TEXT_TYPE,
      "Cache-Control": NO_STORE,
      "Content-Length": Buffer.byteLength(body),
      Connection: "close",
    };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${head.join("")}\r\n${body}`);
  });

  // CONNECT (a proxy request) is not for this server; without a listener Node drops the connection unanswered.
  server.on("connect", (_request: http.IncomingMessage, socket: Socket) => {
    socket.end(
      `HTTP/1.1 405 ${http.STATUS_CODES[405]}\r\nAllow: ${ALLOW}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
    );
  });

  return server;
}
