/**
 * The docs' MCP server: the search_docs and read_page tools, llms.txt and llms-full.txt as
 * resources, and every page's Markdown as a resource template (docs://docs/api/limits.md). The
 * logic is the site's own (src/lib/mcp); this file only wires it to the SDK.
 */
import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";
import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import {
  createDocsSearch,
  pageResourceUri,
  pageSummaries,
  readPageInput,
  resolutionMessage,
  resolvePageRoute,
  RESOURCE_PREFIX,
  searchDocsInput,
  searchDocsOutput,
  searchResultsText,
} from "../../../src/lib/mcp/index";
import { TEXT_FILES, type BuiltSite } from "./site.ts";

const INSTRUCTIONS = `Tickwire's developer documentation: market data (stocks, indices, currencies, crypto, commodities) over an HTTP REST API and a WebSocket API, and the symbol lists.
Use search_docs to find pages by topic, endpoint, error code or ticker, then read_page with a result's route to read the page as Markdown. llms.txt lists every page with a one-line description.`;

const textContent = (text: string) => [{ type: "text" as const, text }];

/** The server for a built site; `info` is what it tells clients about itself. */
export function createDocsServer(site: BuiltSite, info: { name: string; version: string }): McpServer {
  const server = new McpServer(info, { instructions: INSTRUCTIONS });
  const docs = createDocsSearch(site.index, site.origin ?? "");
  const summaries = pageSummaries(site.index);

  server.registerTool(
    "search_docs",
    {
      title: "Search the Tickwire docs",
      description:
        "Searches the Tickwire documentation as the site's search box does (same index, synonyms and ranking): guides, HTTP and WebSocket reference pages and their sections, and symbols by ticker. Returns the best matches with each page's route for read_page and the address of its Markdown.",
      inputSchema: searchDocsInput,
      outputSchema: searchDocsOutput,
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    async ({ query, limit }) => {
      const output = docs.search(query, limit);
      return { content: textContent(searchResultsText(output, query)), structuredContent: output };
    },
  );

  server.registerTool(
    "read_page",
    {
      title: "Read a Tickwire docs page",
      description:
        "Returns one page of the Tickwire documentation as Markdown, by its route (from search_docs or llms.txt): a guide, an HTTP operation with its parameters, responses and a curl sample, a WebSocket channel, or a symbol list.",
      inputSchema: readPageInput,
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    async ({ route }) => {
      const resolution = resolvePageRoute(route, site);
      if (resolution.kind !== "page")
        return { isError: true, content: textContent(resolutionMessage(route, resolution, site.origin)) };
      return { content: textContent(site.readPage(resolution.route)) };
    },
  );

  for (const name of TEXT_FILES) {
    if (site.readText(name) === null) continue;
    server.registerResource(
      name,
      `${RESOURCE_PREFIX}${name}`,
      {
        title: name,
        description:
          name === "llms.txt"
            ? "Every page of the docs with its Markdown address and a one-line description (llmstxt.org)."
            : "The guides and both API references in one Markdown file (large).",
        mimeType: "text/plain",
      },
      async (uri) => ({ contents: [{ uri: uri.href, mimeType: "text/plain", text: site.readText(name) ?? "" }] }),
    );
  }

  server.registerResource(
    "page",
    new ResourceTemplate(`${RESOURCE_PREFIX}{+path}`, {
      list: async () => ({
        resources: [...site.routes].sort().map((route) => {
          const summary = summaries.get(route);
          return {
            uri: pageResourceUri(route),
            name: route,
            title: summary?.title ?? route,
            ...(summary?.description ? { description: summary.description } : {}),
            mimeType: "text/markdown",
          };
        }),
      }),
    }),
    {
      title: "A docs page as Markdown",
      description: "A page of the docs as Markdown, by its path on the site: docs://docs/api/limits.md.",
      mimeType: "text/markdown",
    },
    async (uri) => {
      const resolution = resolvePageRoute(uri.href, site);
      if (resolution.kind !== "page")
        throw new McpError(ErrorCode.InvalidParams, resolutionMessage(uri.href, resolution, site.origin));
      return { contents: [{ uri: uri.href, mimeType: "text/markdown", text: site.readPage(resolution.route) }] };
    },
  );

  return server;
}
