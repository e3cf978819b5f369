/** Doc ids and routes: the file path under content/docs is the route. */

/** Base path every route lives under. */
export const BASE_PATH = "/docs";

/** `account/trial.mdx` → `account/trial`; `products/index.mdx` → `products/index`. */
export function docIdFromRelativePath(relativePath: string): string {
  return relativePath.replace(/\\/g, "/").replace(/\.mdx?$/, "");
}

/** `account/trial` → `/docs/account/trial`; `products/index` → `/docs/products`; `index` → `/docs`. */
export function routeForDocId(docId: string): string {
  const withoutIndex = docId === "index" ? "" : docId.replace(/\/index$/, "");
  return withoutIndex ? `${BASE_PATH}/${withoutIndex}` : BASE_PATH;
}

/** Route of a generated category index page. */
export function categoryRoute(slug: string): string {
  return `${BASE_PATH}/category/${slug}`;
}

/** A doc as the route table and sidebars see it. */
export interface DocSummary {
  /** Doc id: the path under content/docs without extension. */
  id: string;
  /** Public route. */
  route: string;
  /** Page title. */
  title: string;
  /** One-sentence description, or null. */
  description: string | null;
  /** Sidebar label override, or null to use the title. */
  sidebarLabel: string | null;
  /** Drafts are built in development only. */
  draft: boolean;
  /** Content file, relative to the project root, for messages. */
  file: string;
}

/** True when a build for `nodeEnv` leaves drafts out: production builds do, `gatsby develop` does not. */
export function excludesDrafts(nodeEnv: string | undefined): boolean {
  return nodeEnv === "production";
}

/** The docs that get a page: all of them, or all but drafts. */
export function publishedDocs<T extends { draft: boolean }>(docs: readonly T[], excludeDrafts: boolean): T[] {
  return excludeDrafts ? docs.filter((doc) => !doc.draft) : [...docs];
}
