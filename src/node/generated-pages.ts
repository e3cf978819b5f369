import { wsPages, type ChannelPageSource, type MessageSummary } from "../lib/asyncapi/pages";
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
  const ws = wsPages(wsChannels(getNodesByType));
  const symbols = symbolPages(
    getNodesByType("SymbolList") as SymbolListPageSource[],
    getNodesByType("MarketSymbol") as SymbolEntryPageSource[],
    operations,
  );
  const specs = [...getNodesByType("ApiSpec"), ...getNodesByType("WsSpec")] as Array<{
    downloads: { yaml: string; json: string };
  }>;
  return {
    pages: [...api.pages, ...ws.pages, ...symbols.pages],
    linked: [...api.linked, ...ws.linked, ...symbols.linked],
    files: specs.flatMap((spec) => [spec.downloads.yaml, spec.downloads.json]),
  };
}

/** WebSocket channels in spec order, each with its messages. */
function wsChannels(getNodesByType: NodesOfType): ChannelPageSource[] {
  const messages = new Map(
    (getNodesByType("WsMessage") as Array<MessageSummary & { messageId: string }>).map((message) => [
      message.messageId,
      message,
    ]),
  );
  const channels = getNodesByType("WsChannel") as Array<
    Omit<ChannelPageSource, "messages"> & { messageIds: string[]; position: number }
  >;
  return [...channels]
    .sort((a, b) => a.position - b.position)
    .map((channel) => ({
      ...channel,
      messages: channel.messageIds.flatMap((id) => (messages.has(id) ? [messages.get(id) as MessageSummary] : [])),
    }));
}
