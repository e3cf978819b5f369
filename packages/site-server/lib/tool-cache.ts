import path from "node:path";

/**
 * A file the build's tools keep for the built site in `root` between runs: with the tools' caches
 * in the project's node_modules/.cache, which Gatsby leaves alone when it clears its own .cache
 * after a change of configuration or plugins.
 */
export const toolCacheFile = (root: string, tool: string, file: string): string =>
  path.join(path.dirname(path.resolve(root)), "node_modules", ".cache", tool, file);
