import type { HeadProps, PageProps } from "gatsby";
import { DocPage } from "../components/DocPage";
import { Seo } from "../components/layout/Seo";
import type { CategoryIndexPageContext } from "../lib/kinds/category-index";

/** A category page generated from a sidebar: its items as cards. */
export default function CategoryIndexTemplate({ pageContext }: PageProps<object, CategoryIndexPageContext>) {
  return (
    <DocPage model={{ chrome: pageContext.chrome, lead: pageContext.description, toc: [], cards: pageContext.cards }} />
  );
}

/** The page's head tags. */
export function Head({ pageContext }: HeadProps<object, CategoryIndexPageContext>) {
  return <Seo head={pageContext.head} />;
}
