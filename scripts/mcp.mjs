#!/usr/bin/env node
// @ts-check
/**
 * `npm run mcp`: a Model Context Protocol server over stdio that lets an MCP client search the
 * built docs and read their pages as Markdown, from the build on disk.
 *
 *   node scripts/mcp.mjs [--site <dir>]     (or MCP_SITE_DIR; default: public/ of this repository)
 *
 * stdout carries the protocol, so everything else goes to stderr. A directory without a build,
 * or a build without the compiled search modules, stops the server at start with one line saying
 * to run `npm run build`, and exit code 1.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { DEFAULT_OUT } from "./mcp/compile.mjs";
import { createDocsServer } from "./mcp/server.mjs";
import { loadSite, missingBuild } from "./mcp/site.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const USAGE = "Usage: npm run mcp [-- --site <built site directory>]   (or MCP_SITE_DIR; default: public/)";

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(`Tickwire docs MCP server: ${message}`);
  process.exit(1);
}

/** The site directory from --site, MCP_SITE_DIR, or this repository's public/. */
function siteDirectory() {
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

const started = performance.now();
const dir = siteDirectory();
const missing = missingBuild(dir);
if (missing) fail(missing);
const compiled = path.join(DEFAULT_OUT, "mcp/index.mjs");
if (!fs.existsSync(compiled))
  fail(`the compiled search modules are missing (${path.relative(ROOT, compiled)}). Run \`npm run build\` first.`);

/** @type {typeof import("../src/lib/mcp/index")} */
const logic = await import(pathToFileURL(compiled).href);
let site;
try {
  site = loadSite(dir, logic);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const { version } = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8"));
const server = createDocsServer(site, logic, { name: "tickwire-docs", version });
await server.connect(new StdioServerTransport());
console.error(
  `Tickwire docs MCP server: ${site.routes.size} pages and ${site.index.records.length} search records from ${dir}, ready in ${Math.round(performance.now() - started)} ms.`,
);
