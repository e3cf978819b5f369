import type { SidebarNode } from "../sidebars/types";

/** What the sidebar needs of a tag. */
export interface TagSummary {
  name: string;
  displayName: string;
  route: string | null;
  operationIds: string[];
}

/** What the sidebar needs of an operation. */
export interface OperationSummary {
  operationId: string;
  route: string;
  summary: string;
  method: string;
  deprecated: boolean;
}

/**
 * The `http-api` sidebar generator: one category per tag (linked to the tag's overview page when
 * it has one), holding its operations with their method badges, in spec order.
 */
export function httpApiSidebarItems(
  tags: readonly TagSummary[],
  operations: readonly OperationSummary[],
): SidebarNode[] {
  const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
  return tags.map((tag) => ({
    kind: "category",
    label: tag.displayName,
    href: tag.route,
    collapsed: false,
    items: tag.operationIds.flatMap((id): SidebarNode[] => {
      const operation = byId.get(id);
      if (!operation) return [];
      return [
        {
          kind: "doc",
          docId: operation.route,
          label: operation.summary,
          href: operation.route,
          pageKind: "api-operation",
          method: operation.method,
          deprecated: operation.deprecated,
        },
      ];
    }),
  }));
}
