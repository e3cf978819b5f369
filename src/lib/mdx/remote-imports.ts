import { AuthorError } from "../author-error";
import { walk, type TreeNode } from "./tree";

interface EstreeStatement {
  type: string;
  source?: { value?: unknown; loc?: { start: { line: number; column: number } } } | null;
  loc?: { start: { line: number; column: number } };
}

/** A module address that is not a file of the site: a URL, protocol-relative or with any scheme. */
const NOT_LOCAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * The first `import … from "<url>"` (or `export … from`) in an MDX tree, which would make the
 * build fetch code named in content; null when every import is a file of the site.
 */
export function findRemoteImport(tree: TreeNode): { source: string; line: number | null } | null {
  let found: { source: string; line: number | null } | null = null;
  walk(tree, (node) => {
    if (found || node.type !== "mdxjsEsm") return;
    const program = (node.data as { estree?: { body?: EstreeStatement[] } } | undefined)?.estree;
    for (const statement of program?.body ?? []) {
      const source = statement.source?.value;
      if (typeof source === "string" && NOT_LOCAL.test(source)) {
        found = { source, line: statement.loc?.start.line ?? node.position?.start.line ?? null };
        return;
      }
    }
  });
  return found;
}

/** The author error for a remote import, at its line in the file (`lineOffset`: lines before the body). */
export function remoteImportError(
  found: { source: string; line: number | null },
  file: string,
  lineOffset: number,
): AuthorError {
  const where = found.line === null ? file : `${file}:${found.line + lineOffset}`;
  return new AuthorError(
    file,
    `MDX import from "${found.source}" in ${where}: the build never fetches code named in content. Fix: import a component of the site (see src/components/mdx), or add the code to the repository and import it by path.`,
  );
}
