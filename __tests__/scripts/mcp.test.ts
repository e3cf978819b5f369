/** @jest-environment node */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createDocsSearch } from "../../src/lib/mcp/search";
import type { LocalIndexFile } from "../../src/lib/search/types";
import { pageRecord } from "../lib/search/fixtures/record";

jest.setTimeout(60_000);

const ROOT = path.resolve(__dirname, "../..");

/** Runs a script of the repository with Node; resolves with its exit code and output. */
function run(args: string[], input = ""): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, MCP_SITE_DIR: "" } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

let work: string;
beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "mcp-test-"));
  // The compiled modules import zod as a package: found through this link, as from scripts/mcp/compiled.
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(work, "node_modules"), "dir");
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe("scripts/mcp/compile.mjs", () => {
  it("compiles the server's logic to ESM that Node runs and that searches as the TypeScript does", async () => {
    const out = path.join(work, "compiled");
    const compiled = await run(["scripts/mcp/compile.mjs", "--out", out]);
    expect(compiled.stderr).toBe("");
    expect(compiled.code).toBe(0);
    expect(compiled.stdout).toMatch(/^MCP server: \d+ modules compiled → /);
    expect(fs.existsSync(path.join(out, "search/engine.mjs"))).toBe(true);
    // Types only: nothing to run, nothing written.
    expect(fs.existsSync(path.join(out, "search/types.mjs"))).toBe(false);

    const file: LocalIndexFile = {
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
    const script = `
      const logic = await import(${JSON.stringify(path.join(out, "mcp/index.mjs"))});
      const file = JSON.parse(await new Promise((resolve) => { let text = ""; process.stdin.on("data", (c) => (text += c)); process.stdin.on("end", () => resolve(text)); }));
      const docs = logic.createDocsSearch(logic.localIndexOf(file, "index"), "https://tickwire.io");
      console.log(JSON.stringify(["quota", "stream", "rate limit headers"].map((query) => docs.search(query))));`;
    const result = await run(["--input-type=module", "-e", script], JSON.stringify(file));
    expect(result.stderr).toBe("");
    const fromTypeScript = createDocsSearch(file, "https://tickwire.io");
    const expected = ["quota", "stream", "rate limit headers"].map((query) => fromTypeScript.search(query));
    expect(expected.every((output) => output.results.length > 0)).toBe(true);
    expect(JSON.parse(result.stdout)).toEqual(expected);
  });

  it("refuses an import from outside src/lib, naming the file", () => {
    const entry = path.join(work, "entry.ts");
    fs.writeFileSync(path.join(work, "outside.ts"), "export const x = 1;\n");
    fs.writeFileSync(entry, 'export { x } from "./outside";\n');
    const result = spawnSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import { compileMcpModules } from ${JSON.stringify(path.join(ROOT, "scripts/mcp/compile.mjs"))};
         await compileMcpModules({ entry: ${JSON.stringify(entry)}, out: ${JSON.stringify(path.join(work, "bad"))} }).catch((error) => console.log(error.message));`,
      ],
      { encoding: "utf8" },
    );
    expect(result.stdout).toContain(
      'entry.ts: "./outside" is outside src/lib. The MCP server compiles src/lib modules only: keep its logic pure.',
    );
    expect(fs.existsSync(path.join(work, "bad"))).toBe(false);
  });
});

describe("scripts/mcp.mjs", () => {
  it("stops at start with one line saying to build when the directory has no built site", async () => {
    const empty = fs.mkdtempSync(path.join(work, "empty-"));
    const result = await run(["scripts/mcp.mjs", "--site", empty]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toBe(
      `Tickwire docs MCP server: ${empty} has no built site (missing search/local-index.json, docs.md, llms.txt). Run \`npm run build\` first, or point --site (or MCP_SITE_DIR) at a built site's directory.\n`,
    );
  });

  it("says how to call it when an argument is wrong", async () => {
    const missingValue = await run(["scripts/mcp.mjs", "--site"]);
    expect(missingValue.code).toBe(1);
    expect(missingValue.stderr).toContain("--site needs a directory. Usage: npm run mcp");
    const unknown = await run(["scripts/mcp.mjs", "--port", "3000"]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("unknown argument --port. Usage: npm run mcp");
  });
});
