/**
 * The tools of the docs' MCP server, as their schemas: MCP clients read the descriptions to decide
 * when and how to call a tool, so each field says what it holds and gives an example. The types
 * the server's code uses are derived from these schemas.
 */
import { z } from "zod";
import { HITS_PER_PAGE, MAX_QUERY_LENGTH } from "../search/dialog-model";

/** Results search_docs returns when the caller does not say. */
export const DEFAULT_RESULT_COUNT = 5;
/** Most results one search_docs call returns: one page of the site's search. */
export const MAX_RESULT_COUNT = HITS_PER_PAGE;

/** Arguments of search_docs. */
export const searchDocsInput = {
  query: z
    .string()
    .min(1)
    .describe(
      `Words to search the Tickwire docs for, as typed in the site's search box, e.g. "rate limits", "AAPL" or "websocket authentication". Longer than ${MAX_QUERY_LENGTH} characters, it is cut to ${MAX_QUERY_LENGTH}, as on the site.`,
    ),
  limit: z
    .number()
    .int()
    .min(1)
    .max(MAX_RESULT_COUNT)
    .optional()
    .describe(`How many results to return, best first: 1 to ${MAX_RESULT_COUNT}, ${DEFAULT_RESULT_COUNT} by default.`),
};

/** One search_docs result. */
export const searchDocsResult = z.object({
  title: z
    .string()
    .describe('Title of the page, e.g. "Rate limits", or the name of a symbol in a list, e.g. "Apple Inc. (AAPL)".'),
  route: z.string().describe('Route of the page on the site, e.g. "/docs/api/limits"; read_page takes it.'),
  url: z.string().describe("Address of the hit on the site, with the section's #anchor for a section hit."),
  markdownUrl: z.string().describe("Address of the page's Markdown (<route>.md)."),
  area: z.string().describe('Site area: "Guides", "HTTP API", "WebSocket API" or "Symbols".'),
  breadcrumbs: z
    .array(z.string())
    .describe('Where the page sits in its sidebar, e.g. ["Available endpoints", "Stocks"].'),
  section: z
    .object({
      heading: z.string().describe("The h2 or h3 heading the hit is under."),
      anchor: z.string().describe('Its anchor on the page, without "#".'),
    })
    .optional()
    .describe("Present when the hit is a section of the page rather than the whole page."),
  snippet: z.string().describe("A short passage of the page or section around the words searched; may be empty."),
});

/** What search_docs returns as structured content. */
export const searchDocsOutput = {
  query: z.string().describe(`The query searched, cut to ${MAX_QUERY_LENGTH} characters.`),
  total: z.number().int().describe("How many records of the docs match the query."),
  results: z.array(searchDocsResult).describe("The best matches, best first, ranked as by the site's search."),
};

/** Arguments of read_page. */
export const readPageInput = {
  route: z
    .string()
    .describe(
      'The page to read: its route ("/docs/api/limits"), its Markdown path ("/docs/api/limits.md"), the route under /docs ("api/limits") or its full address on the site. Routes come from search_docs or llms.txt.',
    ),
};

/** search_docs's structured content as one schema, to check a value against. */
export const searchDocsOutputObject = z.object(searchDocsOutput);

/** One search_docs result. */
export type SearchDocsResult = z.infer<typeof searchDocsResult>;
/** What search_docs returns as structured content. */
export type SearchDocsOutput = z.infer<typeof searchDocsOutputObject>;
