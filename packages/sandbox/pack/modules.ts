/**
 * The sandbox's modules as plain JavaScript: from an entry, every module it reaches through
 * relative imports, its types stripped by SWC (imports kept as written, as Node's own type
 * stripping keeps them) and its relative imports rewritten to the `.js` files they become under
 * dist/. The packages it imports are collected for the package's dependencies.
 */
import { isBuiltin } from "node:module";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { transformSync } from "@swc/core";
import { isRelative, typescriptSpecifier } from "../../../scripts/ts-specifier.ts";
import { distPathOf } from "./layout.ts";
import { packageOf, rewriteSpecifiers } from "./specifiers.ts";

export interface CompiledModules {
  /** JavaScript by its path under dist/. */
  files: Map<string, string>;
  /** Each package imported (not Node's own modules), with a module that imports it. */
  packages: Map<string, string>;
}

/** Types stripped, nothing else changed: the ECMAScript Node 24 runs, as ES modules. */
function stripTypes(source: string, file: string): string {
  return transformSync(source, {
    filename: file,
    isModule: true,
    jsc: {
      parser: { syntax: "typescript" },
      target: "esnext",
      transform: { verbatimModuleSyntax: true },
    },
    module: { type: "es6" },
    sourceMaps: false,
  }).code;
}

/** The relative path from one dist/ file to another, as an import writes it. */
function importPath(from: string, to: string): string {
  const relative = path.posix.relative(path.posix.dirname(from), to);
  return relative.startsWith(".") ? relative : `./${relative}`;
}

/** Compiles `entry` (project-relative) and everything it imports under `root`. */
export function compileModules(root: string, entry: string): CompiledModules {
  const files = new Map<string, string>();
  const packages = new Map<string, string>();
  const pending = [entry];
  const seen = new Set(pending);
  while (pending.length > 0) {
    const file = pending.pop()!;
    const absolute = path.join(root, file);
    const output = distPathOf(file);
    if (files.has(output)) throw new Error(`Two modules would be packed as dist/${output}, the second ${file}.`);
    const code = stripTypes(fs.readFileSync(absolute, "utf8"), absolute);
    const rewritten = rewriteSpecifiers(code, (specifier) => {
      if (!isRelative(specifier)) {
        const name = packageOf(specifier);
        if (name !== null && !isBuiltin(specifier) && !packages.has(name)) packages.set(name, file);
        return specifier;
      }
      const named = typescriptSpecifier(specifier, pathToFileURL(absolute).href) ?? specifier;
      const target = path
        .relative(root, path.resolve(path.dirname(absolute), named))
        .split(path.sep)
        .join("/");
      if (!fs.existsSync(path.join(root, target)))
        throw new Error(`${file} imports ${specifier}, which names no file (${target}).`);
      if (!seen.has(target)) {
        seen.add(target);
        pending.push(target);
      }
      return importPath(output, distPathOf(target));
    });
    files.set(output, rewritten);
  }
  return { files, packages };
}
