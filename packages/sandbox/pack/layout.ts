/**
 * Where the packed sandbox keeps its files under dist/: the sandbox's modules where they are in
 * packages/sandbox, the site's modules it imports under lib/, the command as cli.js (the package's
 * bin) and the copy of what it reads under data/.
 */

/** The packed command, the package's bin, relative to dist/. */
export const PACKED_CLI = "cli.js";

/** The folder under dist/ holding the copy of the facts, the specs and the symbol lists. */
export const DATA_DIR = "data";

/** The source of the packed command, relative to the project root. */
export const STANDALONE_ENTRY = "packages/sandbox/standalone.ts";

const SANDBOX = "packages/sandbox/";
const SITE_LIB = "src/lib/";

/**
 * Where a module (a project-relative `.ts` path) goes under dist/: `packages/sandbox/http/server.ts`
 * → `http/server.js`, `src/lib/facts/load.ts` → `lib/facts/load.js`. Throws for a module the
 * package can't carry: outside those two folders, or not TypeScript.
 */
export function distPathOf(file: string): string {
  if (file === STANDALONE_ENTRY) return PACKED_CLI;
  if (!file.endsWith(".ts") || file.endsWith(".d.ts"))
    throw new Error(`The sandbox imports ${file}; only TypeScript modules (.ts) can be packed.`);
  const js = `${file.slice(0, -".ts".length)}.js`;
  if (file.startsWith(SITE_LIB)) return `lib/${js.slice(SITE_LIB.length)}`;
  if (file.startsWith(SANDBOX)) {
    const inside = js.slice(SANDBOX.length);
    // Those names are the packed files' own: a module there would be overwritten.
    if (inside === PACKED_CLI || /^(?:lib|data|dist|node_modules)\//.test(inside))
      throw new Error(`${file} would be packed where the package keeps its own files (dist/${inside}); rename it.`);
    return inside;
  }
  throw new Error(
    `The sandbox imports ${file}, outside packages/sandbox and src/lib: the packed sandbox can't carry it. Move the code into one of them.`,
  );
}
