#!/usr/bin/env node
/**
 * Serves the built site the way production does (lib/local-server.ts), in the foreground, until
 * Ctrl+C or SIGTERM. Exits non-zero when the build recorded no security settings (no build) or the
 * address is taken.
 *
 * Environment: SITE_DIR (the built site, default public), PORT (default 9000), HOST (default
 * 127.0.0.1; 0.0.0.0 for every interface).
 */
import path from "node:path";
// Registered before the server's modules load, so that their imports of the site's extensionless
// modules resolve when this runs without `--import ./scripts/resolve-ts.ts` too (npm start, the bin).
import "../../scripts/resolve-ts.ts";

const { BASE_PATH } = await import("../../src/lib/docs.ts");
const { createSiteServer } = await import("./lib/local-server.ts");
const { readSecurityConfig, securityConfigFile } = await import("./lib/security-headers.ts");

const ROOT = path.resolve(process.env.SITE_DIR ?? "public");
const PORT = Number(process.env.PORT ?? 9000);
const HOST = process.env.HOST ?? "127.0.0.1";

let site;
try {
  site = readSecurityConfig(ROOT);
} catch (error) {
  console.error(`serve: ${securityConfigFile(ROOT)}: ${(error as Error).message}. Run \`npm run build\` first.`);
  process.exit(1);
}

const server = createSiteServer(ROOT, site);

server.once("error", (error) => {
  console.error(`serve: cannot listen on ${HOST}:${PORT}: ${error.message}`);
  process.exit(1);
});

server.listen(PORT, HOST, () => {
  console.log(`Tickwire docs: http://${HOST === "0.0.0.0" ? "localhost" : HOST}:${PORT}${BASE_PATH}`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
