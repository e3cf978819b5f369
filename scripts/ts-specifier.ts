/**
 * How the project's extensionless relative imports name their file: `./x` is `./x.ts` or
 * `./x/index.ts`, as webpack and Jest resolve them. Shared by the resolve hook Node runs the
 * TypeScript with (resolve-ts.ts) and by the sandbox's pack build, which writes the same graph out
 * as JavaScript.
 */
import fs from "node:fs";
import { fileURLToPath } from "node:url";

/** A specifier that names its file's extension already. */
export const HAS_EXTENSION = /\.(?:[cm]?[jt]sx?|json)$/;
const CANDIDATES = [".ts", "/index.ts"];

/** Whether a specifier is relative to the importing file. */
export const isRelative = (specifier: string): boolean => specifier.startsWith("./") || specifier.startsWith("../");

/**
 * The specifier with the ending that makes it name an existing file, for an extensionless relative
 * specifier; null when it has an extension or no candidate exists.
 */
export function typescriptSpecifier(specifier: string, parentUrl: string): string | null {
  if (!isRelative(specifier) || HAS_EXTENSION.test(specifier)) return null;
  for (const ending of CANDIDATES) {
    if (fs.existsSync(fileURLToPath(new URL(specifier + ending, parentUrl)))) return specifier + ending;
  }
  return null;
}
