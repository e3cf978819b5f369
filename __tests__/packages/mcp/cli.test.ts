/** @jest-environment node */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { createDocsSearch } from "../../../src/lib/mcp/search";
import type { LocalIndexFile } from "../../../src/lib/search/types";
import { scriptArgs } from "../../fixtures/cli-script";
import { pageRecord } from "../../lib/search/fixtures/record";

jest.setTimeout(60_000);

const ROOT = path.resolve(__dirname, "../../..");
const CLI = path.join(ROOT, "packages/mcp/cli.ts");

/** Runs the server's entry as `npm run mcp` does; resolves with its exit code and output. */
function run(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, scriptArgs(CLI, ...args), {
      cwd: ROOT,
      env: { ...process.env, MCP_SITE_DIR: "" },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end();
  });
}

/** A small built site: the files the server reads, with three pages. */
const INDEX: LocalIndexFile = {
  version: 1,
  records: [
    pageRecord("/docs/api/limits", "Rate limits", { content: "Requests per minute for each plan." }),
    pageRecord("/docs/api/limits#headers", "Rate limits", {
      hierarchy: { lvl0: "Guides", lvl1: "Rate limits", lvl2: "Rate-limit headers", lvl3: null },
      type: "lvl2",
      position: 1,
      content: "X-RateLimit-Remaining says how many requests are left.",
    }),
    pageRecord("/docs/websocket", "WebSocket streaming", { content: "Quotes as they happen." }),
  ],
};

let work: string;
beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "mcp-test-"));
  const site = path.join(work, "site");
  fs.mkdirSync(path.join(site, "search"), { recursive: true });
  fs.mkdirSync(path.join(site, "docs/api"), { recursive: true });
  fs.writeFileSync(path.join(site, "search/local-index.json"), JSON.stringify(INDEX));
  fs.writeFileSync(path.join(site, "docs.md"), "# Tickwire docs\n");
  fs.writeFileSync(path.join(site, "docs/api/limits.md"), "# Rate limits\n\nRequests per minute for each plan.\n");
  fs.writeFileSync(path.join(site, "docs/websocket.md"), "# WebSocket streaming\n");
  fs.writeFileSync(path.join(site, "llms.txt"), "# Tickwire\n");
  fs.writeFileSync(path.join(site, "sitemap.xml"), "<urlset><url><loc>https://tickwire.io/docs</loc></url></urlset>");
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe("packages/mcp/cli.ts", () => {
  test("serves a built site over stdio with the site's own search, as Node runs its TypeScript", async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: scriptArgs(CLI, "--site", path.join(work, "site")),
      cwd: ROOT,
      stderr: "pipe",
    });
    let stderr = "";
    transport.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const client = new Client({ name: "jest", version: "1.0.0" });
    try {
      await client.connect(transport);
      const queries = ["quota", "stream", "rate limit headers"];
      const answers = [];
      for (const query of queries)
        answers.push((await client.callTool({ name: "search_docs", arguments: { query } })).structuredContent);
      const expected = queries.map((query) => createDocsSearch(INDEX, "https://tickwire.io").search(query));
      expect(expected.every((output) => output.results.length > 0)).toBe(true);
      expect(answers).toEqual(expected);
      const page = await client.callTool({ name: "read_page", arguments: { route: "/docs/api/limits" } });
      expect(page.content).toEqual([{ type: "text", text: "# Rate limits\n\nRequests per minute for each plan.\n" }]);
    } finally {
      await client.close();
    }
    expect(stderr).toMatch(/Tickwire docs MCP server: 3 pages and 3 search records from .*site, ready in \d+ ms\./);
  });

  test("stops at start with one line saying to build when the directory has no built site", async () => {
    const empty = fs.mkdtempSync(path.join(work, "empty-"));
    const result = await run(["--site", empty]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toBe(
      `Tickwire docs MCP server: ${empty} has no built site (missing search/local-index.json, docs.md, llms.txt). Run \`npm run build\` first, or point --site (or MCP_SITE_DIR) at a built site's directory.\n`,
    );
  });

  test("says how to call it when an argument is wrong", async () => {
    const missingValue = await run(["--site"]);
    expect(missingValue.code).toBe(1);
    expect(missingValue.stderr).toContain("--site needs a directory. Usage: npm run mcp");
    const unknown = await run(["--port", "3000"]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("unknown argument --port. Usage: npm run mcp");
  });
});
