/**
 * Cutting a release: the spec as it is now becomes the release's snapshot, and the notes under
 * `unreleased` become the release's notes. Pure: the release script (scripts/changelog-release.ts)
 * reads and writes the files.
 */
import { isMap, isSeq, parseDocument, Scalar, YAMLMap } from "yaml";
import { AuthorError } from "../author-error";
import type { SpecObject } from "../openapi/document";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A snapshot's text: the spec (placeholders resolved) as JSON, as the spec download of that
 * release, with `x-release` (its date and where it came from) after the version field.
 */
export function snapshotText(root: SpecObject, release: { date: string; source: string }): string {
  const out: SpecObject = {};
  for (const [key, value] of Object.entries(root)) {
    if (key === "x-release") continue;
    out[key] = value;
    if (key === "openapi" || key === "asyncapi") out["x-release"] = release;
  }
  return `${JSON.stringify(out, null, 2)}\n`;
}

/**
 * The notes file with a new release of `date` and `title` on top, whose notes are those that were
 * under `unreleased` (left empty). Comments and the other releases are kept as written.
 */
export function releaseNotesText(text: string, file: string, date: string, title: string): string {
  if (!DATE.test(date)) throw new AuthorError(file, `The release date "${date}" is not a date: write YYYY-MM-DD.`);
  const document = parseDocument(text);
  const releases = document.get("releases");
  if (!isSeq(releases)) throw new AuthorError(file, `${file}: no \`releases\` list to add the release to.`);
  const newest = releases.items[0];
  const newestDate = isMap(newest) ? String(newest.get("date")) : "";
  if (newestDate && date <= newestDate)
    throw new AuthorError(file, `${file}: the release of ${date} would not be the newest (${newestDate} is).`);
  const notes = String(document.getIn(["unreleased", "notes"]) ?? "").trim();
  if (!notes)
    throw new AuthorError(
      file,
      `${file}: \`unreleased.notes\` is empty. Fix: describe the release there (what changed, why, what to do) first.`,
    );
  const release = new YAMLMap();
  const quotedDate = new Scalar(date);
  quotedDate.type = Scalar.QUOTE_DOUBLE;
  release.set("date", quotedDate);
  release.set("title", title);
  const body = new Scalar(`${notes}\n`);
  body.type = Scalar.BLOCK_LITERAL;
  release.set("notes", body);
  releases.items.unshift(release);
  const emptied = new Scalar("");
  emptied.type = Scalar.QUOTE_DOUBLE;
  document.setIn(["unreleased", "notes"], emptied);
  return document.toString({ lineWidth: 0 });
}
