/**
 * The registry of page kinds. Every page of the site is of one of these kinds; the build's hubs
 * (route table, sidebars, link checker, search records, Markdown export, llms.txt) iterate over
 * this list. Its order is the route table's: a route claimed twice keeps the earlier kind's page.
 * Adding a kind: one module here, declaring every part of PageKind, and its template.
 */
import { apiOperationKind } from "./api-operation";
import { apiTagKind } from "./api-tag";
import { categoryIndexKind } from "./category-index";
import { registerKind, type RegisteredKind } from "./define";
import { guideKind } from "./guide";
import { searchPageKind } from "./search-page";
import { symbolEntryKind } from "./symbol-entry";
import { symbolListKind } from "./symbol-list";
import { wsChannelKind } from "./ws-channel";
import { wsQuotesKind } from "./ws-quotes";

export const PAGE_KINDS: readonly RegisteredKind[] = [
  registerKind(guideKind),
  registerKind(apiTagKind),
  registerKind(apiOperationKind),
  registerKind(wsChannelKind),
  registerKind(wsQuotesKind),
  registerKind(symbolListKind),
  registerKind(symbolEntryKind),
  registerKind(categoryIndexKind),
  registerKind(searchPageKind),
];
