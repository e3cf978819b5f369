/** @jest-environment node */
import { AuthorError } from "../../../src/lib/author-error";
import { routeForDocId, type DocSummary } from "../../../src/lib/docs";
import { registerKind } from "../../../src/lib/kinds/define";
import { symbolEntryKind } from "../../../src/lib/kinds/symbol-entry";
import { symbolListKind, symbolsSidebarItems } from "../../../src/lib/kinds/symbol-list";
import { buildRouteTable } from "../../../src/lib/routes";
import type { ResolvedSidebar } from "../../../src/lib/sidebars/types";
import { ENTRY_TOC } from "../../../src/lib/symbols/entry-toc";
import { buildSymbolReference } from "../../../src/lib/symbols/model";
import type { OperationTarget } from "../../../src/lib/symbols/operation-routes";
import { ENTRY_SERVICES } from "../../../src/lib/symbols/services";
import { kindPages, TEST_SITE } from "../../fixtures/kind-pages";
import { plainHighlight, tinyCatalogue } from "../../fixtures/symbol-catalogue";

const reference = buildSymbolReference(tinyCatalogue(), {
  highlight: plainHighlight,
  httpApi: "https://api.tickwire.io/v1",
  websocket: "wss://stream.tickwire.io/v1",
  lineOf: (_file, at) => 2 + 6 * Number(at[1]),
});

/** Every operation the symbol pages link to, at the route the spec gives it. */
const OPERATIONS: OperationTarget[] = [
  ...Object.values(ENTRY_SERVICES).flatMap((service) => service.operationIds),
  ...["crypto", "currencies", "indices", "commodities", "stocks", "algo"].map((kind) => `${kind}-get-symbols`),
].map((operationId) => ({ operationId, route: `/docs/api/${operationId.replace(/^([a-z]+)-/, "$1/")}` }));

const SYMBOL_KINDS = [registerKind(symbolListKind), registerKind(symbolEntryKind)];

/** The symbol pages of the lists and symbols, as their kinds make them. */
const symbolPages = (
  lists: readonly unknown[] = reference.lists,
  symbols: readonly unknown[] = reference.symbols,
  operations: readonly OperationTarget[] = OPERATIONS,
) => kindPages({ nodes: { SymbolList: lists, MarketSymbol: symbols, ApiOperation: operations }, kinds: SYMBOL_KINDS });
const pages = () => symbolPages().map(({ kind, page }) => ({ kind, ...page }));

describe("the symbol kinds' pages", () => {
  test("a symbol-list page per list and a symbol-entry page per coin, currency and index", () => {
    const all = pages();
    expect(all.filter((page) => page.kind === "symbol-list")).toHaveLength(18);
    expect(all.filter((page) => page.kind === "symbol-entry").map((page) => page.path)).toEqual([
      "/docs/symbols/crypto/bitcoin",
      "/docs/symbols/crypto/ethereum",
      "/docs/symbols/currencies/eur",
      "/docs/symbols/currencies/usd",
      "/docs/symbols/currencies/jpy",
      "/docs/symbols/indices/sp-500",
    ]);
  });

  test("a list page: its id, title, description and file", () => {
    expect(pages().find((page) => "id" in page.context && page.context.id === "stocks-uk")).toMatchObject({
      path: "/docs/symbols/stocks/uk",
      kind: "symbol-list",
      source: "content/symbols/stocks/uk.yaml",
      context: { id: "stocks-uk" },
      title: "UK stocks",
      description: "1 UK stocks listed on London Stock Exchange, with their sectors and currencies.",
    });
  });

  test("a symbol page: its key, the entry's file and line, and its list as parent", () => {
    expect(pages().find((page) => "id" in page.context && page.context.id === "crypto:ETH")).toMatchObject({
      path: "/docs/symbols/crypto/ethereum",
      kind: "symbol-entry",
      source: "content/symbols/crypto.yaml:8 (ETH)",
      title: "Ethereum (ETH)",
      parent: "/docs/symbols/crypto",
    });
  });

  test("the link checker sees the page's sections and its links to the API references and its list", () => {
    const coin = pages().find((page) => page.path === "/docs/symbols/crypto/bitcoin")?.linked;
    expect([...(coin?.anchors ?? [])]).toEqual(ENTRY_TOC.map((entry) => entry.id));
    expect(coin?.links.map((link) => link.href)).toEqual([
      "/docs/api/crypto/get-quote",
      "/docs/api/crypto/get-quotes",
      "/docs/api/crypto/get-insights",
      "/docs/api/crypto/convert",
      "/docs/websocket/crypto",
      "/docs/websocket/crypto/quotes",
      "/docs/symbols/crypto",
    ]);
    const algo = pages().find((page) => page.path === "/docs/symbols/algo")?.linked;
    expect(algo?.links.map((link) => link.href)).toContain("/docs/symbols/stocks/us?q=BRK.B");
  });

  test("pages follow list and file order whatever order the nodes come in", () => {
    const shuffled = symbolPages([...reference.lists].reverse(), [...reference.symbols].reverse());
    expect(shuffled.map(({ page }) => page.path)).toEqual(pages().map((page) => page.path));
  });

  test("an operation the spec no longer has stops the build, naming it and the closest ids", () => {
    const without = OPERATIONS.filter((operation) => operation.operationId !== "crypto-convert");
    expect(() => symbolPages(reference.lists, reference.symbols, without)).toThrow(AuthorError);
    expect(() => symbolPages(reference.lists, reference.symbols, without)).toThrow(
      'specs/http-api.openapi.yaml has no operation "crypto-convert", which the symbol pages of content/symbols/crypto.yaml link to',
    );
  });
});

describe("symbol pages in the route table", () => {
  const doc: DocSummary = {
    id: "symbols/index",
    route: routeForDocId("symbols/index"),
    title: "Symbol reference",
    description: null,
    sidebarLabel: null,
    draft: false,
    file: "content/docs/symbols/index.mdx",
  };
  const sidebar: ResolvedSidebar = {
    id: "symbols",
    label: "Symbols",
    items: [
      { kind: "doc", docId: "symbols/index", label: "Overview", href: "/docs/symbols" },
      ...symbolsSidebarItems(reference.lists),
    ],
    generatedIndexes: [],
  };
  const table = buildRouteTable({
    pages: [...kindPages({ docs: [doc], sidebars: [sidebar] }), ...symbolPages()],
    sidebars: [sidebar],
    site: TEST_SITE,
  });
  const contextOf = (path: string) => table.routes.find((route) => route.page.path === path)?.page.pageContext;

  test("every page is created, with no warnings", () => {
    expect(table.warnings).toEqual([]);
    expect(table.routes).toHaveLength(1 + 18 + 6);
  });

  test("a list page is in the symbols sidebar, with its group in the breadcrumbs", () => {
    expect(contextOf("/docs/symbols/stocks/us")).toMatchObject({
      id: "stocks-us",
      chrome: {
        sidebarId: "symbols",
        breadcrumbs: [{ label: "Stocks", href: null }],
        previous: { label: "United Kingdom", href: "/docs/symbols/stocks/uk" },
        next: { label: "Algorithm uploads", href: "/docs/symbols/algo" },
      },
    });
  });

  test("a symbol page shows its list's sidebar, with breadcrumbs through the list and its neighbours as previous and next", () => {
    expect(contextOf("/docs/symbols/currencies/usd")).toMatchObject({
      id: "currencies:USD",
      cards: [],
      chrome: {
        sidebarId: "symbols",
        title: "US dollar (USD)",
        breadcrumbs: [{ label: "Currency symbols", href: "/docs/symbols/currencies" }],
        previous: { label: "Euro (EUR)", href: "/docs/symbols/currencies/eur" },
        next: { label: "Japanese yen (JPY)", href: "/docs/symbols/currencies/jpy" },
      },
    });
    expect(contextOf("/docs/symbols/indices/sp-500")?.chrome).toMatchObject({ previous: null, next: null });
  });

  describe("a list split into pages whose symbols have pages of their own", () => {
    // The crypto list at more than a page of rows (250: three pages); its two coins keep their pages.
    const lists = reference.lists.map((list) =>
      list.listId === "crypto"
        ? {
            ...list,
            table: {
              ...list.table,
              rows: Array.from({ length: 250 }, (_, n) => list.table.rows[n % list.table.rows.length]),
            },
          }
        : list,
    );
    const paged = buildRouteTable({
      pages: [...kindPages({ docs: [doc], sidebars: [sidebar] }), ...symbolPages(lists)],
      sidebars: [sidebar],
      site: TEST_SITE,
    });
    const chromeOf = (path: string) => paged.routes.find((route) => route.page.path === path)?.page.pageContext.chrome;
    const around = {
      previous: chromeOf("/docs/symbols/crypto")?.previous,
      next: chromeOf("/docs/symbols/crypto")?.next,
    };

    test("every page of the list leads where the list leads in the sidebar: the last page's next is the page after the list", () => {
      expect(paged.warnings).toEqual([]);
      expect(around.next).toEqual({ label: "Currencies", href: "/docs/symbols/currencies" });
      for (const path of ["/docs/symbols/crypto/page/2", "/docs/symbols/crypto/page/3"]) {
        expect(chromeOf(path)).toMatchObject({
          sidebarId: "symbols",
          breadcrumbs: [{ label: "Crypto symbols", href: "/docs/symbols/crypto" }],
          ...around,
        });
      }
    });

    test("the symbols' pages lead from one to the next, never to a page of the list", () => {
      expect(chromeOf("/docs/symbols/crypto/bitcoin")).toMatchObject({
        previous: null,
        next: { label: "Ethereum (ETH)", href: "/docs/symbols/crypto/ethereum" },
      });
      expect(chromeOf("/docs/symbols/crypto/ethereum")).toMatchObject({
        previous: { label: "Bitcoin (BTC)", href: "/docs/symbols/crypto/bitcoin" },
        next: null,
      });
    });
  });
});
