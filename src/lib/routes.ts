import { BASE_PATH } from "./docs";
import type { RoutedPage, SitePage } from "./kinds/define";
import type { Card, PageChrome, SharedContext } from "./page-context";
import { pageHead, type SiteHead } from "./page-head";
import {
  childPageNavigation,
  continuedPageNavigation,
  pageNavigation,
  sidebarOfRoute,
  type NavLink,
  type PageNavigation,
} from "./sidebars/navigation";
import { sidebarRootCrumb } from "./sidebars/root-crumb";
import type { ResolvedSidebar, SidebarNode } from "./sidebars/types";

/** What every page's chrome and head share: the site's name and origin, and the navbar. */
export interface SiteChrome extends SiteHead {
  /** Navbar items; the one that opens a page's sidebar is its first breadcrumb. */
  navbar: ReadonlyArray<{ label: string; href: string; sidebar?: string }>;
}

/** Inputs of the route table: every kind's pages, and the sidebars they are placed in. */
export interface RouteTableInput {
  pages: readonly SitePage[];
  sidebars: readonly ResolvedSidebar[];
  site: SiteChrome;
}

/** What a card or a breadcrumb needs to know about the page it points to. */
interface CardTarget {
  title: string;
  description: string | null;
  method?: string | null;
}

/** The route table and the problems found while building it. */
export interface RouteTable {
  routes: RoutedPage[];
  warnings: string[];
}

const ROUTE_PATTERN = /^\/docs(?:\/[a-z0-9][a-z0-9._-]*)*$/;

/** Why a path breaks the routing rules (base path, no trailing slash, no .html), or null. */
export function routeProblem(path: string): string | null {
  if (!path.startsWith(BASE_PATH)) return `must start with ${BASE_PATH}`;
  if (path.length > 1 && path.endsWith("/")) return "must not end with a slash";
  if (/\.html?$/.test(path)) return "must not end with .html";
  if (!ROUTE_PATTERN.test(path)) return "may only use lowercase letters, digits, '.', '_' and '-' in segments";
  return null;
}

function cardsFor(items: SidebarNode[], pages: ReadonlyMap<string, CardTarget>): Card[] {
  return items.flatMap((item): Card[] => {
    if (item.kind === "link") return [{ label: item.label, href: item.href, description: null }];
    const href = item.kind === "doc" ? item.href : (item.href ?? firstHref(item.items));
    if (!href) return [];
    const target = pages.get(href);
    // A category card describes its own page when it has one, and counts its pages otherwise.
    const description =
      item.kind === "category"
        ? ((item.href ? target?.description : null) ??
          `${item.items.length} ${item.items.length === 1 ? "page" : "pages"}`)
        : (target?.description ?? null);
    const card: Card = { label: item.label, href, description };
    return [item.kind === "doc" && target?.method ? { ...card, method: target.method } : card];
  });
}

function firstHref(items: SidebarNode[]): string | null {
  for (const item of items) {
    if (item.kind !== "category") return item.href;
    const inner = item.href ?? firstHref(item.items);
    if (inner) return inner;
  }
  return null;
}

function categoryItemsLinkedTo(items: SidebarNode[], route: string): SidebarNode[] | null {
  for (const item of items) {
    if (item.kind !== "category") continue;
    if (item.href === route) return item.items;
    const inner = categoryItemsLinkedTo(item.items, route);
    if (inner) return inner;
  }
  return null;
}

const NO_NAVIGATION: PageNavigation = { breadcrumbs: [], previous: null, next: null };

/** Where a page sits: its sidebar, its navigation in it, and its cards when it is a category's page. */
interface Placement {
  sidebarId: string | null;
  navigation: PageNavigation;
  cards: Card[];
}

/**
 * Builds every page of the site from the kinds' pages, in the order of the registry. Pure:
 * gatsby-node applies the result; the link checker, search records and Markdown export read it.
 * Every page gets its chrome (breadcrumbs, previous/next) and head here, once. A path claimed twice
 * keeps its first page and is reported.
 */
export function buildRouteTable(input: RouteTableInput): RouteTable {
  const warnings: string[] = [];
  const claimed = new Map<string, string>();
  const routes: RoutedPage[] = [];
  const pagesByRoute = new Map<string, CardTarget>(input.pages.map(({ page }) => [page.path, page]));

  const siblingsByParent = new Map<string, NavLink[]>();
  for (const { page } of input.pages) {
    if (!page.parent) continue;
    const siblings = siblingsByParent.get(page.parent) ?? [];
    siblings.push({ label: page.title, href: page.path });
    siblingsByParent.set(page.parent, siblings);
  }

  const linkTo = (route: string): NavLink => ({ label: pagesByRoute.get(route)?.title ?? route, href: route });
  const placement = (route: string, parent: string | null = null, continues: string | null = null): Placement => {
    const sidebar = sidebarOfRoute(input.sidebars, route);
    if (!sidebar && continues) {
      const firstSidebar = sidebarOfRoute(input.sidebars, continues);
      return {
        sidebarId: firstSidebar?.id ?? null,
        navigation: firstSidebar ? continuedPageNavigation(firstSidebar, linkTo(continues)) : NO_NAVIGATION,
        cards: [],
      };
    }
    if (!sidebar && parent) {
      const parentSidebar = sidebarOfRoute(input.sidebars, parent);
      const parentLink = linkTo(parent);
      return {
        sidebarId: parentSidebar?.id ?? null,
        navigation: parentSidebar
          ? childPageNavigation(parentSidebar, parentLink, siblingsByParent.get(parent) ?? [], route)
          : NO_NAVIGATION,
        cards: [],
      };
    }
    const categoryItems = sidebar ? categoryItemsLinkedTo(sidebar.items, route) : null;
    return {
      sidebarId: sidebar?.id ?? null,
      navigation: sidebar ? pageNavigation(sidebar, route) : NO_NAVIGATION,
      cards: categoryItems ? cardsFor(categoryItems, pagesByRoute) : [],
    };
  };

  for (const sitePage of input.pages) {
    const { page } = sitePage;
    const problem = routeProblem(page.path);
    if (problem) {
      warnings.push(`Route "${page.path}" from ${page.source} ${problem}; the page was not created.`);
      continue;
    }
    const first = claimed.get(page.path);
    if (first) {
      warnings.push(`Duplicate route "${page.path}": ${page.source} and ${first}. Kept ${first}.`);
      continue;
    }
    claimed.set(page.path, page.source);
    const { sidebarId, navigation, cards } = placement(page.path, page.parent, page.continues);
    const root = sidebarRootCrumb(input.site.navbar, sidebarId, page.path);
    const chrome: PageChrome = {
      route: page.path,
      sidebarId,
      title: page.heading ?? page.title,
      breadcrumbs: root ? [root, ...navigation.breadcrumbs] : navigation.breadcrumbs,
      previous: navigation.previous,
      next: navigation.next,
      markdown: sitePage.hasMarkdown,
    };
    const head = pageHead(input.site, {
      title: page.head?.title ?? page.title,
      description: page.head?.description !== undefined ? page.head.description : page.description,
      route: page.path,
      keywords: page.head?.keywords,
      noindex: page.head?.noindex,
      markdown: sitePage.hasMarkdown,
      feeds: page.head?.feeds,
    });
    const shared: SharedContext = { cards, chrome, head };
    routes.push(sitePage.place(shared, navigation.breadcrumbs));
  }

  return { routes, warnings };
}
