/** The pages the link checker reads: every kind's pages with text, and their Markdown twins. */
import type { SitePage } from "./kinds/define";
import type { LinkedPage } from "./links";

/**
 * Every page a kind made, kept by the route table or not (a dropped duplicate's links are
 * reported against the page kept), then the published Markdown and text files. A page's Markdown
 * has the page's headings: `#anchor` links in it are checked against the page's ids.
 */
export function siteLinkedPages(pages: readonly SitePage[], published: readonly LinkedPage[]): LinkedPage[] {
  const linked: LinkedPage[] = pages.flatMap(({ page }) =>
    page.linked ? [{ route: page.path, file: page.source, ...page.linked }] : [],
  );
  const anchorsOf = new Map(linked.map((page) => [page.route, page.anchors]));
  return [
    ...linked,
    ...published.map((page) => ({ ...page, anchors: anchorsOf.get(page.route.replace(/\.md$/, "")) ?? page.anchors })),
  ];
}
