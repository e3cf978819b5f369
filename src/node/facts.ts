import fs from "fs";
import path from "path";
import { AuthorError } from "../lib/author-error";
import { bodyLineOffset } from "../lib/mdx/syntax-error";
import { FACTS_FILE, parseFacts } from "../lib/facts/load";
import { factReferenceErrors } from "../lib/facts/mdx-references";
import type { Facts } from "../lib/facts/schema";
import { clearFromOverlay } from "./develop-overlay";
import { isBuild } from "./end-build";

/** One version of the file, read once: its facts, or why they are unusable. */
type FactsVersion = { stamp: string; facts: Facts } | { stamp: string; error: AuthorError };

let current: FactsVersion | undefined;
let lastGood: Facts | undefined;

function readFacts(): FactsVersion {
  const file = path.resolve(process.cwd(), FACTS_FILE);
  const { mtimeMs, size } = fs.statSync(file);
  const stamp = `${mtimeMs}:${size}`;
  if (current?.stamp === stamp) return current;
  try {
    current = { stamp, facts: parseFacts(fs.readFileSync(file, "utf8"), FACTS_FILE) };
    lastGood = current.facts;
    // A good save ends the error the overlay showed for the file (see reportAuthorError).
    clearFromOverlay(FACTS_FILE);
  } catch (error) {
    if (!(error instanceof AuthorError)) throw error;
    current = { stamp, error };
  }
  return current;
}

/**
 * content/facts.yaml, read and validated once per version of the file: by the source plugins,
 * which report an invalid file (an AuthorError, thrown here) and keep their last good nodes. A
 * save in `gatsby develop` gives a new version, read on the next call.
 */
export function siteFacts(): Facts {
  const version = readFacts();
  if ("error" in version) throw version.error;
  return version.facts;
}

/**
 * The facts the pages are built with (guides, search records, Markdown): the file's, or in
 * `gatsby develop`, while a save has broken it, its last good version, so the pages keep working
 * while the source plugins report the error. A build stops on an invalid file while sourcing.
 */
export function siteFactsForPages(): Facts {
  const version = readFacts();
  if ("facts" in version) return version.facts;
  if (!isBuild() && lastGood) return lastGood;
  throw version.error;
}

/** Throws the first fact reference problem of an MDX page, with the file's own line numbers. */
export function checkFactReferences(body: string, absolutePath: string, sourceFile: string): void {
  const text = fs.existsSync(absolutePath) ? fs.readFileSync(absolutePath, "utf8") : body;
  const [first] = factReferenceErrors(body, siteFactsForPages(), sourceFile, bodyLineOffset(text, body));
  if (first) throw first;
}
