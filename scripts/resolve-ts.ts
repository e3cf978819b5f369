/**
 * Lets Node run the project's TypeScript as it is: Node strips the types itself, and this hook
 * resolves the extensionless relative imports that the site's modules use (as webpack and Jest
 * resolve them) to their `.ts` file or folder index. Load it with `node --import`.
 */
import { registerHooks } from "node:module";
import { typescriptSpecifier } from "./ts-specifier.ts";

registerHooks({
  resolve(specifier, context, nextResolve) {
    const file = context.parentURL?.startsWith("file:") ? typescriptSpecifier(specifier, context.parentURL) : null;
    return nextResolve(file ?? specifier, context);
  },
  load(url, context, nextLoad) {
    if (url.startsWith("file:") && url.endsWith(".ts") && !url.includes("/node_modules/"))
      return nextLoad(url, { ...context, format: "module-typescript" });
    return nextLoad(url, context);
  },
});
