#!/usr/bin/env node
/**
 * The MCP server's start time and tool latency, measured as a client sees them over stdio:
 * start is from spawning `npm run mcp`'s command to the end of the MCP handshake (median of
 * MCP_STARTS, default 5); latency is the round trip of search_docs calls (median and p95 of
 * MCP_CALLS, default 20, over a mix of queries, after one warm-up call) and of read_page.
 *
 *   npm run build && node --import ./scripts/resolve-ts.ts bench/mcp.ts
 */
import fs from "node:fs";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { median, percentile } from "./stats.ts";

const STARTS = Number(process.env.MCP_STARTS ?? 5);
const CALLS = Number(process.env.MCP_CALLS ?? 20);
const QUERIES = ["rate limits", "AAPL", "websocket authentication", "get quote", "401 unauthorized"];

if (!fs.existsSync("public/search/local-index.json")) {
  console.error("public/ has no built site. Run `npm run build` first.");
  process.exit(1);
}
const { scripts } = JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
// `npm run mcp`'s command with this Node in place of `node`.
const [, ...args] = scripts.mcp.split(/\s+/);

/** A tool's result: the server speaks the current protocol, whose results have content. */
type ToolResult = Extract<Awaited<ReturnType<Client["callTool"]>>, { content: unknown[] }>;

/** A client connected to a fresh server, and how long the start and handshake took. */
async function connect(): Promise<{ client: Client; ms: number }> {
  const started = performance.now();
  const client = new Client({ name: "bench", version: "1.0.0" });
  await client.connect(new StdioClientTransport({ command: process.execPath, args, stderr: "ignore" }));
  return { client, ms: performance.now() - started };
}

/** Round-trip times of `count` calls of `call`, in ms. */
async function time(count: number, call: (index: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const result = (await call(i)) as ToolResult;
    times.push(performance.now() - started);
    if (result.isError) {
      const [block] = result.content;
      throw new Error(block?.type === "text" ? block.text : "the tool returned an error");
    }
  }
  return times;
}

const starts: number[] = [];
for (let i = 0; i < STARTS; i++) {
  const { client, ms } = await connect();
  starts.push(ms);
  await client.close();
}
const { client } = await connect();
await client.callTool({ name: "search_docs", arguments: { query: "warm up" } });
const search = await time(CALLS, (i) =>
  client.callTool({ name: "search_docs", arguments: { query: QUERIES[i % QUERIES.length] } }),
);
const read = await time(CALLS, () =>
  client.callTool({ name: "read_page", arguments: { route: "/docs/api/stocks/get-quote" } }),
);
await client.close();

const ms = (value: number): string => `${value.toFixed(1)} ms`;
console.log(
  `start to end of handshake: median ${ms(median(starts))} over ${STARTS} starts (min ${ms(Math.min(...starts))})`,
);
console.log(`search_docs: median ${ms(median(search))}, p95 ${ms(percentile(search, 0.95))} over ${CALLS} calls`);
console.log(`read_page:   median ${ms(median(read))}, p95 ${ms(percentile(read, 0.95))} over ${CALLS} calls`);
