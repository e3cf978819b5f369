/**
 * The MCP server (`npm run mcp`) over the built site, as an MCP client runs it: started by its
 * command over stdio, its tools listed and called, its resources read.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import type { SearchDocsOutput } from "../src/lib/mcp/schemas.ts";

const SITE_URL = "https://tickwire.io";
const PUBLIC = path.resolve("public");

/** `npm run mcp`'s command, as package.json has it, run with this Node. */
function mcpCommand() {
  const { scripts } = JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
  const [program, ...args] = scripts.mcp.split(/\s+/);
  assert.equal(program, "node", "npm run mcp runs a Node script");
  return { command: process.execPath, args };
}

let client: Client;
let transport: StdioClientTransport;
let stderr = "";
before(async () => {
  transport = new StdioClientTransport({ ...mcpCommand(), cwd: process.cwd(), stderr: "pipe" });
  transport.stderr?.on("data", (chunk: Buffer) => (stderr += chunk));
  client = new Client({ name: "tickwire-docs-e2e", version: "1.0.0" });
  try {
    await client.connect(transport);
  } catch (error) {
    throw new Error(`The MCP server did not start: ${(error as Error).message}\n${stderr}`);
  }
});
after(async () => {
  await client?.close();
});

/** The Markdown the build wrote for `route`. */
const markdownOf = (route: string) => fs.readFileSync(path.join(PUBLIC, `${route}.md`), "utf8");

/** A tool's result as this protocol version has it: content blocks, and structured content. */
type ToolResult = Extract<Awaited<ReturnType<Client["callTool"]>>, { content: unknown[] }>;

/**
 * Calls a tool and returns its result, whether or not it is a tool error. The server speaks the
 * current protocol, whose results have content (the SDK's type also allows an older form).
 */
const call = (name: string, args: Record<string, unknown>) =>
  client.callTool({ name, arguments: args }) as Promise<ToolResult>;

/** The text of a tool result. */
const textOf = (result: ToolResult) => {
  assert.equal(result.content.length, 1, "one text block");
  const [block] = result.content;
  assert.ok(block.type === "text", `a text block, not ${block.type}`);
  return block.text;
};

/** search_docs's structured content, which the client has checked against the tool's output schema. */
const searchOutput = (result: ToolResult) => result.structuredContent as SearchDocsOutput;

/** A JSON Schema of a tool's input or output, as far as the test reads one. */
interface JsonSchema {
  type?: string;
  description?: string;
  minimum?: number;
  maximum?: number;
  required?: string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}

/** The text of a resource's first contents (undefined for binary contents). */
const resourceText = ({ contents: [first] }: Awaited<ReturnType<Client["readResource"]>>) =>
  "text" in first ? first.text : undefined;

describe("MCP server", () => {
  test("starts and says what it serves on stderr", async () => {
    const ready = /Tickwire docs MCP server: \d+ pages and \d+ search records from .*public, ready in \d+ ms\./;
    // The line is written once the server listens; it may reach the pipe after the handshake.
    if (!ready.test(stderr))
      await new Promise<void>((resolve) => transport.stderr?.on("data", () => ready.test(stderr) && resolve()));
    assert.match(stderr, ready);
  });

  test("lists search_docs and read_page with their input and output schemas", async () => {
    const { tools } = await client.listTools();
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    assert.deepEqual([...byName.keys()].sort(), ["read_page", "search_docs"]);

    const search = byName.get("search_docs");
    assert.ok(search, "search_docs is listed");
    const input: JsonSchema = search.inputSchema;
    const output: JsonSchema = search.outputSchema ?? {};
    assert.deepEqual(input.required, ["query"]);
    assert.equal(input.properties?.query.type, "string");
    assert.match(input.properties?.query.description ?? "", /cut to 64/);
    assert.deepEqual(
      {
        type: input.properties?.limit.type,
        minimum: input.properties?.limit.minimum,
        maximum: input.properties?.limit.maximum,
      },
      { type: "integer", minimum: 1, maximum: 20 },
    );
    assert.deepEqual(output.required?.sort(), ["query", "results", "total"]);
    const result = output.properties?.results.items;
    assert.deepEqual(result?.required?.sort(), [
      "area",
      "breadcrumbs",
      "markdownUrl",
      "route",
      "snippet",
      "title",
      "url",
    ]);
    assert.deepEqual(result?.properties?.section.required, ["heading", "anchor"]);
    assert.equal(search.annotations?.readOnlyHint, true);

    const read = byName.get("read_page");
    assert.ok(read, "read_page is listed");
    const readInput: JsonSchema = read.inputSchema;
    assert.deepEqual(readInput.required, ["route"]);
    assert.equal(readInput.properties?.route.type, "string");
    assert.equal(read.annotations?.readOnlyHint, true);
  });

  test("search_docs answers as the site's search: the expected page first, with its route and Markdown", async () => {
    const expectations = [
      { query: "rate limits", route: "/docs/api/limits" },
      { query: "AAPL", route: "/docs/symbols/stocks/us", title: /AAPL/ },
      { query: "websocket authentication", route: "/docs/websocket/authentication" },
    ];
    for (const { query, route, title } of expectations) {
      const result = await call("search_docs", { query });
      assert.notEqual(result.isError, true, query);
      const output = searchOutput(result);
      assert.equal(output.query, query);
      assert.ok(output.total >= output.results.length, query);
      assert.equal(output.results.length, 5, `${query}: five results by default`);
      const [first] = output.results;
      assert.equal(first.route, route, `${query} → ${JSON.stringify(output.results.map((one) => one.url))}`);
      if (title) assert.match(first.title, title);
      for (const one of output.results) {
        assert.equal(one.markdownUrl, `${SITE_URL}${one.route === "/docs" ? "/docs" : one.route}.md`);
        assert.ok(one.url.startsWith(`${SITE_URL}${one.route}`), one.url);
        assert.ok(fs.existsSync(path.join(PUBLIC, `${one.route}.md`)), `${one.route}.md was built`);
        if (one.section) assert.equal(one.url, `${SITE_URL}${one.route}#${one.section.anchor}`);
        assert.doesNotMatch(one.snippet, /<\/?em>/);
      }
      const text = textOf(result);
      assert.ok(text.startsWith(`5 of ${output.total} results for "${query}":`), text.slice(0, 80));
      assert.ok(text.includes(`Markdown: ${first.markdownUrl} (read_page route: ${route})`), text);
    }
    // A symbol is followed by the endpoint that quotes it, as in the search dialog.
    const aapl = await call("search_docs", { query: "AAPL", limit: 2 });
    assert.deepEqual(
      searchOutput(aapl).results.map((one) => one.route),
      ["/docs/symbols/stocks/us", "/docs/api/stocks/get-quote"],
    );
    // A section hit names its heading and anchor.
    const headers = await call("search_docs", { query: "rate limit headers", limit: 3 });
    assert.ok(
      searchOutput(headers).results.some((one) => one.route === "/docs/api/limits" && one.section?.anchor),
      JSON.stringify(searchOutput(headers).results),
    );
  });

  test("search_docs takes a limit up to 20, cuts a long query to 64 characters, and says when nothing matches", async () => {
    const many = await call("search_docs", { query: "quote", limit: 20 });
    assert.equal(searchOutput(many).results.length, 20);
    const tooMany = await call("search_docs", { query: "quote", limit: 21 });
    assert.equal(tooMany.isError, true);
    assert.match(textOf(tooMany), /limit/);

    const long = `rate limits ${"and more words ".repeat(8)}`;
    const cut = await call("search_docs", { query: long });
    assert.equal(searchOutput(cut).query, long.slice(0, 64));
    assert.match(textOf(cut), /the query was cut to its first 64 characters/);

    const none = await call("search_docs", { query: "qqqqzzzzxxxx" });
    assert.notEqual(none.isError, true);
    assert.deepEqual(searchOutput(none).results, []);
    assert.match(textOf(none), /^No results for "qqqqzzzzxxxx"\. .*llms\.txt/);
  });

  test("read_page returns a guide, an operation page and a symbol list as the build wrote them", async () => {
    const pages = [
      { route: "/docs/platform/getting-started", heading: "# Getting started\n" },
      { route: "api/stocks/get-quote.md", file: "/docs/api/stocks/get-quote", heading: "# Get quote\n" },
      { route: `${SITE_URL}/docs/symbols/stocks/us`, file: "/docs/symbols/stocks/us", heading: "# US stocks\n" },
    ];
    for (const { route, file = route, heading } of pages) {
      const result = await call("read_page", { route });
      assert.notEqual(result.isError, true, `${route}: ${textOf(result).slice(0, 200)}`);
      const text = textOf(result);
      assert.ok(text.startsWith(heading), `${route} starts with ${JSON.stringify(text.slice(0, 40))}`);
      assert.equal(text, markdownOf(file), route);
    }
    const operation = textOf(await call("read_page", { route: "/docs/api/stocks/get-quote" }));
    assert.ok(operation.includes("GET https://api.tickwire.io/v1/stocks/quote"));
    assert.ok(textOf(await call("read_page", { route: "/docs/symbols/stocks/us" })).includes("AAPL"));
  });

  test("read_page refuses path traversal, other hosts and NUL with a tool error saying how to find routes", async () => {
    for (const route of [
      "../../../../etc/passwd",
      "/docs/%2e%2e/%2e%2e/package.json",
      `${SITE_URL}/docs/../../package.json`,
      "https://evil.example/docs/api/limits",
      "/docs/api/limits\u0000",
      "file:///etc/passwd",
    ]) {
      const result = await call("read_page", { route });
      assert.equal(result.isError, true, route);
      const text = textOf(result);
      assert.match(text, /^Refused /, route);
      assert.match(text, /search_docs/, route);
      assert.match(text, /llms\.txt/, route);
      assert.doesNotMatch(text, /root:|"name": "tickwire-docs"/, route);
    }
  });

  test("read_page answers an unknown route with a tool error naming the closest routes", async () => {
    const result = await call("read_page", { route: "/docs/api/get-quote" });
    assert.equal(result.isError, true);
    const text = textOf(result);
    assert.match(text, /^No page at \/docs\/api\/get-quote\. Closest routes: /);
    assert.ok(text.includes("/docs/api/stocks/get-quote"), text);
    assert.match(text, /search_docs/);
  });

  test("llms.txt and every page are resources", async () => {
    const { resources } = await client.listResources();
    const uris = new Set(resources.map((resource) => resource.uri));
    assert.ok(uris.has("docs://llms.txt"));
    assert.ok(uris.has("docs://docs/api/limits.md"));
    assert.equal(resources.find((resource) => resource.uri === "docs://docs/api/limits.md")?.title, "Rate limits");
    const pages = fs
      .readdirSync(path.join(PUBLIC, "docs"), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".md"));
    assert.equal(resources.filter((resource) => resource.mimeType === "text/markdown").length, pages.length + 1);

    const { resourceTemplates } = await client.listResourceTemplates();
    assert.deepEqual(
      resourceTemplates.map((template) => template.uriTemplate),
      ["docs://{+path}"],
    );

    const llms = await client.readResource({ uri: "docs://llms.txt" });
    assert.equal(resourceText(llms), fs.readFileSync(path.join(PUBLIC, "llms.txt"), "utf8"));
    const page = await client.readResource({ uri: "docs://docs/api/limits.md" });
    assert.equal(resourceText(page), markdownOf("/docs/api/limits"));
    await assert.rejects(client.readResource({ uri: "docs://docs/api/nope.md" }), /No page at \/docs\/api\/nope/);
  });
});
