import fs from "fs";
import path from "path";
import { AuthorError } from "../lib/author-error";
import { buildChangelog, type Changelog, type ChangelogSources } from "../lib/changelog/history";
import { parseReleaseNotes } from "../lib/changelog/notes";
import type { ChangelogSpec } from "../lib/changelog/specs";
import { resolveFacts } from "../lib/facts/load";
import type { Facts } from "../lib/facts/schema";
import { isObject, parseSpecDocument, type SpecObject } from "../lib/openapi/document";

/** The files of a changelog's history, as text: its notes, and its snapshots by release id. */
export interface ChangelogFiles {
  notes: string;
  /** Snapshot texts by release id (`baseline` or the date). */
  snapshots: Map<string, string>;
}

/** Reads a changelog's notes, and every snapshot in its releases folder. */
export function readChangelogFiles(spec: ChangelogSpec, root = process.cwd()): ChangelogFiles {
  const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
  const folder = path.join(root, spec.releases);
  const names = fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => name.endsWith(spec.extension)) : [];
  return {
    notes: read(spec.notes),
    snapshots: new Map(
      names.sort().map((name) => [name.slice(0, -spec.extension.length), read(path.join(spec.releases, name))]),
    ),
  };
}

/** A spec's document as JSON text (a snapshot, or the spec now as its source plugin holds it). */
export function parseSpecJson(text: string, file: string): SpecObject {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new AuthorError(file, `${file}: not valid JSON (${error instanceof Error ? error.message : String(error)}).`);
  }
  if (!isObject(parsed)) throw new AuthorError(file, `${file}: a snapshot is the spec as a JSON object.`);
  return parsed;
}

/**
 * A changelog's sources: its files, the spec as it is now (placeholders resolved), and the facts
 * its notes' placeholders take.
 */
export function changelogSources(
  spec: ChangelogSpec,
  files: ChangelogFiles,
  current: SpecObject,
  facts: Facts,
): ChangelogSources {
  const notes = parseReleaseNotes(files.notes, spec.notes);
  return {
    spec,
    notes,
    snapshots: new Map(
      [...files.snapshots].map(([id, text]) => [id, parseSpecJson(text, `${spec.releases}/${id}${spec.extension}`)]),
    ),
    current,
    // Lines in front of a note make a placeholder's line that of the file, for the message.
    resolveNotes: (markdown, where) => {
      const before = Math.max(0, (notes.lines?.[where] ?? 1) - 1);
      return resolveFacts("\n".repeat(before) + markdown, facts, spec.notes).slice(before);
    },
  };
}

/** The changelog of a spec as the files in the checkout make it (the tests' reading of it). */
export function readChangelog(spec: ChangelogSpec, facts: Facts, root = process.cwd()): Changelog {
  const text = fs.readFileSync(path.join(root, spec.spec), "utf8");
  const current = parseSpecDocument(resolveFacts(text, facts, spec.spec), spec.spec).root;
  return buildChangelog(changelogSources(spec, readChangelogFiles(spec, root), current, facts));
}
