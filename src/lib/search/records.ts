import { AuthorError } from "../author-error";
import { mdxTextSections, type MdxTextSection } from "./mdx-text";
import type { SearchSourceData } from "./query";
import type { SearchRecord } from "./types";

/** Site area of each sidebar, as the navbar names it. */
export const AREA_OF_SIDEBAR: Readonly<Record<string, string>> = {
  main: "Guides",
  api: "HTTP API",
  websocket: "WebSocket API",
  symbols: "Symbols",
};

/** Site area of pages outside every sidebar. */
export const DEFAULT_AREA = "Guides";

/** Longest section text kept in a record: enough for a snippet, small enough for the index. */
export const CONTENT_LIMIT = 600;

/** Routes of pages that are not content: nothing to find there. */
const SEARCH_PAGE = "/docs/search";
const NOT_FOUND_PAGE = /(?:^|\/)404(?:\.html)?$/;

type DocNode = SearchSourceData["allDoc"]["nodes"][number];

/** What the records of one page are made from, whatever kind of page it is. */
interface PageSource {
  title: string;
  /** The page's one-sentence description or excerpt. */
  summary: string | null;
  keywords: string[];
  /** Where the page comes from, for messages: a file, with the pointer or line in it. */
  source: string;
  /** The guide a page renders, for its section records. */
  doc?: DocNode;
}

/** What records need of a page's context (see src/lib/routes.ts), read defensively: it is JSON. */
interface PageContextView {
  docId: string | null;
  id: string | null;
  title: string | null;
  description: string | null;
  sidebarId: string | null;
  trail: string[];
}

const stringOrNull = (value: unknown): string | null => (typeof value === "string" ? value : null);

function readPageContext(value: unknown): PageContextView {
  const context = (value !== null && typeof value === "object" ? value : {}) as Record<string, unknown>;
  const navigation = (context.navigation !== null && typeof context.navigation === "object" ? context.navigation : {}) as Record<string, unknown>;
  const breadcrumbs = Array.isArray(navigation.breadcrumbs) ? (navigation.breadcrumbs as unknown[]) : [];
  return {
    docId: stringOrNull(context.docId),
    id: stringOrNull(context.id),
    title: stringOrNull(context.title),
    description: stringOrNull(context.description),
    sidebarId: stringOrNull(context.sidebarId),
    trail: breadcrumbs.flatMap((crumb) => {
      const label = crumb !== null && typeof crumb === "object" ? (crumb as { label?: unknown }).label : undefined;
      return typeof label === "string" ? [label] : [];
    }),
  };
}

/** Whether a route's page gets records: under /docs, and neither the search page nor a not-found page. */
export function isSearchedRoute(path: string): boolean {
  const route = path.length > 1 ? path.replace(/\/+$/, "") : path;
  if (route !== "/docs" && !route.startsWith("/docs/")) return false;
  return route !== SEARCH_PAGE && !NOT_FOUND_PAGE.test(route);
}

/** `text` cut to at most `limit` characters at a word boundary, with an ellipsis when cut. */
export function truncateAtWord(text: string, limit = CONTENT_LIMIT): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit + 1);
  const lastSpace = cut.lastIndexOf(" ");
  // A single word longer than half the limit is cut inside rather than dropped whole.
  const kept = lastSpace > limit / 2 ? cut.slice(0, lastSpace) : text.slice(0, limit);
  return `${kept.replace(/[\s,;:.]+$/, "")}…`;
}

const unique = (values: string[]): string[] => [...new Set(values.map((value) => value.trim()).filter(Boolean))];

/** The pages generated from data, by route, with the text and terms of their records. */
function generatedSources(data: SearchSourceData): Map<string, PageSource> {
  const sources = new Map<string, PageSource>();
  const specFile = data.apiSpec?.sourceFile ?? "the HTTP API spec";
  for (const tag of data.allApiTag.nodes) {
    if (!tag.route) continue;
    // Titled as the page's heading shows it.
    sources.set(tag.route, { title: `${tag.displayName} API`, summary: tag.excerpt, keywords: [], source: `${specFile} (#/tags, ${tag.name})` });
  }
  for (const operation of data.allApiOperation.nodes) {
    sources.set(operation.route, {
      title: operation.summary,
      summary: operation.excerpt,
      keywords: [operation.method.toUpperCase(), operation.path, operation.operationId],
      source: `${operation.sourceFile} (${operation.pointer})`,
    });
  }
  for (const channel of data.allWsChannel.nodes) {
    const source = `${channel.sourceFile} (${channel.pointer})`;
    sources.set(channel.route, { title: `${channel.title} stream`, summary: channel.excerpt, keywords: [channel.address], source });
    // The quotes page leads with the channel's summary.
    sources.set(channel.quotesRoute, { title: channel.quotesTitle, summary: channel.summary, keywords: [channel.address], source });
  }
  for (const list of data.allSymbolList.nodes) {
    sources.set(list.route, { title: list.title, summary: list.description, keywords: [], source: list.sourceFile });
  }
  for (const symbol of data.allMarketSymbol.nodes) {
    if (!symbol.route) continue;
    sources.set(symbol.route, {
      title: symbol.title,
      summary: symbol.description,
      keywords: [symbol.symbol, symbol.name],
      source: `${symbol.sourceFile}${symbol.line === null ? "" : `:${symbol.line}`} (${symbol.symbol})`,
    });
  }
  return sources;
}

/**
 * Where a page's records come from, found through its context: a guide by its doc id, a category
 * page from the context itself, a page generated from data by its route. Null for pages that are
 * none of these (test-only pages).
 */
function pageSource(path: string, context: PageContextView, docs: ReadonlyMap<string, DocNode>, generated: ReadonlyMap<string, PageSource>): PageSource | null {
  if (context.docId !== null) {
    const doc = docs.get(context.docId);
    if (!doc) throw new Error(`Search records: the page ${path} renders doc "${context.docId}", which has no Doc node.`);
    return { title: doc.title, summary: doc.description, keywords: doc.keywords, source: doc.sourceFile, doc };
  }
  if (context.id !== null) {
    const page = generated.get(path);
    if (!page) throw new Error(`Search records: the page ${path} (context id "${context.id}") matches no API, WebSocket or symbol node's route.`);
    return page;
  }
  if (context.title !== null) {
    const source = context.sidebarId ? `content/sidebars/${context.sidebarId}.yaml` : path;
    return { title: context.title, summary: context.description, keywords: [], source };
  }
  return null;
}

/** A guide's h2 and h3 sections with the heading ids of its Doc node, checked to be the same headings. */
function sectionsWithIds(doc: DocNode): { sections: MdxTextSection[]; ids: string[] } {
  const sections = mdxTextSections(doc.mdx?.body ?? "");
  const headings = doc.headings.filter((heading) => heading.depth === 2 || heading.depth === 3);
  const titled = sections.filter((section) => section.heading !== null);
  titled.forEach((section, index) => {
    const expected = headings[index];
    if (expected && expected.depth === section.depth && expected.value === section.heading) return;
    const found = `h${section.depth} "${section.heading}"`;
    throw new AuthorError(
      doc.sourceFile,
      `${doc.sourceFile}: search found the heading ${found}, which is not in the page's headings ` +
        `(${expected ? `h${expected.depth} "${expected.value}" comes there` : "it has no more h2 or h3"}), so its search record would have no anchor to link to. ` +
        `Write the heading as a line of its own (## Text) outside code, JSX props and expressions.`,
    );
  });
  if (headings.length > titled.length) {
    const missing = headings[titled.length];
    throw new AuthorError(
      doc.sourceFile,
      `${doc.sourceFile}: the heading h${missing.depth} "${missing.value}" (#${missing.id}) has no section in the text search reads, so it would have no search record. ` +
        `Write the heading as a line of its own (## Text) outside code, JSX props and expressions.`,
    );
  }
  return { sections, ids: headings.map((heading) => heading.id) };
}

/**
 * The search records of the site, built from the result of `SEARCH_RECORDS_QUERY`: one per page
 * the build created under /docs (not the search page, not a not-found page), and one per h2 and h3
 * section of each guide with that section's text. Drafts left out of the build have no page, so
 * no records. Records are in route order; `position` keeps reading order within a page.
 *
 * Throws an AuthorError naming the source files when two records would share a URL, or when a
 * guide's sections and its Doc node's headings disagree.
 */
export function buildSearchRecords(data: SearchSourceData, options: { language: string; version: string }): SearchRecord[] {
  const docs = new Map(data.allDoc.nodes.map((doc) => [doc.docId, doc]));
  const generated = generatedSources(data);
  const records: SearchRecord[] = [];
  const sourceOfUrl = new Map<string, string>();

  const add = (record: Omit<SearchRecord, "objectID" | "language" | "version">, source: string): void => {
    const earlier = sourceOfUrl.get(record.url);
    if (earlier !== undefined) {
      throw new AuthorError(
        source,
        `Two search records have the URL ${record.url}: one from ${earlier}, one from ${source}. ` +
          `Each page and each heading of a page needs a URL of its own; change the route or the heading text in one of them.`,
      );
    }
    sourceOfUrl.set(record.url, source);
    records.push({ objectID: record.url, ...record, language: options.language, version: options.version });
  };

  const pages = [...data.allSitePage.nodes].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (const { path, pageContext } of pages) {
    if (!isSearchedRoute(path)) continue;
    const context = readPageContext(pageContext);
    const page = pageSource(path, context, docs, generated);
    if (!page) continue;
    const lvl0 = (context.sidebarId !== null && AREA_OF_SIDEBAR[context.sidebarId]) || DEFAULT_AREA;
    const { sections, ids } = page.doc ? sectionsWithIds(page.doc) : { sections: [], ids: [] };
    const opening = sections.find((section) => section.depth === 1)?.text ?? "";
    add(
      {
        url: path,
        hierarchy: { lvl0, lvl1: page.title, lvl2: null, lvl3: null },
        trail: context.trail,
        content: page.summary ?? (truncateAtWord(opening) || null),
        type: "lvl1",
        keywords: unique(page.keywords),
        position: 0,
      },
      page.source,
    );

    let h2: string | null = null;
    sections
      .filter((section) => section.heading !== null)
      .forEach((section, index) => {
        const heading = section.heading as string;
        if (section.depth === 2) h2 = heading;
        add(
          {
            url: `${path}#${ids[index]}`,
            hierarchy: { lvl0, lvl1: page.title, lvl2: section.depth === 2 ? heading : h2, lvl3: section.depth === 3 ? heading : null },
            trail: context.trail,
            content: truncateAtWord(section.text) || null,
            type: section.depth === 3 ? "lvl3" : "lvl2",
            keywords: [],
            position: index + 1,
          },
          `${page.source} (heading "${heading}")`,
        );
      });
  }
  return records;
}
