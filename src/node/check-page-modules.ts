import fs from "fs";
import path from "path";
import { AuthorError } from "../lib/author-error";
import { hasDefaultExport, noDefaultExportMessage } from "../lib/chrome/page-module";

const PAGE_MODULE_DIRS = [path.join("src", "templates"), path.join("src", "pages")];
const MODULE_EXTENSIONS = new Set([".js", ".jsx", ".ts", ".tsx"]);

/** Page and template modules under a folder, relative to the project root. */
function pageModules(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageModules(file);
    return MODULE_EXTENSIONS.has(path.extname(entry.name)) && !entry.name.endsWith(".d.ts") ? [file] : [];
  });
}

/**
 * Every page component (src/pages) and template (src/templates) must default-export its
 * component. Checked before Gatsby creates pages, in develop as in production, so the message
 * names the file and the fix instead of a generic rendering error.
 */
export function checkPageModules(root = process.cwd()): void {
  for (const dir of PAGE_MODULE_DIRS) {
    for (const file of pageModules(path.join(root, dir))) {
      if (!hasDefaultExport(fs.readFileSync(file, "utf8"))) {
        const relative = path.relative(root, file);
        throw new AuthorError(relative, noDefaultExportMessage(relative));
      }
    }
  }
}
