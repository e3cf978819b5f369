import fs from "fs";
import path from "path";
import { bodyLineOffset } from "../lib/mdx/syntax-error";
import { FACTS_FILE, parseFacts } from "../lib/facts/load";
import { factReferenceErrors } from "../lib/facts/mdx-references";
import type { Facts } from "../lib/facts/schema";

let cached: Facts | undefined;

/**
 * content/facts.yaml, read and validated once per process: by gatsby-config's MDX options, the
 * spec source plugins and the page check below. An invalid file throws an AuthorError.
 */
export function siteFacts(): Facts {
  cached ??= parseFacts(fs.readFileSync(path.resolve(process.cwd(), FACTS_FILE), "utf8"), FACTS_FILE);
  return cached;
}

/** Throws the first fact reference problem of an MDX page, with the file's own line numbers. */
export function checkFactReferences(body: string, absolutePath: string, sourceFile: string): void {
  const text = fs.existsSync(absolutePath) ? fs.readFileSync(absolutePath, "utf8") : body;
  const [first] = factReferenceErrors(body, siteFacts(), sourceFile, bodyLineOffset(text, body));
  if (first) throw first;
}
