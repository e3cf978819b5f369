import { markdownRoute } from "./markdown-export/blocks";
import type { FeedLink, PageHead } from "./page-context";

/** What every page's head shares: the site's name, summary and origin. */
export interface SiteHead {
  /** Appended to every page title: "<page> | <titleSuffix>". */
  titleSuffix: string;
  /** The description of pages that have none of their own. */
  description: string;
  /** Origin of the canonical URLs, e.g. https://tickwire.io. */
  siteUrl: string;
}

/** A page's head from its title, description and route. */
export function pageHead(
  site: SiteHead,
  page: {
    title: string;
    description: string | null;
    route: string;
    keywords?: readonly string[];
    noindex?: true;
    /** The page has Markdown at `<route>.md`. */
    markdown?: boolean;
    /** Feeds of what the page shows, by public path. */
    feeds?: readonly FeedLink[];
  },
): PageHead {
  return {
    title: `${page.title} | ${site.titleSuffix}`,
    description: page.description ?? site.description,
    canonical: `${site.siteUrl}${page.route}`,
    ...(page.keywords?.length ? { keywords: page.keywords } : {}),
    ...(page.noindex ? { noindex: page.noindex } : {}),
    ...(page.markdown ? { markdown: `${site.siteUrl}${markdownRoute(page.route)}` } : {}),
    ...(page.feeds?.length
      ? { feeds: page.feeds.map((feed) => ({ title: feed.title, href: `${site.siteUrl}${feed.href}` })) }
      : {}),
  };
}
