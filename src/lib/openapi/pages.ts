import type { LinkedPage, SourceLink } from "../links";
import type { GeneratedPage } from "../routes";
import { operationToc, TAG_ENDPOINTS_ANCHOR, tocIds, type OperationSections } from "./anchors";

/** What page generation needs of a tag. */
export interface TagPageSource {
  name: string;
  displayName: string;
  excerpt: string | null;
  descriptionHtml: string | null;
  route: string | null;
}

/** What page generation needs of an operation. */
export interface OperationPageSource extends OperationSections {
  operationId: string;
  route: string;
  summary: string;
  excerpt: string | null;
  method: string;
  pointer: string;
  sourceFile: string;
  descriptionHtml: string | null;
}

/** Pages of the API reference, the links in their spec text, and the published spec files. */
export interface ApiPages {
  pages: GeneratedPage[];
  /** Pages as the link checker sees them: their heading ids and the links in their descriptions. */
  linked: LinkedPage[];
}

const HREF = /href="([^"]+)"/g;

/** Links in rendered description HTML. */
export function linksInHtml(html: string | null): SourceLink[] {
  if (!html) return [];
  return [...html.matchAll(HREF)].map((match) => ({ href: match[1].replace(/&amp;/g, "&") }));
}

/** One page per tag with an overview page, one per operation. */
export function apiPages(
  tags: readonly TagPageSource[],
  operations: readonly OperationPageSource[],
  specFile = "specs/http-api.openapi.yaml",
): ApiPages {
  const pages: GeneratedPage[] = [];
  const linked: LinkedPage[] = [];
  for (const tag of tags) {
    if (!tag.route) continue;
    const source = `${specFile} (#/tags, ${tag.name})`;
    pages.push({
      path: tag.route,
      template: "api-tag",
      source,
      id: tag.name,
      title: tag.displayName,
      description: tag.excerpt,
    });
    linked.push({
      route: tag.route,
      file: source,
      anchors: new Set([TAG_ENDPOINTS_ANCHOR.id]),
      links: linksInHtml(tag.descriptionHtml),
    });
  }
  for (const operation of operations) {
    const source = `${operation.sourceFile} (${operation.pointer})`;
    pages.push({
      path: operation.route,
      template: "api-operation",
      source,
      id: operation.operationId,
      title: operation.summary,
      description: operation.excerpt,
      method: operation.method,
    });
    const responseLinks = (operation.responses as Array<{ descriptionHtml?: string | null }>).flatMap((response) =>
      linksInHtml(response.descriptionHtml ?? null),
    );
    linked.push({
      route: operation.route,
      file: source,
      anchors: new Set(tocIds(operationToc(operation))),
      links: [...linksInHtml(operation.descriptionHtml), ...responseLinks],
    });
  }
  return { pages, linked };
}
