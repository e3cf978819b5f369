import { BASE_PATH, type DocSummary } from "./docs";
import { pageNavigation, sidebarContains, type PageNavigation } from "./sidebars/navigation";
import type { ResolvedSidebar, SidebarNode } from "./sidebars/types";

/** Templates a route can render with. */
export type TemplateName = "doc" | "category-index";

/** A card on a category page. */
export interface Card {
  label: string;
  href: string;
  description: string | null;
}

/** Context shared by every page kind: ids and small, page-specific navigation. */
export interface BaseContext {
  /** Sidebar shown on the page, or null for pages outside every sidebar. */
  sidebarId: string | null;
  navigation: PageNavigation;
}

/** Context of an MDX guide page. */
export interface DocContext extends BaseContext {
  /** Doc id, used by the page query. */
  docId: string;
  /** Cards when the doc is a category's page; empty otherwise. */
  cards: Card[];
}

/** Context of a generated category page. */
export interface CategoryIndexContext extends BaseContext {
  title: string;
  description: string | null;
  cards: Card[];
}

/** One page of the site. */
export type RouteEntry =
  | { path: string; template: "doc"; source: string; context: DocContext }
  | { path: string; template: "category-index"; source: string; context: CategoryIndexContext };

/** Inputs of the route table: everything the sources gave. */
export interface RouteTableInput {
  /** Docs to publish (drafts already filtered out where they should be). */
  docs: DocSummary[];
  sidebars: ResolvedSidebar[];
}

/** The route table and the problems found while building it. */
export interface RouteTable {
  routes: RouteEntry[];
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

function cardsFor(items: SidebarNode[], docsByRoute: ReadonlyMap<string, DocSummary>): Card[] {
  return items.flatMap((item): Card[] => {
    if (item.kind === "link") return [{ label: item.label, href: item.href, description: null }];
    const href = item.kind === "doc" ? item.href : item.href ?? firstHref(item.items);
    if (!href) return [];
    const description =
      item.kind === "category"
        ? `${item.items.length} ${item.items.length === 1 ? "page" : "pages"}`
        : docsByRoute.get(href)?.description ?? null;
    return [{ label: item.label, href, description }];
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

/**
 * Builds every page of the site from the sources. Pure: gatsby-node applies the result, the link
 * checker and search records read it. A path claimed twice keeps its first source and is reported.
 */
export function buildRouteTable(input: RouteTableInput): RouteTable {
  const warnings: string[] = [];
  const claimed = new Map<string, string>();
  const routes: RouteEntry[] = [];
  const docsByRoute = new Map(input.docs.map((doc) => [doc.route, doc]));

  const add = (entry: RouteEntry): void => {
    const problem = routeProblem(entry.path);
    if (problem) {
      warnings.push(`Route "${entry.path}" from ${entry.source} ${problem}; the page was not created.`);
      return;
    }
    const first = claimed.get(entry.path);
    if (first) {
      warnings.push(`Duplicate route "${entry.path}": ${entry.source} and ${first}. Kept ${first}.`);
      return;
    }
    claimed.set(entry.path, entry.source);
    routes.push(entry);
  };

  const sidebarFor = (route: string): ResolvedSidebar | undefined =>
    input.sidebars.find((sidebar) => sidebarContains(sidebar, route));

  for (const doc of input.docs) {
    const sidebar = sidebarFor(doc.route);
    const categoryItems = sidebar ? categoryItemsLinkedTo(sidebar.items, doc.route) : null;
    add({
      path: doc.route,
      template: "doc",
      source: doc.file,
      context: {
        docId: doc.id,
        sidebarId: sidebar?.id ?? null,
        navigation: sidebar ? pageNavigation(sidebar, doc.route) : NO_NAVIGATION,
        cards: categoryItems ? cardsFor(categoryItems, docsByRoute) : [],
      },
    });
  }

  for (const sidebar of input.sidebars) {
    for (const index of sidebar.generatedIndexes) {
      add({
        path: index.route,
        template: "category-index",
        source: `content/sidebars/${sidebar.id}.yaml`,
        context: {
          title: index.title,
          description: index.description,
          cards: cardsFor(index.items, docsByRoute),
          sidebarId: sidebar.id,
          navigation: pageNavigation(sidebar, index.route),
        },
      });
    }
  }

  return { routes, warnings };
}
