/** @jest-environment node */
import path from "node:path";
import { routeForDocId, type DocSummary } from "../../src/lib/docs";
import type { RoutedPage } from "../../src/lib/kinds/define";
import { buildRouteTable, routeProblem, type SiteChrome } from "../../src/lib/routes";
import type { ResolvedSidebar, SidebarDocNode } from "../../src/lib/sidebars/types";
import { kindPages, TEST_SITE } from "../fixtures/kind-pages";
import { category } from "../fixtures/sidebar-nodes";

function makeDoc(id: string, title: string, description: string | null = null): DocSummary {
  return {
    id,
    route: routeForDocId(id),
    title,
    description,
    sidebarLabel: null,
    draft: false,
    file: `content/docs/${id}.mdx`,
  };
}

const DOCS: DocSummary[] = [
  makeDoc("index", "Introduction", "Start here."),
  makeDoc("platform/overview", "Platform overview", "How the platform fits together."),
  makeDoc("platform/status", "Platform status"),
  makeDoc("products/index", "Products", "Everything you can subscribe to."),
  makeDoc("products/stocks", "Stocks", "Equities from 11 countries."),
  makeDoc("products/crypto", "Crypto", "About 80 coins."),
  makeDoc("products/commodities", "Commodities", "Energy, metals and agriculture."),
  makeDoc("guides/first-request", "Your first request", "Call the API in five minutes."),
  makeDoc("guides/streaming", "Streaming quotes"),
  makeDoc("account/trial", "Start a trial", "Fourteen days of real-time data."),
  makeDoc("api/index", "HTTP API", "Every endpoint."),
  makeDoc("api/limits", "Rate limits", "Requests per minute and per day."),
];

const byId = new Map(DOCS.map((doc) => [doc.id, doc]));
const doc = (id: string, label = byId.get(id)!.title): SidebarDocNode => ({
  kind: "doc",
  docId: id,
  label,
  href: byId.get(id)!.route,
});

const guides = category("Guides", "/docs/category/guides", [
  doc("guides/first-request", "First request"),
  category("Advanced", null, [doc("guides/streaming", "Streaming")]),
]);
const reference = category("Reference", "/docs/category/reference", [doc("api/limits")]);

const MAIN: ResolvedSidebar = {
  id: "main",
  label: "Documentation",
  items: [
    doc("index"),
    category("Platform", null, [doc("platform/overview", "Overview"), doc("platform/status", "Status")]),
    category("Products", "/docs/products", [
      doc("products/stocks"),
      category("Digital assets", null, [doc("products/crypto"), doc("products/commodities")]),
      { kind: "link", label: "Pricing", href: "https://tickwire.io/pricing", external: true },
    ]),
    guides,
  ],
  generatedIndexes: [
    { route: "/docs/category/guides", title: "All guides", description: "Step-by-step guides.", items: guides.items },
  ],
};

const API: ResolvedSidebar = {
  id: "api",
  label: "HTTP API",
  items: [doc("api/index"), reference],
  generatedIndexes: [
    { route: "/docs/category/reference", title: "Reference", description: null, items: reference.items },
  ],
};

/** The route table of docs and sidebars: guides and generated category pages. */
const tableOf = (docs: readonly DocSummary[], sidebars: ResolvedSidebar[], site: SiteChrome = TEST_SITE) =>
  buildRouteTable({ pages: kindPages({ docs, sidebars }), sidebars, site });

/** One line per route: path, template, source and sidebar. */
function printRoutes(routes: RoutedPage[]): string {
  return routes
    .map(
      (route) =>
        `${route.page.path} | ${path.basename(route.template, ".tsx")} | ${route.page.source} | ${route.page.pageContext.chrome.sidebarId ?? "-"}`,
    )
    .join("\n");
}

const routeAt = (routes: RoutedPage[], path: string) => {
  const found = routes.find((route) => route.page.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};

/** Where a page sits: its sidebar, breadcrumbs and neighbours. */
const chromeAt = (routes: RoutedPage[], path: string) => routeAt(routes, path).page.pageContext.chrome;

describe("buildRouteTable", () => {
  const table = tableOf(DOCS, [MAIN, API]);

  test("every doc is a page, then each sidebar's generated category pages", () => {
    expect(table.warnings).toEqual([]);
    expect(printRoutes(table.routes)).toMatchInlineSnapshot(`
      "/docs | doc | content/docs/index.mdx | main
      /docs/platform/overview | doc | content/docs/platform/overview.mdx | main
      /docs/platform/status | doc | content/docs/platform/status.mdx | main
      /docs/products | doc | content/docs/products/index.mdx | main
      /docs/products/stocks | doc | content/docs/products/stocks.mdx | main
      /docs/products/crypto | doc | content/docs/products/crypto.mdx | main
      /docs/products/commodities | doc | content/docs/products/commodities.mdx | main
      /docs/guides/first-request | doc | content/docs/guides/first-request.mdx | main
      /docs/guides/streaming | doc | content/docs/guides/streaming.mdx | main
      /docs/account/trial | doc | content/docs/account/trial.mdx | -
      /docs/api | doc | content/docs/api/index.mdx | api
      /docs/api/limits | doc | content/docs/api/limits.mdx | api
      /docs/category/guides | category-index | content/sidebars/main.yaml | main
      /docs/category/reference | category-index | content/sidebars/api.yaml | api"
    `);
  });

  test("a doc page's context has its doc id, chrome, head and cards", () => {
    expect(routeAt(table.routes, "/docs/products/crypto").page.pageContext).toEqual({
      docId: "products/crypto",
      cards: [],
      chrome: {
        route: "/docs/products/crypto",
        sidebarId: "main",
        title: "Crypto",
        breadcrumbs: [
          { label: "Products", href: "/docs/products" },
          { label: "Digital assets", href: null },
        ],
        previous: { label: "Stocks", href: "/docs/products/stocks" },
        next: { label: "Commodities", href: "/docs/products/commodities" },
        markdown: true,
      },
      head: {
        title: "Crypto | Tickwire Docs",
        description: "About 80 coins.",
        canonical: "https://tickwire.io/docs/products/crypto",
        markdown: "https://tickwire.io/docs/products/crypto.md",
      },
    });
  });

  test("navigation runs through category pages, and stops at the ends of the sidebar", () => {
    const navigation = (path: string) => {
      const { breadcrumbs, previous, next } = chromeAt(table.routes, path);
      return { breadcrumbs, previous, next };
    };
    expect(navigation("/docs")).toEqual({
      breadcrumbs: [],
      previous: null,
      next: { label: "Overview", href: "/docs/platform/overview" },
    });
    expect(navigation("/docs/products/commodities").next).toEqual({ label: "Guides", href: "/docs/category/guides" });
    expect(navigation("/docs/guides/first-request").previous).toEqual({
      label: "Guides",
      href: "/docs/category/guides",
    });
    expect(navigation("/docs/guides/streaming")).toEqual({
      breadcrumbs: [
        { label: "Guides", href: "/docs/category/guides" },
        { label: "Advanced", href: null },
      ],
      previous: { label: "First request", href: "/docs/guides/first-request" },
      next: null,
    });
  });

  test("a doc in the second sidebar gets that sidebar", () => {
    expect(chromeAt(table.routes, "/docs/api/limits")).toMatchObject({
      sidebarId: "api",
      breadcrumbs: [{ label: "Reference", href: "/docs/category/reference" }],
      previous: { label: "Reference", href: "/docs/category/reference" },
      next: null,
    });
  });

  test("a doc outside every sidebar has no sidebar, navigation or cards", () => {
    const route = routeAt(table.routes, "/docs/account/trial");
    expect(route.kind).toBe("guide");
    expect(route.page.source).toBe("content/docs/account/trial.mdx");
    expect(route.page.pageContext).toMatchObject({
      docId: "account/trial",
      cards: [],
      chrome: { sidebarId: null, breadcrumbs: [], previous: null, next: null },
    });
  });

  test("the first breadcrumb is the navbar item that opens the page's sidebar, except on that item's own page", () => {
    const site = { ...TEST_SITE, navbar: [{ label: "Guides", href: "/docs", sidebar: "main" }] };
    const routes = tableOf(DOCS, [MAIN, API], site).routes;
    expect(chromeAt(routes, "/docs/guides/streaming").breadcrumbs).toEqual([
      { label: "Guides", href: "/docs" },
      { label: "Guides", href: "/docs/category/guides" },
      { label: "Advanced", href: null },
    ]);
    expect(chromeAt(routes, "/docs").breadcrumbs).toEqual([]);
    expect(chromeAt(routes, "/docs/api/limits").breadcrumbs).toEqual([
      { label: "Reference", href: "/docs/category/reference" },
    ]);
    // Search records keep the trail within the sidebar.
    expect(routeAt(routes, "/docs/guides/streaming").page.trail.map((crumb) => crumb.label)).toEqual([
      "Guides",
      "Advanced",
    ]);
  });

  test("a page's head: the site's name in its title, the site's description when it has none, its canonical URL and its Markdown", () => {
    expect(routeAt(table.routes, "/docs/platform/status").page.pageContext.head).toEqual({
      title: "Platform status | Tickwire Docs",
      description: "Market data over HTTP and WebSocket.",
      canonical: "https://tickwire.io/docs/platform/status",
      markdown: "https://tickwire.io/docs/platform/status.md",
    });
  });

  test("a category's doc page gets cards for the category's items", () => {
    expect(routeAt(table.routes, "/docs/products").page.pageContext).toMatchObject({
      docId: "products/index",
      chrome: {
        sidebarId: "main",
        breadcrumbs: [],
        previous: { label: "Status", href: "/docs/platform/status" },
        next: { label: "Stocks", href: "/docs/products/stocks" },
      },
      cards: [
        // A doc card takes its description from the doc.
        { label: "Stocks", href: "/docs/products/stocks", description: "Equities from 11 countries." },
        // A category without a page links to its first page and counts its items.
        { label: "Digital assets", href: "/docs/products/crypto", description: "2 pages" },
        // A link has no description.
        { label: "Pricing", href: "https://tickwire.io/pricing", description: null },
      ],
    });
  });

  test("generated-index categories become /docs/category/<slug> pages with cards", () => {
    const guidesIndex = routeAt(table.routes, "/docs/category/guides");
    expect([guidesIndex.kind, guidesIndex.page.source]).toEqual(["category-index", "content/sidebars/main.yaml"]);
    expect(guidesIndex.page.pageContext).toEqual({
      description: "Step-by-step guides.",
      cards: [
        { label: "First request", href: "/docs/guides/first-request", description: "Call the API in five minutes." },
        { label: "Advanced", href: "/docs/guides/streaming", description: "1 page" },
      ],
      chrome: {
        route: "/docs/category/guides",
        sidebarId: "main",
        title: "All guides",
        breadcrumbs: [],
        previous: { label: "Commodities", href: "/docs/products/commodities" },
        next: { label: "First request", href: "/docs/guides/first-request" },
        markdown: true,
      },
      head: {
        title: "All guides | Tickwire Docs",
        description: "Step-by-step guides.",
        canonical: "https://tickwire.io/docs/category/guides",
        markdown: "https://tickwire.io/docs/category/guides.md",
      },
    });
    expect(routeAt(table.routes, "/docs/category/reference").page.pageContext).toMatchObject({
      description: null,
      chrome: {
        sidebarId: "api",
        title: "Reference",
        breadcrumbs: [],
        previous: { label: "HTTP API", href: "/docs/api" },
        next: { label: "Rate limits", href: "/docs/api/limits" },
      },
      cards: [{ label: "Rate limits", href: "/docs/api/limits", description: "Requests per minute and per day." }],
    });
  });

  test("a doc without a description gives its card a null description", () => {
    const streaming = category("Streaming", "/docs/category/streaming", [doc("guides/streaming")]);
    const sidebar: ResolvedSidebar = {
      id: "websocket",
      label: "WebSocket",
      items: [streaming],
      generatedIndexes: [
        { route: "/docs/category/streaming", title: "Streaming", description: null, items: streaming.items },
      ],
    };
    const { routes } = tableOf([byId.get("guides/streaming")!], [sidebar]);
    expect(routeAt(routes, "/docs/category/streaming").page.pageContext.cards).toEqual([
      { label: "Streaming quotes", href: "/docs/guides/streaming", description: null },
    ]);
  });
});

describe("buildRouteTable conflicts", () => {
  test("two docs with one route: warns naming both sources and keeps the first", () => {
    const first = makeDoc("products", "Products (file)");
    const second = makeDoc("products/index", "Products (folder)");
    const { routes, warnings } = tableOf([first, second], []);
    expect(warnings).toMatchInlineSnapshot(`
      [
        "Duplicate route "/docs/products": content/docs/products/index.mdx and content/docs/products.mdx. Kept content/docs/products.mdx.",
      ]
    `);
    expect(routes).toHaveLength(1);
    expect(routes[0].page).toMatchObject({
      path: "/docs/products",
      source: "content/docs/products.mdx",
      context: { docId: "products" },
    });
  });

  test("a generated category page on a doc's route: the doc is kept", () => {
    const page = makeDoc("category/guides", "Guides written by hand");
    const sidebar: ResolvedSidebar = { ...MAIN, items: [guides], generatedIndexes: MAIN.generatedIndexes };
    const { routes, warnings } = tableOf([page], [sidebar]);
    expect(warnings).toEqual([
      'Duplicate route "/docs/category/guides": content/sidebars/main.yaml and content/docs/category/guides.mdx. Kept content/docs/category/guides.mdx.',
    ]);
    expect(routes.map((route) => [route.page.path, route.kind])).toEqual([["/docs/category/guides", "guide"]]);
  });

  test("the same generated slug in two sidebars: the first sidebar is kept", () => {
    const other: ResolvedSidebar = {
      ...API,
      id: "websocket",
      generatedIndexes: [{ ...API.generatedIndexes[0], route: "/docs/category/guides" }],
    };
    const { routes, warnings } = tableOf([], [MAIN, other]);
    expect(warnings).toEqual([
      'Duplicate route "/docs/category/guides": content/sidebars/websocket.yaml and content/sidebars/main.yaml. Kept content/sidebars/main.yaml.',
    ]);
    expect(routes).toHaveLength(1);
    expect(routes[0].page).toMatchObject({ source: "content/sidebars/main.yaml", title: "All guides" });
  });

  test("routes that break the rules are reported and not created", () => {
    const docs = [
      makeDoc("Guides/Intro", "Intro"),
      makeDoc("notes.html", "Notes"),
      makeDoc("platform/status", "Status"),
    ];
    const { routes, warnings } = tableOf(docs, []);
    expect(warnings).toMatchInlineSnapshot(`
      [
        "Route "/docs/Guides/Intro" from content/docs/Guides/Intro.mdx may only use lowercase letters, digits, '.', '_' and '-' in segments; the page was not created.",
        "Route "/docs/notes.html" from content/docs/notes.html.mdx must not end with .html; the page was not created.",
      ]
    `);
    expect(routes.map((route) => route.page.path)).toEqual(["/docs/platform/status"]);
  });

  test("no docs and no sidebars give an empty table", () => {
    expect(tableOf([], [])).toEqual({ routes: [], warnings: [] });
  });
});

describe("routeProblem", () => {
  test.each(["/docs", "/docs/api", "/docs/api/limits", "/docs/category/http-api", "/docs/v1.2/notes_2", "/docs/3d"])(
    "%s is valid",
    (path) => {
      expect(routeProblem(path)).toBeNull();
    },
  );

  test.each([
    ["/docs/", "must not end with a slash"],
    ["/docs/api/", "must not end with a slash"],
    ["/docs/api.html", "must not end with .html"],
    ["/docs/api/index.htm", "must not end with .html"],
    ["/", "must start with /docs"],
    ["/api/limits", "must start with /docs"],
    ["docs/api", "must start with /docs"],
    ["/docs/API", "may only use lowercase letters, digits, '.', '_' and '-' in segments"],
    ["/docs/rate limits", "may only use lowercase letters, digits, '.', '_' and '-' in segments"],
    ["/docs//api", "may only use lowercase letters, digits, '.', '_' and '-' in segments"],
    ["/docs/-draft", "may only use lowercase letters, digits, '.', '_' and '-' in segments"],
  ])("%s: %s", (path, problem) => {
    expect(routeProblem(path)).toBe(problem);
  });

  test("a path that only starts with the letters of /docs is rejected", () => {
    expect(routeProblem("/docsearch")).not.toBeNull();
  });
});
