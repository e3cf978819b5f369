import type { Parser } from "@asyncapi/parser";
import { pathToPointer, specError, valueAt, type SpecDocument } from "../lib/openapi/document";
import { checkAllRefs, forEachRef } from "../lib/openapi/refs";

/** Diagnostic severity of @asyncapi/parser (Spectral): 0 is an error. */
const ERROR = 0;

/** URI schemes @asyncapi/parser can read a `$ref` from by default. */
const FETCHING_SCHEMES = ["file", "http", "https"];

/**
 * A parser that cannot read anything outside the text it is given. The parser tries its own
 * readers after a custom one that throws, so each custom reader answers instead: it records the
 * address and returns an empty document, and the caller stops the build on any record.
 *
 * The parser is loaded here, not with the module: Gatsby loads every gatsby-node in its HTML
 * workers and in builds that stop before sourcing, which never validate a spec.
 */
export async function offlineParser(blocked: string[]): Promise<Parser> {
  const { Parser } = await import("@asyncapi/parser");
  const resolvers = FETCHING_SCHEMES.map((schema) => ({
    schema,
    // Before the parser's own readers, which have no order. Not 0: the parser reads 0 as "none".
    order: 1,
    read: (uri: { toString(): string }) => {
      blocked.push(uri.toString());
      return "{}";
    },
  }));
  return new Parser({ __unstable: { resolver: { cache: false, resolvers } } });
}

/**
 * Validates the spec with @asyncapi/parser and stops at its first error-level diagnostic,
 * naming the file, the line and the JSON pointer the diagnostic points at. The site's own
 * reference check runs first, so the parser only ever sees references into the spec itself.
 */
export async function checkWithAsyncApiParser(text: string, document: SpecDocument): Promise<void> {
  checkAllRefs(document);
  const blocked: string[] = [];
  const { diagnostics } = await (await offlineParser(blocked)).parse(text);
  if (blocked.length > 0) throw blockedReadError(document, blocked[0]);
  const errors = diagnostics.filter((diagnostic) => diagnostic.severity === ERROR);
  // The parser reports a problem once per place that reaches it through a $ref; the place
  // where it is written is the one the author can fix.
  const first =
    errors.find((diagnostic) => valueAt(document.root, pathToPointer(diagnostic.path)) !== undefined) ?? errors[0];
  if (!first) return;
  throw specError(document, pathToPointer(first.path), `${first.message} (${first.code}).`);
}

/** The author error for a read the parser attempted and was refused, at the `$ref` that asked for it. */
function blockedReadError(document: SpecDocument, uri: string) {
  let where = "#";
  forEachRef(document.root, "#", (ref, pointer) => {
    if (where === "#" && uri.startsWith(ref.split("#")[0])) where = pointer;
  });
  return specError(
    document,
    where,
    `a reference asks for "${uri}": the build never fetches files or URLs named in a spec. Fix: copy the definition into this spec and refer to it as "#/components/…".`,
  );
}
