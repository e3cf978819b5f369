import path from "path";
import type { Node } from "gatsby";
import { FACTS_SOURCE } from "../lib/facts/load";
import type { RoutedPage } from "../lib/kinds/define";

/** Sidebar id → slice id. Each sidebar is rendered once as a slice shared by its pages. */
export const sidebarSliceId = (sidebarId: string): string => `sidebar-${sidebarId}`;

/**
 * What `gatsby develop` adds to every page's context: the version (content digest) of
 * content/facts.yaml the pages were made from. Develop applies a save's nodes while page queries
 * run, and Gatsby marks a query that finishes after the save as clean with what it read before it;
 * a guide's query compiles its MDX with the facts as they are on disk, long enough on a busy
 * machine for a save of the facts to land meanwhile. createPages runs after the save's nodes are
 * all in (see settled-files), and a page whose context changed has its query run again.
 */
export interface DevelopContext {
  factsVersion?: string;
}

/** The develop context of every page: the facts file's version, from its File node; none in a build. */
export function developContext(files: readonly Node[], build: boolean): DevelopContext {
  if (build) return {};
  const facts = files.find((file) => (file as { sourceInstanceName?: string }).sourceInstanceName === FACTS_SOURCE);
  return facts ? { factsVersion: facts.internal.contentDigest } : {};
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
