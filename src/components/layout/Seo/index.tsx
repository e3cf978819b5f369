import { useContext } from "react";
import { siteConfig } from "../../../../site.config";
import type { PageHead } from "../../../lib/page-context";
import { PageBodyContext } from "./page-body";

/** Props of Seo. */
export interface Props {
  /** The page's head, computed at build with its page (`pageContext.head`). */
  head: PageHead;
}

/**
 * Document head: title, description, canonical URL, Open Graph tags and, for every page that has
 * one, the page's Markdown (`<route>.md`) and the feeds of what it shows (a changelog's Atom feed)
 * as alternates; like the canonical URL, they are absolute,
 * on the site's origin. Render it from a
 * template's Gatsby `Head` export (`export const Head = () => <Seo … />`): Gatsby puts those tags
 * in <head> at build time and on navigation, with no head-management library in the bundle.
 */
export function Seo({ head }: Props) {
  if (useContext(PageBodyContext)) {
    throw new Error(
      `<Seo> of "${head.title}" was rendered in the page body. Render it from the template's Head export instead: export const Head = () => <Seo … />.`,
    );
  }
  const { title, description, canonical, keywords = [], noindex = false, markdown, feeds = [] } = head;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {keywords.length > 0 && <meta name="keywords" content={keywords.join(", ")} />}
      {noindex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={canonical} />
      {markdown && <link rel="alternate" type="text/markdown" href={markdown} />}
      {feeds.map((feed) => (
        <link key={feed.href} rel="alternate" type="application/atom+xml" title={feed.title} href={feed.href} />
      ))}
      <meta property="og:type" content="article" />
      <meta property="og:site_name" content={siteConfig.titleSuffix} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content="en_US" />
      <meta name="twitter:card" content="summary" />
    </>
  );
}
