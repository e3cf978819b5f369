/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";

// Plain ESM with JSDoc types; Babel turns it into CommonJS for Jest.
const { MODULES, emitProxyDeclarations } = jest.requireActual<{
  MODULES: string[];
  emitProxyDeclarations(dir: string): { files: Record<string, string>; errors: string[] };
}>("../../../scripts/tryit-proxy/declarations.mjs");

const DIR = path.resolve(__dirname, "../../../scripts/tryit-proxy");

jest.setTimeout(60_000);

test("the proxy's modules type-check and their .d.mts files are up to date", () => {
  const { files, errors } = emitProxyDeclarations(DIR);
  expect(errors).toEqual([]);
  expect(Object.keys(files).sort()).toEqual(MODULES.map((m) => `${m}.d.mts`).sort());
  for (const [name, text] of Object.entries(files)) {
    const onDisk = fs.readFileSync(path.join(DIR, name), "utf8");
    // On failure: node scripts/tryit-proxy/declarations.mjs --write
    expect({ name, upToDate: onDisk === text }).toEqual({ name, upToDate: true });
  }
});
