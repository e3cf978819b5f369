#!/usr/bin/env node
/**
 * Serves the built site with Debian's nginx and the production config generated from the build
 * (lib/nginx-config.ts), in the foreground, on the address serve.ts would use (HOST, PORT,
 * SITE_DIR): what readers of a deployment get, to check before shipping. `npm start` runs it in
 * place of serve.ts with `DOCS_SERVER=nginx`. Stops nginx on Ctrl+C or SIGTERM and exits non-zero
 * when nginx is missing, cannot start, or stops on its own.
 *
 * Environment: SITE_DIR, PORT, HOST as for serve.ts; NGINX_PATH (default /usr/sbin/nginx);
 * NGINX_BROTLI (auto, on or off).
 */
// Registered before the server's modules load, so that their imports of the site's extensionless
// modules resolve when this runs without `--import ./scripts/resolve-ts.ts` too (npm start, the bin).
import "../../scripts/resolve-ts.ts";

const { BASE_PATH } = await import("../../src/lib/docs.ts");
const { nginxMissing } = await import("./lib/nginx-binary.ts");
const { startNginx } = await import("./lib/nginx-server.ts");

const ROOT = process.env.SITE_DIR ?? "public";
const PORT = Number(process.env.PORT ?? 9000);
const HOST = process.env.HOST ?? "127.0.0.1";

const missing = nginxMissing();
if (missing) {
  console.error(`serve-nginx: ${missing}.`);
  process.exit(1);
}

let nginx;
try {
  nginx = await startNginx({ root: ROOT, host: HOST, port: PORT });
} catch (error) {
  console.error(`serve-nginx: cannot serve ${ROOT} on ${HOST}:${PORT}: ${(error as Error).message}`);
  process.exit(1);
}

let stopping = false;
const stop = () => {
  stopping = true;
  void nginx.stop().then(() => process.exit(0));
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);

void nginx.exited.then(({ code, signal }) => {
  if (stopping) return;
  console.error(`serve-nginx: nginx stopped (${signal ?? `code ${code}`}):\n${nginx.errorLog()}`);
  void nginx.stop().then(() => process.exit(1));
});

console.log(
  `Tickwire docs: http://${HOST === "0.0.0.0" ? "localhost" : HOST}:${PORT}${BASE_PATH} (nginx, production config)`,
);
