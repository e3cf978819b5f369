/** A resolved sidebar entry, ready to render. */
export type SidebarNode = SidebarDocNode | SidebarLinkNode | SidebarCategoryNode;

/** A page of the site. */
export interface SidebarDocNode {
  kind: "doc";
  /** Doc id, or the route for generated pages. */
  docId: string;
  /** Visible label. */
  label: string;
  /** Public route. */
  href: string;
  /** Name of the kind of a generated page (its module in src/lib/kinds); absent for guides. */
  pageKind?: string;
  /** HTTP method badge of an API operation. */
  method?: string;
  /** The page documents something deprecated; the item is struck through. */
  deprecated?: boolean;
}

/** A link to a URL outside the sidebar's pages. */
export interface SidebarLinkNode {
  kind: "link";
  label: string;
  href: string;
  /** True for links leaving the site; rendered with an external marker. */
  external: boolean;
}

/** A collapsible group. */
export interface SidebarCategoryNode {
  kind: "category";
  label: string;
  /** Route of the category's own page, if it has one. */
  href: string | null;
  /** Starts collapsed. Categories start expanded unless the file says otherwise. */
  collapsed: boolean;
  items: SidebarNode[];
}

/** A category page generated from the sidebar, listing the category's items as cards. */
export interface GeneratedIndex {
  /** Public route: /docs/category/<slug>. */
  route: string;
  title: string;
  description: string | null;
  /** The category's items, as cards. */
  items: SidebarNode[];
}

/** One sidebar, resolved against the docs and generators. */
export interface ResolvedSidebar {
  /** Sidebar id: the file name. */
  id: string;
  /** Sidebar label, used as the first breadcrumb. */
  label: string;
  items: SidebarNode[];
  /** Generated category pages declared in this sidebar. */
  generatedIndexes: GeneratedIndex[];
}

/** An entry as a sidebar renders it: without what only the build reads (doc ids, page kinds). */
export type SidebarViewNode =
  | Omit<SidebarDocNode, "docId" | "pageKind">
  | SidebarLinkNode
  | (Omit<SidebarCategoryNode, "items"> & { items: SidebarViewNode[] });

/** A sidebar as its slice renders it. */
export interface SidebarView {
  label: string;
  items: SidebarViewNode[];
}
