/**
 * The page context every page gets from the route table: the ids its template queries by (its
 * kind's), the cards of a category's page, and its chrome and head, computed once at build.
 * Templates only read these; the sidebar itself is not here but in the page's sidebar slice.
 */
import type { Crumb, NavLink } from "./sidebars/navigation";

/** A card on a category page. */
export interface Card {
  label: string;
  href: string;
  description: string | null;
  /** HTTP method badge, for cards of API operations. */
  method?: string | null;
}

/** What a page shows around its body. */
export interface PageChrome {
  /** Public route. */
  route: string;
  /** Sidebar shown with the page, or null for pages outside every sidebar. */
  sidebarId: string | null;
  /** The page's h1 and last breadcrumb. */
  title: string;
  /** From the navbar item that opens the page's sidebar down to the page's parent. */
  breadcrumbs: Crumb[];
  previous: NavLink | null;
  next: NavLink | null;
  /** The page is published as Markdown at `<route>.md`. */
  markdown: boolean;
}

/** The document head of a page. */
export interface PageHead {
  /** The document title: the page's and the site's. */
  title: string;
  description: string;
  /** Absolute URL of the page. */
  canonical: string;
  keywords?: readonly string[];
  /** Search engines should not list the page. */
  noindex?: true;
  /** Absolute URL of the page's Markdown (`<route>.md`), when the page has one. */
  markdown?: string;
  /** Feeds of what the page shows (a changelog's Atom feed), with absolute URLs. */
  feeds?: readonly FeedLink[];
}

/** A feed a page names in its head: its title, and its path (absolute URL in a PageHead). */
export interface FeedLink {
  title: string;
  href: string;
}

/** What the route table adds to a kind's ids, the same for every kind. */
export interface SharedContext {
  /** Cards when the page is a category's page; empty otherwise. */
  cards: Card[];
  chrome: PageChrome;
  head: PageHead;
}

/** The page context of a page whose template queries by `Ids`. */
export type PageContext<Ids extends object> = Ids & SharedContext;
