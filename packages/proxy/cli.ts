#!/usr/bin/env node
/**
 * Runs the local Try-it proxy at http://127.0.0.1:4030/api/proxy?url=<target URL>, the local
 * stand-in for the dashboard host's https://dashboard.tickwire.io/api/proxy. It forwards only
 * to the servers Try it offers for the HTTP API spec (public/specs/tickwire-http-api.json after a
 * build, else specs/http-api.openapi.yaml with its {{facts.…}} resolved). Environment:
 *   TRYIT_PROXY_HOST        address to listen on (default 127.0.0.1)
 *   TRYIT_PROXY_PORT        port (default 4030; 0 picks a free one)
 *   TRYIT_PROXY_ALLOW       extra allowed base URLs, comma-separated (an IP address is trusted
 *                           as configured; a host name is resolved and must be public)
 *   TRYIT_DOCS_ORIGINS      origins whose pages may call it, comma-separated (default
 *                           http://127.0.0.1:9000,http://localhost:9000,http://localhost:8000)
 *   TRYIT_PROXY_TIMEOUT_MS  cap on one whole exchange (default 30000, as the Try-it panel expects)
 * Logs one line per exchange to stderr: method, target origin and path, status, duration; never
 * the query string or headers, which carry API keys. Stops on SIGINT and SIGTERM.
 */
import path from "node:path";
import type { AllowedBase, DocumentedOperation } from "./lib/allowed.ts";
// Registered before the proxy's modules load, so that the site's extensionless imports resolve
// when this runs without `--import ./scripts/resolve-ts.ts` too (the bin).
import "../../scripts/resolve-ts.ts";

const { PROXY_TIMEOUT_MS } = await import("../../src/lib/tryit/proxy-problems.ts");
const { allowedBases, loadSpecServers } = await import("./lib/allowed.ts");
const { parseOrigins } = await import("./lib/cors.ts");
const { startTryItProxy } = await import("./lib/server.ts");

const ROOT = path.resolve(import.meta.dirname, "../..");
/** Where the build publishes the resolved HTTP API spec (gatsby-config.ts's downloadPath for it). */
const PUBLISHED_SPEC = path.join(ROOT, "public/specs/tickwire-http-api.json");
const DEFAULT_DOCS_ORIGINS = "http://127.0.0.1:9000,http://localhost:9000,http://localhost:8000";

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

/** A non-negative integer from the environment, or the fallback. */
function envInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) fail(`${name} must be a non-negative integer, got '${raw}'`);
  return value;
}

let bases: AllowedBase[] = [];
let operations: DocumentedOperation[] = [];
let docsOrigins: string[] = [];
try {
  const spec = loadSpecServers({ root: ROOT, publishedJson: PUBLISHED_SPEC });
  const { urls } = spec;
  operations = spec.operations;
  bases = allowedBases(urls, process.env.TRYIT_PROXY_ALLOW ?? "");
  docsOrigins = parseOrigins(process.env.TRYIT_DOCS_ORIGINS || DEFAULT_DOCS_ORIGINS);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

const proxy = await startTryItProxy({
  bases,
  operations,
  docsOrigins,
  host: process.env.TRYIT_PROXY_HOST || "127.0.0.1",
  port: envInt("TRYIT_PROXY_PORT", 4030),
  timeoutMs: Math.max(1, envInt("TRYIT_PROXY_TIMEOUT_MS", PROXY_TIMEOUT_MS)),
  log: (line) => console.error(line),
}).catch((error: Error) => fail(`The Try-it proxy could not start: ${error.message}`));

// The ready line comes last: whoever waits for it has the whole start-up output.
console.log(`Forwards to ${bases.map((b) => b.href).join(", ")}; answers pages of ${docsOrigins.join(", ")}`);
console.log(`Try-it proxy listening on ${proxy.url}?url=<target URL>`);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void proxy.close().then(() => process.exit(0));
  });
}
