import type { HeadProps, PageProps } from "gatsby";
import { siteConfig } from "../../site.config";
import { DocPage } from "../components/DocPage";
import { Seo } from "../components/layout/Seo";
import type { CategoryIndexContext } from "../lib/routes";
import { sidebarRootCrumb } from "../lib/sidebars/root-crumb";

/** A category page generated from a sidebar: its items as cards. */
export default function CategoryIndexTemplate({ pageContext, location }: PageProps<object, CategoryIndexContext>) {
  const route = location.pathname.replace(/\/$/, "");
  return (
    <DocPage
      model={{
        route,
        title: pageContext.title,
        lead: pageContext.description,
        sidebarId: pageContext.sidebarId,
        sidebarRoot: sidebarRootCrumb(siteConfig.navbar, pageContext.sidebarId, route),
        navigation: pageContext.navigation,
        toc: [],
        cards: pageContext.cards,
      }}
    />
  );
}

/** The page's head tags. */
export function Head({ pageContext, location }: HeadProps<object, CategoryIndexContext>) {
  return (
    <Seo title={pageContext.title} description={pageContext.description} route={location.pathname.replace(/\/$/, "")} />
  );
}
