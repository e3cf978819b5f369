/** @jest-environment node */
import path from "node:path";
import { routeForDocId, type DocSummary } from "../../src/lib/docs";
import type { RoutedPage } from "../../src/lib/kinds/define";
import { httpApiSidebarItems, type TagNode } from "../../src/lib/kinds/api-tag";
import type { OperationNode } from "../../src/lib/kinds/api-operation";
import { buildRouteTable } from "../../src/lib/routes";
import type { ResolvedSidebar } from "../../src/lib/sidebars/types";
import { kindPages, TEST_SITE } from "../fixtures/kind-pages";
import { category } from "../fixtures/sidebar-nodes";

const doc = (id: string, title: string): DocSummary => ({
  id,
  route: routeForDocId(id),
  title,
  description: `${title}.`,
  sidebarLabel: null,
  draft: false,
  file: `content/docs/${id}.mdx`,
});

const operation = (operationId: string, route: string, summary: string, method = "get"): OperationNode => ({
  operationId,
  route,
  summary,
  excerpt: `${summary} in one call.`,
  method,
  path: `/${operationId}`,
  deprecated: operationId === "crypto-convert",
  pointer: `#/paths/~1${operationId}/${method}`,
  sourceFile: "specs/http-api.openapi.yaml",
  source: "http-api",
  descriptionHtml: null,
  security: [{ scheme: "apiKey", in: "header", name: "X-API-Key" }],
  parameters: [
    {
      name: "symbol",
      in: "query",
      required: true,
      deprecated: false,
      descriptionHtml: null,
      schema: {} as OperationNode["parameters"][number]["schema"],
      example: null,
    },
  ],
  requestBody: null,
  responses: [{ status: "200", descriptionHtml: null, contentType: null, schema: null }],
  codeSamples: [],
});

const OPERATIONS = [
  operation("crypto-get-quote", "/docs/api/crypto/get-quote", "Get quote"),
  operation("crypto-convert", "/docs/api/crypto/convert", "Convert"),
  operation("get-markets-markets-get", "/docs/api/get-markets-markets-get", "Get markets"),
];

const TAGS: TagNode[] = [
  {
    name: "crypto",
    displayName: "Crypto",
    excerpt: "Coin pairs.",
    descriptionHtml: '<p>See <a href="/docs/api/limits#per-minute">limits</a>.</p>',
    route: "/docs/api/crypto",
    operationIds: ["crypto-get-quote", "crypto-convert"],
    source: "http-api",
    position: 0,
  },
  {
    name: "markets",
    displayName: "Markets",
    excerpt: null,
    descriptionHtml: null,
    route: null,
    operationIds: ["get-markets-markets-get"],
    source: "http-api",
    position: 1,
  },
];
// The spec node the operations come from: its first server is the one the samples and Try it use.
const SPECS = [{ servers: [{ url: "https://api.tickwire.io/v1" }] }];
const NODES = { ApiTag: TAGS, ApiOperation: OPERATIONS, ApiSpec: SPECS };

const items = httpApiSidebarItems(TAGS, OPERATIONS);
const endpoints = category("Available endpoints", "/docs/category/available-endpoints", items);
const API: ResolvedSidebar = {
  id: "api",
  label: "HTTP API",
  items: [{ kind: "doc", docId: "api/index", label: "Getting started", href: "/docs/api" }, endpoints],
  generatedIndexes: [
    {
      route: "/docs/category/available-endpoints",
      title: "Available endpoints",
      description: null,
      items: endpoints.items,
    },
  ],
};
const pages = kindPages({ docs: [doc("api/index", "HTTP API")], sidebars: [API], nodes: NODES });
const table = buildRouteTable({ pages, sidebars: [API], site: TEST_SITE });
const routeAt = (path: string): RoutedPage => {
  const found = table.routes.find((route) => route.page.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};

describe("the route table with generated kinds", () => {
  test("docs, API tags and operations and category pages, each with its template, source and sidebar", () => {
    expect(table.warnings).toEqual([]);
    expect(
      table.routes
        .map(
          ({ template, page }) =>
            `${page.path} | ${path.basename(template, ".tsx")} | ${page.source} | ${page.pageContext.chrome.sidebarId ?? "-"}`,
        )
        .join("\n"),
    ).toMatchInlineSnapshot(`
      "/docs/api | doc | content/docs/api/index.mdx | api
      /docs/api/crypto | api-tag | specs/http-api.openapi.yaml (#/tags, crypto) | api
      /docs/api/crypto/get-quote | api-operation | specs/http-api.openapi.yaml (#/paths/~1crypto-get-quote/get) | api
      /docs/api/crypto/convert | api-operation | specs/http-api.openapi.yaml (#/paths/~1crypto-convert/get) | api
      /docs/api/get-markets-markets-get | api-operation | specs/http-api.openapi.yaml (#/paths/~1get-markets-markets-get/get) | api
      /docs/category/available-endpoints | category-index | content/sidebars/api.yaml | api"
    `);
  });

  test("an operation page carries its id, its server and the same chrome a doc would get", () => {
    expect(routeAt("/docs/api/crypto/convert").page.pageContext).toEqual({
      id: "crypto-convert",
      serverUrl: "https://api.tickwire.io/v1",
      cards: [],
      chrome: {
        route: "/docs/api/crypto/convert",
        sidebarId: "api",
        title: "Convert",
        breadcrumbs: [
          { label: "Available endpoints", href: "/docs/category/available-endpoints" },
          { label: "Crypto", href: "/docs/api/crypto" },
        ],
        previous: { label: "Get quote", href: "/docs/api/crypto/get-quote" },
        next: { label: "Get markets", href: "/docs/api/get-markets-markets-get" },
        markdown: true,
      },
      head: {
        title: "Convert (GET /crypto-convert) | Tickwire Docs",
        description: "Convert in one call.",
        canonical: "https://tickwire.io/docs/api/crypto/convert",
        markdown: "https://tickwire.io/docs/api/crypto/convert.md",
      },
    });
  });

  test("a tag page is headed by the tag's API and lists its operations as cards with method badges", () => {
    const tag = routeAt("/docs/api/crypto").page.pageContext;
    expect(tag.chrome.title).toBe("Crypto API");
    expect(tag.head.title).toBe("Crypto API | Tickwire Docs");
    expect(tag).toMatchObject({
      id: "crypto",
      cards: [
        {
          label: "Get quote",
          href: "/docs/api/crypto/get-quote",
          description: "Get quote in one call.",
          method: "get",
        },
        { label: "Convert", href: "/docs/api/crypto/convert", description: "Convert in one call.", method: "get" },
      ],
    });
  });

  test("the category page describes a tag by its page and counts a tag without one", () => {
    expect(routeAt("/docs/category/available-endpoints").page.pageContext).toMatchObject({
      cards: [
        { label: "Crypto", href: "/docs/api/crypto", description: "Coin pairs." },
        { label: "Markets", href: "/docs/api/get-markets-markets-get", description: "1 page" },
      ],
    });
  });

  test("a generated page that takes a doc's route is reported naming both sources", () => {
    const clashing = kindPages({ docs: [doc("api/crypto", "Crypto guide")], sidebars: [API], nodes: NODES });
    const clash = buildRouteTable({ pages: clashing, sidebars: [API], site: TEST_SITE });
    expect(clash.warnings).toEqual([
      'Duplicate route "/docs/api/crypto": specs/http-api.openapi.yaml (#/tags, crypto) and content/docs/api/crypto.mdx. Kept content/docs/api/crypto.mdx.',
    ]);
  });

  test("a generated path outside the route rules is rejected", () => {
    const badTag = { ...TAGS[0], route: "/docs/api/Crypto/" };
    const bad = buildRouteTable({
      pages: kindPages({ nodes: { ApiTag: [badTag] } }),
      sidebars: [],
      site: TEST_SITE,
    });
    expect(bad.routes).toEqual([]);
    expect(bad.warnings[0]).toMatch(
      /Route "\/docs\/api\/Crypto\/" from specs\/http-api.openapi.yaml \(#\/tags, crypto\) must not end with a slash/,
    );
  });
});

describe("httpApiSidebarItems", () => {
  test("one category per tag, operations with method and deprecated flag", () => {
    expect(items[0]).toEqual({
      kind: "category",
      label: "Crypto",
      href: "/docs/api/crypto",
      collapsed: false,
      items: [
        {
          kind: "doc",
          docId: "/docs/api/crypto/get-quote",
          label: "Get quote",
          href: "/docs/api/crypto/get-quote",
          pageKind: "api-operation",
          method: "get",
          deprecated: false,
        },
        {
          kind: "doc",
          docId: "/docs/api/crypto/convert",
          label: "Convert",
          href: "/docs/api/crypto/convert",
          pageKind: "api-operation",
          method: "get",
          deprecated: true,
        },
      ],
    });
    expect(items[1]).toMatchObject({ label: "Markets", href: null });
  });
});

describe("API pages for the link checker", () => {
  test("operation pages expose their section ids; links in spec descriptions are checked", () => {
    const linkedAt = (path: string) => pages.find(({ page }) => page.path === path)?.page.linked;
    expect(linkedAt("/docs/api/crypto")?.links).toEqual([{ href: "/docs/api/limits#per-minute" }]);
    expect([...(linkedAt("/docs/api/crypto/get-quote")?.anchors ?? [])]).toEqual([
      "authentication",
      "parameters",
      "query-parameters",
      "responses",
    ]);
  });
});
