import { AuthorError, closest } from "../author-error";
import { splitInternalHref } from "../links";
import { locateInConfig } from "./config-source";
import type { ConfigWithLinks } from "./config-links";

/** A navbar item as site.config.ts declares it. */
interface NavbarEntry {
  label?: string;
  href?: unknown;
  sidebar?: unknown;
}

/**
 * Throws an AuthorError for a navbar item whose `sidebar` is not one of the site's sidebars, with
 * its line and the closest id: the item would never show as active.
 */
export function checkNavbarSidebars(
  navbar: ReadonlyArray<NavbarEntry>,
  sidebarIds: readonly string[],
  text: string,
  file = "site.config.ts",
): void {
  const problems = navbar.flatMap((item, index) => {
    if (item.sidebar === undefined || (typeof item.sidebar === "string" && sidebarIds.includes(item.sidebar)))
      return [];
    const name = String(item.sidebar);
    return [
      `  - ${locateInConfig(file, text, name, ["navbar:"])} (navbar[${index}].sidebar): unknown sidebar "${name}"; did you mean "${closest(name, sidebarIds, 1)[0]}"?`,
    ];
  });
  if (problems.length === 0) return;
  throw new AuthorError(
    file,
    `Invalid navbar in ${file}:\n${problems.join("\n")}\n  Fix: name one of the sidebars ${sidebarIds.map((id) => `"${id}"`).join(", ")} (content/sidebars/<id>.yaml), or leave "sidebar" out.`,
  );
}

/**
 * Warnings (broken links are warnings, like those in content) for navbar, footer and announcement
 * links to site paths that no page or published file answers, naming the line of site.config.ts.
 */
export function configLinkWarnings(
  config: ConfigWithLinks,
  text: string,
  routes: Iterable<string>,
  files: Iterable<string> = [],
  file = "site.config.ts",
): string[] {
  const known = new Set([...routes, ...files]);
  const entries: Array<{ setting: string; href: unknown; sections: string[] }> = [
    ...(config.navbar ?? []).map((item, index) => ({
      setting: `navbar[${index}].href`,
      href: item.href,
      sections: ["navbar:"],
    })),
    ...(config.footer?.columns ?? []).flatMap((column, columnIndex) =>
      (column.items ?? []).map((item, index) => ({
        setting: `footer.columns[${columnIndex}].items[${index}].href`,
        href: item.href,
        sections: ["footer:", JSON.stringify(column.title ?? "")],
      })),
    ),
    ...(config.announcement?.href !== undefined
      ? [{ setting: "announcement.href", href: config.announcement.href, sections: ["announcement:"] }]
      : []),
  ];
  return entries.flatMap(({ setting, href, sections }) => {
    if (typeof href !== "string" || !href.startsWith("/")) return [];
    const target = splitInternalHref(href, "/");
    if (!target || known.has(target.route)) return [];
    return [
      `Broken link in ${locateInConfig(file, text, href, sections)} (${setting}): "${href}" — no page at ${target.route}.`,
    ];
  });
}
