/** @jest-environment node */
/**
 * The pack build's parts (packages/sandbox/pack/): where each module goes under dist/, the
 * rewriting of imports, the compiled module graph, the dependency check and the data snapshot.
 * pack.test.ts packs, installs and runs the whole.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { dependencyProblems } from "../../../packages/sandbox/pack/dependencies.ts";
import { distPathOf, PACKED_CLI, STANDALONE_ENTRY } from "../../../packages/sandbox/pack/layout.ts";
import { compileModules } from "../../../packages/sandbox/pack/modules.ts";
import { snapshotOf } from "../../../packages/sandbox/pack/snapshot.ts";
import { packageOf, rewriteSpecifiers, specifiersOf } from "../../../packages/sandbox/pack/specifiers.ts";
import { SPEC_FILES } from "../../../packages/sandbox/sources.ts";
import { SYMBOL_LISTS } from "../../../src/lib/symbols/lists";
import { ROOT } from "./fixtures/sandbox";

describe("distPathOf", () => {
  test.each([
    [STANDALONE_ENTRY, PACKED_CLI],
    ["packages/sandbox/main.ts", "main.js"],
    ["packages/sandbox/http/handlers/quotes.ts", "http/handlers/quotes.js"],
    ["src/lib/facts/load.ts", "lib/facts/load.js"],
    ["src/lib/docs.ts", "lib/docs.js"],
  ])("%s → dist/%s", (file, output) => expect(distPathOf(file)).toBe(output));

  test("refuses what the package can't carry, saying what to do", () => {
    expect(() => distPathOf("scripts/ts-specifier.ts")).toThrow(
      /outside packages\/sandbox and src\/lib.*Move the code/,
    );
    expect(() => distPathOf("src/components/Page.tsx")).toThrow(/only TypeScript modules/);
    expect(() => distPathOf("packages/sandbox/lib/x.ts")).toThrow(/where the package keeps its own files.*rename it/);
    expect(() => distPathOf("packages/sandbox/data/x.ts")).toThrow(/rename it/);
  });
});

describe("specifiers", () => {
  const code = [
    'import { a } from "./a";',
    "import './side.ts';",
    'export { b } from "../b.ts";',
    'export * from "./all";',
    'const c = await import("./c.ts");',
    'const text = "import x from \\"./not\\"";',
    '// import y from "./comment"',
    'import { WebSocket } from "ws";',
    'import fs from "node:fs";',
  ].join("\n");

  test("finds static, side-effect and dynamic imports and re-exports, not strings or comments", () => {
    expect(specifiersOf(code).map((s) => s.text)).toEqual([
      "./a",
      "./side.ts",
      "../b.ts",
      "./all",
      "./c.ts",
      "ws",
      "node:fs",
    ]);
  });

  test("rewrites each one in place, quotes and everything else kept", () => {
    const rewritten = rewriteSpecifiers(code, (s) => (s.startsWith(".") ? `${s.replace(/\.ts$/, "")}.js` : s));
    expect(rewritten).toBe(
      code
        .replace('"./a"', '"./a.js"')
        .replace("'./side.ts'", "'./side.js'")
        .replace('"../b.ts"', '"../b.js"')
        .replace('"./all"', '"./all.js"')
        .replace('"./c.ts"', '"./c.js"'),
    );
  });

  test.each([
    ["ws", "ws"],
    ["yaml/util", "yaml"],
    ["@scope/name/sub/path", "@scope/name"],
    ["./local", null],
    ["../up", null],
  ])("packageOf(%s) is %s", (specifier, name) => expect(packageOf(specifier)).toBe(name));
});

describe("compileModules", () => {
  let root: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "sandbox-pack-build-"));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  test("compiles the graph from the entry: types stripped, imports pointing at the .js files, packages collected", () => {
    write(
      STANDALONE_ENTRY,
      [
        "#!/usr/bin/env node",
        'import type { Shape } from "./shape.ts";',
        'import { serve, type Options } from "./http/serve.ts";',
        "const options: Options = { port: 0 } satisfies Options;",
        "serve(options as Shape);",
      ].join("\n"),
    );
    write("packages/sandbox/shape.ts", "export interface Shape { port: number }");
    write(
      "packages/sandbox/http/serve.ts",
      [
        'import fs from "node:fs";',
        'import { WebSocket } from "ws";',
        'import { load } from "../../../src/lib/facts";',
        "export interface Options { port: number }",
        "export const serve = (options: Options): unknown => [fs, WebSocket, load(), options];",
      ].join("\n"),
    );
    write("src/lib/facts/index.ts", 'import { parse } from "yaml";\nexport const load = (): unknown => parse("a: 1");');
    const { files, packages } = compileModules(root, STANDALONE_ENTRY);
    expect([...files.keys()].sort()).toEqual([PACKED_CLI, "http/serve.js", "lib/facts/index.js"]);
    const cli = files.get(PACKED_CLI)!;
    expect(cli.startsWith("#!/usr/bin/env node\n")).toBe(true);
    expect(cli).toContain('import { serve } from "./http/serve.js";');
    expect(cli).not.toMatch(/shape|Options|satisfies/);
    expect(files.get("http/serve.js")).toContain('import { load } from "../lib/facts/index.js";');
    expect(files.get("http/serve.js")).not.toMatch(/interface/);
    expect(Object.fromEntries(packages)).toEqual({
      ws: "packages/sandbox/http/serve.ts",
      yaml: "src/lib/facts/index.ts",
    });
  });

  test("stops at an import outside the two folders, or of a file that doesn't exist", () => {
    write(STANDALONE_ENTRY, 'import "../../scripts/helper.ts";');
    write("scripts/helper.ts", "export {};");
    expect(() => compileModules(root, STANDALONE_ENTRY)).toThrow(/imports scripts\/helper\.ts, outside/);
    write(STANDALONE_ENTRY, 'import "./missing";');
    expect(() => compileModules(root, STANDALONE_ENTRY)).toThrow(/imports \.\/missing, which names no file/);
  });
});

describe("dependencyProblems", () => {
  const project = { ws: "^8.23.0", yaml: "^2.6.0", react: "^18.3.1" };
  const imported = new Map([
    ["ws", "packages/sandbox/stream/server.ts"],
    ["yaml", "src/lib/yaml-source.ts"],
  ]);

  test("none when every imported package is declared with the project's range, and nothing more", () => {
    expect(dependencyProblems(imported, { ws: "^8.23.0", yaml: "^2.6.0" }, project)).toEqual([]);
  });

  test("names what to add, align or remove", () => {
    expect(dependencyProblems(imported, { ws: "^8.0.0", react: "^18.3.1" }, project)).toEqual([
      'ws is "^8.0.0" in packages/sandbox/package.json and "^8.23.0" in the project\'s package.json: make them the same.',
      'src/lib/yaml-source.ts imports yaml: add "yaml": "^2.6.0" to the dependencies of packages/sandbox/package.json.',
      "packages/sandbox/package.json depends on react, which no packed module imports: remove it.",
    ]);
  });

  test("a package the project doesn't install is reported", () => {
    const problems = dependencyProblems(
      new Map([["left-pad", "packages/sandbox/x.ts"]]),
      { "left-pad": "^1.0.0" },
      project,
    );
    expect(problems).toEqual([
      "packages/sandbox/x.ts imports left-pad, which the project's package.json doesn't install.",
    ]);
  });
});

describe("snapshotOf", () => {
  test("copies what the sandbox reads: the facts, both specs with their facts resolved, every symbol list", () => {
    const files = snapshotOf(ROOT);
    expect([...files.keys()].sort()).toEqual(
      ["content/facts.yaml", ...SPEC_FILES, ...new Set(SYMBOL_LISTS.map((list) => list.file))].sort(),
    );
    for (const file of SPEC_FILES) {
      expect(fs.readFileSync(path.join(ROOT, file), "utf8")).toContain("{{facts.");
      expect(files.get(file)).not.toContain("{{facts.");
    }
    expect(files.get("content/facts.yaml")).toBe(fs.readFileSync(path.join(ROOT, "content/facts.yaml"), "utf8"));
  });
});
