/** @jest-environment node */
import {
  continuedPageNavigation,
  pageNavigation,
  sidebarContains,
  sidebarPages,
  type PageNavigation,
} from "../../../src/lib/sidebars/navigation";
import type { ResolvedSidebar, SidebarDocNode } from "../../../src/lib/sidebars/types";
import { category } from "../../fixtures/sidebar-nodes";

const doc = (label: string, href: string): SidebarDocNode => ({
  kind: "doc",
  docId: href.slice(6) || "index",
  label,
  href,
});

/**
 * Introduction                         /docs
 * Platform (no page)
 *   Overview                           /docs/platform/overview
 *   Getting started                    /docs/platform/getting-started
 * Products                             /docs/products (a doc)
 *   Stocks                             /docs/products/stocks
 *   Live status (link)                 https://status.tickwire.io
 *   Data feeds                         /docs/category/data-feeds (generated index)
 *     Crypto                           /docs/products/crypto
 *   HTTP API (link)                    /docs/api
 * Changelog                            /docs/api/changelog
 */
const SIDEBAR: ResolvedSidebar = {
  id: "main",
  label: "Documentation",
  items: [
    doc("Introduction", "/docs"),
    category("Platform", null, [
      doc("Overview", "/docs/platform/overview"),
      doc("Getting started", "/docs/platform/getting-started"),
    ]),
    category("Products", "/docs/products", [
      doc("Stocks", "/docs/products/stocks"),
      { kind: "link", label: "Live status", href: "https://status.tickwire.io", external: true },
      category("Data feeds", "/docs/category/data-feeds", [doc("Crypto", "/docs/products/crypto")]),
      { kind: "link", label: "HTTP API", href: "/docs/api", external: false },
    ]),
    doc("Changelog", "/docs/api/changelog"),
  ],
  generatedIndexes: [],
};

/** One line per page: breadcrumbs, then previous and next. */
function printNavigation({ breadcrumbs, previous, next }: PageNavigation): string {
  const crumbs = breadcrumbs.map((crumb) => (crumb.href ? `${crumb.label} (${crumb.href})` : crumb.label)).join(" › ");
  return `[${crumbs}] ← ${previous ? previous.label : "none"} | → ${next ? next.label : "none"}`;
}

describe("sidebarPages", () => {
  test("lists docs and category pages depth first, without links", () => {
    expect(sidebarPages(SIDEBAR.items)).toEqual([
      { label: "Introduction", href: "/docs" },
      { label: "Overview", href: "/docs/platform/overview" },
      { label: "Getting started", href: "/docs/platform/getting-started" },
      { label: "Products", href: "/docs/products" },
      { label: "Stocks", href: "/docs/products/stocks" },
      { label: "Data feeds", href: "/docs/category/data-feeds" },
      { label: "Crypto", href: "/docs/products/crypto" },
      { label: "Changelog", href: "/docs/api/changelog" },
    ]);
  });
});

describe("pageNavigation", () => {
  test.each([
    ["/docs", "[] ← none | → Overview"],
    ["/docs/platform/overview", "[Platform] ← Introduction | → Getting started"],
    ["/docs/platform/getting-started", "[Platform] ← Overview | → Products"],
    ["/docs/products", "[] ← Getting started | → Stocks"],
    ["/docs/products/stocks", "[Products (/docs/products)] ← Products | → Data feeds"],
    ["/docs/category/data-feeds", "[Products (/docs/products)] ← Stocks | → Crypto"],
    [
      "/docs/products/crypto",
      "[Products (/docs/products) › Data feeds (/docs/category/data-feeds)] ← Data feeds | → Changelog",
    ],
    ["/docs/api/changelog", "[] ← Crypto | → none"],
  ])("%s: %s", (route, expected) => {
    expect(printNavigation(pageNavigation(SIDEBAR, route))).toBe(expected);
  });

  test("returns the sidebar's links with their hrefs", () => {
    expect(pageNavigation(SIDEBAR, "/docs/platform/getting-started")).toEqual({
      breadcrumbs: [{ label: "Platform", href: null }],
      previous: { label: "Overview", href: "/docs/platform/overview" },
      next: { label: "Products", href: "/docs/products" },
    });
  });

  test("a route outside the sidebar gets no navigation", () => {
    expect(pageNavigation(SIDEBAR, "/docs/account/trial")).toEqual({ breadcrumbs: [], previous: null, next: null });
  });

  test("a link item's href is not a page of the sidebar", () => {
    expect(pageNavigation(SIDEBAR, "/docs/api")).toEqual({ breadcrumbs: [], previous: null, next: null });
  });

  test("the only page of a sidebar has neither previous nor next", () => {
    const single: ResolvedSidebar = {
      id: "symbols",
      label: "Symbols",
      items: [doc("Symbols", "/docs/symbols")],
      generatedIndexes: [],
    };
    expect(pageNavigation(single, "/docs/symbols")).toEqual({ breadcrumbs: [], previous: null, next: null });
  });
});

describe("continuedPageNavigation", () => {
  // Page 3 of the page at /docs/products/stocks, split into pages that the sidebar lists once.
  const first = { label: "Stocks", href: "/docs/products/stocks" };

  test("goes through the first page, and leads where the first page leads: from the last page on to the page after it", () => {
    expect(printNavigation(continuedPageNavigation(SIDEBAR, first))).toBe(
      "[Products (/docs/products) › Stocks (/docs/products/stocks)] ← Products | → Data feeds",
    );
    expect(continuedPageNavigation(SIDEBAR, first)).toEqual({
      ...pageNavigation(SIDEBAR, first.href),
      breadcrumbs: [...pageNavigation(SIDEBAR, first.href).breadcrumbs, first],
    });
  });

  test("ends where the sidebar ends", () => {
    expect(printNavigation(continuedPageNavigation(SIDEBAR, { label: "Changelog", href: "/docs/api/changelog" }))).toBe(
      "[Changelog (/docs/api/changelog)] ← Crypto | → none",
    );
  });
});

describe("pageNavigation with a page listed twice", () => {
  // The category links to its overview doc, and the same doc is listed again as its first item.
  const twice: ResolvedSidebar = {
    id: "main",
    label: "Documentation",
    items: [
      doc("Introduction", "/docs"),
      category("Products", "/docs/products", [
        doc("Overview", "/docs/products"),
        doc("Stocks", "/docs/products/stocks"),
      ]),
    ],
    generatedIndexes: [],
  };

  test("reading order lists the page once, at its first place", () => {
    expect(sidebarPages(twice.items).map((page) => page.href)).toEqual([
      "/docs",
      "/docs/products",
      "/docs/products/stocks",
    ]);
  });

  // Previous/next skip the repeated entry, so "Next" on /docs/products is never the page itself.
  test("next never links a page to itself", () => {
    expect(pageNavigation(twice, "/docs/products").next).toEqual({ label: "Stocks", href: "/docs/products/stocks" });
  });
});

describe("sidebarContains", () => {
  test.each([
    ["/docs", true],
    ["/docs/platform/overview", true],
    ["/docs/products", true],
    ["/docs/category/data-feeds", true],
    ["/docs/products/crypto", true],
    ["/docs/api", false],
    ["https://status.tickwire.io", false],
    ["/docs/account/trial", false],
  ])("%s → %s", (route, contained) => {
    expect(sidebarContains(SIDEBAR, route)).toBe(contained);
  });
});
