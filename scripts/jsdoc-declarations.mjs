// @ts-check
/**
 * Type declarations (.d.mts) for plain ESM modules, generated from their JSDoc so that TypeScript
 * tests are type-checked against the real signatures; the generation also type-checks the
 * modules themselves. Used by bench/docusaurus-peer/declarations.mjs.
 */
import path from "node:path";
import ts from "typescript";

/**
 * Declarations of modules in a directory, plus the type errors found on the way.
 * @param {string} dir a directory of plain ESM modules
 * @param {string[]} modules the modules' names without extension
 * @param {string} header first line of every file
 * @returns {{ files: Record<string, string>, errors: string[] }}
 */
export function emitDeclarations(dir, modules, header) {
  /** @type {ts.CompilerOptions} */
  const options = {
    allowJs: true,
    checkJs: true,
    strict: true,
    declaration: true,
    emitDeclarationOnly: true,
    // Modules may import the project's TypeScript by its file name, as Node runs it.
    allowImportingTsExtensions: true,
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
  const wanted = new Set(modules.map((module) => `${module}.d.mts`));
  program.emit(undefined, (file, text) => {
    // Only the requested modules' files: TypeScript they import is declared by its own source.
    if (wanted.has(path.basename(file))) files[path.basename(file)] = header + text;
  });
  return { files, errors };
}
