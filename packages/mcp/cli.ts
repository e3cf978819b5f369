#!/usr/bin/env node
/**
 * `npm run mcp`: a Model Context Protocol server over stdio that lets an MCP client search the
 * built docs and read their pages as Markdown, from the build on disk.
 *
 *   node --import ./scripts/resolve-ts.ts packages/mcp/cli.ts [--site <dir>]
 *   (or MCP_SITE_DIR; default: public/ of this repository)
 *
 * stdout carries the protocol, so everything else goes to stderr. A directory without a build
 * stops the server at start with one line saying to run `npm run build`, and exit code 1.
 */
import fs from "node:fs";
import path from "node:path";
// Registered before the server's modules load, so that the site's extensionless imports resolve
// when this runs without `--import ./scripts/resolve-ts.ts` too (an MCP client's command, the bin).
import "../../scripts/resolve-ts.ts";

const started = performance.now();
const ROOT = path.resolve(import.meta.dirname, "../..");
const USAGE = "Usage: npm run mcp [-- --site <built site directory>]   (or MCP_SITE_DIR; default: public/)";

function fail(message: string): never {
  console.error(`Tickwire docs MCP server: ${message}`);
  process.exit(1);
}

/** The site directory from --site, MCP_SITE_DIR, or this repository's public/. */
function siteDirectory(): string {
  const args = process.argv.slice(2);
  if (args.includes("--help") || args.includes("-h")) {
    console.error(USAGE);
    process.exit(0);
  }
  const at = args.indexOf("--site");
  if (at >= 0 && !args[at + 1]) fail(`--site needs a directory. ${USAGE}`);
  const unknown = at >= 0 ? args.filter((_, index) => index !== at && index !== at + 1) : args;
  if (unknown.length > 0) fail(`unknown argument ${unknown[0]}. ${USAGE}`);
  const chosen = at >= 0 ? args[at + 1] : process.env.MCP_SITE_DIR;
  return chosen ? path.resolve(chosen) : path.join(ROOT, "public");
}

const dir = siteDirectory();
const { loadSite, missingBuild } = await import("./lib/site.ts");
const missing = missingBuild(dir);
if (missing) fail(missing);
const { createDocsServer } = await import("./lib/server.ts");
const { StdioServerTransport } = await import("@modelcontextprotocol/sdk/server/stdio.js");

let site;
try {
  site = loadSite(dir);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const { version } = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { version: string };
const server = createDocsServer(site, { name: "tickwire-docs", version });
await server.connect(new StdioServerTransport());
console.error(
  `Tickwire docs MCP server: ${site.routes.size} pages and ${site.index.records.length} search records from ${dir}, ready in ${Math.round(performance.now() - started)} ms.`,
);
