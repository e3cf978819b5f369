// @ts-check
/**
 * Type declarations (.d.mts) for the Try-it proxy's modules, generated from their JSDoc the way
 * the mock stream's are, so the TypeScript tests are checked against the real signatures.
 * `node scripts/tryit-proxy/declarations.mjs --write` refreshes the files; a test fails when
 * they are stale.
 */
import fs from "node:fs";
import path from "node:path";
import { emitDeclarations } from "../mock-stream/declarations.mjs";

/** The runtime modules that get declarations. */
export const MODULES = ["addresses", "allowed", "cors", "decide", "headers", "lookup", "problem", "server"];

const HEADER =
  "// Generated from the JSDoc of the .mjs file of the same name by scripts/tryit-proxy/declarations.mjs --write.\n";

/**
 * Declarations of the proxy's modules, plus the type errors found on the way.
 * @param {string} dir the scripts/tryit-proxy directory
 */
export function emitProxyDeclarations(dir) {
  return emitDeclarations(dir, MODULES, HEADER);
}

if (process.argv[1]?.endsWith(path.join("tryit-proxy", "declarations.mjs")) && process.argv.includes("--write")) {
  const dir = path.dirname(path.resolve(process.argv[1]));
  const { files, errors } = emitProxyDeclarations(dir);
  if (errors.length > 0) {
    console.error(errors.join("\n"));
    process.exit(1);
  }
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  console.log(`Wrote ${Object.keys(files).join(", ")}`);
}
