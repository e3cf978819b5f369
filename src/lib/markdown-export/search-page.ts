/**
 * The search page as Markdown. Its results live in the browser, so its Markdown says what a
 * reader or an agent can do instead of looking at them: the search address to open, what the
 * search finds, and the files that hold every page without searching.
 */
import { HITS_PER_PAGE, MAX_QUERY_LENGTH, SEARCH_PAGE_ROUTE, searchPageUrl } from "../search/dialog-model";
import { inlineCode, joinBlocks, link, pageHeader } from "./blocks";
import { LLMS_FULL_TXT, LLMS_TXT } from "./llms";

/** What the search page's Markdown is made of. */
export interface SearchPageSource {
  /** The page's h1. */
  heading: string;
  description: string | null;
}

/** Queries shown as examples, each with what it finds; every one answers in every build. */
const EXAMPLES: ReadonlyArray<readonly [query: string, finds: string]> = [
  ["rate limits", "guides and their sections, by words in their text"],
  ["get quote", "HTTP operations by name or path"],
  ["crypto stream", "WebSocket channels and their messages"],
  ["AAPL", "a symbol by ticker, pair or name: its entry first, then the endpoint that quotes it"],
];

/** The search page's Markdown (`/docs/search.md`). */
export function searchPageMarkdown(page: SearchPageSource): string {
  const address = `${SEARCH_PAGE_ROUTE}?q=<words>`;
  return joinBlocks([
    pageHeader(page.heading, page.description),
    [
      `Open ${inlineCode(address)} to see the results for a query, ${HITS_PER_PAGE} to a page; add`,
      `${inlineCode("&page=<n>")} for the ones after. On every page, the search button in the navbar, or`,
      `Ctrl+K (⌘K on macOS), opens the same search in a dialog.`,
    ].join("\n"),
    "## What it finds",
    EXAMPLES.map(([query, finds]) => `- ${link(query, searchPageUrl(query))}: ${finds}.`).join("\n"),
    [
      `A query is cut to ${MAX_QUERY_LENGTH} characters. A word of four letters or more is found with`,
      "one typo, of eight or more with two; tickers, identifiers and numbers must match exactly.",
    ].join("\n"),
    "## Every page without searching",
    [
      `- ${link("llms.txt", LLMS_TXT)}: every page by section, with a one-line description and`,
      "  a link to its Markdown.",
      `- ${link("llms-full.txt", LLMS_FULL_TXT)}: every guide and both API references in one file.`,
      `- Every page is published as Markdown at its address plus ${inlineCode(".md")}, and its address`,
      `  answers with that Markdown when the request sends ${inlineCode("Accept: text/markdown")}.`,
    ].join("\n"),
  ]);
}
