#!/usr/bin/env node
/**
 * Runs the local Try-it proxy at http://127.0.0.1:4030/api/proxy?url=<target URL>, the local
 * stand-in for the dashboard host's https://dashboard.tickwire.io/api/proxy. It forwards only
 * to the servers of the HTTP API spec (public/specs/tickwire-http-api.json after a build, else
 * specs/http-api.openapi.yaml with its {{facts.…}} resolved). Environment:
 *   TRYIT_PROXY_HOST        address to listen on (default 127.0.0.1)
 *   TRYIT_PROXY_PORT        port (default 4030; 0 picks a free one)
 *   TRYIT_PROXY_ALLOW       extra allowed base URLs, comma-separated (an IP address is trusted
 *                           as configured; a host name is resolved and must be public)
 *   TRYIT_DOCS_ORIGINS      origins whose pages may call it, comma-separated (default
 *                           http://127.0.0.1:9000,http://localhost:9000,http://localhost:8000)
 *   TRYIT_PROXY_TIMEOUT_MS  cap on one whole exchange (default 30000)
 * Logs one line per exchange to stderr: method, target origin and path, status, duration; never
 * the query string or headers, which carry API keys. Stops on SIGINT and SIGTERM.
 */
import { fileURLToPath } from "node:url";
import { allowedBases, loadSpecServers } from "./tryit-proxy/allowed.mjs";
import { parseOrigins } from "./tryit-proxy/cors.mjs";
import { startTryItProxy } from "./tryit-proxy/server.mjs";

const DEFAULT_DOCS_ORIGINS = "http://127.0.0.1:9000,http://localhost:9000,http://localhost:8000";

/**
 * A non-negative integer from the environment, or the fallback.
 * @param {string} name
 * @param {number} fallback
 */
function envInt(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) fail(`${name} must be a non-negative integer, got '${raw}'`);
  return value;
}

/** @param {string} message */
function fail(message) {
  console.error(message);
  process.exit(2);
}

/** @type {import("./tryit-proxy/allowed.mjs").AllowedBase[]} */
let bases = [];
/** @type {string[]} */
let docsOrigins = [];
try {
  const { urls } = loadSpecServers({
    publishedJson: fileURLToPath(new URL("../public/specs/tickwire-http-api.json", import.meta.url)),
    sourceYaml: fileURLToPath(new URL("../specs/http-api.openapi.yaml", import.meta.url)),
  });
  bases = allowedBases(urls, process.env.TRYIT_PROXY_ALLOW ?? "");
  docsOrigins = parseOrigins(process.env.TRYIT_DOCS_ORIGINS || DEFAULT_DOCS_ORIGINS);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

const proxy = await startTryItProxy({
  bases,
  docsOrigins,
  host: process.env.TRYIT_PROXY_HOST || "127.0.0.1",
  port: envInt("TRYIT_PROXY_PORT", 4030),
  timeoutMs: Math.max(1, envInt("TRYIT_PROXY_TIMEOUT_MS", 30_000)),
  log: (line) => console.error(line),
}).catch((error) => fail(`The Try-it proxy could not start: ${error.message}`));

// The ready line comes last: whoever waits for it has the whole start-up output.
console.log(`Forwards to ${bases.map((b) => b.href).join(", ")}; answers pages of ${docsOrigins.join(", ")}`);
console.log(`Try-it proxy listening on ${proxy.url}?url=<target URL>`);

let stopping = false;
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    proxy.close().then(() => process.exit(0));
  });
}
