/**
 * Cuts a release of an API: `npm run changelog:release -- <http|websocket> <YYYY-MM-DD> "<title>"`.
 * Writes the spec as it is now, its facts resolved, as the release's snapshot
 * (specs/releases/<api>/<date>.<openapi|asyncapi>.json), and moves the notes under `unreleased`
 * in content/changelog/<api>.yaml into a release of that date and title. Commit both files.
 */
import fs from "node:fs";
import path from "node:path";
import { AuthorError } from "../src/lib/author-error";
import { CHANGELOGS, type ChangelogId } from "../src/lib/changelog/specs";
import { releaseNotesText, snapshotText } from "../src/lib/changelog/release";
import { FACTS_FILE, parseFacts, resolveFacts } from "../src/lib/facts/load";
import { parseSpecDocument } from "../src/lib/openapi/document";

const USAGE = 'Usage: npm run changelog:release -- <http|websocket> <YYYY-MM-DD> "<title>"';

function main(args: readonly string[], root = process.cwd()): string {
  const [id, date, title] = args;
  if (!(id in CHANGELOGS) || !date || !title) throw new Error(USAGE);
  const spec = CHANGELOGS[id as ChangelogId];
  const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
  const facts = parseFacts(read(FACTS_FILE));
  const notes = releaseNotesText(read(spec.notes), spec.notes, date, title);
  const current = parseSpecDocument(resolveFacts(read(spec.spec), facts, spec.spec), spec.spec).root;
  const snapshot = path.join(spec.releases, `${date}${spec.extension}`);
  if (fs.existsSync(path.join(root, snapshot))) throw new Error(`${snapshot} exists already.`);
  fs.writeFileSync(
    path.join(root, snapshot),
    snapshotText(current, { date, source: `${spec.spec} as released, facts from ${FACTS_FILE}` }),
  );
  fs.writeFileSync(path.join(root, spec.notes), notes);
  return `Released ${spec.title} ${date}: wrote ${snapshot} and moved the unreleased notes in ${spec.notes}. Commit both.`;
}

try {
  console.log(main(process.argv.slice(2)));
} catch (error) {
  console.error(error instanceof AuthorError || error instanceof Error ? error.message : String(error));
  process.exit(1);
}
