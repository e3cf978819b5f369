/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import YAML from "yaml";
import {
  DEFAULT_GUIDES,
  GUIDE_CATEGORY,
  GUIDE_DIR,
  GUIDE_WORDS,
  LINKED_GUIDES,
  fillStockList,
  syntheticGuides,
  syntheticStock,
  withGuideCategory,
  wordCount,
} from "../../bench/scale-content.ts";
import { parseFacts } from "../../src/lib/facts/load";
import { readSidebarSource } from "../../src/lib/sidebars/source";
import { STOCK_COUNTRY_CODES } from "../../src/lib/symbols/reference";
import { validateStockList } from "../../src/lib/symbols/validate";
import { parseYamlSource } from "../../src/lib/yaml-source";
import { mdxFileChecks } from "../fixtures/check-content-file";

const ROOT = path.join(__dirname, "../..");
const read = (file: string): string => fs.readFileSync(path.join(ROOT, file), "utf8");
const FACTS = parseFacts(read("content/facts.yaml"));

describe("fillStockList", () => {
  test.each(STOCK_COUNTRY_CODES)(
    "fills stocks/%s.yaml to the facts' count with entries its validator accepts, keeping the listed ones",
    (country) => {
      const file = `content/symbols/stocks/${country}.yaml`;
      const original = read(file);
      const filled = fillStockList(original, country, FACTS.symbols.stocks[country]);
      const { stocks } = validateStockList(parseYamlSource(filled, file), file, country);
      expect(stocks).toHaveLength(FACTS.symbols.stocks[country]);
      const listed = (YAML.parse(original) as { stocks: Array<{ symbol: string }> }).stocks.map(
        (stock) => stock.symbol,
      );
      expect(stocks.slice(0, listed.length).map((stock) => stock.symbol)).toEqual(listed);
      expect(filled.startsWith(original)).toBe(true);
    },
  );

  test("the synthetic tickers have a shape no real listing of these countries has", () => {
    expect(syntheticStock("us", 1)).toMatchObject({ symbol: "ZUS0001", currency: "USD" });
    expect(syntheticStock("uk", 42).symbol).toBe("ZUK0042");
    expect(syntheticStock("cn", 7)).toMatchObject({ symbol: "660007", exchange: "XSHG", currency: "CNY" });
  });

  test("a list that is already as long is left as it is", () => {
    const text = "stocks:\n  - { symbol: AAPL, name: Apple Inc., exchange: XNAS, currency: USD, sector: Energy }\n";
    expect(fillStockList(text, "us", 1)).toBe(text);
  });
});

describe("syntheticGuides", () => {
  const guides = syntheticGuides(DEFAULT_GUIDES);

  test("each has its own id, route and title, under the guides' folder", () => {
    for (const key of ["id", "route", "title"] as const) {
      expect(new Set(guides.map((guide) => guide[key])).size).toBe(DEFAULT_GUIDES);
    }
    for (const guide of guides) {
      expect(guide.id.startsWith(`${GUIDE_DIR}/`)).toBe(true);
      expect(guide.route).toBe(`/docs/${guide.id}`);
    }
  });

  test("each is about GUIDE_WORDS words, with headings and a code block", () => {
    for (const guide of guides) {
      const body = guide.text.replace(/^---[\s\S]*?\n---\n/, "");
      expect(wordCount(body)).toBeGreaterThan(GUIDE_WORDS * 0.85);
      expect(wordCount(body)).toBeLessThan(GUIDE_WORDS * 1.25);
      expect(body).toMatch(/^## /m);
      expect(body).toMatch(/^### /m);
      expect(body).toMatch(/^```python title="quote.py"$/m);
    }
    // Varied: no two guides share their opening paragraph.
    const openings = guides.map((guide) => guide.text.split("\n---\n")[1].trim().split("\n")[0]);
    expect(new Set(openings).size).toBe(DEFAULT_GUIDES);
  });

  test("every link goes to another generated guide or to a guide of the site", () => {
    const generated = new Set(guides.map((guide) => guide.route));
    const linked = new Set<string>(LINKED_GUIDES.map((guide) => guide.route));
    for (const guide of guides) {
      for (const [, href] of guide.text.matchAll(/\]\((\/docs[^)]*)\)/g)) {
        expect(generated.has(href) || linked.has(href)).toBe(true);
        expect(href).not.toBe(guide.route);
      }
    }
    for (const { route } of LINKED_GUIDES) {
      const id = route.replace(/^\/docs\/?/, "");
      expect(
        fs.existsSync(path.join(ROOT, "content/docs", `${id}.mdx`)) ||
          fs.existsSync(path.join(ROOT, "content/docs", id, "index.mdx")),
      ).toBe(true);
    }
  });

  test("the build's checks of frontmatter and MDX accept them", () => {
    const checks = mdxFileChecks(
      guides.slice(0, 40).map((guide) => ({ file: `content/docs/${guide.id}.mdx`, text: guide.text })),
    );
    for (const check of checks) expect(check).not.toThrow();
  });
});

test("withGuideCategory adds one category of the guides to a sidebar file that still validates", () => {
  const guides = syntheticGuides(3);
  const source = readSidebarSource("main", withGuideCategory(read("content/sidebars/main.yaml"), guides), "main.yaml");
  const category = source.data.items.at(-1);
  expect(category).toMatchObject({
    type: "category",
    label: GUIDE_CATEGORY,
    link: { type: "generated-index", slug: GUIDE_DIR },
    items: guides.map((guide) => ({ type: "doc", id: guide.id })),
  });
});
