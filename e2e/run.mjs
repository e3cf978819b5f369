#!/usr/bin/env node
/**
 * Runs the end-to-end tests: the browser tests against the built site in public/, and build-failure
 * tests, on the local server (scripts/serve.mjs); then the suites of routing, chrome and search a
 * second time against Debian's nginx with the production config (E2E_SERVER=nginx, see
 * e2e/harness.mjs), so that what readers get from production is what the tests checked.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { nginxMissing } from "../scripts/nginx-server.mjs";

/**
 * The suites run against nginx too: routes, redirects and the not-found page in the browser,
 * client-side navigation, the site chrome, search, pages as Markdown (<route>.md, negotiation,
 * llms.txt), and Try it (the start command's servers with the site on nginx, as
 * `DOCS_SERVER=nginx npm start` runs them). The other suites stay on the local server only: server.test.mjs
 * (serve.mjs itself: hostile requests, compression once per file, its ETags), nginx.test.mjs and
 * server-parity.test.mjs (which start both servers themselves), develop-reload and drafts (the
 * develop server), the suites that build a copy of the site (chrome-fixtures, search-algolia,
 * the build-failure suites), the MCP server's (it reads the
 * build from disk, over no HTTP server), search relevance (no server), and the page-kind suites
 * (accessibility, security headers, API, WebSocket and symbol references), whose pages
 * nginx.test.mjs loads from nginx in Chromium with no CSP violation.
 */
const ALSO_ON_NGINX = ["routes", "navigation", "chrome", "search", "agent-docs", "try-it"].map(
  (name) => `e2e/${name}.test.mjs`,
);

if (!fs.existsSync("public/docs/index.html")) {
  console.error("public/ has no built site. Run `npm run build` first.");
  process.exit(1);
}
const files = fs
  .readdirSync("e2e")
  .filter((name) => name.endsWith(".test.mjs"))
  .map((name) => `e2e/${name}`);
/** Runs test files one at a time; true when all passed. */
const run = (testFiles, env = {}) =>
  spawnSync(process.execPath, ["--import", "./scripts/resolve-ts.ts", "--test", "--test-concurrency=1", ...testFiles], {
    stdio: "inherit",
    env: { ...process.env, ...env },
  }).status === 0;

const local = run(files, { E2E_SERVER: "local" });
const missing = nginxMissing();
let onNginx = true;
if (missing) console.log(`# the suites against nginx were skipped: ${missing}`);
else {
  console.log(`# against nginx with the production config: ${ALSO_ON_NGINX.join(", ")}`);
  onNginx = run(ALSO_ON_NGINX, { E2E_SERVER: "nginx" });
}
process.exit(local && onNginx ? 0 : 1);
