#!/usr/bin/env node
// @ts-check
/**
 * Writes a gzip (`.gz`, level 9) and a brotli (`.br`, quality 11) copy next to every compressible
 * file of the built site, for nginx's `gzip_static` / `brotli_static` and for the local server,
 * which sends such a copy instead of compressing the file itself. A copy that would not be
 * smaller is not written (the file is then sent as it is); a copy whose file is gone is removed;
 * a copy newer than its file is kept. Run by `npm run build` after `gatsby build`.
 *
 * Usage: node scripts/precompress.mjs [public-dir]
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { COMPRESSIBLE } from "./static-files.mjs";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** The compressed copies, by suffix. @type {Record<string, (body: Buffer) => Promise<Buffer>>} */
export const COPIES = {
  ".gz": (body) => gzip(body, { level: 9 }),
  ".br": (body) =>
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
};

/** True for a compressed copy written by this script. @param {string} file */
export const isCompressedCopy = (file) => file.endsWith(".gz") || file.endsWith(".br");

/**
 * Every file under a folder, as absolute paths.
 * @param {string} dir
 * @returns {string[]}
 */
export function walk(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

/**
 * @param {string} root the built site
 * @returns {Promise<{ files: number, written: number, kept: number, removed: number, bytes: number, gzipBytes: number, brotliBytes: number }>}
 */
export async function precompress(root) {
  const all = walk(root);
  const present = new Set(all);
  const stats = { files: 0, written: 0, kept: 0, removed: 0, bytes: 0, gzipBytes: 0, brotliBytes: 0 };
  for (const file of all.filter(isCompressedCopy)) {
    if (!present.has(file.slice(0, -3))) {
      fs.rmSync(file);
      stats.removed += 1;
    }
  }
  const sources = all.filter((file) => !isCompressedCopy(file) && COMPRESSIBLE.has(path.extname(file)));
  let next = 0;
  async function worker() {
    while (next < sources.length) {
      const file = sources[next++];
      const stat = fs.statSync(file);
      const body = fs.readFileSync(file);
      stats.files += 1;
      stats.bytes += body.length;
      for (const [suffix, compress] of Object.entries(COPIES)) {
        const copy = file + suffix;
        const copyStat = fs.statSync(copy, { throwIfNoEntry: false });
        if (copyStat && copyStat.mtimeMs >= stat.mtimeMs) {
          stats.kept += 1;
          stats[suffix === ".gz" ? "gzipBytes" : "brotliBytes"] += copyStat.size;
          continue;
        }
        const compressed = await compress(body);
        if (compressed.length >= body.length) {
          if (copyStat) fs.rmSync(copy);
          continue;
        }
        fs.writeFileSync(copy, compressed);
        stats.written += 1;
        stats[suffix === ".gz" ? "gzipBytes" : "brotliBytes"] += compressed.length;
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(4, os.availableParallelism())) }, worker));
  return stats;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(process.argv[2] ?? "public");
  if (!fs.existsSync(path.join(root, "docs", "index.html"))) {
    console.error(`precompress: ${root} has no built site. Run \`gatsby build\` first.`);
    process.exit(1);
  }
  const started = Date.now();
  const stats = await precompress(root);
  const mb = (/** @type {number} */ bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
  console.log(
    `precompress: ${stats.files} compressible files (${mb(stats.bytes)}): gzip ${mb(stats.gzipBytes)}, brotli ${mb(stats.brotliBytes)}; ` +
      `${stats.written} copies written, ${stats.kept} up to date, ${stats.removed} removed, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
