#!/usr/bin/env node
// @ts-check
/**
 * Compiles the MCP server's logic (src/lib/mcp/index.ts and the site modules it imports: the
 * search engine, its settings and synonyms) to plain ESM, one .mjs file per module, so that
 * `npm run mcp` runs the site's own search code on Node 20 without a TypeScript loader, and the
 * browser bundle is left as it is. `npm run build` runs it after the site is built.
 *
 *   node scripts/mcp/compile.mjs [--out <dir>]     (default: scripts/mcp/compiled)
 *
 * Babel only strips the types (Gatsby builds the site with the same preset); relative imports are
 * rewritten to the compiled files' names; packages (zod) are imported from node_modules as usual.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** Every compiled module comes from here; the output keeps the paths under it. */
const SOURCE_ROOT = path.join(ROOT, "src/lib");
export const ENTRY = path.join(SOURCE_ROOT, "mcp/index.ts");
export const DEFAULT_OUT = path.join(ROOT, "scripts/mcp/compiled");

/**
 * The file a relative import names: `./x` is x.ts or x/index.ts, as the bundler resolves it;
 * an import written with its extension (`./placeholders.mjs`) is that file.
 * @param {string} from importing file
 * @param {string} specifier
 */
function resolveImport(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = /\.[cm]?js$/.test(base) ? [base] : [`${base}.ts`, path.join(base, "index.ts")];
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (!found) throw new Error(`${path.relative(ROOT, from)}: cannot resolve import "${specifier}".`);
  if (path.relative(SOURCE_ROOT, found).startsWith(".."))
    throw new Error(
      `${path.relative(ROOT, from)}: "${specifier}" is outside src/lib. The MCP server compiles src/lib modules only: keep its logic pure.`,
    );
  return found;
}

/** @param {string} source */
const outputName = (source) => path.relative(SOURCE_ROOT, source).replace(/\.ts$/, ".mjs");

/**
 * A Babel plugin that rewrites each relative import or re-export to the compiled file's name and
 * records the source file it names.
 * @param {string} file the module being compiled
 * @param {Set<string>} imports collects the imported source files
 * @returns {import("@babel/core").PluginObj}
 */
function rewriteImports(file, imports) {
  /** @param {{ node: { source?: { value: string } | null } }} nodePath */
  const rewrite = ({ node }) => {
    const specifier = node.source?.value;
    if (!node.source || !specifier || !specifier.startsWith(".")) return;
    const target = resolveImport(file, specifier);
    imports.add(target);
    const relative = path
      .relative(path.dirname(outputName(file)), outputName(target))
      .split(path.sep)
      .join("/");
    node.source.value = relative.startsWith(".") ? relative : `./${relative}`;
  };
  return {
    visitor: {
      ImportDeclaration: rewrite,
      ExportNamedDeclaration: rewrite,
      ExportAllDeclaration: rewrite,
      CallExpression({ node }) {
        if (node.callee.type === "Import")
          throw new Error(`${path.relative(ROOT, file)}: dynamic import() is not supported by the MCP compile step.`);
      },
    },
  };
}

/**
 * One module without its types, with its relative imports renamed.
 * @param {string} file
 * @param {Set<string>} imports
 */
async function compileModule(file, imports) {
  // Loaded here, not at the top: the server imports this module's paths and must start without Babel.
  const { default: babel } = await import("@babel/core");
  const source = fs.readFileSync(file, "utf8");
  const options = { filename: file, babelrc: false, configFile: false, sourceType: /** @type {const} */ ("module") };
  if (!file.endsWith(".ts")) {
    const result = await babel.transformAsync(source, { ...options, plugins: [rewriteImports(file, imports)] });
    return result?.code ?? "";
  }
  // Types go first, so that an import used only as a type is dropped before imports are followed.
  const stripped = await babel.transformAsync(source, {
    ...options,
    presets: [["@babel/preset-typescript", { onlyRemoveTypeImports: false }]],
  });
  const result = await babel.transformAsync(stripped?.code ?? "", {
    ...options,
    plugins: [rewriteImports(file, imports)],
  });
  return result?.code ?? "";
}

/**
 * Compiles `entry` and every module it imports into `out`, replacing what was there. Returns the
 * compiled files, relative to `out`.
 * @param {{ entry?: string, out?: string }} [options]
 */
export async function compileMcpModules({ entry = ENTRY, out = DEFAULT_OUT } = {}) {
  // Written beside `out` and swapped in whole, so a server starting meanwhile never sees half of it.
  const staging = `${out}.tmp-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  const queue = [entry];
  const done = new Set();
  try {
    while (queue.length > 0) {
      const file = /** @type {string} */ (queue.pop());
      if (done.has(file)) continue;
      done.add(file);
      /** @type {Set<string>} */
      const imports = new Set();
      const code = await compileModule(file, imports);
      const target = path.join(staging, outputName(file));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, `${code}\n`);
      queue.push(...imports);
    }
    fs.rmSync(out, { recursive: true, force: true });
    fs.renameSync(staging, out);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  return [...done].map(outputName).sort();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf("--out");
  const out = at > 0 && process.argv[at + 1] ? path.resolve(process.argv[at + 1]) : DEFAULT_OUT;
  try {
    const files = await compileMcpModules({ out });
    console.log(`MCP server: ${files.length} modules compiled → ${path.relative(process.cwd(), out) || "."}`);
  } catch (error) {
    console.error(`MCP server: compiling its modules failed. ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
