import path from "path";
import type { RoutedPage } from "../lib/kinds/define";

/** Sidebar id → slice id. Each sidebar is rendered once as a slice shared by its pages. */
export const sidebarSliceId = (sidebarId: string): string => `sidebar-${sidebarId}`;

/**
 * What `gatsby develop` adds to every page's context: the version of content/facts.yaml the pages
 * were made from (see settled-files), so that a save of the facts runs their queries again. Builds
 * leave it out.
 */
export interface DevelopContext {
  factsVersion?: number;
}

/** What createPage is given for a route. */
export interface PageArgs {
  path: string;
  /** The template, an absolute path: one module per page kind, whatever the number of pages. */
  component: string;
  context: RoutedPage["page"]["pageContext"] & DevelopContext;
  slices: Record<string, string>;
}

/**
 * createPage's arguments for a route: its kind's template as it is (a guide is its template's
 * data, never a module of its own, so the JavaScript every page loads does not grow with the
 * guides), its page context, and its sidebar's slice.
 */
export function pageArgs(route: RoutedPage, develop: DevelopContext = {}, root = process.cwd()): PageArgs {
  const { page } = route;
  const { sidebarId } = page.pageContext.chrome;
  return {
    path: page.path,
    component: path.resolve(root, route.template),
    context: { ...page.pageContext, ...develop },
    slices: { ...page.slices, ...(sidebarId ? { sidebar: sidebarSliceId(sidebarId) } : {}) },
  };
}
