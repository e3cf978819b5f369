#!/usr/bin/env node
/**
 * Serves the built site from public/ the way production does: canonical URLs without trailing
 * slashes or .html, long caching for hashed assets, gzip, and the not-found page with status 404.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { canonicalPath } from "./canonical-path.mjs";

const ROOT = path.resolve(process.env.SITE_DIR ?? "public");
const PORT = Number(process.env.PORT ?? 9000);
const HOST = process.env.HOST ?? "127.0.0.1";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".yaml": "text/yaml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".map": "application/json; charset=utf-8",
};
const COMPRESSIBLE = new Set([".html", ".js", ".json", ".css", ".svg", ".txt", ".xml", ".yaml", ".map"]);

/** A regular file inside ROOT, or null. */
function fileInRoot(relative) {
  const absolute = path.join(ROOT, relative);
  if (!absolute.startsWith(ROOT + path.sep) && absolute !== ROOT) return null;
  try {
    return fs.statSync(absolute).isFile() ? absolute : null;
  } catch {
    return null;
  }
}

/** The file answering a request path: a page's index.html under /docs, or a static asset. */
function resolveFile(pathname) {
  if (pathname === "/docs" || pathname.startsWith("/docs/")) {
    const page = fileInRoot(path.join(pathname, "index.html"));
    if (page) return page;
  }
  if (pathname.endsWith(".html")) return null;
  return fileInRoot(pathname);
}

function cacheControl(pathname) {
  if (/-[0-9a-f]{16,}\.(js|css)$/.test(pathname) || pathname.startsWith("/static/")) {
    return "public, max-age=31536000, immutable";
  }
  return "public, max-age=0, must-revalidate";
}

function send(request, response, status, file, pathname) {
  const extension = path.extname(file);
  const headers = {
    "Content-Type": TYPES[extension] ?? "application/octet-stream",
    "Cache-Control": status === 200 ? cacheControl(pathname) : "no-store",
    "X-Content-Type-Options": "nosniff",
  };
  let body = fs.readFileSync(file);
  if (COMPRESSIBLE.has(extension) && /\bgzip\b/.test(request.headers["accept-encoding"] ?? "")) {
    body = zlib.gzipSync(body);
    headers["Content-Encoding"] = "gzip";
    headers.Vary = "Accept-Encoding";
  }
  headers["Content-Length"] = body.length;
  response.writeHead(status, headers);
  response.end(request.method === "HEAD" ? undefined : body);
}

const server = http.createServer((request, response) => {
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.writeHead(405, { Allow: "GET, HEAD" }).end();
    return;
  }
  const url = new URL(request.url ?? "/", "http://localhost");
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    pathname = url.pathname;
  }
  const canonical = canonicalPath(pathname);
  if (canonical) {
    response.writeHead(301, { Location: `${canonical}${url.search}`, "Cache-Control": "no-store" }).end();
    return;
  }
  const file = resolveFile(pathname);
  if (file) {
    send(request, response, 200, file, pathname);
    return;
  }
  const notFound = fileInRoot("404.html");
  if (notFound) send(request, response, 404, notFound, pathname);
  else response.writeHead(404, { "Content-Type": "text/plain" }).end("Not found");
});

server.listen(PORT, HOST, () => {
  console.log(`Tickwire docs: http://${HOST === "0.0.0.0" ? "localhost" : HOST}:${PORT}/docs`);
});
