/**
 * The MCP server's logic (packages/mcp runs it on Node as it is, types stripped): this module and
 * everything it imports must write their type-only imports as `import type`.
 */
export * from "./routes";
export * from "./results";
export * from "./schemas";
export * from "./search";
export * from "./site";
