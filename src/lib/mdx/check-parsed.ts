import { AuthorError } from "../author-error";
import { findUnknownComponents, MDX_COMPONENT_NAMES, unknownComponentError } from "./components-check";
import { contentProblemsError, findContentProblems } from "./content-checks";
import { findRemoteImport, remoteImportError } from "./remote-imports";
import { findImports, findUndefinedNames, type ScopeProblem } from "./scope-check";
import { mdxSyntaxError, type MdxParseFailure } from "./syntax-error";
import type { TreeNode } from "./tree";
import { codeInContentError, findCodeInContent } from "./tree-check";
import { findUnsafeLinks, unsafeLinksError } from "./unsafe-links";

/** An MDX body as its parser left it: a tree, or the reason it could not parse. */
export type ParsedMdxBody = { tree: TreeNode; failure?: undefined } | { tree?: undefined; failure: MdxParseFailure };

/** What the checks need from outside the body. */
export interface MdxCheckOptions {
  /** True when an import source resolves from the file; without it imports are not checked. */
  resolveImport?: (source: string) => boolean;
}

function at(file: string, problem: ScopeProblem, lineOffset: number): string {
  return `${file}${problem.line ? `:${problem.line + lineOffset}${problem.column ? `:${problem.column}` : ""}` : ""}`;
}

/**
 * Every check the build makes on a parsed MDX body, in the order an author should fix them:
 * syntax, imports from a URL (never fetched), unknown components, imports that resolve to
 * nothing, names nothing defines, unsafe links, then the mistakes that would only fail in webpack
 * or at render. Throws the first kind's AuthorError, positions in the file (`lineOffset` is the
 * number of lines in front of the body: the frontmatter).
 */
export function checkParsedMdx(
  parsed: ParsedMdxBody,
  file: string,
  lineOffset: number,
  options: MdxCheckOptions = {},
): void {
  if (!parsed.tree) throw mdxSyntaxError(parsed.failure, file, lineOffset);
  const remote = findRemoteImport(parsed.tree);
  if (remote) throw remoteImportError(remote, file, lineOffset);
  const [unknown] = findUnknownComponents(parsed.tree);
  if (unknown) throw unknownComponentError(unknown, file, lineOffset);
  const { resolveImport } = options;
  const [missing] = resolveImport ? findImports(parsed.tree).filter((item) => !resolveImport(item.name)) : [];
  if (missing) {
    throw new AuthorError(
      file,
      `Import in ${at(file, missing, lineOffset)} of "${missing.name}" resolves to nothing.\n` +
        "  Fix: check the path (relative to the MDX file, e.g. ../../src/components/x) or install the package.",
    );
  }
  const [undefinedName] = findUndefinedNames(parsed.tree, MDX_COMPONENT_NAMES);
  if (undefinedName) {
    throw new AuthorError(
      file,
      `Undefined name in ${at(file, undefinedName, lineOffset)}: "${undefinedName.name}" is not defined in this file.\n` +
        "  Fix: write the value itself, or use a component of src/components/mdx (guides are rendered from data: " +
        "they define no names); for literal braces in text, write \\{ and \\}.",
    );
  }
  const unsafe = findUnsafeLinks(parsed.tree);
  if (unsafe.length > 0) throw unsafeLinksError(unsafe, file, lineOffset);
  const problems = findContentProblems(parsed.tree);
  if (problems.length > 0) throw contentProblemsError(problems, file, lineOffset);
  const [code] = findCodeInContent(parsed.tree);
  if (code) throw codeInContentError(code, file, lineOffset);
}
