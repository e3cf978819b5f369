import { AuthorError } from "../author-error";
import { validationError, zodProblems } from "../validation-errors";
import { parseYamlSource } from "../yaml-source";
import { FactReferenceError, resolveFactPlaceholders } from "./placeholders";
import { factsSchema, type Facts } from "./schema";

/** Where the facts live, relative to the project root. */
export const FACTS_FILE = "content/facts.yaml";

/** The name gatsby-source-filesystem gives the facts file's File node (its sourceInstanceName). */
export const FACTS_SOURCE = "facts";

/**
 * Parses and validates the facts file. An invalid file stops the build naming the file, the
 * line and the field of every problem.
 */
export function parseFacts(text: string, file = FACTS_FILE): Facts {
  const source = parseYamlSource(text, file);
  const result = factsSchema.safeParse(source.data);
  if (result.success) return result.data;
  throw validationError(
    file,
    `Invalid facts in ${file}`,
    zodProblems(result.error.issues, { locate: source.locate }),
    "Fix: see the description of each field in src/lib/facts/schema.ts.",
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
