// @ts-check
/**
 * Type declarations (.d.mts) for the peer's pure content module, generated from its JSDoc
 * (scripts/jsdoc-declarations.mjs), so its TypeScript test is checked against the real signatures.
 * `node bench/docusaurus-peer/declarations.mjs --write` refreshes the file; a test fails when it
 * is stale.
 */
import fs from "node:fs";
import path from "node:path";
import { emitDeclarations } from "../../scripts/jsdoc-declarations.mjs";

/** The modules that get declarations. */
export const MODULES = ["content"];

const HEADER =
  "// Generated from the JSDoc of the .mjs file of the same name by bench/docusaurus-peer/declarations.mjs --write.\n";

/**
 * Declarations of the peer's modules, plus the type errors found on the way.
 * @param {string} dir the bench/docusaurus-peer directory
 */
export function emitPeerDeclarations(dir) {
  return emitDeclarations(dir, MODULES, HEADER);
}

if (process.argv[1]?.endsWith(path.join("docusaurus-peer", "declarations.mjs")) && process.argv.includes("--write")) {
  const dir = path.dirname(path.resolve(process.argv[1]));
  const { files, errors } = emitPeerDeclarations(dir);
  if (errors.length > 0) {
    console.error(errors.join("\n"));
    process.exit(1);
  }
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  console.log(`Wrote ${Object.keys(files).join(", ")}`);
}
