#!/usr/bin/env node
/**
 * Writes the gzip and brotli copies of every compressible file of the built site (lib/precompress.ts)
 * and prints what it did. Run by `npm run build` after `gatsby build`.
 *
 * Usage: precompress.ts [public-dir]
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
// Registered before the site's modules load, so that their extensionless imports resolve when this
// runs without `--import ./scripts/resolve-ts.ts` too (the bin).
import "../../scripts/resolve-ts.ts";

// The thread pool that zlib compresses on has four threads unless told otherwise: one per core.
process.env.UV_THREADPOOL_SIZE ??= String(Math.max(4, os.availableParallelism()));

const { BASE_PATH } = await import("../../src/lib/docs.ts");
const { precompress } = await import("./lib/precompress.ts");
const { pageFile } = await import("./lib/site-files.ts");

const root = path.resolve(process.argv[2] ?? "public");
if (!fs.existsSync(path.join(root, pageFile(BASE_PATH)))) {
  console.error(`precompress: ${root} has no built site. Run \`gatsby build\` first.`);
  process.exit(1);
}
const started = Date.now();
const stats = await precompress(root);
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
console.log(
  `precompress: ${stats.files} compressible files (${mb(stats.bytes)}): gzip ${mb(stats.gzipBytes)}, brotli ${mb(stats.brotliBytes)}; ` +
    `${stats.written} copies written, ${stats.kept} of unchanged files kept, ${stats.removed} removed, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
