import type { Node, Reporter } from "gatsby";
import { readFile } from "fs/promises";
import { AuthorError } from "../lib/author-error";
import { FACTS_SOURCE } from "../lib/facts/load";
import { mdxUsesFacts } from "../lib/facts/mdx-uses-facts";
import type { ContentTree } from "../lib/mdx/content-tree";
import { bodyLineOffset } from "../lib/mdx/syntax-error";
import { compileContentTree } from "./content-tree";
import { panicOnAuthorError } from "./report";

interface MdxNode extends Node {
  body?: string;
  internal: Node["internal"] & { contentFilePath?: string };
}

/** The part of Gatsby's node model the field reads; each read is a dependency of the page's query. */
interface NodeModel {
  getNodeById(args: { id: string; type?: string }): Node | null;
  findOne(args: { type: string; query: { filter: Record<string, unknown> } }): Promise<Node | null>;
}

/** What the field reads of a Doc node. */
interface DocSource {
  mdx?: string | null;
}

/**
 * Doc.contentTree: the guide's body compiled from its Mdx node when a page query asks for it.
 * The query then depends on the Mdx node, and on content/facts.yaml's File node when the guide
 * shows a fact, so `gatsby develop` runs it again when the guide or the facts it shows are saved,
 * and a build after a change of the facts compiles again only the guides that show them. An
 * author error stops the build with its message (the sourcing checks report the same mistakes
 * earlier, in src/lib/mdx/tree-check.ts).
 */
export function contentTreeField(reporter: Reporter) {
  return {
    type: "JSON",
    async resolve(source: DocSource, _args: unknown, context: { nodeModel: NodeModel }): Promise<ContentTree | null> {
      const mdx = source.mdx
        ? (context.nodeModel.getNodeById({ id: source.mdx, type: "Mdx" }) as MdxNode | null)
        : null;
      if (!mdx?.internal.contentFilePath) return null;
      const body = mdx.body ?? "";
      if (mdxUsesFacts(body))
        await context.nodeModel.findOne({
          type: "File",
          query: { filter: { sourceInstanceName: { eq: FACTS_SOURCE } } },
        });
      const file = mdx.internal.contentFilePath;
      try {
        return await compileContentTree(body, file);
      } catch (error) {
        if (!(error instanceof AuthorError)) throw error;
        // Only a failing guide pays for reading its file again, to name lines of the file.
        const offset = bodyLineOffset(await readFile(file, "utf8").catch(() => body), body);
        const located = await compileContentTree(body, file, offset).then(
          () => error,
          (again: unknown) => again,
        );
        return panicOnAuthorError(reporter, located);
      }
    },
  };
}
