import type { ZodIssue } from "zod";
import { AuthorError } from "../author-error";
import { parseYamlSource } from "../yaml-source";
import { FactReferenceError, resolveFactPlaceholders } from "./placeholders.mjs";
import { factsSchema, type Facts } from "./schema";

/** Where the facts live, relative to the project root. */
export const FACTS_FILE = "content/facts.yaml";

function describeIssue(issue: ZodIssue, locate: (path: ReadonlyArray<string | number>) => string): string {
  const field = issue.path.join(".") || "(top level)";
  return `${locate(issue.path)}: field "${field}": ${issue.message}`;
}

/**
 * Parses and validates the facts file. An invalid file stops the build naming the file, the
 * line and the field of every problem.
 */
export function parseFacts(text: string, file = FACTS_FILE): Facts {
  const source = parseYamlSource(text, file);
  const result = factsSchema.safeParse(source.data);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${describeIssue(issue, source.locate)}`);
  throw new AuthorError(
    file,
    `Invalid facts in ${file}:\n${problems.join("\n")}\nFix: see the description of each field in src/lib/facts/schema.ts.`,
  );
}

/** `resolveFactPlaceholders`, with a missing fact turned into an author error for the build. */
export function resolveFacts(text: string, facts: Facts, file: string): string {
  try {
    return resolveFactPlaceholders(text, facts, file);
  } catch (error) {
    if (error instanceof FactReferenceError) throw new AuthorError(file, error.message);
    throw error;
  }
}
