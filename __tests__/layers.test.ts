/** @jest-environment node */
/**
 * Data and code flow one way: content/specs → src/lib (pure logic) → the theme and the components
 * → the browser runtime and the build (src/node, plugins, gatsby-*). A module may import from its
 * own layer or the ones below it, never from one above.
 */
import fs from "fs";
import path from "path";

const ROOT = path.join(__dirname, "..");

/** Each layer and the folders (or files) it may not import from. */
const FORBIDDEN: Record<string, string[]> = {
  "src/lib": [
    "src/theme",
    "src/components",
    "src/browser",
    "src/templates",
    "src/pages",
    "src/node",
    "plugins",
    "site.config.ts",
    "packages",
  ],
  "src/theme": ["src/components", "src/browser", "src/templates", "src/pages", "src/node", "plugins", "packages"],
  "src/components": ["src/browser", "src/templates", "src/pages", "src/node", "plugins", "packages"],
  "src/templates": ["src/node", "plugins", "site.config.ts", "packages"],
  packages: ["src/components", "src/browser", "src/templates", "src/pages", "src/node", "plugins"],
};

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+"([^"]+)"|require\("([^"]+)"\)|import\("([^"]+)"\)/g;

function sourceFiles(folder: string): string[] {
  const full = path.join(ROOT, folder);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(file);
    return /\.(?:ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [file] : [];
  });
}

/** The project-relative targets of a file's relative imports. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, file), "utf8");
  return [...text.matchAll(IMPORT)]
    .map((match) => match[1] ?? match[2] ?? match[3])
    .filter((specifier) => specifier.startsWith("."))
    .map((specifier) => path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, file)), specifier)));
}

describe.each(Object.entries(FORBIDDEN))("%s", (layer, forbidden) => {
  test("imports nothing from a layer above it", () => {
    const upward = sourceFiles(layer).flatMap((file) =>
      importsOf(file)
        .filter((target) =>
          forbidden.some((above) => target === above.replace(/\.ts$/, "") || target.startsWith(`${above}/`)),
        )
        .map((target) => `${file} → ${target}`),
    );
    expect(upward).toEqual([]);
  });
});
