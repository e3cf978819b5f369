import { BASE_PATH, type DocSummary } from "./docs";
import {
  childPageNavigation,
  pageNavigation,
  sidebarOfRoute,
  type NavLink,
  type PageNavigation,
} from "./sidebars/navigation";
import type { ResolvedSidebar, SidebarNode } from "./sidebars/types";

/** Templates of pages generated from data (specs, symbol lists). */
export type GeneratedTemplate =
  "api-tag" | "api-operation" | "ws-channel" | "ws-quotes" | "symbol-list" | "symbol-entry";

/** Templates a route can render with. */
export type TemplateName = "doc" | "category-index" | GeneratedTemplate;

/** A card on a category page. */
export interface Card {
  label: string;
  href: string;
  description: string | null;
  /** HTTP method badge, for cards of API operations. */
  method?: string | null;
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

/** Context of a page generated from data: the id its template queries by, and its cards. */
export interface GeneratedContext extends BaseContext {
  /** Id of the node the template renders (operation id, tag name …). */
  id: string;
  /** Cards when the page is a category's page (e.g. a tag's operations); empty otherwise. */
  cards: Card[];
}

/** A page that a source plugin's data asks for: one of the generated kinds. */
export interface GeneratedPage {
  path: string;
  template: GeneratedTemplate;
  /** Where the page comes from, for messages: file and pointer or entry. */
  source: string;
  /** Id of the node the template renders. */
  id: string;
  title: string;
  /** One sentence for cards and search, or null. */
  description: string | null;
  /** HTTP method, for operation pages; shown on cards. */
  method?: string | null;
  /**
   * Route of the page this one belongs under when no sidebar lists it (a coin under its list):
   * it shows that page's sidebar, with breadcrumbs through it and previous/next among its siblings.
   */
  parent?: string | null;
}

/** One page of the site. */
export type RouteEntry =
  | { path: string; template: "doc"; source: string; context: DocContext }
  | { path: string; template: "category-index"; source: string; context: CategoryIndexContext }
  | { path: string; template: GeneratedTemplate; source: string; context: GeneratedContext };

/** Inputs of the route table: everything the sources gave. */
export interface RouteTableInput {
  /** Docs to publish (drafts already filtered out where they should be). */
  docs: DocSummary[];
  sidebars: ResolvedSidebar[];
  /** Pages of the generated kinds. */
  generated?: GeneratedPage[];
}

/** What a card or a breadcrumb needs to know about the page it points to. */
interface CardTarget {
  title: string;
  description: string | null;
  method?: string | null;
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

/**
 * Builds every page of the site from the sources. Pure: gatsby-node applies the result, the link
 * checker and search records read it. A path claimed twice keeps its first source and is reported.
 */
export function buildRouteTable(input: RouteTableInput): RouteTable {
  const warnings: string[] = [];
  const claimed = new Map<string, string>();
  const routes: RouteEntry[] = [];
  const generated = input.generated ?? [];
  const pagesByRoute = new Map<string, CardTarget>([
    ...input.docs.map((doc): [string, CardTarget] => [doc.route, doc]),
    ...generated.map((page): [string, CardTarget] => [page.path, page]),
  ]);

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

  const siblingsByParent = new Map<string, NavLink[]>();
  for (const page of generated) {
    if (!page.parent) continue;
    const siblings = siblingsByParent.get(page.parent) ?? [];
    siblings.push({ label: page.title, href: page.path });
    siblingsByParent.set(page.parent, siblings);
  }

  const placement = (route: string, parent: string | null = null) => {
    const sidebar = sidebarOfRoute(input.sidebars, route);
    if (!sidebar && parent) {
      const parentSidebar = sidebarOfRoute(input.sidebars, parent);
      const parentLink = { label: pagesByRoute.get(parent)?.title ?? parent, href: parent };
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

  for (const doc of input.docs) {
    add({ path: doc.route, template: "doc", source: doc.file, context: { docId: doc.id, ...placement(doc.route) } });
  }

  for (const page of generated) {
    add({
      path: page.path,
      template: page.template,
      source: page.source,
      context: { id: page.id, ...placement(page.path, page.parent) },
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
          cards: cardsFor(index.items, pagesByRoute),
          sidebarId: sidebar.id,
          navigation: pageNavigation(sidebar, index.route),
        },
      });
    }
  }

  return { routes, warnings };
}
