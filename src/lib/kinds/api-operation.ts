/** HTTP API operations: one page per operation of the OpenAPI spec. */
import { linksInHtml } from "../links";
import { operationMarkdown, type OperationSource } from "../markdown-export/operation";
import { operationToc, tocIds } from "../openapi/anchors";
import type { PageContext } from "../page-context";
import { codeTermsOf } from "../search/code-terms";
import type { SidebarDocNode } from "../sidebars/types";
import type { PageKind } from "./types";

/** An ApiOperation node, as the operation pages read it. */
export interface OperationNode extends OperationSource {
  operationId: string;
  excerpt: string | null;
  pointer: string;
  sourceFile: string;
  /** The spec's source name (`http-api`): its sidebar generator. */
  source: string;
}

/** An ApiSpec node: its servers and downloads. */
export interface ApiSpecNode {
  title: string;
  servers: ReadonlyArray<{ url: string }>;
  downloads: { yaml: string; json: string };
}

interface OperationNodes {
  operations: OperationNode[];
  specs: ApiSpecNode[];
}

/** What the operation template's query selects by (the operation id), and the server it documents. */
export interface ApiOperationIds {
  id: string;
  /** Base URL of the API, shown before the operation's path: the spec's first server. */
  serverUrl: string;
}

/** The page context of an operation page. */
export type ApiOperationPageContext = PageContext<ApiOperationIds>;

export const apiOperationKind: PageKind<ApiOperationIds, OperationNodes> = {
  name: "api-operation",
  template: "src/templates/api-operation.tsx",
  nodeTypes: { operations: "ApiOperation", specs: "ApiSpec" },
  pages: (nodes) => {
    // The spec's source requires a server (src/lib/openapi/reference-model.ts): operations come with one.
    const serverUrl = nodes.specs[0]?.servers[0]?.url ?? "";
    return nodes.operations.map((operation) => {
      const responseLinks = operation.responses.flatMap((response) => linksInHtml(response.descriptionHtml));
      return {
        path: operation.route,
        source: `${operation.sourceFile} (${operation.pointer})`,
        context: { id: operation.operationId, serverUrl },
        title: operation.summary,
        description: operation.excerpt,
        head: { title: `${operation.summary} (${operation.method.toUpperCase()} ${operation.path})` },
        method: operation.method,
        linked: {
          anchors: new Set(tocIds(operationToc(operation))),
          links: [...linksInHtml(operation.descriptionHtml), ...responseLinks],
        },
      };
    });
  },
  // Operations are listed under their tags: see the API tag kind.
  sidebarItems: null,
  searchRecords: (page, nodes) => {
    const operation = nodes.operations.find((node) => node.operationId === page.context.id);
    return {
      title: page.title,
      description: page.description,
      // An operation is found by its method and path as well (GET /crypto/quote).
      keywords: operation ? [operation.method.toUpperCase(), operation.path] : [],
      body: null,
      code: operation ? codeTermsOf(operation) : [],
    };
  },
  moreSearchRecords: null,
  markdown: (page, nodes) => {
    const operation = nodes.operations.find((node) => node.operationId === page.context.id);
    return operation ? operationMarkdown(operation, { serverUrl: nodes.specs[0]?.servers[0]?.url ?? null }) : null;
  },
  llms: (page) => ({ title: page.title, description: page.description, optional: false, full: true }),
  files: (nodes) =>
    nodes.specs.flatMap((spec) => [
      {
        path: spec.downloads.yaml,
        llms: {
          label: `${spec.title} (OpenAPI, YAML)`,
          description: "the HTTP API spec every HTTP reference page is generated from",
        },
      },
      { path: spec.downloads.json, llms: null },
    ]),
  redirects: null,
};

/** An operation in the `http-api` sidebar: its method badge, struck through when deprecated. */
export function operationSidebarItem(
  operation: Pick<OperationNode, "route" | "summary" | "method" | "deprecated">,
): SidebarDocNode {
  return {
    kind: "doc",
    docId: operation.route,
    label: operation.summary,
    href: operation.route,
    pageKind: apiOperationKind.name,
    method: operation.method,
    deprecated: operation.deprecated,
  };
}
