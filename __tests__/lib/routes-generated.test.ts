/** @jest-environment node */
import { routeForDocId, type DocSummary } from "../../src/lib/docs";
import { apiPages, type OperationPageSource, type TagPageSource } from "../../src/lib/openapi/pages";
import { httpApiSidebarItems } from "../../src/lib/openapi/sidebar-items";
import { buildRouteTable, type RouteEntry } from "../../src/lib/routes";
import type { ResolvedSidebar } from "../../src/lib/sidebars/types";
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

const TAGS: TagPageSource[] = [
  {
    name: "crypto",
    displayName: "Crypto",
    excerpt: "Coin pairs.",
    descriptionHtml: '<p>See <a href="/docs/api/limits#per-minute">limits</a>.</p>',
    route: "/docs/api/crypto",
  },
  { name: "markets", displayName: "Markets", excerpt: null, descriptionHtml: null, route: null },
];

const operation = (operationId: string, route: string, summary: string, method = "get"): OperationPageSource => ({
  operationId,
  route,
  summary,
  excerpt: `${summary} in one call.`,
  method,
  pointer: `#/paths/~1${operationId}/${method}`,
  sourceFile: "specs/http-api.openapi.yaml",
  descriptionHtml: null,
  security: [{}],
  parameters: [{ in: "query" }],
  requestBody: null,
  responses: [{}],
});

const OPERATIONS = [
  operation("crypto-get-quote", "/docs/api/crypto/get-quote", "Get quote"),
  operation("crypto-convert", "/docs/api/crypto/convert", "Convert"),
  operation("get-markets-markets-get", "/docs/api/get-markets-markets-get", "Get markets"),
];

const items = httpApiSidebarItems(
  TAGS.map((tag) => ({
    ...tag,
    operationIds: OPERATIONS.filter(
      (op) => op.operationId.startsWith(tag.name) || (tag.name === "markets" && op.operationId.startsWith("get-")),
    ).map((op) => op.operationId),
  })),
  OPERATIONS.map((op) => ({ ...op, deprecated: op.operationId === "crypto-convert" })),
);
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
const generated = apiPages(TAGS, OPERATIONS);
const table = buildRouteTable({ docs: [doc("api/index", "HTTP API")], sidebars: [API], generated: generated.pages });
const routeAt = (path: string): RouteEntry => {
  const found = table.routes.find((route) => route.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};

describe("the route table with generated kinds", () => {
  test("docs, API tags and operations and category pages, each with its template, source and sidebar", () => {
    expect(table.warnings).toEqual([]);
    expect(
      table.routes
        .map((route) => `${route.path} | ${route.template} | ${route.source} | ${route.context.sidebarId ?? "-"}`)
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

  test("an operation page carries its id and the same navigation a doc would get", () => {
    expect(routeAt("/docs/api/crypto/convert").context).toEqual({
      id: "crypto-convert",
      sidebarId: "api",
      cards: [],
      navigation: {
        breadcrumbs: [
          { label: "Available endpoints", href: "/docs/category/available-endpoints" },
          { label: "Crypto", href: "/docs/api/crypto" },
        ],
        previous: { label: "Get quote", href: "/docs/api/crypto/get-quote" },
        next: { label: "Get markets", href: "/docs/api/get-markets-markets-get" },
      },
    });
  });

  test("a tag page lists its operations as cards with method badges", () => {
    expect(routeAt("/docs/api/crypto").context).toMatchObject({
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
    expect(routeAt("/docs/category/available-endpoints").context).toMatchObject({
      cards: [
        { label: "Crypto", href: "/docs/api/crypto", description: "Coin pairs." },
        { label: "Markets", href: "/docs/api/get-markets-markets-get", description: "1 page" },
      ],
    });
  });

  test("a generated page that takes a doc's route is reported naming both sources", () => {
    const clash = buildRouteTable({
      docs: [doc("api/crypto", "Crypto guide")],
      sidebars: [API],
      generated: generated.pages,
    });
    expect(clash.warnings).toEqual([
      'Duplicate route "/docs/api/crypto": specs/http-api.openapi.yaml (#/tags, crypto) and content/docs/api/crypto.mdx. Kept content/docs/api/crypto.mdx.',
    ]);
  });

  test("a generated path outside the route rules is rejected", () => {
    const bad = buildRouteTable({
      docs: [],
      sidebars: [],
      generated: [{ ...generated.pages[0], path: "/docs/api/Crypto/" }],
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

describe("apiPages for the link checker", () => {
  test("operation pages expose their section ids; links in spec descriptions are checked", () => {
    const crypto = generated.linked.find((page) => page.route === "/docs/api/crypto");
    expect(crypto?.links).toEqual([{ href: "/docs/api/limits#per-minute" }]);
    const quote = generated.linked.find((page) => page.route === "/docs/api/crypto/get-quote");
    expect([...(quote?.anchors ?? [])]).toEqual(["authentication", "parameters", "query-parameters", "responses"]);
  });
});
