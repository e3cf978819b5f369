import type { GatsbyNode, Node } from "gatsby";
import { sectionHeadings, withChangelogHeadings } from "../lib/changelog/placement";
import { excludesDrafts, publishedDocs } from "../lib/docs";
import { buildToc, type Heading, type TocEntry } from "../lib/headings";
import { sidebarOfRoute, sidebarPages } from "../lib/sidebars/navigation";
import type { ResolvedSidebar } from "../lib/sidebars/types";
import { readSiteSidebars, type DocNode } from "./site-sidebars";
import { contentTreeField } from "./content-tree-field";

interface NodeModel {
  findAll(args: { type: string }): Promise<{ entries: Iterable<Node> }>;
}

/** What the table of contents reads of a Doc and of the changelog it shows. */
interface TocSource {
  headings: Heading[];
  tableOfContents: TocEntry[];
  changelog?: string | null;
  changelogAt?: number | null;
}
interface ChangelogHeadings {
  changelog: string;
  headingLevel: number;
  sections: Array<{ heading: string; anchor: string }>;
}

interface ResolverContext {
  nodeModel: NodeModel;
}

async function allOf<T>(context: ResolverContext, type: string): Promise<T[]> {
  const { entries } = await context.nodeModel.findAll({ type });
  return [...entries] as unknown as T[];
}

/** The resolved sidebars, by the same rule the route table uses. */
async function sidebarsOf(context: ResolverContext): Promise<ResolvedSidebar[]> {
  return readSiteSidebars((type) => allOf<Node>(context, type), excludesDrafts(process.env.NODE_ENV));
}

const sidebarField = {
  async resolve(source: { route: string }, _args: unknown, context: ResolverContext) {
    return sidebarOfRoute(await sidebarsOf(context), source.route)?.id ?? null;
  },
};

/** Fields derived from other nodes: sidebar memberships and the version's doc lists. */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers: register, reporter }) => {
  register({
    Doc: {
      sidebar: sidebarField,
      contentTree: contentTreeField(reporter),
      // The releases of the changelog a page shows are headings of the page (src/lib/changelog/placement.ts).
      tableOfContents: {
        async resolve(source: TocSource, _args: unknown, context: ResolverContext) {
          if (!source.changelog || source.changelogAt === null || source.changelogAt === undefined)
            return source.tableOfContents;
          const changelogs = await allOf<ChangelogHeadings>(context, "SpecChangelog");
          const shown = changelogs.find((node) => node.changelog === source.changelog);
          if (!shown) return source.tableOfContents;
          return buildToc(
            withChangelogHeadings(
              source.headings,
              source.changelogAt,
              sectionHeadings(shown.sections, shown.headingLevel),
            ),
          );
        },
      },
    },
    ApiOperation: { sidebar: sidebarField },
    DocsVersion: {
      docs: {
        async resolve(_source: Node, _args: unknown, context: ResolverContext) {
          const [docs, sidebars] = await Promise.all([allOf<DocNode>(context, "Doc"), sidebarsOf(context)]);
          return publishedDocs(docs, excludesDrafts(process.env.NODE_ENV)).map((doc) => ({
            id: doc.docId,
            path: doc.route,
            sidebar: sidebarOfRoute(sidebars, doc.route)?.id ?? null,
          }));
        },
      },
      draftIds: {
        async resolve(_source: Node, _args: unknown, context: ResolverContext) {
          const docs = await allOf<DocNode>(context, "Doc");
          return docs.filter((doc) => doc.draft).map((doc) => doc.docId);
        },
      },
      sidebars: {
        async resolve(_source: Node, _args: unknown, context: ResolverContext) {
          return (await sidebarsOf(context)).map((sidebar) => {
            const [first] = sidebarPages(sidebar.items);
            return { name: sidebar.id, link: first ? { path: first.href, label: first.label } : null };
          });
        },
      },
    },
  });
};
