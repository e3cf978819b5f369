import fs from "fs";
import path from "path";
import type { Node } from "gatsby";
import { siteConfig } from "../../site.config";
import type { Facts } from "../lib/facts/schema";
import { extractLinks, type LinkedPage } from "../lib/links";
import { markdownRoute } from "../lib/markdown-export/blocks";
import { cardList, listingMarkdown } from "../lib/markdown-export/cards";
import { guideMarkdown } from "../lib/markdown-export/guide";
import { llmsFullTxt, llmsTxt, sidebarRoutes, type LlmsFile, type LlmsPage } from "../lib/markdown-export/llms";
import { operationMarkdown, type OperationSource } from "../lib/markdown-export/operation";
import { robotsTxt, sitemapXml } from "../lib/markdown-export/sitemap";
import {
  symbolEntryMarkdown,
  symbolListMarkdown,
  type SymbolEntrySource,
  type SymbolListSource,
} from "../lib/markdown-export/symbols";
import { wsChannelMarkdown, type WsChannelSource, type WsMessageSource } from "../lib/markdown-export/ws-channel";
import type { GeneratedPage, RouteEntry } from "../lib/routes";
import type { ResolvedSidebar } from "../lib/sidebars/types";

/** A published guide as the export reads it. */
export interface MarkdownDocNode {
  docId: string;
  route: string;
  title: string;
  description: string | null;
  sourceFile: string;
  /** Id of the Mdx node with the body. */
  mdx: string;
}

/** Public paths of the files written next to the pages. */
export const LLMS_TXT = "/llms.txt";
export const LLMS_FULL_TXT = "/llms-full.txt";
export const SITEMAP_XML = "/sitemap.xml";
export const ROBOTS_TXT = "/robots.txt";

/** Everything the export writes, by public path, and the pages' links for the link checker. */
export interface MarkdownExport {
  files: Map<string, string>;
  linked: LinkedPage[];
  /** Public paths of the Markdown pages. */
  markdownRoutes: string[];
}

type NodesOfType = (type: string) => Node[];

/** Page kinds whose Markdown goes into llms-full.txt: the guides and the two references. */
const FULL_KINDS = new Set(["doc", "category-index", "api-tag", "api-operation", "ws-channel", "ws-quotes"]);

const byField = <T>(nodes: Node[], field: string): Map<string, T> =>
  new Map(nodes.map((node) => [String((node as unknown as Record<string, unknown>)[field]), node as unknown as T]));

/**
 * The Markdown of every page of the route table, llms.txt, llms-full.txt, sitemap.xml and
 * robots.txt, read from the sourced nodes (never from the files they came from).
 */
export function buildMarkdownExport(args: {
  routes: RouteEntry[];
  docs: MarkdownDocNode[];
  generated: GeneratedPage[];
  sidebars: ResolvedSidebar[];
  facts: Facts;
  getNode: (id: string) => Node | undefined;
  getNodesByType: NodesOfType;
}): MarkdownExport {
  const { getNodesByType } = args;
  const docs = new Map(args.docs.map((doc) => [doc.docId, doc]));
  const operations = byField<OperationSource & { operationId: string }>(getNodesByType("ApiOperation"), "operationId");
  const tags = byField<{ descriptionHtml: string | null }>(getNodesByType("ApiTag"), "name");
  const channels = byField<Omit<WsChannelSource, "messages"> & { messageIds: string[] }>(
    getNodesByType("WsChannel"),
    "key",
  );
  const messages = byField<WsMessageSource>(getNodesByType("WsMessage"), "messageId");
  const lists = byField<SymbolListSource & { listId: string; route: string; position: number; description: string }>(
    getNodesByType("SymbolList"),
    "listId",
  );
  const symbols = byField<
    Omit<SymbolEntrySource, "operations" | "listTitle"> & { listId: string; operationIds: string[] }
  >(getNodesByType("MarketSymbol"), "key");
  const [apiSpec] = getNodesByType("ApiSpec") as unknown as Array<{
    servers: Array<{ url: string }>;
    downloads: { yaml: string; json: string };
    title: string;
  }>;
  const [wsSpec] = getNodesByType("WsSpec") as unknown as Array<{
    downloads: { yaml: string; json: string };
    title: string;
  }>;
  const generated = new Map(args.generated.map((page) => [page.path, page]));
  const listCards = () =>
    cardList(
      [...lists.values()]
        .sort((a, b) => a.position - b.position)
        .map((list) => ({ label: list.title, href: list.route, description: list.description })),
    );

  const markdownOf = (route: RouteEntry): string | null => {
    if (route.template === "doc") {
      const doc = docs.get(route.context.docId);
      const body = doc ? (args.getNode(doc.mdx) as (Node & { body?: string }) | undefined)?.body : undefined;
      if (!doc || body === undefined) return null;
      return guideMarkdown(
        { title: doc.title, description: doc.description, body, file: doc.sourceFile, cards: route.context.cards },
        { facts: args.facts, components: { SymbolListCards: listCards } },
      );
    }
    if (route.template === "category-index")
      return listingMarkdown({
        title: route.context.title,
        description: route.context.description,
        cards: route.context.cards,
      });
    const page = generated.get(route.path);
    const id = route.context.id;
    switch (route.template) {
      case "api-tag":
        return listingMarkdown({
          title: `${page?.title ?? id} API`,
          descriptionHtml: tags.get(id)?.descriptionHtml ?? null,
          cards: route.context.cards,
        });
      case "api-operation": {
        const operation = operations.get(id);
        return operation ? operationMarkdown(operation, { serverUrl: apiSpec?.servers[0]?.url ?? null }) : null;
      }
      case "ws-channel":
      case "ws-quotes": {
        const channel = channels.get(id);
        if (!channel) return null;
        const withMessages = {
          ...channel,
          messages: channel.messageIds.flatMap((messageId) =>
            messages.has(messageId) ? [messages.get(messageId) as WsMessageSource] : [],
          ),
        };
        return wsChannelMarkdown(withMessages, route.template === "ws-quotes" ? "quotes" : "overview");
      }
      case "symbol-list": {
        const list = lists.get(id);
        return list ? symbolListMarkdown(list) : null;
      }
      case "symbol-entry": {
        const symbol = symbols.get(id);
        if (!symbol) return null;
        const served = symbol.operationIds.flatMap((operationId) =>
          operations.has(operationId) ? [operations.get(operationId) as OperationSource] : [],
        );
        return symbolEntryMarkdown({
          ...symbol,
          listTitle: lists.get(symbol.listId)?.title ?? symbol.listId,
          operations: served,
        });
      }
    }
    return null;
  };

  const files = new Map<string, string>();
  const linked: LinkedPage[] = [];
  const pages = new Map<string, LlmsPage>();
  const full: Array<{ route: string; markdown: string }> = [];
  const kinds = new Map<string, string>();
  for (const route of args.routes) {
    const markdown = markdownOf(route);
    if (markdown === null) continue;
    const target = markdownRoute(route.path);
    files.set(target, markdown);
    kinds.set(route.path, route.template);
    linked.push({ route: target, file: `public${target}`, anchors: new Set(), links: extractLinks(markdown) });
    const title =
      route.template === "doc"
        ? docs.get(route.context.docId)?.title
        : route.template === "category-index"
          ? route.context.title
          : generated.get(route.path)?.title;
    const description =
      route.template === "doc"
        ? docs.get(route.context.docId)?.description
        : route.template === "category-index"
          ? route.context.description
          : generated.get(route.path)?.description;
    pages.set(route.path, { route: route.path, title: title ?? route.path, description: description ?? null });
  }

  // llms-full.txt follows the sidebars' reading order.
  const ordered = [...new Set([...args.sidebars.flatMap((sidebar) => sidebarRoutes(sidebar.items)), ...pages.keys()])];
  for (const route of ordered) {
    const markdown = files.get(markdownRoute(route));
    if (markdown && FULL_KINDS.has(kinds.get(route) ?? "")) full.push({ route, markdown });
  }

  const downloads: LlmsFile[] = [
    ...(apiSpec
      ? [
          {
            label: `${apiSpec.title} (OpenAPI, YAML)`,
            path: apiSpec.downloads.yaml,
            description: "the HTTP API spec every HTTP reference page is generated from",
          },
        ]
      : []),
    ...(wsSpec
      ? [
          {
            label: `${wsSpec.title} (AsyncAPI, YAML)`,
            path: wsSpec.downloads.yaml,
            description: "the WebSocket API spec every stream page is generated from",
          },
        ]
      : []),
  ];
  const summary = siteConfig.description;
  const title = siteConfig.titleSuffix;
  const llms = llmsTxt({
    title,
    summary,
    siteUrl: siteConfig.siteUrl,
    sidebars: args.sidebars,
    pages,
    files: downloads,
    optional: [...kinds].filter(([, kind]) => kind === "symbol-entry").map(([route]) => route),
  });
  files.set(LLMS_TXT, llms);
  files.set(LLMS_FULL_TXT, llmsFullTxt({ title, summary, siteUrl: siteConfig.siteUrl, pages: full }));
  files.set(
    SITEMAP_XML,
    sitemapXml(
      siteConfig.siteUrl,
      args.routes.map((route) => route.path),
    ),
  );
  files.set(ROBOTS_TXT, robotsTxt(siteConfig.siteUrl));
  // llms.txt names absolute URLs; the link checker reads them as the site's own paths.
  const sitePaths = extractLinks(llms).map((link) => ({
    ...link,
    href: link.href.startsWith(siteConfig.siteUrl) ? link.href.slice(siteConfig.siteUrl.length) || "/" : link.href,
  }));
  linked.push({ route: LLMS_TXT, file: `public${LLMS_TXT}`, anchors: new Set(), links: sitePaths });
  return { files, linked, markdownRoutes: [...files.keys()].filter((file) => file.endsWith(".md")) };
}

/** Writes the export's files into public/ and says what it wrote. */
export function writeMarkdownExport(exported: MarkdownExport, root = process.cwd()): string {
  for (const [publicPath, content] of exported.files) {
    const file = path.join(root, "public", publicPath);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
  const size = (publicPath: string) => `${((exported.files.get(publicPath)?.length ?? 0) / 1024).toFixed(0)} KB`;
  return `Markdown: ${exported.markdownRoutes.length} pages as <route>.md; ${LLMS_TXT} (${size(LLMS_TXT)}), ${LLMS_FULL_TXT} (${size(LLMS_FULL_TXT)}), ${SITEMAP_XML}, ${ROBOTS_TXT}.`;
}
