#!/usr/bin/env node
// @ts-check
/**
 * Serves the built site with Debian's nginx and the production config generated from the build
 * (scripts/nginx-config.mjs), in the foreground, on the address scripts/serve.mjs would use (HOST,
 * PORT, SITE_DIR): what readers of a deployment get, to check before shipping. `npm start` runs
 * it in place of scripts/serve.mjs with `DOCS_SERVER=nginx`. Stops nginx on Ctrl+C or SIGTERM and
 * exits non-zero when nginx is missing, cannot start, or stops on its own.
 */
import { nginxMissing, startNginx } from "./nginx-server.mjs";

const ROOT = process.env.SITE_DIR ?? "public";
const PORT = Number(process.env.PORT ?? 9000);
const HOST = process.env.HOST ?? "127.0.0.1";

const missing = nginxMissing();
if (missing) {
  console.error(`serve-nginx: ${missing}.`);
  process.exit(1);
}

/** @type {Awaited<ReturnType<typeof startNginx>>} */
let nginx;
try {
  nginx = await startNginx({ root: ROOT, host: HOST, port: PORT });
} catch (error) {
  console.error(`serve-nginx: cannot serve ${ROOT} on ${HOST}:${PORT}: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}

let stopping = false;
const stop = () => {
  stopping = true;
  nginx.stop().then(() => process.exit(0));
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);

nginx.exited.then(({ code, signal }) => {
  if (stopping) return;
  console.error(`serve-nginx: nginx stopped (${signal ?? `code ${code}`}):\n${nginx.errorLog()}`);
  nginx.stop().then(() => process.exit(1));
});

console.log(`Tickwire docs: http://${HOST === "0.0.0.0" ? "localhost" : HOST}:${PORT}/docs (nginx, production config)`);
