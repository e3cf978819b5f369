import path from "node:path";

/** Where Node keeps the code it compiles for the project's processes, relative to the project. */
export const NODE_COMPILE_CACHE_DIR = "node_modules/.cache/node-compile";

/**
 * The environment `gatsby build` runs in for `npm run build` (scripts/build.ts): Node keeps the code
 * it compiles for Gatsby in one compile cache under `root`, so later builds start faster; and when
 * the output is not a terminal (a pipe, a log file), Gatsby writes plain lines rather than
 * redrawing a terminal with Ink, which it otherwise does outside CI: those lines were full of
 * cursor codes, and Ink's layout cost the build about a second. The reader's own settings are kept.
 */
export function gatsbyBuildEnvironment(env: NodeJS.ProcessEnv, toTerminal: boolean, root: string): NodeJS.ProcessEnv {
  return {
    ...env,
    NODE_COMPILE_CACHE: env.NODE_COMPILE_CACHE ?? path.join(root, NODE_COMPILE_CACHE_DIR),
    ...(env.GATSBY_LOGGER === undefined && !toTerminal ? { GATSBY_LOGGER: "yurnalist" } : {}),
  };
}
