/**
 * The packed sandbox's copy of what it reads from the project: exactly the files `loadSources`
 * reads (the facts, the two specs, the symbol lists), the specs with their `{{facts.…}}`
 * placeholders resolved, so that the copy reads as the API's published documents do.
 */
import fs from "node:fs";
import path from "node:path";
import { resolveFacts } from "../../../src/lib/facts/load.ts";
import { loadSources, SPEC_FILES } from "../sources.ts";

/** The files by their path relative to the project root (which is the copy's root too). */
export function snapshotOf(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const sources = loadSources({
    root,
    read: (file) => {
      if (path.isAbsolute(file) || file.split("/").includes(".."))
        throw new Error(`The sandbox reads ${file}, outside the project: the packed sandbox can't carry it.`);
      const text = fs.readFileSync(path.join(root, file), "utf8");
      files.set(file, text);
      return text;
    },
  });
  for (const file of SPEC_FILES) {
    const text = files.get(file);
    if (text === undefined) throw new Error(`The sandbox no longer reads ${file}; update SPEC_FILES in sources.ts.`);
    files.set(file, resolveFacts(text, sources.facts, file));
  }
  return files;
}
