/**
 * Synthetic content that brings a copy of the site to a real provider's size, for bench/scale.ts:
 * every stock list of content/symbols/stocks filled to the count content/facts.yaml gives its
 * country, and a category of generated guides in the main sidebar. Pure: text in, text out; the
 * bench reads and writes the files.
 *
 * The tickers cannot be taken for real ones: outside China they are `Z`, the country's code and a
 * four-digit number (ZUS0001, ZUK0001), a shape none of these exchanges issues; in China they are
 * Shanghai codes from 660000, outside the ranges Shanghai issues A shares in (600–605, 688–689).
 * Every value is deterministic, so two runs build the same site.
 */
import YAML from "yaml";
import {
  SECTORS,
  STOCK_COUNTRIES,
  exchangesOf,
  type Sector,
  type StockCountry,
  type StockExchangeMic,
} from "../src/lib/symbols/reference.ts";
import { seededRandom } from "./seeded-random.ts";

/** Guides the bench adds unless told otherwise, and the words each is written to. */
export const DEFAULT_GUIDES = 350;
export const GUIDE_WORDS = 900;

/** Where the generated guides go (content/docs/<dir>), and their category in the main sidebar. */
export const GUIDE_DIR = "market-data-guides";
export const GUIDE_CATEGORY = "Market data guides";

/** A stock of a list, with the fields of src/lib/symbols/schema.ts. */
export interface SyntheticStock {
  symbol: string;
  name: string;
  exchange: StockExchangeMic;
  currency: string;
  sector: Sector;
}

/** The first Shanghai code the synthetic Chinese stocks take. */
const FIRST_SHANGHAI_CODE = 660_000;

/** The nth synthetic ticker of a country (n from 1), and the exchange it is listed on. */
export function syntheticTicker(country: StockCountry, n: number): { symbol: string; exchange: StockExchangeMic } {
  const exchanges = exchangesOf(country);
  if (country === "cn") return { symbol: String(FIRST_SHANGHAI_CODE + n), exchange: "XSHG" };
  if (n > 9999) throw new Error(`A ${country} list holds at most 9999 synthetic tickers, not ${n}`);
  return {
    symbol: `Z${country.toUpperCase()}${String(n).padStart(4, "0")}`,
    exchange: exchanges[n % exchanges.length],
  };
}

const NAME_STEMS = [
  "Alder",
  "Brightwater",
  "Castle",
  "Dunmore",
  "Eastgate",
  "Fairhaven",
  "Glenrock",
  "Harbour",
  "Ironbridge",
  "Juniper",
  "Kestrel",
  "Larchfield",
  "Meridian",
  "Northfield",
  "Oakridge",
  "Pinecrest",
  "Quayside",
  "Redwood",
  "Silverline",
  "Thornbury",
  "Upland",
  "Vantage",
  "Westbrook",
  "Yarrow",
];
const NAME_TRADES: Record<Sector, readonly string[]> = {
  "Communication Services": ["Media", "Telecom", "Broadcasting"],
  "Consumer Discretionary": ["Retail", "Leisure", "Motors"],
  "Consumer Staples": ["Foods", "Brewing", "Household Products"],
  Energy: ["Energy", "Oil & Gas", "Drilling"],
  Financials: ["Bancorp", "Capital", "Insurance"],
  "Health Care": ["Therapeutics", "Medical", "Biosciences"],
  Industrials: ["Logistics", "Engineering", "Aerospace"],
  "Information Technology": ["Software", "Semiconductor", "Systems"],
  Materials: ["Chemicals", "Mining", "Packaging"],
  "Real Estate": ["Properties", "Realty", "REIT"],
  Utilities: ["Power", "Water", "Utilities"],
};
const LEGAL_FORMS: Record<StockCountry, string> = {
  be: "SA/NV",
  ch: "AG",
  cn: "Co., Ltd.",
  de: "AG",
  es: "S.A.",
  fr: "SA",
  it: "S.p.A.",
  nl: "N.V.",
  nz: "Limited",
  uk: "plc",
  us: "Inc.",
};

/** The nth synthetic stock of a country (n from 1). */
export function syntheticStock(country: StockCountry, n: number): SyntheticStock {
  const sector = SECTORS[n % SECTORS.length];
  const trades = NAME_TRADES[sector];
  const stem = NAME_STEMS[Math.floor(n / SECTORS.length) % NAME_STEMS.length];
  const trade = trades[Math.floor(n / (SECTORS.length * NAME_STEMS.length)) % trades.length];
  return {
    ...syntheticTicker(country, n),
    name: `${stem} ${trade} ${LEGAL_FORMS[country]}`,
    currency: STOCK_COUNTRIES[country].currency,
    sector,
  };
}

/**
 * A stock list's YAML (content/symbols/stocks/<country>.yaml) with synthetic stocks appended until
 * it lists `count`; a list that has as many already is returned as it is.
 */
export function fillStockList(text: string, country: StockCountry, count: number): string {
  const { stocks } = YAML.parse(text) as { stocks: Array<{ symbol: string }> };
  const taken = new Set(stocks.map((stock) => stock.symbol));
  const added: SyntheticStock[] = [];
  for (let n = 1; stocks.length + added.length < count; n++) {
    const stock = syntheticStock(country, n);
    if (!taken.has(stock.symbol)) added.push(stock);
  }
  if (!added.length) return text;
  // JSON strings are YAML flow scalars: quoted, so "660001" stays text.
  const lines = added.map(
    (stock) =>
      `  - { symbol: ${JSON.stringify(stock.symbol)}, name: ${JSON.stringify(stock.name)}, exchange: ${stock.exchange}, currency: ${stock.currency}, sector: ${JSON.stringify(stock.sector)} }`,
  );
  return `${text.endsWith("\n") ? text : `${text}\n`}${lines.join("\n")}\n`;
}

/** A generated guide: its doc id (path under content/docs, no .mdx), route, title and MDX text. */
export interface SyntheticGuide {
  id: string;
  route: string;
  title: string;
  text: string;
}

/**
 * Guides of the site the generated ones link to: each is content/docs/<route after /docs>.mdx
 * (or its index.mdx), which the unit test checks.
 */
export const LINKED_GUIDES = [
  { route: "/docs/platform/getting-started", label: "getting started" },
  { route: "/docs/platform/data-dictionary", label: "the data dictionary" },
  { route: "/docs/platform/delayed-data", label: "delayed data" },
  { route: "/docs/api/authentication", label: "authentication" },
  { route: "/docs/api/limits", label: "the HTTP API's rate limits" },
  { route: "/docs/api/pagination", label: "pagination" },
  { route: "/docs/websocket", label: "the WebSocket API" },
  { route: "/docs/websocket/limits", label: "the stream's limits" },
  { route: "/docs/products/stocks", label: "the stocks product" },
  { route: "/docs/products/crypto", label: "the crypto product" },
] as const;

const ASSETS = [
  { name: "stocks", path: "stocks/quote?symbol=AAPL&country=us", one: "a stock", unit: "share price" },
  { name: "indices", path: "indices/quote?symbol=SPX", one: "an index", unit: "index level" },
  { name: "currencies", path: "currencies/quote?symbol=EURUSD", one: "a currency pair", unit: "exchange rate" },
  { name: "crypto", path: "crypto/quote?symbol=BTCUSD", one: "a coin", unit: "aggregated price" },
  { name: "commodities", path: "commodities/quote?symbol=XAUUSD", one: "a commodity", unit: "benchmark price" },
] as const;

const THEMES = [
  "Backfilling daily bars",
  "Caching quotes",
  "Batching quote requests",
  "Reconnecting a stream",
  "Handling market holidays",
  "Paginating symbol lists",
  "Monitoring feed latency",
  "Normalising tickers",
  "Reconciling end-of-day prices",
  "Labelling delayed data",
  "Budgeting your request quota",
  "Storing ticks efficiently",
  "Alerting on price moves",
  "Validating responses",
] as const;

const ANGLES = ["in Python", "for dashboards", "at scale", "in a backtest", "for alerts"] as const;

const slugOf = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** The title of the ith guide (i from 0): a theme, an asset class and an angle, never twice under 350. */
export function guideTitle(i: number): string {
  const theme = THEMES[i % THEMES.length];
  const asset = ASSETS[Math.floor(i / THEMES.length) % ASSETS.length];
  const angle = ANGLES[Math.floor(i / (THEMES.length * ASSETS.length)) % ANGLES.length];
  const round = Math.floor(i / (THEMES.length * ASSETS.length * ANGLES.length));
  return `${theme} for ${asset.name} ${angle}${round ? ` (part ${round + 1})` : ""}`;
}

/** Route of the ith guide. */
export const guideRoute = (i: number): string => `/docs/${GUIDE_DIR}/${slugOf(guideTitle(i))}`;

/** Sentences a paragraph is drawn from; `{asset}`, `{one}`, `{unit}`, `{theme}` are filled in. */
const SENTENCES = [
  "Most integrations start with a single request and grow into a pipeline that runs every few seconds, so it pays to decide early how you store what comes back.",
  "The API answers in JSON with the same field names for {asset} over HTTP and on the stream, which keeps the parsing code small.",
  "Keep the timestamp of every {unit} you store: it tells you how fresh the value was when you used it, not when you received it.",
  "When the market for {one} is closed, the last value stays the same until the next session opens, and your code should not treat that as a stalled feed.",
  "A quota is counted per minute and per day, so a burst at the top of the minute can be refused even when the day's total is far from its limit.",
  "Batch requests return up to fifty symbols at once and count as one request, which is the cheapest way to refresh a watchlist.",
  "Retries should back off: wait a second, then two, then four, and give up after a few attempts so that an outage does not turn into a flood of requests.",
  "Log the request id of every failed call, since support can trace a single request from it much faster than from a description of the symptom.",
  "Prices are rounded to a fixed number of decimals per instrument, so compare them as decimals rather than as floating-point numbers.",
  "The symbol list of each asset class is paginated, and walking it page by page is the only way to see every instrument the API knows.",
  "Daily bars close at the end of the trading day of their market, which for currencies is five in the afternoon in New York.",
  "Store raw responses for a few days before you transform them: when a calculation looks wrong, the original answer settles the question.",
  "A stream connection carries many symbols, and subscribing to them in one message is faster than sending one message per symbol.",
  "Heartbeats arrive every few seconds even when no price moves, so silence for longer than that means the connection is gone.",
  "Your users will compare your numbers with another screen, so show where each {unit} comes from and whether it is delayed.",
  "Tests that replay recorded responses are quicker and steadier than tests that call the live API, and they keep working on a train.",
  "Keep the API key out of your source code and read it from the environment or a secrets store instead.",
  "A dashboard rarely needs more than one refresh every few seconds, and a slower refresh leaves quota for the requests that matter.",
  "Time zones are the most common source of off-by-one-day errors in market data, so convert to UTC as soon as a value arrives.",
  "If two sources disagree, prefer the one with the later timestamp, and record which one you chose so the decision can be audited.",
  "The sandbox answers the same requests with simulated prices, so {theme} can be rehearsed without spending any of your quota.",
  "Corporate actions such as splits change historical prices, and a backtest that ignores them will report gains that never happened.",
  "Write down which fields your code depends on; when the API adds a field nothing breaks, but when you rely on an undocumented one it might.",
  "An alert that fires on every tick is noise, so compare each {unit} with a moving window before you notify anyone.",
];

/** Headings of the sections added until a guide has its words. */
const MORE_HEADINGS = ["Going further", "Notes from production", "Performance", "Troubleshooting", "Next steps"];

/** Words of a text (what a reader would count). */
export const wordCount = (text: string): number => text.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;

/** The ith generated guide (i from 0) of `count`, about GUIDE_WORDS words, linking its neighbours and the site's guides. */
export function syntheticGuide(i: number, count: number): SyntheticGuide {
  const title = guideTitle(i);
  const theme = THEMES[i % THEMES.length];
  const asset = ASSETS[Math.floor(i / THEMES.length) % ASSETS.length];
  const next = seededRandom(i + 1);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const fill = (sentence: string) =>
    sentence
      .replaceAll("{asset}", asset.name)
      .replaceAll("{one}", asset.one)
      .replaceAll("{unit}", asset.unit)
      .replaceAll("{theme}", theme.toLowerCase());
  // Sentences drawn without repeats within a paragraph.
  const paragraph = () =>
    SENTENCES.map((sentence) => ({ sentence, order: next() }))
      .sort((a, b) => a.order - b.order)
      .slice(0, 4 + Math.floor(next() * 3))
      .map(({ sentence }) => fill(sentence))
      .join(" ");
  const siteLink = () => {
    const { route, label } = pick(LINKED_GUIDES);
    return `[${label}](${route})`;
  };
  const neighbours = [...new Set([(i + 1) % count, (i + count - 1) % count, Math.floor(next() * count)])].filter(
    (other) => other !== i,
  );
  const code = [
    '```python title="quote.py"',
    "import os",
    "import requests",
    "",
    `response = requests.get("https://api.tickwire.io/v1/${asset.path}",`,
    '                        headers={"Authorization": f"Bearer {os.environ[\'TICKWIRE_KEY\']}"}, timeout=10)',
    "response.raise_for_status()",
    "print(response.json())",
    "```",
  ].join("\n");
  const sections = [
    `${paragraph()} This guide shows one way to go about it; read [authentication](/docs/api/authentication) first if you have no key yet.`,
    `## Before you start\n\n${paragraph()} See ${siteLink()} for the details.`,
    `## Request the data\n\n${paragraph()}\n\n${code}\n\n${paragraph()}`,
    `## Handle the edge cases\n\n${paragraph()}\n\n### When the market is closed\n\n${paragraph()}`,
    `## Check your results\n\n${paragraph()} The limits are described in ${siteLink()}.`,
  ];
  const related = `## Related guides\n\n${neighbours.map((other) => `- [${guideTitle(other)}](${guideRoute(other)})`).join("\n")}\n`;
  for (const heading of MORE_HEADINGS) {
    if (wordCount(sections.join("\n\n")) + wordCount(related) >= GUIDE_WORDS - 60) break;
    sections.push(`## ${heading}\n\n${paragraph()}`);
  }
  const frontmatter = [
    "---",
    `title: ${JSON.stringify(title)}`,
    `description: ${JSON.stringify(`${theme} for ${asset.name}: requests, edge cases and checks, with a Python example.`)}`,
    `keywords: [${asset.name}, ${slugOf(theme)}]`,
    "---",
  ].join("\n");
  return {
    id: `${GUIDE_DIR}/${slugOf(title)}`,
    route: guideRoute(i),
    title,
    text: `${frontmatter}\n\n${sections.join("\n\n")}\n\n${related}`,
  };
}

/** `count` generated guides. */
export const syntheticGuides = (count: number): SyntheticGuide[] =>
  Array.from({ length: count }, (_, i) => syntheticGuide(i, count));

/**
 * The main sidebar's YAML (content/sidebars/main.yaml) with a category of the given guides
 * appended, its own page a generated index of them.
 */
export function withGuideCategory(sidebarText: string, guides: readonly Pick<SyntheticGuide, "id">[]): string {
  const lines = [
    "  - type: category",
    `    label: ${GUIDE_CATEGORY}`,
    "    link:",
    "      type: generated-index",
    `      slug: ${GUIDE_DIR}`,
    `      title: ${GUIDE_CATEGORY}`,
    "      description: How-to guides for each asset class, from the first request to production.",
    "    items:",
    ...guides.map((guide) => `      - { type: doc, id: ${guide.id} }`),
  ];
  return `${sidebarText.endsWith("\n") ? sidebarText : `${sidebarText}\n`}${lines.join("\n")}\n`;
}
