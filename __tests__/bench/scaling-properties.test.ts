/**
 * @jest-environment node
 *
 * What keeps the site's pages light as the content grows, checked on the build's pure functions
 * without a build (bench/scale.ts measures a real build at a provider's size).
 */
import { routeForDocId, type DocSummary } from "../../src/lib/docs";
import { buildRouteTable } from "../../src/lib/routes";
import { resolveSiteSidebars } from "../../src/lib/sidebars/site";
import { sliceSidebar } from "../../src/lib/sidebars/slice";
import { readSidebarSource } from "../../src/lib/sidebars/source";
import { kindPages, TEST_SITE } from "../fixtures/kind-pages";

const doc = (id: string, title: string): DocSummary => ({
  id,
  route: routeForDocId(id),
  title,
  description: `${title}, in one sentence.`,
  sidebarLabel: null,
  draft: false,
  file: `content/docs/${id}.mdx`,
});

const MAIN_DOCS = [
  doc("index", "Introduction"),
  doc("platform/overview", "Platform overview"),
  doc("platform/getting-started", "Getting started"),
  doc("platform/status", "Platform status"),
];

const MAIN_SIDEBAR = `label: Documentation
items:
  - { type: doc, id: index }
  - type: category
    label: Platform
    items:
      - { type: doc, id: platform/overview }
      - { type: doc, id: platform/getting-started }
      - { type: doc, id: platform/status }
`;

/** A second sidebar of `count` guides in a category with a generated index. */
function guidesSidebar(count: number): { docs: DocSummary[]; text: string } {
  const docs = Array.from({ length: count }, (_, i) => doc(`guides/guide-${i + 1}`, `Market data guide ${i + 1}`));
  const text = [
    "label: Guides",
    "items:",
    "  - type: category",
    "    label: Market data guides",
    "    link: { type: generated-index, slug: market-data-guides, title: Market data guides }",
    "    items:",
    ...docs.map((guide) => `      - { type: doc, id: ${guide.id} }`),
  ].join("\n");
  return { docs, text };
}

/** What the page at `route` carries of the sidebars: its page context, and its sidebar's slice. */
function carried(guides: number, route: string): { context: string; slice: string } {
  const other = guidesSidebar(guides);
  const docs = [...MAIN_DOCS, ...other.docs];
  const sidebars = resolveSiteSidebars({
    sources: [
      readSidebarSource("main", MAIN_SIDEBAR, "content/sidebars/main.yaml"),
      readSidebarSource("guides", other.text, "content/sidebars/guides.yaml"),
    ],
    docs,
    excludeDrafts: true,
    generators: {},
  });
  const { routes } = buildRouteTable({ pages: kindPages({ docs, sidebars }), sidebars, site: TEST_SITE });
  const page = routes.find((routed) => routed.page.path === route)?.page;
  if (!page) throw new Error(`no page at ${route}`);
  const sidebar = sidebars.find((resolved) => resolved.id === page.pageContext.chrome.sidebarId);
  if (!sidebar) throw new Error(`${route} has no sidebar`);
  return { context: JSON.stringify(page.pageContext), slice: JSON.stringify(sliceSidebar(sidebar)) };
}

describe("the sidebar data a page carries", () => {
  test("is the same whatever the number of pages in other sidebars (10 or 400 guides elsewhere)", () => {
    const few = carried(10, "/docs/platform/getting-started");
    const many = carried(400, "/docs/platform/getting-started");
    expect(many.context.length).toBe(few.context.length);
    expect(many.slice.length).toBe(few.slice.length);
    expect(many).toEqual(few);
  });

  test("grows with its own sidebar only: a page of the guides' sidebar carries the guides it lists", () => {
    const few = carried(10, "/docs/guides/guide-2");
    const many = carried(400, "/docs/guides/guide-2");
    expect(many.context.length).toBe(few.context.length);
    expect(many.slice.length).toBeGreaterThan(few.slice.length * 20);
  });
});

// A symbol list page's context never inlines more than one page of rows: the paged list kind's
// own test holds it for 6,214 stocks (__tests__/lib/kinds/symbol-list-pages.test.ts).

// What a ticker query loads of the search index stays bounded for a synthetic index of a real
// provider's size: __tests__/lib/search/shards.test.ts.
