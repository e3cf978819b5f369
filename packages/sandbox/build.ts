/**
 * The prepack step of `npm pack ./packages/sandbox`: writes dist/, which makes the tarball run
 * on its own, without this repository. dist/ holds the sandbox and the site's modules it imports
 * as plain JavaScript (types stripped by SWC, imports pointing at the `.js` files), the command as
 * dist/cli.js (the bin `tickwire-sandbox`), and under dist/data the copy of the facts, the specs
 * and the symbol lists it reads. Stops, naming the file, when the sandbox imports a module outside
 * packages/sandbox and src/lib, or a package its package.json doesn't declare as the project does.
 *
 *   node --import ../../scripts/resolve-ts.ts build.ts     (npm's prepack, run in packages/sandbox)
 */
import fs from "node:fs";
import path from "node:path";
import { loadSources } from "./sources.ts";
import { dependencyProblems } from "./pack/dependencies.ts";
import { DATA_DIR, PACKED_CLI, STANDALONE_ENTRY } from "./pack/layout.ts";
import { compileModules } from "./pack/modules.ts";
import { snapshotOf } from "./pack/snapshot.ts";

const HERE = import.meta.dirname;
const ROOT = path.resolve(HERE, "../..");
const DIST = path.join(HERE, "dist");

const readJson = (file: string) =>
  JSON.parse(fs.readFileSync(file, "utf8")) as { dependencies?: Record<string, string> };

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

try {
  const { files, packages } = compileModules(ROOT, STANDALONE_ENTRY);
  const problems = dependencyProblems(
    packages,
    readJson(path.join(HERE, "package.json")).dependencies ?? {},
    readJson(path.join(ROOT, "package.json")).dependencies ?? {},
  );
  if (problems.length) throw new Error(`The sandbox's dependencies are wrong:\n- ${problems.join("\n- ")}`);
  const data = snapshotOf(ROOT);

  fs.rmSync(DIST, { recursive: true, force: true });
  for (const [file, code] of files) write(path.join(DIST, file), code);
  fs.chmodSync(path.join(DIST, PACKED_CLI), 0o755);
  for (const [file, text] of data) write(path.join(DIST, DATA_DIR, file), text);
  // The copy must load as the project does: what it reads is what was copied.
  loadSources({ root: path.join(DIST, DATA_DIR) });

  const fromSite = [...files.keys()].filter((file) => file.startsWith("lib/")).length;
  console.log(
    `Packed the sandbox into ${path.relative(ROOT, DIST)}: ${files.size} modules (${fromSite} from src/lib), ` +
      `${data.size} data files; dependencies: ${[...packages.keys()].sort().join(", ")}.`,
  );
} catch (error) {
  console.error(`Cannot pack the sandbox: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
