import { useContext } from "react";
import { siteConfig } from "../../../../site.config";
import { PageBodyContext } from "./page-body";

/** Props of Seo. */
export interface Props {
  title: string;
  description?: string | null;
  /** Public route of the page, for the canonical URL. */
  route: string;
  keywords?: readonly string[];
  noindex?: boolean;
}

/**
 * Document head: title, description, canonical URL, Open Graph tags and, for every page but the
 * noindex ones, the page's Markdown (`<route>.md`) as an alternate; like the canonical URL, it
 * is absolute, on the site's origin. Render it from a
 * template's Gatsby `Head` export (`export const Head = () => <Seo … />`): Gatsby puts those tags
 * in <head> at build time and on navigation, with no head-management library in the bundle.
 */
export function Seo({ title, description, route, keywords = [], noindex = false }: Props) {
  if (useContext(PageBodyContext)) {
    throw new Error(
      `<Seo title="${title}"> was rendered in the page body. Render it from the template's Head export instead: export const Head = () => <Seo … />.`,
    );
  }
  const fullTitle = `${title} | ${siteConfig.titleSuffix}`;
  const summary = description ?? siteConfig.description;
  const url = `${siteConfig.siteUrl}${route}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={summary} />
      {keywords.length > 0 && <meta name="keywords" content={keywords.join(", ")} />}
      {noindex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url} />
      {!noindex && <link rel="alternate" type="text/markdown" href={`${url}.md`} />}
      <meta property="og:type" content="article" />
      <meta property="og:site_name" content={siteConfig.titleSuffix} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={summary} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content="en_US" />
      <meta name="twitter:card" content="summary" />
    </>
  );
}
