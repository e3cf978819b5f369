import { llmsFullTxt, llmsSections, llmsTxt, type LlmsPage } from "../../../src/lib/markdown-export/llms";
import { robotsTxt, sitemapXml } from "../../../src/lib/markdown-export/sitemap";
import type { ResolvedSidebar } from "../../../src/lib/sidebars/types";

const SIDEBARS: ResolvedSidebar[] = [
  {
    id: "main",
    label: "Documentation",
    generatedIndexes: [],
    items: [
      { kind: "doc", docId: "index", label: "Introduction", href: "/docs" },
      { kind: "link", label: "Status", href: "https://status.tickwire.io", external: true },
      {
        kind: "category",
        label: "Products",
        href: "/docs/products",
        collapsed: false,
        items: [{ kind: "doc", docId: "products/stocks", label: "Stocks", href: "/docs/products/stocks" }],
      },
    ],
  },
  {
    id: "symbols",
    label: "Symbols",
    generatedIndexes: [],
    items: [{ kind: "doc", docId: "/docs/symbols/crypto", label: "Crypto", href: "/docs/symbols/crypto" }],
  },
];
const page = (route: string, title: string, description: string | null = null): [string, LlmsPage] => [
  route,
  { route, title, description },
];
const PAGES = new Map([
  page("/docs", "Introduction", "What Tickwire is."),
  page("/docs/products", "Products"),
  page("/docs/products/stocks", "Stocks", "Equities\nin 11 countries."),
  page("/docs/symbols/crypto", "Crypto"),
  page("/docs/symbols/crypto/bitcoin", "Bitcoin"),
]);

describe("llmsTxt", () => {
  const text = llmsTxt({
    title: "Tickwire Docs",
    summary: "Market data over HTTP and WebSocket.",
    siteUrl: "https://tickwire.io",
    sidebars: SIDEBARS,
    pages: PAGES,
    files: [{ label: "HTTP API (OpenAPI)", path: "/specs/http.yaml", description: "the spec" }],
    optional: ["/docs/symbols/crypto/bitcoin"],
  });

  it("has an H1, a blockquote summary, and a section per sidebar of Markdown URLs", () => {
    expect(text.startsWith("# Tickwire Docs\n\n> Market data over HTTP and WebSocket.\n\n")).toBe(true);
    expect(text).toContain(
      "## Documentation\n\n- [Introduction](https://tickwire.io/docs.md): What Tickwire is.\n- [Products](https://tickwire.io/docs/products.md)\n- [Stocks](https://tickwire.io/docs/products/stocks.md): Equities in 11 countries.\n\n## Symbols\n\n- [Crypto](https://tickwire.io/docs/symbols/crypto.md)",
    );
  });

  it("lists the spec downloads, and the symbol pages last under Optional", () => {
    expect(text).toContain(
      "## API specifications\n\n- [HTTP API (OpenAPI)](https://tickwire.io/specs/http.yaml): the spec",
    );
    expect(
      text.trimEnd().endsWith("## Optional\n\n- [Bitcoin](https://tickwire.io/docs/symbols/crypto/bitcoin.md)"),
    ).toBe(true);
    expect(text.match(/^## /gm)).toHaveLength(4);
  });

  it("lists files under their own heading when they name one (the changelogs' feeds)", () => {
    const withFeed = llmsTxt({
      title: "Tickwire Docs",
      summary: "Market data.",
      siteUrl: "https://tickwire.io",
      sidebars: SIDEBARS,
      pages: PAGES,
      files: [
        { label: "HTTP API (OpenAPI)", path: "/specs/http.yaml", description: "the spec" },
        {
          label: "HTTP API changelog (Atom feed)",
          path: "/docs/api/changelog.xml",
          description: "every release",
          section: "Changelogs",
        },
      ],
      optional: [],
    });
    expect(withFeed).toContain(
      "## API specifications\n\n- [HTTP API (OpenAPI)](https://tickwire.io/specs/http.yaml): the spec\n\n## Changelogs\n\n- [HTTP API changelog (Atom feed)](https://tickwire.io/docs/api/changelog.xml): every release",
    );
  });

  it("lists every page once, and pages no sidebar lists in a section of their own", () => {
    const sections = llmsSections({
      sidebars: SIDEBARS,
      pages: new Map([...PAGES, page("/docs/elsewhere", "Elsewhere")]),
      optional: [],
    });
    const routes = sections.flatMap((section) => section.routes);
    expect(new Set(routes).size).toBe(routes.length);
    expect(sections.find((section) => section.heading === "More pages")?.routes).toEqual([
      "/docs/symbols/crypto/bitcoin",
      "/docs/elsewhere",
    ]);
  });
});

describe("llmsFullTxt, sitemapXml and robotsTxt", () => {
  it("joins the pages' Markdown, each with its URL", () => {
    const full = llmsFullTxt({
      title: "T",
      summary: "S",
      siteUrl: "https://x.io",
      pages: [
        { route: "/docs", markdown: "# A\n" },
        { route: "/docs/b", markdown: "# B\n" },
      ],
    });
    expect(full).toBe(
      "# T\n\n> S\n\n<!-- Source: https://x.io/docs -->\n\n# A\n\n---\n\n<!-- Source: https://x.io/docs/b -->\n\n# B\n",
    );
  });

  it("lists every route once as an absolute URL, and names the sitemap in robots.txt", () => {
    const xml = sitemapXml("https://x.io", ["/docs/b", "/docs", "/docs/b"]);
    expect(xml.match(/<loc>/g)).toHaveLength(2);
    expect(xml).toContain("<url><loc>https://x.io/docs</loc></url>\n  <url><loc>https://x.io/docs/b</loc></url>");
    expect(robotsTxt("https://x.io")).toBe("User-agent: *\nAllow: /\n\nSitemap: https://x.io/sitemap.xml\n");
  });
});
