import type { ZodIssue } from "zod";
import { AuthorError } from "./author-error";

/** A path into a parsed file's values. */
export type ValuePath = ReadonlyArray<string | number>;

/** One problem of a file: where it is, what is wrong, and optionally what the value is for. */
export interface Problem {
  /** `file:line` (or `file:line:column`); the file alone for a value that has no line. */
  where: string;
  message: string;
  /** A second line under the problem, such as what the field holds. */
  detail?: string;
}

/**
 * The one shape of an invalid file's message, whatever found the problems (zod, the schema check, the YAML
 * parser, the site's own checks): a heading naming the file, one `file:line: message` line per
 * problem, and the fix.
 */
export function formatProblems(heading: string, problems: readonly Problem[], fix?: string): string {
  const lines = problems.map(
    (problem) => `  - ${problem.where}: ${problem.message}${problem.detail ? `\n    ${problem.detail}` : ""}`,
  );
  return [`${heading}:`, ...lines, ...(fix ? [fix] : [])].join("\n");
}

/** A single problem on one line, `heading where: message`, for errors that stop at the first problem. */
export function formatProblem(heading: string, problem: Problem, fix?: string): string {
  return `${heading} ${problem.where}: ${problem.message}${fix ? `\n  Fix: ${fix}` : ""}`;
}

/** The author error of an invalid file, with formatProblems' message. */
export function validationError(
  file: string,
  heading: string,
  problems: readonly Problem[],
  fix?: string,
): AuthorError {
  return new AuthorError(file, formatProblems(heading, problems, fix));
}

/** `field "a.b.1"`, or `(top level)` for the file itself. */
export const fieldName = (path: ValuePath): string => `field "${path.join(".")}"`;

/** How zodProblems words the problems of one schema. */
export interface ZodWording {
  /** Where the value at a path is; the file alone when it has no line. */
  locate(path: ValuePath): string;
  /** The message of an issue (other than an unknown field); by default `field "path": message`. */
  describe?(issue: ZodIssue): string;
  /** The message of an unknown field at `path` (the field's own path); by default `unknown field "name"`. */
  unknownField?(path: ValuePath): string;
}

const describeIssue = (issue: ZodIssue) =>
  issue.path.length ? `${fieldName(issue.path)}: ${issue.message}` : `(top level): ${issue.message}`;

const describeUnknownField = (path: ValuePath) => `unknown field "${String(path[path.length - 1])}"`;

/** One zod issue at one value: an unknown field is an issue of its own, at the field's path. */
export interface ValueIssue {
  path: ValuePath;
  issue: ZodIssue;
  unknownField: boolean;
}

/** zod's issues, one per value (zod reports a mapping's unknown fields together, at the mapping). */
export function valueIssues(issues: readonly ZodIssue[]): ValueIssue[] {
  return issues.flatMap((issue): ValueIssue[] =>
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) => ({ path: [...issue.path, key], issue, unknownField: true }))
      : [{ path: issue.path, issue, unknownField: false }],
  );
}

/** zod's issues as problems, each at its value's line; an unknown field is one problem per field, at its own line. */
export function zodProblems(issues: readonly ZodIssue[], wording: ZodWording): Problem[] {
  const { locate, describe = describeIssue, unknownField = describeUnknownField } = wording;
  return valueIssues(issues).map(({ path, issue, unknownField: unknown }) => ({
    where: locate(path),
    message: unknown ? unknownField(path) : describe(issue),
  }));
}
