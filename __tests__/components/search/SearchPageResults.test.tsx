import { render, screen, within } from "@testing-library/react";
import { SearchPageResults } from "../../../src/components/search/SearchPage/Results";
import type { SearchRecord } from "../../../src/lib/search/types";
import { fetchOfIndexParts } from "../../fixtures/search-parts";

const base = { trail: [] as string[], keywords: [] as string[], language: "en", version: "current", position: 0 };

const APPLE: SearchRecord = {
  ...base,
  objectID: "/docs/symbols/stocks/us#AAPL",
  url: "/docs/symbols/stocks/us#AAPL",
  hierarchy: { lvl0: "Symbols", lvl1: "United States stocks", lvl2: "AAPL: Apple Inc.", lvl3: null },
  content: "AAPL Apple Inc. NASDAQ",
  type: "lvl2",
  keywords: ["AAPL", "Apple"],
  quote: {
    url: "/docs/api/stocks/get-quote",
    title: "Get a stock quote",
    trail: ["HTTP API", "Stocks"],
    request: "GET /stocks/quote",
  },
};

const LIMITS: SearchRecord = {
  ...base,
  objectID: "/docs/api/limits",
  url: "/docs/api/limits",
  hierarchy: { lvl0: "HTTP API", lvl1: "Rate limits", lvl2: null, lvl3: null },
  content: "Requests per minute for each plan, Apple included.",
  type: "lvl1",
};

beforeEach(() => {
  global.fetch = jest.fn(fetchOfIndexParts([APPLE, LIMITS])) as unknown as typeof fetch;
});

const results = (query: string) =>
  render(<SearchPageResults query={query} page={1} onPageChange={() => undefined} onSuggest={() => undefined} />);

it("lists a symbol's quote endpoint right after the symbol, as the dialog does", async () => {
  results("AAPL");
  const list = await screen.findByRole("list");
  const links = within(list).getAllByRole("link");
  expect(links[0]).toHaveAttribute("href", "/docs/symbols/stocks/us#AAPL");
  expect(links[1]).toHaveAttribute("href", "/docs/api/stocks/get-quote");
  expect(links[1]).toHaveTextContent("Get a stock quote");
});

it("adds no endpoint when the first hit is not a symbol", async () => {
  results("requests per minute");
  const list = await screen.findByRole("list");
  const hrefs = within(list)
    .getAllByRole("link")
    .map((link) => link.getAttribute("href"));
  expect(hrefs).not.toContain("/docs/api/stocks/get-quote");
  expect(hrefs[0]).toBe("/docs/api/limits");
});
