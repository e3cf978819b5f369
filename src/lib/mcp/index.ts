/**
 * The MCP server's logic, compiled to plain ESM by scripts/mcp/compile.mjs at build time so that
 * scripts/mcp.mjs runs it on Node without a TypeScript loader.
 */
export * from "./routes";
export * from "./results";
export * from "./schemas";
export * from "./search";
export * from "./site";
