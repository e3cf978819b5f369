#!/usr/bin/env node
/**
 * Writes the production nginx config of the built site (lib/nginx-config.ts) into a folder, and
 * prints how its files fall into the cache classes. Run by `npm run build` after precompress, and
 * alone by `npm run deploy:config`.
 *
 * Usage: nginx-config.ts [--root public] [--out deploy/nginx] [--listen 80] [--server-name _]
 *          [--brotli auto|on|off] [--quiet]
 * (NGINX_LISTEN, NGINX_SERVER_NAME and NGINX_BROTLI set the defaults of --listen, --server-name
 * and --brotli.)
 */
import path from "node:path";
import { parseArgs } from "node:util";
// Registered before the generator's modules load, so that their imports of the site's extensionless
// modules resolve when this runs without `--import ./scripts/resolve-ts.ts` too (the bin).
import "../../scripts/resolve-ts.ts";

const { brotliWanted } = await import("./lib/nginx-binary.ts");
const { cacheClassShares, writeNginxConfig } = await import("./lib/nginx-config.ts");
const { defaultMemo } = await import("./lib/page-scripts.ts");

const { values } = parseArgs({
  options: {
    root: { type: "string", default: "public" },
    out: { type: "string", default: "deploy/nginx" },
    listen: { type: "string", default: process.env.NGINX_LISTEN ?? "80" },
    "server-name": { type: "string", default: process.env.NGINX_SERVER_NAME ?? "_" },
    brotli: { type: "string", default: process.env.NGINX_BROTLI ?? "auto" },
    quiet: { type: "boolean", default: false },
  },
});
try {
  const brotli = brotliWanted(values.brotli);
  const root = path.resolve(values.root);
  const { siteFile, wrapperFile, pages, files } = writeNginxConfig({
    root,
    memo: defaultMemo(root),
    out: path.resolve(values.out),
    listen: values.listen,
    serverName: values["server-name"],
    brotli,
  });
  if (!values.quiet) {
    console.log(
      `nginx-config: ${path.relative(".", siteFile)} and ${path.relative(".", wrapperFile)}: ${pages} pages, ${files.length} files, brotli ${brotli ? "on" : "off"}`,
    );
    console.log(`Cache classes of ${values.root}/ (files, share):`);
    for (const entry of cacheClassShares(files)) {
      console.log(
        `  ${entry.name.padEnd(18)} ${String(entry.count).padStart(5)}  ${(entry.share * 100).toFixed(1).padStart(5)} %  ${entry.cacheControl}`,
      );
    }
  }
} catch (error) {
  console.error(`nginx-config: ${(error as Error).message}`);
  process.exit(1);
}
