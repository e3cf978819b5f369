/**
 * Lets Node run the project's TypeScript as it is: Node strips the types itself, and this hook
 * resolves the extensionless relative imports that the site's modules use (as webpack and Jest
 * resolve them) to their `.ts` file or folder index. Load it with `node --import`.
 */
import fs from "node:fs";
import { registerHooks } from "node:module";
import { fileURLToPath } from "node:url";

const HAS_EXTENSION = /\.(?:[cm]?[jt]sx?|json)$/;
const CANDIDATES = [".ts", "/index.ts"];

registerHooks({
  resolve(specifier, context, nextResolve) {
    const relative = specifier.startsWith("./") || specifier.startsWith("../");
    if (relative && context.parentURL?.startsWith("file:") && !HAS_EXTENSION.test(specifier)) {
      for (const ending of CANDIDATES) {
        const candidate = new URL(specifier + ending, context.parentURL);
        if (fs.existsSync(fileURLToPath(candidate))) return nextResolve(specifier + ending, context);
      }
    }
    return nextResolve(specifier, context);
  },
  load(url, context, nextLoad) {
    if (url.startsWith("file:") && url.endsWith(".ts") && !url.includes("/node_modules/"))
      return nextLoad(url, { ...context, format: "module-typescript" });
    return nextLoad(url, context);
  },
});
