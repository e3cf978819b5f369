import type { GatsbyNode, Node } from "gatsby";
import { excludesDrafts, publishedDocs } from "../lib/docs";
import { docIdsInSidebar } from "../lib/sidebars/membership";
import type { SidebarFileItem } from "../lib/sidebars/schema";

interface DocNode extends Node {
  docId: string;
  route: string;
  title: string;
  sidebarLabel: string | null;
  draft: boolean;
}

interface SidebarNode extends Node {
  items: SidebarFileItem[];
}

interface NodeModel {
  getNodeById(args: { id: string }): Node | null;
  findAll(args: { type: string }): Promise<{ entries: Iterable<Node> }>;
}

interface ResolverContext {
  nodeModel: NodeModel;
}

async function allOf<T extends Node>(context: ResolverContext, type: string): Promise<T[]> {
  const { entries } = await context.nodeModel.findAll({ type });
  return [...entries] as T[];
}

function sidebarName(node: Node, context: ResolverContext): string {
  const file = node.parent ? (context.nodeModel.getNodeById({ id: node.parent }) as { name?: string } | null) : null;
  return file?.name ?? "";
}

async function sidebarOfDoc(docId: string, context: ResolverContext): Promise<string | null> {
  const sidebars = await allOf<SidebarNode>(context, "Sidebar");
  const holder = sidebars.find((sidebar) => docIdsInSidebar(sidebar.items).includes(docId));
  return holder ? sidebarName(holder, context) : null;
}

/** Fields derived from other nodes: sidebar names and memberships, the version's doc lists. */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers: register }) => {
  register({
    Sidebar: {
      name: { resolve: (source: Node, _args: unknown, context: ResolverContext) => sidebarName(source, context) },
    },
    Doc: {
      sidebar: {
        resolve: (source: DocNode, _args: unknown, context: ResolverContext) => sidebarOfDoc(source.docId, context),
      },
    },
    DocsVersion: {
      docs: {
        async resolve(_source: Node, _args: unknown, context: ResolverContext) {
          const docs = await allOf<DocNode>(context, "Doc");
          const published = publishedDocs(docs, excludesDrafts(process.env.NODE_ENV));
          return Promise.all(
            published.map(async (doc) => ({ id: doc.docId, path: doc.route, sidebar: await sidebarOfDoc(doc.docId, context) })),
          );
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
          const [sidebars, docs] = await Promise.all([
            allOf<SidebarNode>(context, "Sidebar"),
            allOf<DocNode>(context, "Doc"),
          ]);
          const byId = new Map(publishedDocs(docs, excludesDrafts(process.env.NODE_ENV)).map((doc) => [doc.docId, doc]));
          return sidebars.map((sidebar) => {
            const first = docIdsInSidebar(sidebar.items)
              .map((id) => byId.get(id))
              .find((doc) => doc !== undefined);
            return {
              name: sidebarName(sidebar, context),
              link: first ? { path: first.route, label: first.sidebarLabel ?? first.title } : null,
            };
          });
        },
      },
    },
  });
};
