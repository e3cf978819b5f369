/** Category pages a sidebar generates (`link: { type: generated-index }`): the category's items as cards. */
import { listingMarkdown } from "../markdown-export/cards";
import type { PageContext } from "../page-context";
import type { PageKind } from "./types";

/** The category page's context: its lead (the page has no query). */
export interface CategoryIndexIds {
  /** The sentence under the title, from the sidebar file, or null. */
  description: string | null;
}

/** The page context of a generated category page. */
export type CategoryIndexPageContext = PageContext<CategoryIndexIds>;

export const categoryIndexKind: PageKind<CategoryIndexIds, Record<never, never>> = {
  name: "category-index",
  template: "src/templates/category-index.tsx",
  nodeTypes: {},
  pages: (_nodes, site) =>
    site.sidebars.flatMap((sidebar) =>
      sidebar.generatedIndexes.map((index) => ({
        path: index.route,
        source: `content/sidebars/${sidebar.id}.yaml`,
        context: { description: index.description },
        title: index.title,
        description: index.description,
        linked: null,
      })),
    ),
  sidebarItems: null,
  searchRecords: (page) => ({ title: page.title, description: page.description, keywords: [], body: null }),
  moreSearchRecords: null,
  markdown: (page) =>
    listingMarkdown({ title: page.title, description: page.description, cards: page.pageContext.cards }),
  llms: (page) => ({ title: page.title, description: page.description, optional: false, full: true }),
  files: null,
  redirects: null,
};
