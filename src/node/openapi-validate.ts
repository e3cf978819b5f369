import { specError, type SpecDocument } from "../lib/openapi/document";
import { checkAllRefs } from "../lib/openapi/refs";

/**
 * The parser resolves references inside the spec only: external ones (files, URLs) are never
 * read, whatever the spec says. The site's own check has already rejected them with a pointer.
 */
export const LOCAL_ONLY = { resolve: { external: false, file: false } } as const;

/**
 * Runs the OpenAPI schema validation of @readme/openapi-parser after the site's own checks, which
 * already name pointers for the problems authors make most. Its messages name the place in the
 * spec in their own words; the file is added so the author knows where to look. The parser is
 * loaded on the first call, as the AsyncAPI one is (see offlineParser).
 */
export async function checkWithOpenApiParser(document: SpecDocument): Promise<void> {
  checkAllRefs(document);
  const { validate } = await import("@readme/openapi-parser");
  // The parser dereferences in place; it gets a copy so the document stays as written.
  const result = await validate(structuredClone(document.root) as Parameters<typeof validate>[0], LOCAL_ONLY);
  if (result.valid) return;
  const messages = result.errors.map((error) => `  - ${error.message}`).join("\n");
  throw specError(document, "#", `the spec is not valid OpenAPI:\n${messages}`);
}
