import type { Node } from "gatsby";

/**
 * In `gatsby develop`, a saved file reaches Gatsby as a new File node, and Gatsby goes on to make
 * pages without waiting for the hooks that turn that file into content nodes (the YAML transformer,
 * then the symbol lists, the sidebars, the specs, the guides). Under load those hooks can finish
 * after the pages were made, and the pages would keep the file's previous version until the next
 * save. createPages therefore first waits until every file changed since its last run has been
 * through the site's own onCreateNode, which Gatsby calls last for each node, after the plugins'
 * hooks (each of which waits for the nodes it creates to be processed in turn).
 */

/** A file's identity and version, as its File node has them. */
export interface FileVersion {
  id: string;
  digest: string;
}

/** The id and content digest of a File node. */
const versionOf = (file: Node): FileVersion => ({ id: file.id, digest: file.internal.contentDigest });

/** Files that are new or different since `before` (null on the first run, when nothing is waited for). */
export function changedSince(files: readonly FileVersion[], before: ReadonlyMap<string, string> | null): FileVersion[] {
  if (!before) return [];
  return files.filter((file) => before.get(file.id) !== file.digest);
}

/** The files of `changed` whose current version has not been through the hooks yet. */
export function unsettled(changed: readonly FileVersion[], processed: ReadonlyMap<string, string>): FileVersion[] {
  return changed.filter((file) => processed.get(file.id) !== file.digest);
}

/** Children a File node's hooks create that the site's onCreateNode finishes on its own (see noteChildDone). */
const SELF_SETTLING_CHILD_TYPES = new Set(["Mdx"]);

/**
 * Which files' versions have been through the hooks, and the versions createPages last made pages
 * from. One per process: the site's onCreateNode writes it, its createPages reads it.
 */
export class SettledFiles {
  private readonly processed = new Map<string, string>();
  private pagesMadeFrom: Map<string, string> | null = null;
  private readonly waiters = new Set<() => void>();

  /**
   * The site's onCreateNode has reached a File node: its plugins' hooks are done. A guide's Mdx
   * child is handled by gatsby-plugin-mdx without waiting, so a file with a current Mdx child
   * settles when that child is done instead (noteChildDone).
   */
  noteFile(file: Node, getNode: (id: string) => Node | undefined): void {
    const current = versionOf(file);
    // The store's copy: the hooks' links to the children made from this version are on it.
    const children = getNode(file.id)?.children ?? file.children;
    const pendingChild = children.some((id) => {
      const child = getNode(id);
      return (
        child !== undefined &&
        SELF_SETTLING_CHILD_TYPES.has(child.internal.type) &&
        child.internal.contentDigest === current.digest
      );
    });
    if (!pendingChild || this.processed.get(current.id) === current.digest) this.settle(current);
  }

  /** The site's onCreateNode is done with a child that settles its file (an Mdx node carries its file's digest). */
  noteChildDone(child: Node): void {
    if (child.parent) this.settle({ id: child.parent, digest: child.internal.contentDigest });
  }

  /**
   * Waits until every file changed since the last call has settled, or `timeoutMs` passed;
   * answers the files still unsettled then. Records the files' versions for the next call.
   */
  async waitForChanges(files: readonly Node[], timeoutMs: number): Promise<FileVersion[]> {
    const versions = files.map(versionOf);
    const changed = changedSince(versions, this.pagesMadeFrom);
    this.pagesMadeFrom = new Map(versions.map((file) => [file.id, file.digest]));
    if (unsettled(changed, this.processed).length === 0) return [];
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve();
      };
      const check = () => {
        if (unsettled(changed, this.processed).length === 0) done();
      };
      const timer = setTimeout(done, timeoutMs);
      this.waiters.add(check);
    });
    return unsettled(changed, this.processed);
  }

  private settle(file: FileVersion): void {
    this.processed.set(file.id, file.digest);
    for (const check of [...this.waiters]) check();
  }
}

/** The process's record, shared by the site's hooks. */
export const settledFiles = new SettledFiles();
