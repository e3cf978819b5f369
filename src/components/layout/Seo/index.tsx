import { Helmet } from "react-helmet";
import { siteConfig } from "../../../../site.config";

/** Props of Seo. */
export interface Props {
  title: string;
  description?: string | null;
  /** Public route of the page, for the canonical URL. */
  route: string;
  keywords?: readonly string[];
  noindex?: boolean;
}

/** Document head: language, title, description, canonical URL and Open Graph tags. */
export function Seo({ title, description, route, keywords = [], noindex = false }: Props) {
  const fullTitle = `${title} | ${siteConfig.titleSuffix}`;
  const summary = description ?? siteConfig.description;
  const url = `${siteConfig.siteUrl}${route}`;
  return (
    <Helmet>
      <html lang={siteConfig.locale.htmlLang} dir={siteConfig.locale.direction} />
      <title>{fullTitle}</title>
      <meta name="description" content={summary} />
      {keywords.length > 0 && <meta name="keywords" content={keywords.join(", ")} />}
      {noindex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url} />
      <meta property="og:type" content="article" />
      <meta property="og:site_name" content={siteConfig.titleSuffix} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={summary} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content="en_US" />
      <meta name="twitter:card" content="summary" />
    </Helmet>
  );
}
