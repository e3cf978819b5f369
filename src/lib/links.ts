/** Finding and checking links between pages. */
import { nextFenceState } from "./headings";

/** A link written in a page's source. */
export interface SourceLink {
  href: string;
  /** 1-based line in the body, for messages; absent for links in generated text. */
  line?: number;
}

/** A page as the link checker sees it. */
export interface LinkedPage {
  route: string;
  /** Source file, for messages. */
  file: string;
  /** Heading ids on the page. */
  anchors: ReadonlySet<string>;
  links: SourceLink[];
}

const HTML_HREF = /href="([^"]+)"/g;

/** Links in rendered description HTML (a spec's descriptions). */
export function linksInHtml(html: string | null): SourceLink[] {
  if (!html) return [];
  return [...html.matchAll(HTML_HREF)].map((match) => ({ href: match[1].replace(/&amp;/g, "&") }));
}

const MARKDOWN_LINK = /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const HREF_ATTRIBUTE = /\bhref=["']([^"']+)["']/g;

/**
 * Links in Markdown syntax and `href` attributes of an MDX body, outside code. `lineOffset` is
 * the number of file lines in front of the body (the frontmatter), so lines are the file's.
 */
export function extractLinks(body: string, lineOffset = 0): SourceLink[] {
  const links: SourceLink[] = [];
  let openFence: string | null = null;
  body.split(/\r?\n/).forEach((rawLine, index) => {
    const fence = nextFenceState(rawLine, openFence);
    openFence = fence.openFence;
    if (fence.isFenceLine || openFence !== null) return;
    const line = rawLine.replace(/`[^`]*`/g, "");
    for (const pattern of [MARKDOWN_LINK, HREF_ATTRIBUTE]) {
      for (const match of line.matchAll(pattern)) links.push({ href: match[1], line: index + 1 + lineOffset });
    }
  });
  return links;
}

/** Splits `/docs/x#y` into route and anchor; a bare `#y` refers to `currentRoute`. */
export function splitInternalHref(href: string, currentRoute: string): { route: string; anchor: string | null } | null {
  if (href.startsWith("#")) return { route: currentRoute, anchor: href.slice(1) || null };
  if (!href.startsWith("/")) return null;
  const [withoutHash, anchor] = href.split("#", 2);
  const route = withoutHash.split("?")[0].replace(/\/+$/, "") || "/";
  return { route, anchor: anchor || null };
}

/**
 * Warnings for internal links whose route or anchor does not exist, naming page, line and link.
 * `extraRoutes` are pages without checked content; `files` are published files such as downloads;
 * `keptSources` maps each route to the source file the route table built it from.
 */
export function checkLinks(
  pages: LinkedPage[],
  extraRoutes: Iterable<string> = [],
  files: Iterable<string> = [],
  keptSources: ReadonlyMap<string, string> = new Map(),
): string[] {
  // When two sources claim a route, only the page the route table kept is built: its anchors
  // are the ones links reach, and the dropped page's own links are never shown.
  const built = (page: LinkedPage) => !keptSources.has(page.route) || keptSources.get(page.route) === page.file;
  const byRoute = new Map<string, LinkedPage>();
  for (const page of pages) if (built(page) && !byRoute.has(page.route)) byRoute.set(page.route, page);
  const known = new Set<string>([...pages.map((page) => page.route), ...extraRoutes, ...files]);
  const warnings: string[] = [];
  for (const page of pages) {
    if (!built(page)) continue;
    for (const link of page.links) {
      const target = splitInternalHref(link.href, page.route);
      if (!target) continue;
      const where = `${page.file}${link.line === undefined ? "" : `:${link.line}`} (${page.route})`;
      if (!known.has(target.route)) {
        warnings.push(`Broken link in ${where}: "${link.href}" — no page at ${target.route}.`);
        continue;
      }
      const targetPage = byRoute.get(target.route);
      if (target.anchor && targetPage && !targetPage.anchors.has(target.anchor)) {
        warnings.push(`Broken anchor in ${where}: "${link.href}" — ${target.route} has no heading #${target.anchor}.`);
      }
    }
  }
  return warnings;
}
