import path from "path";
import type { RoutedPage } from "../lib/kinds/define";

/** Sidebar id → slice id. Each sidebar is rendered once as a slice shared by its pages. */
export const sidebarSliceId = (sidebarId: string): string => `sidebar-${sidebarId}`;

/** What createPage is given for a route. */
export interface PageArgs {
  path: string;
  /** The template, an absolute path: one module per page kind, whatever the number of pages. */
  component: string;
  context: RoutedPage["page"]["pageContext"];
  slices: Record<string, string>;
}

/**
 * createPage's arguments for a route: its kind's template as it is (a guide is its template's
 * data, never a module of its own, so the JavaScript every page loads does not grow with the
 * guides), its page context, and its sidebar's slice.
 */
export function pageArgs(route: RoutedPage, root = process.cwd()): PageArgs {
  const { page } = route;
  const { sidebarId } = page.pageContext.chrome;
  return {
    path: page.path,
    component: path.resolve(root, route.template),
    context: page.pageContext,
    slices: { ...page.slices, ...(sidebarId ? { sidebar: sidebarSliceId(sidebarId) } : {}) },
  };
}
