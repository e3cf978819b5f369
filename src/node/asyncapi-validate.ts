import { Parser } from "@asyncapi/parser";
import { pathToPointer, specError, valueAt, type SpecDocument } from "../lib/openapi/document";

/** Diagnostic severity of @asyncapi/parser (Spectral): 0 is an error. */
const ERROR = 0;

/**
 * Validates the spec with @asyncapi/parser and stops at its first error-level diagnostic,
 * naming the file, the line and the JSON pointer the diagnostic points at.
 */
export async function checkWithAsyncApiParser(text: string, document: SpecDocument): Promise<void> {
  const { diagnostics } = await new Parser().parse(text);
  const errors = diagnostics.filter((diagnostic) => diagnostic.severity === ERROR);
  // The parser reports a problem once per place that reaches it through a $ref; the place
  // where it is written is the one the author can fix.
  const first = errors.find((diagnostic) => valueAt(document.root, pathToPointer(diagnostic.path)) !== undefined) ?? errors[0];
  if (!first) return;
  throw specError(document, pathToPointer(first.path), `${first.message} (${first.code}).`);
}
