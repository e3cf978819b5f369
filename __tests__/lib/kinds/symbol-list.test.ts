/** @jest-environment node */
import { symbolsSidebarItems } from "../../../src/lib/kinds/symbol-list";
import { buildSymbolReference } from "../../../src/lib/symbols/model";
import type { SidebarNode } from "../../../src/lib/sidebars/types";
import { plainHighlight, tinyCatalogue } from "../../fixtures/symbol-catalogue";

/** The items as indented text: one line per item, its label and route. */
function print(items: SidebarNode[], depth = 0): string[] {
  return items.flatMap((item) => {
    const line = `${"  ".repeat(depth)}${item.label}${item.href ? ` ${item.href}` : ""}`;
    return item.kind === "category" ? [line, ...print(item.items, depth + 1)] : [line];
  });
}

const lists = buildSymbolReference(tinyCatalogue(), { highlight: plainHighlight, httpApi: "", websocket: "" }).lists;

test("a page per list; commodity groups and stock countries gathered in a category each", () => {
  expect(print(symbolsSidebarItems(lists))).toEqual([
    "Crypto /docs/symbols/crypto",
    "Currencies /docs/symbols/currencies",
    "Indices /docs/symbols/indices",
    "Commodities",
    "  Agricultural /docs/symbols/commodities/agricultural",
    "  Energy /docs/symbols/commodities/energy",
    "  Metal /docs/symbols/commodities/metal",
    "Stocks",
    "  Belgium /docs/symbols/stocks/be",
    "  Switzerland /docs/symbols/stocks/ch",
    "  China /docs/symbols/stocks/cn",
    "  Germany /docs/symbols/stocks/de",
    "  Spain /docs/symbols/stocks/es",
    "  France /docs/symbols/stocks/fr",
    "  Italy /docs/symbols/stocks/it",
    "  Netherlands /docs/symbols/stocks/nl",
    "  New Zealand /docs/symbols/stocks/nz",
    "  United Kingdom /docs/symbols/stocks/uk",
    "  United States /docs/symbols/stocks/us",
    "Algorithm uploads /docs/symbols/algo",
  ]);
});

test("items are generated pages of the symbol-list kind, in list order whatever order the nodes come in", () => {
  const items = symbolsSidebarItems([...lists].reverse());
  expect(items[0]).toEqual({
    kind: "doc",
    docId: "/docs/symbols/crypto",
    label: "Crypto",
    href: "/docs/symbols/crypto",
    pageKind: "symbol-list",
  });
  expect(items[3]).toMatchObject({ kind: "category", label: "Commodities", href: null, collapsed: false });
});
