/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";

// Plain ESM with JSDoc types; Babel turns it into CommonJS for Jest.
const { MODULES, emitDeclarations } = jest.requireActual<{
  MODULES: string[];
  emitDeclarations(dir: string): { files: Record<string, string>; errors: string[] };
}>("../../scripts/mock-stream/declarations.mjs");

const DIR = path.resolve(__dirname, "../../scripts/mock-stream");

jest.setTimeout(60_000);

test("the mock stream's modules type-check and their .d.mts files are up to date", () => {
  const { files, errors } = emitDeclarations(DIR);
  expect(errors).toEqual([]);
  expect(Object.keys(files).sort()).toEqual(MODULES.map((m) => `${m}.d.mts`).sort());
  for (const [name, text] of Object.entries(files)) {
    const onDisk = fs.readFileSync(path.join(DIR, name), "utf8");
    // On failure: node scripts/mock-stream/declarations.mjs --write
    expect({ name, upToDate: onDisk === text }).toEqual({ name, upToDate: true });
  }
});
