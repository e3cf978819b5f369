import { findUnknownComponents, unknownComponentError } from "./components-check";
import { contentProblemsError, findContentProblems } from "./content-checks";
import { findRemoteImport, remoteImportError } from "./remote-imports";
import { mdxSyntaxError, type MdxParseFailure } from "./syntax-error";
import type { TreeNode } from "./tree";
import { findUnsafeLinks, unsafeLinksError } from "./unsafe-links";

/** An MDX body as its parser left it: a tree, or the reason it could not parse. */
export type ParsedMdxBody = { tree: TreeNode; failure?: undefined } | { tree?: undefined; failure: MdxParseFailure };

/**
 * Every check the build makes on a parsed MDX body, in the order an author should fix them:
 * syntax, imports from a URL (never fetched), unknown components, unsafe links, then the
 * mistakes that would only fail in webpack or at render. Throws the first kind's AuthorError, positions in the file (`lineOffset` is the
 * number of lines in front of the body: the frontmatter).
 */
export function checkParsedMdx(parsed: ParsedMdxBody, file: string, lineOffset: number): void {
  if (!parsed.tree) throw mdxSyntaxError(parsed.failure, file, lineOffset);
  const remote = findRemoteImport(parsed.tree);
  if (remote) throw remoteImportError(remote, file, lineOffset);
  const [unknown] = findUnknownComponents(parsed.tree);
  if (unknown) throw unknownComponentError(unknown, file, lineOffset);
  const unsafe = findUnsafeLinks(parsed.tree);
  if (unsafe.length > 0) throw unsafeLinksError(unsafe, file, lineOffset);
  const problems = findContentProblems(parsed.tree);
  if (problems.length > 0) throw contentProblemsError(problems, file, lineOffset);
}
