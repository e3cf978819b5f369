/**
 * The files whose examples show the market, read from disk: both specs and every guide, with the
 * facts. `npm run examples:sync` rewrites them; the content tests check them.
 */
import fs from "node:fs";
import path from "node:path";
import { WEBSOCKET_SPEC_FILE } from "../../packages/sandbox/sources.ts";
import { FACTS_FILE, parseFacts } from "../lib/facts/load";
import { HTTP_API_SPEC_FILE } from "../lib/openapi/spec-file";
import type { ExampleSources, SourceText } from "../lib/examples/sync";

/** Where the guides are, relative to the project root. */
const GUIDES = "content/docs";

function mdxFiles(root: string, dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) return mdxFiles(root, relative);
      return entry.name.endsWith(".mdx") ? [relative] : [];
    })
    .sort();
}

/** A file of the project as it is on disk now. */
export const readSource = (root: string, file: string): SourceText => ({
  file,
  text: fs.readFileSync(path.join(root, file), "utf8"),
});

export function readExampleSources(root: string): ExampleSources {
  return {
    facts: parseFacts(readSource(root, FACTS_FILE).text),
    httpSpec: readSource(root, HTTP_API_SPEC_FILE),
    websocketSpec: readSource(root, WEBSOCKET_SPEC_FILE),
    guides: mdxFiles(root, GUIDES).map((file) => readSource(root, file)),
  };
}
