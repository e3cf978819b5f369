import type { LinkedPage } from "../lib/links";
import { apiPages, type OperationPageSource, type TagPageSource } from "../lib/openapi/pages";
import type { GeneratedPage } from "../lib/routes";
import { symbolPages, type SymbolEntryPageSource, type SymbolListPageSource } from "../lib/symbols/pages";

/** Pages of every generated kind, the text the link checker reads on them, and published files. */
export interface GeneratedPages {
  pages: GeneratedPage[];
  linked: LinkedPage[];
  /** Paths of published files (spec downloads) that links may point to. */
  files: string[];
}

type NodesOfType = (type: string) => unknown[];

/**
 * Collects the pages of each generated kind from the sourced nodes. Adding a kind adds one call
 * here, its template and its components; the route table treats every kind alike.
 */
export function generatedPages(getNodesByType: NodesOfType): GeneratedPages {
  const operations = getNodesByType("ApiOperation") as OperationPageSource[];
  const api = apiPages(getNodesByType("ApiTag") as TagPageSource[], operations);
  const symbols = symbolPages(getNodesByType("SymbolList") as SymbolListPageSource[], getNodesByType("MarketSymbol") as SymbolEntryPageSource[], operations);
  const specs = getNodesByType("ApiSpec") as Array<{ downloads: { yaml: string; json: string } }>;
  return {
    pages: [...api.pages, ...symbols.pages],
    linked: [...api.linked, ...symbols.linked],
    files: specs.flatMap((spec) => [spec.downloads.yaml, spec.downloads.json]),
  };
}
