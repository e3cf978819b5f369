import fs from "fs";
import path from "path";
import { bodyLineOffset } from "../lib/mdx/syntax-error";
import { FACTS_FILE, parseFacts } from "../lib/facts/load";
import { factReferenceErrors } from "../lib/facts/mdx-references";
import type { Facts } from "../lib/facts/schema";

let cached: { stamp: string; facts: Facts } | undefined;

/**
 * content/facts.yaml, read and validated once per version of the file: by gatsby-config's MDX
 * options, the source plugins and the page check below. A save in `gatsby develop` gives a new
 * version, read on the next call. An invalid file throws an AuthorError.
 */
export function siteFacts(): Facts {
  const file = path.resolve(process.cwd(), FACTS_FILE);
  const { mtimeMs, size } = fs.statSync(file);
  const stamp = `${mtimeMs}:${size}`;
  if (cached?.stamp !== stamp) cached = { stamp, facts: parseFacts(fs.readFileSync(file, "utf8"), FACTS_FILE) };
  return cached.facts;
}

/** Throws the first fact reference problem of an MDX page, with the file's own line numbers. */
export function checkFactReferences(body: string, absolutePath: string, sourceFile: string): void {
  const text = fs.existsSync(absolutePath) ? fs.readFileSync(absolutePath, "utf8") : body;
  const [first] = factReferenceErrors(body, siteFacts(), sourceFile, bodyLineOffset(text, body));
  if (first) throw first;
}
