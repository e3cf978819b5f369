/**
 * Writes a gzip (`.gz`, level 9) and a brotli (`.br`) copy next to every compressible file of the
 * built site that readers fetch, for nginx's `gzip_static` / `brotli_static` and for the local
 * server, which sends such a copy instead of compressing the file itself. A copy that would not be
 * smaller is not written (the file is then sent as it is); a copy whose file is gone is removed.
 *
 * Brotli's quality 11 costs three times quality 10's time for 2 to 3 % less: it is spent on the
 * scripts and styles, which every reader fetches and keeps for a year (their names carry their
 * content's hash), and quality 10 on the rest. Measured on the site's 14.7 MB of HTML, one core:
 * 20 s at 11 and 6.6 s at 10 for 91 more bytes a page, and the HTML grows with every page while
 * the scripts do not. A file of a megabyte or more gets quality 9: that is llms-full.txt, which
 * no page loads and every guide edit changes, and from there quality 10's time grows faster than
 * the file. On the site's 1.1 MB llms-full.txt quality 10 takes 0.46 s against 0.09 s, for a copy
 * 7 % smaller (111 against 120 KB); on the 3.2 MB one of a real provider's size 1.27 s against
 * 0.16 s, for 0.26 % smaller. Files no reader fetches get no copies: Gatsby's slice HTML under
 * _gatsby/, stitched into the pages at build time, and the whole search index, which the MCP
 * server and the Algolia push read from disk (the browser loads its parts). At a real provider's
 * size those were 38 of 140 MB.
 *
 * A manifest kept with the tools' caches records each file's size, time and content hash when its
 * copies were written. A file whose size and time are the ones recorded has not been written
 * since, and is not even read: after one guide is edited, that is nearly every file (the site's
 * own outputs are written only when their content changes, see src/node/write-if-changed.ts).
 * A file written again is read and hashed: `gatsby build` writes every page again after a change
 * of the bundles, mostly to the same bytes, and an unchanged hash only touches the file's copies,
 * so that they stay as new as the file (the local server uses a copy only when it is). The others
 * are compressed again, as many at once as the machine has cores.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { LOCAL_INDEX_URL } from "../../../src/lib/search/types.ts";
import { COMPRESSIBLE } from "./static-files.ts";
import { toolCacheFile } from "./tool-cache.ts";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Gatsby's slice HTML, stitched into the pages at build time. */
const SLICE_HTML = /^_gatsby\//;
/** The scripts and styles of the bundles: the files worth brotli's slowest, smallest setting. */
const BUNDLE = /\.(js|css)$/;

/** Whether a file of the build gets compressed copies: only the ones readers fetch. */
export const isFetched = (relativePath: string): boolean =>
  !SLICE_HTML.test(relativePath) && `/${relativePath}` !== LOCAL_INDEX_URL;

/** From this size on, a file that is not a bundle gets brotli's quality 9. */
export const LARGE_FILE_BYTES = 1024 * 1024;

/** Brotli's quality for a file of the build: 11 for the bundles' scripts and styles, 10 for the rest, 9 for a large file. */
export const brotliQuality = (relativePath: string, bytes = 0): number =>
  BUNDLE.test(relativePath) ? 11 : bytes >= LARGE_FILE_BYTES ? 9 : 10;

/** The compressed copies, by suffix; `quality` is brotli's. */
export const COPIES: Readonly<Record<".gz" | ".br", (body: Buffer, quality: number) => Promise<Buffer>>> = {
  ".gz": (body) => gzip(body, { level: 9 }),
  ".br": (body, quality) =>
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
};

/** True for a compressed copy written by precompress. */
export const isCompressedCopy = (file: string): boolean => file.endsWith(".gz") || file.endsWith(".br");

/** Every file under a folder, as absolute paths. */
export function walk(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** What a run did. */
export interface PrecompressStats {
  /** Compressible files, and their bytes. */
  files: number;
  bytes: number;
  /** Copies written, kept (their file's content is unchanged) and removed (their file is gone). */
  written: number;
  kept: number;
  removed: number;
  /** Bytes of the gzip and brotli copies there now. */
  gzipBytes: number;
  brotliBytes: number;
}

/** Where the sizes, times and content hashes of the files last compressed in `root` are kept. */
export const defaultManifest = (root: string): string => toolCacheFile(root, "precompress", "files.json");

/** A file as it was when its copies were written. */
interface Compressed {
  size: number;
  mtimeMs: number;
  hash: string;
}

function readManifest(file: string): Map<string, Compressed> {
  try {
    return new Map(Object.entries(JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, Compressed>));
  } catch {
    return new Map();
  }
}

const sameFile = (recorded: Compressed | undefined, stat: fs.Stats): recorded is Compressed =>
  recorded !== undefined && recorded.size === stat.size && recorded.mtimeMs === stat.mtimeMs;

/** Brings the compressed copies of the built site in `root` up to date. */
export async function precompress(root: string, manifestFile = defaultManifest(root)): Promise<PrecompressStats> {
  const all = walk(root);
  const relative = (file: string) => path.relative(root, file).split(path.sep).join("/");
  const present = new Set(all);
  const stats: PrecompressStats = { files: 0, written: 0, kept: 0, removed: 0, bytes: 0, gzipBytes: 0, brotliBytes: 0 };
  for (const file of all.filter(isCompressedCopy)) {
    if (!present.has(file.slice(0, -3)) || !isFetched(relative(file.slice(0, -3)))) {
      fs.rmSync(file);
      stats.removed += 1;
    }
  }
  const previous = readManifest(manifestFile);
  const recorded = new Map<string, Compressed>();
  const sources = all.filter(
    (file) => !isCompressedCopy(file) && COMPRESSIBLE.has(path.extname(file)) && isFetched(relative(file)),
  );
  let next = 0;
  async function worker() {
    while (next < sources.length) {
      const file = sources[next++];
      const key = relative(file);
      const stat = fs.statSync(file);
      const before = previous.get(key);
      const untouched = sameFile(before, stat);
      let body: Buffer | null = null;
      let hash: string;
      if (untouched) hash = before.hash;
      else {
        body = fs.readFileSync(file);
        hash = createHash("sha256").update(body).digest("base64url");
      }
      recorded.set(key, { size: stat.size, mtimeMs: stat.mtimeMs, hash });
      const unchanged = before?.hash === hash;
      const now = new Date();
      stats.files += 1;
      stats.bytes += stat.size;
      for (const [suffix, compress] of Object.entries(COPIES)) {
        const copy = file + suffix;
        const total = suffix === ".gz" ? "gzipBytes" : "brotliBytes";
        const copyStat = fs.statSync(copy, { throwIfNoEntry: false });
        if (unchanged && copyStat) {
          // A copy older than its file would be passed over by the local server.
          if (!untouched) fs.utimesSync(copy, now, now);
          stats.kept += 1;
          stats[total] += copyStat.size;
          continue;
        }
        // A copy that is missing (one that would not have been smaller, or deleted) is made again.
        body ??= fs.readFileSync(file);
        const compressed = await compress(body, brotliQuality(key, body.length));
        if (compressed.length >= body.length) {
          if (copyStat) fs.rmSync(copy);
          continue;
        }
        fs.writeFileSync(copy, compressed);
        stats.written += 1;
        stats[total] += compressed.length;
      }
    }
  }
  // zlib compresses on libuv's thread pool: one worker per core keeps every core busy.
  await Promise.all(Array.from({ length: Math.max(1, os.availableParallelism()) }, worker));
  fs.mkdirSync(path.dirname(manifestFile), { recursive: true });
  fs.writeFileSync(manifestFile, JSON.stringify(Object.fromEntries(recorded)));
  return stats;
}
