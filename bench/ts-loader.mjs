/**
 * Lets the bench scripts import the site's TypeScript (src/lib) as the browser build does:
 * extensionless imports resolve to .ts, which Babel strips of types.
 */
import { readFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import babel from "@babel/core";

export async function resolve(specifier, context, next) {
  if ((specifier.startsWith(".") || specifier.startsWith("/")) && context.parentURL?.endsWith(".ts")) {
    const url = new URL(specifier, context.parentURL);
    for (const candidate of [`${url.href}.ts`, `${url.href}/index.ts`]) {
      if (existsSync(fileURLToPath(candidate))) return { url: candidate, shortCircuit: true };
    }
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (!url.endsWith(".ts")) return next(url, context);
  const source = await readFile(fileURLToPath(url), "utf8");
  const { code } = await babel.transformAsync(source, {
    filename: fileURLToPath(url),
    presets: [["@babel/preset-typescript", { onlyRemoveTypeImports: false }]],
    babelrc: false,
    configFile: false,
  });
  return { format: "module", source: code, shortCircuit: true };
}

export const here = pathToFileURL(process.cwd() + "/");
