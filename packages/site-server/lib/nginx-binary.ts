/**
 * Where Debian's nginx is, and whether it is there: read by the nginx starter, and by the test and
 * benchmark runners before they load anything else of the site server (so this module imports none
 * of the site's modules, and Node runs it without the resolve hook).
 */
import fs from "node:fs";

/** The nginx binary (NGINX_PATH, or Debian's). */
export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

/** Where Debian's libnginx-mod-http-brotli-static puts the module. */
export const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/** Why nginx cannot be used here, or null. */
export function nginxMissing(): string | null {
  return fs.existsSync(NGINX) ? null : `${NGINX} is not installed (apt-get install nginx; .ci/run installs it)`;
}

/** Whether to serve brotli copies: "on", "off", or "auto" (when Debian's module is installed). */
export const brotliWanted = (setting: string): boolean =>
  setting === "auto" ? fs.existsSync(BROTLI_MODULE) : setting === "on";
