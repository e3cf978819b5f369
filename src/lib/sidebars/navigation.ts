import type { ResolvedSidebar, SidebarNode, SidebarViewNode } from "./types";

/** A labelled link. */
export interface NavLink {
  label: string;
  href: string;
}

/** A breadcrumb; categories without a page have no href. */
export interface Crumb {
  label: string;
  href: string | null;
}

/** What a page needs from its sidebar, computed once at build time. */
export interface PageNavigation {
  breadcrumbs: Crumb[];
  previous: NavLink | null;
  next: NavLink | null;
}

/** Pages of a sidebar in reading order: docs and category pages, depth first, each once. */
export function sidebarPages(items: SidebarNode[]): NavLink[] {
  const seen = new Set<string>();
  return allPages(items).filter((page) => !seen.has(page.href) && Boolean(seen.add(page.href)));
}

function allPages(items: SidebarNode[]): NavLink[] {
  return items.flatMap((item): NavLink[] => {
    if (item.kind === "doc") return [{ label: item.label, href: item.href }];
    if (item.kind === "category") {
      const own = item.href ? [{ label: item.label, href: item.href }] : [];
      return [...own, ...allPages(item.items)];
    }
    return [];
  });
}

/** Category labels leading to `route`, outermost first; null when the route is not in the items. */
function trail(items: readonly SidebarViewNode[], route: string): Crumb[] | null {
  for (const item of items) {
    if (item.kind === "doc" && item.href === route) return [];
    if (item.kind === "category") {
      if (item.href === route) return [];
      const inner = trail(item.items, route);
      if (inner) return [{ label: item.label, href: item.href }, ...inner];
    }
  }
  return null;
}

/** True when the items list the route as a doc or a category page, at any depth. */
export function itemsContain(items: readonly SidebarViewNode[], route: string): boolean {
  return trail(items, route) !== null;
}

/** True when the sidebar lists the route as a doc or a category page. */
export function sidebarContains(sidebar: ResolvedSidebar, route: string): boolean {
  return itemsContain(sidebar.items, route);
}

/** Breadcrumbs and previous/next links for a route within its sidebar. */
export function pageNavigation(sidebar: ResolvedSidebar, route: string): PageNavigation {
  const pages = sidebarPages(sidebar.items);
  const index = pages.findIndex((page) => page.href === route);
  const categories = trail(sidebar.items, route) ?? [];
  return {
    breadcrumbs: categories,
    previous: index > 0 ? pages[index - 1] : null,
    next: index >= 0 && index < pages.length - 1 ? pages[index + 1] : null,
  };
}

/**
 * Navigation of a page that no sidebar lists but that belongs under a page one does (a coin under
 * its list): the parent's breadcrumbs followed by the parent itself, and previous/next among the
 * parent's other child pages, in their order.
 */
export function childPageNavigation(
  sidebar: ResolvedSidebar,
  parent: NavLink,
  siblings: readonly NavLink[],
  route: string,
): PageNavigation {
  const index = siblings.findIndex((page) => page.href === route);
  return {
    breadcrumbs: [...pageNavigation(sidebar, parent.href).breadcrumbs, parent],
    previous: index > 0 ? siblings[index - 1] : null,
    next: index >= 0 && index < siblings.length - 1 ? siblings[index + 1] : null,
  };
}

/**
 * Navigation of a later page of a page split into pages (page 3 of a symbol list), which no sidebar
 * lists: the first page's breadcrumbs followed by the first page, and the first page's previous and
 * next. The sidebar lists the pages as one entry and the list's pager walks them, so previous and
 * next lead to the entry's neighbours from every page: from the last page on to the page after the
 * list, never into the pages under it.
 */
export function continuedPageNavigation(sidebar: ResolvedSidebar, first: NavLink): PageNavigation {
  const { breadcrumbs, previous, next } = pageNavigation(sidebar, first.href);
  return { breadcrumbs: [...breadcrumbs, first], previous, next };
}

/**
 * The sidebar a page belongs to: the first that lists its route. The one rule of membership,
 * used by the route table (breadcrumbs, previous/next, navbar) and the GraphQL `sidebar` fields.
 */
export function sidebarOfRoute<T extends ResolvedSidebar>(sidebars: readonly T[], route: string): T | undefined {
  return sidebars.find((sidebar) => sidebarContains(sidebar, route));
}
