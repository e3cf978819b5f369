/**
 * A symbol list file that is empty or missing. Either would leave the list's page and the page of
 * every symbol in it out of the site without a word from the build (gatsby-transformer-yaml makes
 * nothing of an empty file), so both stop the build naming the file, like any invalid list.
 */
import type { AuthorError } from "../author-error";
import { validationError, type Problem } from "../validation-errors";

const SCHEMA_FILE = "src/lib/symbols/schema.ts";
const LISTS_FILE = "src/lib/symbols/lists.ts";

/** Whether a file's text holds no YAML value: nothing, or only blank lines, comments and document markers. */
export function isBlankYaml(text: string): boolean {
  return text.split(/\r?\n/).every((line) => /^\s*(?:#.*)?$/.test(line) || /^(?:---|\.\.\.)\s*(?:#.*)?$/.test(line));
}

/** The problem of a list file that holds no entries. */
export function emptyListProblem(file: string): Problem {
  return {
    where: `${file}:1`,
    message:
      "the file is empty: it holds no entries, so the list's page and the page of each of its symbols would be left out of the site",
  };
}

/** The problem of a list file that is not there. */
export function missingListProblem(file: string): Problem {
  return {
    where: file,
    message:
      "the file is missing, so the list's page and the page of each of its symbols would be left out of the site",
  };
}

/** The author error for list files that are empty or missing, with the fix. */
export function emptyListsError(problems: readonly Problem[]): AuthorError {
  const files = problems.map((problem) => problem.where.replace(/:\d+$/, ""));
  return validationError(
    files[0],
    `Empty or missing symbol list${files.length > 1 ? "s" : ""} ${files.join(", ")}`,
    problems,
    `Fix: write the list's entries back (the fields are described in ${SCHEMA_FILE}), e.g. restore the file with \`git checkout HEAD -- ${files.join(" ")}\`; a list the site no longer has is removed from SYMBOL_LISTS in ${LISTS_FILE}.`,
  );
}
