/**
 * `/llms.txt` (https://llmstxt.org): the site's name, a one-paragraph summary, then one section per
 * sidebar listing each page's Markdown with its description, the spec downloads, and the symbol
 * pages under "Optional". `/llms-full.txt`: the pages' Markdown in one file.
 */
import type { ResolvedSidebar, SidebarNode } from "../sidebars/types";
import { escapeInline, markdownRoute } from "./blocks";

/** Public paths of llms.txt and llms-full.txt, at the site's root. */
export const LLMS_TXT = "/llms.txt";
export const LLMS_FULL_TXT = "/llms-full.txt";

/** What llms.txt says of a page. */
export interface LlmsPage {
  route: string;
  title: string;
  description: string | null;
}

/** A published file listed in llms.txt (the spec downloads, the changelogs' feeds). */
export interface LlmsFile {
  label: string;
  path: string;
  description: string;
  /** The heading it is listed under; by default FILES_SECTION. */
  section?: string;
}

/** The heading of the spec downloads in llms.txt. */
export const FILES_SECTION = "API specifications";

export interface LlmsInput {
  title: string;
  summary: string;
  /** Absolute origin the URLs start with, e.g. https://tickwire.io. */
  siteUrl: string;
  sidebars: readonly ResolvedSidebar[];
  /** Every page with a Markdown twin, by route. */
  pages: ReadonlyMap<string, LlmsPage>;
  files: readonly LlmsFile[];
  /** Routes listed under "Optional" instead of their sidebar (the symbol entry pages). */
  optional: readonly string[];
}

/** The routes a sidebar's pages live at, in reading order: category pages before their items. */
export function sidebarRoutes(items: readonly SidebarNode[]): string[] {
  return items.flatMap((item) => {
    if (item.kind === "doc") return [item.href];
    if (item.kind === "category") return [...(item.href ? [item.href] : []), ...sidebarRoutes(item.items)];
    return [];
  });
}

/** One line of a list: link to the page's Markdown and its description. */
function entry(page: LlmsPage, siteUrl: string): string {
  return `- [${escapeInline(page.title)}](${siteUrl}${markdownRoute(page.route)})${page.description ? `: ${page.description.replace(/\s+/g, " ").trim()}` : ""}`;
}

/** Every route llms.txt lists, once each, sidebar by sidebar, then the optional ones. */
export function llmsSections(
  input: Pick<LlmsInput, "sidebars" | "pages" | "optional">,
): Array<{ heading: string; routes: string[] }> {
  const seen = new Set<string>(input.optional);
  const sections = input.sidebars.map((sidebar) => ({
    heading: sidebar.label,
    routes: sidebarRoutes(sidebar.items).filter(
      (route) => input.pages.has(route) && !seen.has(route) && seen.add(route),
    ),
  }));
  const unlisted = [...input.pages.keys()].filter((route) => !seen.has(route));
  return [
    ...sections,
    ...(unlisted.length ? [{ heading: "More pages", routes: unlisted }] : []),
    { heading: "Optional", routes: input.optional.filter((route) => input.pages.has(route)) },
  ].filter((section) => section.routes.length > 0);
}

/** The llms.txt file. */
export function llmsTxt(input: LlmsInput): string {
  const sections = llmsSections(input);
  const body = sections.map((section) => {
    const lines = section.routes.map((route) => entry(input.pages.get(route) as LlmsPage, input.siteUrl));
    return [`## ${section.heading}`, "", ...lines].join("\n");
  });
  const fileSections = new Map<string, string[]>();
  for (const file of input.files) {
    const section = file.section ?? FILES_SECTION;
    const lines = fileSections.get(section) ?? [];
    lines.push(`- [${escapeInline(file.label)}](${input.siteUrl}${file.path}): ${file.description}`);
    fileSections.set(section, lines);
  }
  const optionalAt = body.length - (sections[sections.length - 1]?.heading === "Optional" ? 1 : 0);
  const blocks = [
    `# ${input.title}`,
    `> ${input.summary.replace(/\s+/g, " ").trim()}`,
    `Every page is also published as Markdown at its address plus \`.md\`, linked below. [llms-full.txt](${input.siteUrl}/llms-full.txt) holds the guides and the HTTP and WebSocket references in one file.`,
    ...body.slice(0, optionalAt),
    ...[...fileSections].map(([heading, lines]) => [`## ${heading}`, "", ...lines].join("\n")),
    ...body.slice(optionalAt),
  ];
  return `${blocks.join("\n\n")}\n`;
}

/** llms-full.txt: a header, then each page's Markdown with the URL it is published at. */
export function llmsFullTxt(input: {
  title: string;
  summary: string;
  siteUrl: string;
  pages: ReadonlyArray<{ route: string; markdown: string }>;
}): string {
  const parts = input.pages.map(
    (page) => `<!-- Source: ${input.siteUrl}${page.route} -->\n\n${page.markdown.trim()}\n`,
  );
  return `# ${input.title}\n\n> ${input.summary.replace(/\s+/g, " ").trim()}\n\n${parts.join("\n---\n\n")}`;
}
