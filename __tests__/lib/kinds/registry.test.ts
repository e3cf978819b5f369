/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { hasDefaultExport } from "../../../src/lib/chrome/page-module";
import { DATA_COMPONENTS } from "../../../src/lib/mdx/data-components";
import { PAGE_KINDS } from "../../../src/lib/kinds";
import { KIND_PARTS, registerKind } from "../../../src/lib/kinds/define";
import { guideKind } from "../../../src/lib/kinds/guide";
import type { PageKind } from "../../../src/lib/kinds/types";

const ROOT = path.resolve(__dirname, "../../..");
const KINDS_DIR = path.join(ROOT, "src/lib/kinds");
/** Modules of the registry that are not kinds: its types, binding and list. */
const REGISTRY_MODULES = new Set(["types.ts", "define.ts", "bind.ts", "index.ts"]);

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

/** Every source file under a folder, relative to the project root. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [file] : [];
  });
}

describe("the registry of page kinds", () => {
  test("every kind module under src/lib/kinds is registered, once, under its module's name", () => {
    const modules = fs
      .readdirSync(KINDS_DIR)
      .filter((file) => file.endsWith(".ts") && !REGISTRY_MODULES.has(file))
      .map((file) => file.replace(/\.ts$/, ""))
      .sort();
    expect(PAGE_KINDS.map((kind) => kind.name).sort()).toEqual(modules);
  });

  test.each(PAGE_KINDS.map((kind) => [kind.name, kind] as const))(
    "%s: a template that default-exports its page and reads its page context from the kind's module",
    (name, kind) => {
      const template = read(kind.template);
      expect(hasDefaultExport(template)).toBe(true);
      expect(template).toMatch(new RegExp(`import type \\{[^}]*PageContext[^}]*\\} from "\\.\\./lib/kinds/${name}";`));
      expect(template).toMatch(/PageProps<[^>]*PageContext>/);
    },
  );

  test("every template is the template of one kind, but the slices (sidebars, the guides' data components)", () => {
    const slices = new Set(DATA_COMPONENTS.map((component) => component.slice));
    const templates = sourceFiles("src/templates").filter(
      (file) => !file.endsWith("sidebar-slice.tsx") && !slices.has(file),
    );
    expect(templates.sort()).toEqual(PAGE_KINDS.map((kind) => kind.template).sort());
  });

  test("no template imports site.config.ts: their chrome and head come with the page", () => {
    for (const file of sourceFiles("src/templates")) expect(read(file)).not.toMatch(/site\.config/);
  });

  test("a kind that leaves a part out, instead of declaring it null, is refused naming the part", () => {
    for (const part of KIND_PARTS) {
      const { [part]: _left, ...incomplete } = guideKind;
      expect(() => registerKind(incomplete as unknown as PageKind<object, unknown>)).toThrow(
        `Page kind "guide" (template "src/templates/doc.tsx") does not declare ${part}.`,
      );
    }
  });

  test("outside the registry, no module names a kind: the hubs iterate over the list", () => {
    const names = PAGE_KINDS.map((kind) => kind.name);
    const literal = new RegExp(`["'\`](${names.join("|")})["'\`]`);
    const naming = ["src", "plugins", "scripts"]
      .flatMap(sourceFiles)
      .concat(["gatsby-node.ts", "gatsby-config.ts", "gatsby-browser.ts", "gatsby-ssr.tsx", "site.config.ts"])
      .filter((file) => !file.startsWith(path.join("src", "lib", "kinds")))
      .filter((file) => literal.test(read(file)));
    expect(naming).toEqual([]);
  });
});
