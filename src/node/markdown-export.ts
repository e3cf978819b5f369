import fs from "fs";
import path from "path";
import { siteConfig } from "../../site.config";
import type { RoutedPage } from "../lib/kinds/define";
import type { KindEnvironment, PublishedFile } from "../lib/kinds/types";
import { extractLinks, type LinkedPage } from "../lib/links";
import { markdownRoute } from "../lib/markdown-export/blocks";
import {
  LLMS_FULL_TXT,
  LLMS_TXT,
  llmsFullTxt,
  llmsTxt,
  sidebarRoutes,
  type LlmsFile,
  type LlmsPage,
} from "../lib/markdown-export/llms";
import { robotsTxt, sitemapXml } from "../lib/markdown-export/sitemap";
import type { ResolvedSidebar } from "../lib/sidebars/types";
import { writeIfChanged } from "./write-if-changed";

/** Public paths of the files written next to the pages; llms.txt's are named with its writer. */
export const SITEMAP_XML = "/sitemap.xml";
export const ROBOTS_TXT = "/robots.txt";

/** Everything the export writes, by public path, and the pages' links for the link checker. */
export interface MarkdownExport {
  files: Map<string, string>;
  linked: LinkedPage[];
  /** Public paths of the Markdown pages. */
  markdownRoutes: string[];
}

/**
 * The Markdown of every page of the route table, llms.txt, llms-full.txt, sitemap.xml and
 * robots.txt, each page as its kind writes it, from the sourced nodes (never from the files they
 * came from).
 */
export function buildMarkdownExport(args: {
  routes: readonly RoutedPage[];
  /** Files the kinds publish (spec downloads); llms.txt lists those that say how. */
  published: readonly PublishedFile[];
  sidebars: readonly ResolvedSidebar[];
  environment: KindEnvironment;
}): MarkdownExport {
  const files = new Map<string, string>();
  const linked: LinkedPage[] = [];
  const pages = new Map<string, LlmsPage>();
  const inFull = new Set<string>();
  const optional: string[] = [];
  for (const route of args.routes) {
    const markdown = route.markdown(args.environment);
    if (markdown === null) continue;
    const { path: routePath } = route.page;
    const target = markdownRoute(routePath);
    files.set(target, markdown);
    linked.push({ route: target, file: `public${target}`, anchors: new Set(), links: extractLinks(markdown) });
    const entry = route.llms();
    if (!entry) continue;
    pages.set(routePath, { route: routePath, title: entry.title, description: entry.description });
    if (entry.full) inFull.add(routePath);
    if (entry.optional) optional.push(routePath);
  }

  // llms-full.txt follows the sidebars' reading order.
  const ordered = [...new Set([...args.sidebars.flatMap((sidebar) => sidebarRoutes(sidebar.items)), ...pages.keys()])];
  const full = ordered.flatMap((route) => {
    const markdown = files.get(markdownRoute(route));
    return markdown && inFull.has(route) ? [{ route, markdown }] : [];
  });

  const downloads: LlmsFile[] = args.published.flatMap((file) =>
    file.llms
      ? [{ label: file.llms.label, path: file.path, description: file.llms.description, section: file.llms.section }]
      : [],
  );
  const summary = siteConfig.description;
  const title = siteConfig.titleSuffix;
  const llms = llmsTxt({
    title,
    summary,
    siteUrl: siteConfig.siteUrl,
    sidebars: args.sidebars,
    pages,
    files: downloads,
    optional,
  });
  files.set(LLMS_TXT, llms);
  files.set(LLMS_FULL_TXT, llmsFullTxt({ title, summary, siteUrl: siteConfig.siteUrl, pages: full }));
  files.set(
    SITEMAP_XML,
    sitemapXml(
      siteConfig.siteUrl,
      args.routes.flatMap((route) => (route.page.pageContext.head.noindex ? [] : [route.page.path])),
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
    writeIfChanged(file, content);
  }
  const size = (publicPath: string) => `${((exported.files.get(publicPath)?.length ?? 0) / 1024).toFixed(0)} KB`;
  return `Markdown: ${exported.markdownRoutes.length} pages as <route>.md; ${LLMS_TXT} (${size(LLMS_TXT)}), ${LLMS_FULL_TXT} (${size(LLMS_FULL_TXT)}), ${SITEMAP_XML}, ${ROBOTS_TXT}.`;
}
