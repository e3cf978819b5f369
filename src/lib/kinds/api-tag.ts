/** HTTP API tags: an overview page per tag that has one, its operations as cards. */
import { byPosition } from "../by-position";
import { linksInHtml } from "../links";
import { listingMarkdown } from "../markdown-export/cards";
import { TAG_ENDPOINTS_ANCHOR } from "../openapi/anchors";
import { HTTP_API_SPEC_FILE } from "../openapi/spec-file";
import type { PageContext } from "../page-context";
import type { SidebarNode } from "../sidebars/types";
import { operationSidebarItem, type OperationNode } from "./api-operation";
import type { PageKind } from "./types";

/** An ApiTag node, as the tag pages and the `http-api` sidebar read it. */
export interface TagNode {
  name: string;
  displayName: string;
  excerpt: string | null;
  descriptionHtml: string | null;
  /** Null for tags without an overview page. */
  route: string | null;
  operationIds: string[];
  /** The spec's source name (`http-api`): its sidebar generator. */
  source: string;
  position: number;
}

type SidebarOperation = Pick<OperationNode, "operationId" | "route" | "summary" | "method" | "deprecated" | "source">;

interface TagNodes {
  tags: TagNode[];
  operations: SidebarOperation[];
}

/** What the tag template's query selects by: the tag's name. */
export interface ApiTagIds {
  id: string;
}

/** The page context of a tag's overview page. */
export type ApiTagPageContext = PageContext<ApiTagIds>;

/**
 * The `http-api` sidebar generator: one category per tag (linked to the tag's overview page when
 * it has one), holding its operations with their method badges, in spec order.
 */
export function httpApiSidebarItems(
  tags: ReadonlyArray<Pick<TagNode, "displayName" | "route" | "operationIds">>,
  operations: readonly SidebarOperation[],
): SidebarNode[] {
  const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
  return tags.map((tag) => ({
    kind: "category",
    label: tag.displayName,
    href: tag.route,
    collapsed: false,
    items: tag.operationIds.flatMap((id): SidebarNode[] => {
      const operation = byId.get(id);
      return operation ? [operationSidebarItem(operation)] : [];
    }),
  }));
}

export const apiTagKind: PageKind<ApiTagIds, TagNodes> = {
  name: "api-tag",
  template: "src/templates/api-tag.tsx",
  nodeTypes: { tags: "ApiTag", operations: "ApiOperation" },
  pages: (nodes) =>
    nodes.tags.flatMap((tag) => {
      if (!tag.route) return [];
      return [
        {
          path: tag.route,
          source: `${HTTP_API_SPEC_FILE} (#/tags, ${tag.name})`,
          context: { id: tag.name },
          title: tag.displayName,
          description: tag.excerpt,
          heading: `${tag.displayName} API`,
          head: { title: `${tag.displayName} API` },
          linked: { anchors: new Set([TAG_ENDPOINTS_ANCHOR.id]), links: linksInHtml(tag.descriptionHtml) },
        },
      ];
    }),
  sidebarItems: (nodes) =>
    Object.fromEntries(
      [...new Set(nodes.tags.map((tag) => tag.source))].map((source) => [
        source,
        httpApiSidebarItems(
          byPosition(nodes.tags.filter((tag) => tag.source === source)),
          nodes.operations.filter((operation) => operation.source === source),
        ),
      ]),
    ),
  searchRecords: (page) => ({ title: page.title, description: page.description, keywords: [], body: null, code: [] }),
  moreSearchRecords: null,
  markdown: (page, nodes) =>
    listingMarkdown({
      title: `${page.title} API`,
      descriptionHtml: nodes.tags.find((tag) => tag.name === page.context.id)?.descriptionHtml ?? null,
      cards: page.pageContext.cards,
    }),
  llms: (page) => ({ title: page.title, description: page.description, optional: false, full: true }),
  files: null,
  redirects: null,
};
