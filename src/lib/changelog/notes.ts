/**
 * The hand-written release notes of a changelog (content/changelog/<id>.yaml): for each release,
 * its date, title and notes in Markdown (the why and the migration), newest first; the notes of
 * what is not released yet; and those of the baseline, version 1 before the first dated release.
 */
import { z } from "zod";
import { validationError, zodProblems } from "../validation-errors";
import { parseYamlSource } from "../yaml-source";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const releaseSchema = z
  .object({
    date: z.string().regex(DATE, "must be a date, YYYY-MM-DD"),
    title: z.string().trim().min(1, "must not be empty"),
    notes: z.string().trim().min(1, "must say what changed, why, and what to do"),
  })
  .strict();

const notesSchema = z
  .object({
    unreleased: z
      .object({ notes: z.string() })
      .strict()
      .nullable()
      .optional()
      .describe("What the spec has that no release has yet; the gate reads it."),
    releases: z.array(releaseSchema).min(1),
    baseline: z.object({ title: z.string().trim().min(1), notes: z.string().trim().min(1) }).strict(),
  })
  .strict();

export interface ReleaseNote {
  date: string;
  title: string;
  notes: string;
}

export interface ReleaseNotes {
  /** Notes of the changes not released yet; empty when there are none. */
  unreleased: string;
  /** Newest first. */
  releases: ReleaseNote[];
  baseline: { title: string; notes: string };
  /** The line of the file where each section's notes begin (`unreleased`, a date, `baseline`), for messages. */
  lines?: Readonly<Record<string, number>>;
}

/** The file line where a value's text begins: the next line for a block scalar (`notes: |`). */
function textLine(text: string, location: string): number | undefined {
  const line = Number(/:(\d+)$/.exec(location)?.[1]);
  if (!line) return undefined;
  return /[|>][0-9+-]*\s*(?:#.*)?$/.test(text.split("\n")[line - 1] ?? "") ? line + 1 : line;
}

/** Parses and checks a notes file: valid YAML, the fields above, dates newest first and each once. */
export function parseReleaseNotes(text: string, file: string): ReleaseNotes {
  const source = parseYamlSource(text, file);
  const result = notesSchema.safeParse(source.data);
  if (!result.success)
    throw validationError(
      file,
      `Invalid release notes in ${file}`,
      zodProblems(result.error.issues, { locate: source.locate }),
      "Fix: see src/lib/changelog/notes.ts for the fields a release takes.",
    );
  const { releases } = result.data;
  const problems = releases.flatMap((release, index) =>
    index > 0 && release.date >= releases[index - 1].date
      ? [
          {
            where: source.locate(["releases", index, "date"]),
            message: `${release.date} comes after ${releases[index - 1].date}: list releases newest first, each date once.`,
          },
        ]
      : [],
  );
  if (problems.length) throw validationError(file, `Invalid release notes in ${file}`, problems);
  const lines: Record<string, number> = {};
  const mark = (id: string, path: Array<string | number>) => {
    const line = textLine(text, source.locate(path));
    if (line) lines[id] = line;
  };
  if (result.data.unreleased) mark("unreleased", ["unreleased", "notes"]);
  releases.forEach((release, index) => mark(release.date, ["releases", index, "notes"]));
  mark("baseline", ["baseline", "notes"]);
  return { unreleased: result.data.unreleased?.notes ?? "", releases, baseline: result.data.baseline, lines };
}
