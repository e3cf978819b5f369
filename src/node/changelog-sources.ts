import fs from "fs";
import path from "path";
import { AuthorError } from "../lib/author-error";
import { BASELINE, buildChangelog, type Changelog, type ChangelogSources } from "../lib/changelog/history";
import { parseReleaseNotes } from "../lib/changelog/notes";
import type { ChangelogSpec } from "../lib/changelog/specs";
import { resolveFacts } from "../lib/facts/load";
import type { Facts } from "../lib/facts/schema";
import { isObject, parseSpecDocument, type SpecObject } from "../lib/openapi/document";

/** The files a changelog is made from, as text, by path relative to the project root. */
export interface ChangelogFiles {
  notes: string;
  spec: string;
  /** Snapshot texts by release id (`baseline` or the date). */
  snapshots: Map<string, string>;
}

/** Reads a changelog's files: its notes, its spec, and every snapshot in its releases folder. */
export function readChangelogFiles(spec: ChangelogSpec, root = process.cwd()): ChangelogFiles {
  const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
  const folder = path.join(root, spec.releases);
  const names = fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => name.endsWith(spec.extension)) : [];
  return {
    notes: read(spec.notes),
    spec: read(spec.spec),
    snapshots: new Map(
      names.sort().map((name) => [name.slice(0, -spec.extension.length), read(path.join(spec.releases, name))]),
    ),
  };
}

/** A snapshot's document; a broken one stops the build naming its file. */
function parseSnapshot(text: string, file: string): SpecObject {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new AuthorError(file, `${file}: not valid JSON (${error instanceof Error ? error.message : String(error)}).`);
  }
  if (!isObject(parsed)) throw new AuthorError(file, `${file}: a snapshot is the spec as a JSON object.`);
  return parsed;
}

/** A changelog's sources from its files, the spec's and the notes' placeholders resolved with `facts`. */
export function changelogSources(spec: ChangelogSpec, files: ChangelogFiles, facts: Facts): ChangelogSources {
  return {
    spec,
    notes: parseReleaseNotes(files.notes, spec.notes),
    snapshots: new Map(
      [...files.snapshots].map(([id, text]) => [id, parseSnapshot(text, `${spec.releases}/${id}${spec.extension}`)]),
    ),
    current: parseSpecDocument(resolveFacts(files.spec, facts, spec.spec), spec.spec).root,
    resolveNotes: (markdown, where) =>
      resolveFacts(markdown, facts, `${spec.notes} (${where === BASELINE ? "baseline" : where})`),
  };
}

/** The changelog of a spec as the files in the checkout make it. */
export function readChangelog(spec: ChangelogSpec, facts: Facts, root = process.cwd()): Changelog {
  return buildChangelog(changelogSources(spec, readChangelogFiles(spec, root), facts));
}
