// @ts-check
/**
 * Type declarations (.d.mts) for the mock stream's modules, generated from their JSDoc so the
 * TypeScript tests are type-checked against the real signatures. The generation also type-checks
 * the modules themselves. `node scripts/mock-stream/declarations.mjs --write` refreshes the
 * files; a test fails when they are stale.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/** The runtime modules that get declarations. */
export const MODULES = ["catalogue", "prices", "protocol", "quotes", "server", "spec", "symbol-lists"];

const HEADER =
  "// Generated from the JSDoc of the .mjs file of the same name by scripts/mock-stream/declarations.mjs --write.\n";

/**
 * Declarations of every module in a directory, plus the type errors found on the way.
 * @param {string} dir the scripts/mock-stream directory, or another one of plain ESM modules
 * @param {string[]} [modules] the modules' names without extension; default those of the mock stream
 * @param {string} [header] first line of every file
 * @returns {{ files: Record<string, string>, errors: string[] }}
 */
export function emitDeclarations(dir, modules = MODULES, header = HEADER) {
  /** @type {ts.CompilerOptions} */
  const options = {
    allowJs: true,
    checkJs: true,
    strict: true,
    declaration: true,
    emitDeclarationOnly: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    types: ["node"],
    lib: ["lib.es2022.d.ts"],
    outDir: dir,
  };
  // Hide the current declarations: imports would resolve to them instead of the sources.
  const host = ts.createCompilerHost(options);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (file) =>
    !(file.endsWith(".d.mts") && path.resolve(path.dirname(file)) === path.resolve(dir)) && fileExists(file);
  const program = ts.createProgram(
    modules.map((m) => path.join(dir, `${m}.mjs`)),
    options,
    host,
  );
  const errors = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
  /** @type {Record<string, string>} */
  const files = {};
  program.emit(undefined, (file, text) => {
    files[path.basename(file)] = header + text;
  });
  return { files, errors };
}

if (process.argv[1]?.endsWith(path.join("mock-stream", "declarations.mjs")) && process.argv.includes("--write")) {
  const dir = path.dirname(path.resolve(process.argv[1]));
  const { files, errors } = emitDeclarations(dir);
  if (errors.length > 0) {
    console.error(errors.join("\n"));
    process.exit(1);
  }
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  console.log(`Wrote ${Object.keys(files).join(", ")}`);
}
