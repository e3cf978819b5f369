/**
 * Files of the built site held in memory for the local server: each file is read once, given its
 * ETag (a hash of its content) and its fixed headers once, and compressed at most once per
 * encoding, when a client first asks for that encoding. A file is read again when its size,
 * modification time or inode changes (a rebuild). A `.br` or `.gz` file next to a file (written
 * by the precompress step, at higher compression) is used instead of compressing it here.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

/** Content types by extension. */
export const TYPES: Readonly<Record<string, string>> = {
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
  ".md": "text/markdown; charset=utf-8",
};

/** What a file of any other extension is served as. */
export const DEFAULT_TYPE = "application/octet-stream";

/** The Content-Type of a file, by its extension. */
export const contentType = (file: string): string => TYPES[path.extname(file)] ?? DEFAULT_TYPE;

/** Extensions worth compressing (text); images other than SVG are compressed already. */
export const COMPRESSIBLE: ReadonlySet<string> = new Set([
  ".html",
  ".js",
  ".json",
  ".css",
  ".svg",
  ".txt",
  ".xml",
  ".yaml",
  ".map",
  ".webmanifest",
  ".md",
]);

/** Files larger than this are streamed from disk as they are: not held in memory, not compressed. */
export const MAX_CACHED_BYTES = 32 * 1024 * 1024;

/** The compressions a file can be sent with. */
export type Encoding = "br" | "gzip";

/**
 * Compression settings: brotli quality 5 and gzip level 9 compress the 326 KB search index in
 * about 5 ms each on one core (quality 11 takes 300 ms, for 10 % less), so that the first request
 * of a file does not wait long. The precompress step can write better `.br` files next to the files.
 */
const ENCODINGS: Record<Encoding, { suffix: string; compress: (body: Buffer) => Promise<Buffer> }> = {
  br: {
    suffix: ".br",
    compress: (body) =>
      promisify(zlib.brotliCompress)(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
  },
  gzip: { suffix: ".gz", compress: (body) => promisify(zlib.gzip)(body, { level: 9 }) },
};

/**
 * The encoding to answer with, from an Accept-Encoding header: brotli or gzip, whichever the
 * client accepts with the higher weight (brotli on a tie), or null for the file as it is.
 */
export function negotiateEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(",")) {
    const [name, ...parameters] = part.split(";").map((item) => item.trim());
    if (!name) continue;
    let weight = 1;
    for (const parameter of parameters) {
      // A weight that isn't a number from 0 to 1 counts as 0: that coding is not chosen.
      const match = /^q\s*=\s*(.*)$/.exec(parameter);
      if (match) weight = /^[0-9.]+$/.test(match[1]) && Number(match[1]) <= 1 ? Number(match[1]) : 0;
    }
    weights.set(name, weight);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get("*") ?? 0;
  const br = weightOf("br");
  const gzip = Math.max(weightOf("gzip"), weights.get("x-gzip") ?? 0);
  if (br > 0 && br >= gzip) return "br";
  return gzip > 0 ? "gzip" : null;
}

/** One file in memory. */
export interface CachedFile {
  /** Absolute path. */
  file: string;
  /** Size, modification time and inode it was read with. */
  key: string;
  body: Buffer;
  /** Strong ETag of the file as it is; each encoding adds a suffix. */
  etag: string;
  /** HTTP date. */
  lastModified: string;
  /** Modification time in whole seconds, for If-Modified-Since. */
  modifiedSeconds: number;
  compressible: boolean;
  /** Fixed headers of the file (content type and more, from `headersFor`). */
  headers: Record<string, string>;
  /** Compressed bodies; null when compressing does not make it smaller. */
  variants: Map<Encoding, Promise<Buffer | null>>;
}

/** The files held in memory. */
export interface FileCache {
  /** The file in memory, read now if it is new or changed on disk since. Null for files too large to hold. */
  get(file: string, stat: fs.Stats): Promise<CachedFile> | null;
  /** The file compressed with an encoding (once per file and encoding), or null when that does not make it smaller. */
  variant(entry: CachedFile, encoding: Encoding): Promise<Buffer | null>;
  /** Forgets a file (after it disappeared from disk). */
  forget(file: string): void;
  /** Number of files held. */
  readonly size: number;
}

const statKey = (stat: fs.Stats) => `${stat.size}:${stat.mtimeMs}:${stat.ino}`;

/** The ETag of one representation of a file. */
export const etagOf = (entry: CachedFile, encoding: Encoding | null): string =>
  encoding ? `${entry.etag.slice(0, -1)}-${encoding}"` : entry.etag;

/**
 * A cache of files. `headersFor` computes the headers that depend on the file only (run once per
 * read).
 */
export function createFileCache({
  headersFor = () => ({}),
}: { headersFor?: (file: string, body: Buffer) => Record<string, string> } = {}): FileCache {
  const files = new Map<string, { key: string; entry: Promise<CachedFile> }>();

  async function read(file: string, stat: fs.Stats): Promise<CachedFile> {
    const body = await fs.promises.readFile(file);
    // Both from the whole second: stat.mtime rounds the milliseconds, so at x.9995 s its header
    // would name the next second and a client's date one second earlier would still match.
    const modifiedSeconds = Math.floor(stat.mtimeMs / 1000);
    return {
      file,
      key: statKey(stat),
      body,
      etag: `"${crypto.createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
      lastModified: new Date(modifiedSeconds * 1000).toUTCString(),
      modifiedSeconds,
      compressible: COMPRESSIBLE.has(path.extname(file)),
      headers: { "Content-Type": contentType(file), ...headersFor(file, body) },
      variants: new Map(),
    };
  }

  return {
    get(file, stat) {
      if (stat.size > MAX_CACHED_BYTES) return null;
      const key = statKey(stat);
      const cached = files.get(file);
      if (cached && cached.key === key) return cached.entry;
      const entry = read(file, stat);
      const slot = { key, entry };
      files.set(file, slot);
      // A failed read is not kept: the next request tries again.
      entry.catch(() => {
        if (files.get(file) === slot) files.delete(file);
      });
      return entry;
    },

    variant(entry, encoding) {
      let variant = entry.variants.get(encoding);
      if (!variant) {
        variant = compressed(entry, encoding);
        entry.variants.set(encoding, variant);
        // Not cached when it failed; the next request tries again.
        variant.catch(() => entry.variants.delete(encoding));
      }
      return variant;
    },

    forget(file) {
      files.delete(file);
    },

    get size() {
      return files.size;
    },
  };
}

/** A `.br`/`.gz` file next to the file when it is at least as new, else the file compressed here. */
async function compressed(entry: CachedFile, encoding: Encoding): Promise<Buffer | null> {
  const { suffix, compress } = ENCODINGS[encoding];
  const sibling = `${entry.file}${suffix}`;
  const siblingStat = await fs.promises.stat(sibling).catch(() => null);
  if (
    siblingStat?.isFile() &&
    siblingStat.mtimeMs >= entry.modifiedSeconds * 1000 &&
    siblingStat.size <= MAX_CACHED_BYTES
  ) {
    return fs.promises.readFile(sibling);
  }
  const body = await compress(entry.body);
  return body.length < entry.body.length ? body : null;
}

/**
 * Whether the client's copy is current, from the request headers: If-None-Match (any ETag of the
 * file, weak comparison, or `*`), else If-Modified-Since.
 */
export function isNotModified(headers: IncomingHttpHeaders, entry: CachedFile): boolean {
  const ifNoneMatch = headers["if-none-match"];
  if (ifNoneMatch !== undefined) {
    const current = new Set([entry.etag, etagOf(entry, "br"), etagOf(entry, "gzip")]);
    return ifNoneMatch.split(",").some((tag) => {
      const trimmed = tag.trim();
      return trimmed === "*" || current.has(trimmed.replace(/^W\//, ""));
    });
  }
  const ifModifiedSince = headers["if-modified-since"];
  if (ifModifiedSince !== undefined) {
    const since = Date.parse(ifModifiedSince);
    return Number.isFinite(since) && entry.modifiedSeconds <= Math.floor(since / 1000);
  }
  return false;
}
