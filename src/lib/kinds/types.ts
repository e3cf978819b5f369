/**
 * What a page kind declares: everything the build asks of a page, in one module per kind.
 * `src/lib/kinds/index.ts` lists the kinds; the route table, the sidebars, the link checker, the
 * search records, the Markdown export and llms.txt iterate over that list and never name a kind.
 */
import type { Facts } from "../facts/schema";
import type { SourceLink } from "../links";
import type { FeedLink, PageContext } from "../page-context";
import type { RedirectAlias } from "../redirects";
import type { SearchPageSource } from "../search/records";
import type { SearchRecord } from "../search/types";
import type { Crumb } from "../sidebars/navigation";
import type { ResolvedSidebar, SidebarNode } from "../sidebars/types";

/** The GraphQL node type of each list of nodes a kind reads, by the key it reads the list under. */
export type NodeTypes<Nodes> = { readonly [Key in keyof Nodes]: string };

/** What every kind's pages are made against: the resolved sidebars, and whether drafts stay out. */
export interface SiteSources {
  sidebars: readonly ResolvedSidebar[];
  excludeDrafts: boolean;
}

/** A page as its kind makes it from the nodes. */
export interface KindPage<Context extends object> {
  /** Public route. */
  path: string;
  /** Where the page comes from, for messages: file and pointer or entry. */
  source: string;
  /** What the template's page query selects the page's node by (its ids); part of the page context. */
  context: Context;
  /** The page's name in cards, breadcrumbs, search hits and llms.txt. */
  title: string;
  /** One sentence for cards, search and llms.txt, or null. */
  description: string | null;
  /** The page's h1 and last breadcrumb, when it is not the title (the tag "Crypto" is "Crypto API"). */
  heading?: string;
  /** The document head, where it says something else than the title and description. */
  head?: {
    title?: string;
    description?: string | null;
    keywords?: readonly string[];
    noindex?: true;
    /** Feeds the page shows (a changelog's), named in the head as alternates. */
    feeds?: readonly FeedLink[];
  };
  /** HTTP method, for operation pages: the badge on the cards that lead to them. */
  method?: string | null;
  /**
   * Route of the page this one belongs under when no sidebar lists it (a coin under its list):
   * it shows that page's sidebar, with breadcrumbs through it and previous/next among its siblings.
   */
  parent?: string | null;
  /**
   * Route of the page this one continues (page 2 of a list split into pages): it takes that page's
   * place in its sidebar, with breadcrumbs through it and its previous and next. Its own pages are
   * walked by the list's pager, and they are not siblings of the pages under it (the list's coins).
   */
  continues?: string | null;
  /** Slices the page's content shows besides its sidebar, alias → slice id (a guide's data components). */
  slices?: Readonly<Record<string, string>>;
  /** Heading ids on the page and the links in its text, for the link checker; null when it has no text of its own. */
  linked: { anchors: ReadonlySet<string>; links: SourceLink[] } | null;
}

/** A page where the route table put it: with its page context and its sidebar trail. */
export interface PlacedPage<Context extends object> extends KindPage<Context> {
  pageContext: PageContext<Context>;
  /** Category labels from the sidebar down to the page, without the sidebar's own first crumb. */
  trail: Crumb[];
}

/** What a page's search records are made of, besides where the page sits (route, sidebar, trail). */
export type SearchContent = Pick<SearchPageSource, "title" | "description" | "keywords" | "body" | "code">;

/** A page's entry in llms.txt. */
export interface LlmsEntry {
  title: string;
  description: string | null;
  /** Listed under "Optional" instead of under its sidebar. */
  optional: boolean;
  /** Its Markdown is part of llms-full.txt. */
  full: boolean;
}

/** A file published next to the pages (a spec download), and its line in llms.txt if it has one. */
export interface PublishedFile {
  path: string;
  /** Its line in llms.txt, under `section` (by default the API specifications). */
  llms: { label: string; description: string; section?: string } | null;
}

/** What Markdown and search read besides a kind's own nodes. */
export interface KindEnvironment {
  facts: Facts;
  /** A node by id: a guide's Mdx node holds its body. */
  getNode: (id: string) => unknown;
}

/** The language and version every search record is tagged with. */
export interface RecordTags {
  language: string;
  version: string;
}

/**
 * A page kind. `Context` is what its template's page query selects by; `Nodes` the nodes it
 * reads, by key. A part a kind does not have is declared `null`, never left out.
 */
export interface PageKind<Context extends object, Nodes> {
  /** Name of the kind, as pages and sidebar items name it. */
  name: string;
  /** The page component, relative to the project root. */
  template: string;
  nodeTypes: NodeTypes<Nodes>;
  /** The kind's pages, in the order previous/next links and messages should follow. */
  pages(nodes: Nodes, site: SiteSources): Array<KindPage<Context>>;
  /** Items of the sidebars' `autogenerated` entries, by source name. */
  sidebarItems: ((nodes: Nodes) => Record<string, SidebarNode[]>) | null;
  /** What a page's search records are made of; null content leaves the page out of search. */
  searchRecords:
    ((page: PlacedPage<Context>, nodes: Nodes, environment: KindEnvironment) => SearchContent | null) | null;
  /**
   * Records beyond one per page (each symbol of a list): a record whose URL is a page's adds its
   * keywords and symbols to that page's record.
   */
  moreSearchRecords: ((nodes: Nodes, pageRecords: readonly SearchRecord[], tags: RecordTags) => SearchRecord[]) | null;
  /** The page as Markdown (`<route>.md`, llms-full.txt), or null when it has none. */
  markdown: ((page: PlacedPage<Context>, nodes: Nodes, environment: KindEnvironment) => string | null) | null;
  llms: ((page: PlacedPage<Context>) => LlmsEntry) | null;
  /** Files the kind's nodes publish for download, which links and llms.txt may name. */
  files: ((nodes: Nodes) => PublishedFile[]) | null;
  /** Addresses readers type that lead to the kind's pages (a symbol's ticker), as redirects. */
  redirects: ((nodes: Nodes) => RedirectAlias[]) | null;
}
